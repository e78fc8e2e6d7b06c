import {
  returnToOriginReasonLabels,
  returnToOriginReasonMessage,
  returnToOriginReasons,
  type ReturnToOriginReason,
} from '@shop/contracts/payments';
import { useState, type ReactNode } from 'react';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

type ReturnToOriginDialogProps = {
  title: ReactNode;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: (reason: ReturnToOriginReason) => void;
  onCancel: () => void;
};

const options = returnToOriginReasons.map((reason) => ({
  value: reason,
  label: returnToOriginReasonLabels[reason],
}));

/**
 * The question before a SHIPPED order is cancelled: the parcel came back unsold (return to
 * origin), and why, which the cash-on-delivery risk report counts. Open while rendered.
 */
export function ReturnToOriginDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ReturnToOriginDialogProps) {
  const [reason, setReason] = useState<ReturnToOriginReason | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      tone="danger"
      busy={busy}
      busyLabel="Updating…"
      onConfirm={() => {
        if (busy) return;
        if (reason) onConfirm(reason);
        else setMissing(true);
      }}
    >
      <ChoiceChips
        legend="Why did the parcel come back?"
        showLegend
        size="md"
        options={options}
        value={reason}
        onChange={(value) => {
          setReason(value as ReturnToOriginReason);
          setMissing(false);
        }}
      />
      {missing && (
        <p role="alert" className="text-sm font-semibold text-danger-600">
          {returnToOriginReasonMessage}
        </p>
      )}
    </ConfirmDialog>
  );
}
