import { zodResolver } from '@hookform/resolvers/zod';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { SHIPMENT_TEXT_MAX } from '@shop/contracts/orders';
import { useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
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
 * The question before an order goes to SHIPPED (the same kind of alert dialog as the other status
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
  const opener = useRef<HTMLElement | null>(null);

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            form.setFocus('courier');
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          className="fixed inset-x-3 top-1/2 z-50 max-h-[90dvh] -translate-y-1/2 animate-pop-in overflow-y-auto rounded-2xl bg-cream-50 p-6 text-ink-900 shadow-lift focus:outline-none sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:p-7"
        >
          <AlertDialog.Title className="font-display text-xl font-semibold sm:text-2xl">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            {description}
          </AlertDialog.Description>
          <form
            noValidate
            className="mt-5 flex flex-col gap-5"
            onSubmit={form.handleSubmit((shipment) => !busy && onConfirm(shipment))}
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
            <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" busy={busy} busyLabel="Updating…">
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
