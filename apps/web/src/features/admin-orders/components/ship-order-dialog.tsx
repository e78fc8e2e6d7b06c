import { zodResolver } from '@hookform/resolvers/zod';
import { SHIPMENT_TEXT_MAX } from '@shop/contracts/orders';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
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
 * The question before an order goes to SHIPPED, with the courier and the tracking number (both
 * optional). Open while rendered; focus returns to whatever opened it.
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
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent
        title={title}
        description={description}
        className="sm:max-w-lg"
        // Start in the courier field (autoFocus would run before the dialog notes its opener).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          form.setFocus('courier');
        }}
        onEscapeKeyDown={keepOpenWhileBusy}
        onInteractOutside={keepOpenWhileBusy}
      >
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={form.handleSubmit((shipment) => !busy && onConfirm(shipment))}
        >
          <TextField
            label="Courier"
            optional
            autoComplete="off"
            placeholder="e.g. Delhivery"
            hint={`At most ${SHIPMENT_TEXT_MAX} characters.`}
            {...field('courier')}
          />
          <TextField
            label="Tracking number"
            optional
            autoComplete="off"
            spellCheck={false}
            {...field('trackingNumber')}
          />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={busy} onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button type="submit" busy={busy} busyLabel="Updating…">
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
