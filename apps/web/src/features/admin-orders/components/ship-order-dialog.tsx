import { zodResolver } from '@hookform/resolvers/zod';
import { SHIPMENT_TEXT_MAX } from '@shop/contracts/orders';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bindFields } from '../../../lib/bind-fields.ts';
import { shipmentFormSchema, type Shipment, type ShipmentFormInput } from '../shipment-form.ts';

type ShipOrderDialogProps = {
  title: ReactNode;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** What the order already carries, when the shipment is being corrected. */
  initial?: { courier: string | null; trackingNumber: string | null } | null;
  /** The call is running: the buttons are disabled and the dialog stays up. */
  busy: boolean;
  onConfirm: (shipment: Shipment) => void;
  onCancel: () => void;
};

/**
 * The question before an order goes to SHIPPED (the same alert dialog as the other status
 * questions), with the courier and the tracking number, both optional. Open while rendered;
 * focus starts in the courier field and returns to whatever opened it.
 */
export function ShipOrderDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  initial,
  busy,
  onConfirm,
  onCancel,
}: ShipOrderDialogProps) {
  const form = useForm<ShipmentFormInput, unknown, Shipment>({
    resolver: zodResolver(shipmentFormSchema),
    defaultValues: {
      courier: initial?.courier ?? '',
      trackingNumber: initial?.trackingNumber ?? '',
    },
  });
  const field = bindFields(form);

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      tone="default"
      busy={busy}
      busyLabel="Updating…"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        form.setFocus('courier');
      }}
      onConfirm={form.handleSubmit((shipment) => !busy && onConfirm(shipment))}
    >
      <TextField
        label="Courier"
        optional
        autoComplete="off"
        placeholder="e.g. Delhivery"
        hint={`At most ${SHIPMENT_TEXT_MAX} characters each.`}
        {...field('courier')}
      />
      <TextField
        label="Tracking number"
        optional
        autoComplete="off"
        spellCheck={false}
        {...field('trackingNumber')}
      />
    </ConfirmDialog>
  );
}
