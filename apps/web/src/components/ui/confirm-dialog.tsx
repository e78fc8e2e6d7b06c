import * as AlertDialog from '@radix-ui/react-alert-dialog';
import clsx from 'clsx';
import { useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';

const dangerClasses = 'bg-danger-600! hover:bg-danger-600/85! active:bg-danger-600!';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on confirm. The dialog stays open (busy) until the caller closes it. */
  onConfirm: () => void;
  /**
   * Fields asked along with the question: they and the buttons become one form, and submitting
   * it (the confirm button, or Enter in a field) runs onConfirm.
   */
  children?: ReactNode;
  /** The confirmed action is running: both buttons are disabled and Escape does nothing. */
  busy?: boolean;
  busyLabel?: string;
  /** 'danger' paints the confirm button red: for actions that cannot be undone. */
  tone?: 'danger' | 'default';
  /** Optional element that opens the dialog; Radix then returns focus to it on close. */
  trigger?: ReactNode;
  /** Call event.preventDefault() and focus a field yourself to start somewhere else. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Call event.preventDefault() and move focus yourself when the opener is going away. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * An "are you sure?" question (Radix AlertDialog), with fields to fill in when it has children:
 * focus starts on the safe answer, stays inside the dialog, and returns to the opener when it
 * closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  children,
  busy = false,
  busyLabel,
  tone = 'danger',
  trigger,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  // A dialog opened from a plain button (no trigger) would otherwise drop focus on <body>.
  const opener = useRef<HTMLElement | null>(null);
  const buttons = (
    <div
      className={clsx(
        children ? 'mt-1' : 'mt-6',
        'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end',
      )}
    >
      <AlertDialog.Cancel asChild>
        <Button variant="outline" disabled={busy}>
          {cancelLabel}
        </Button>
      </AlertDialog.Cancel>
      {/* A plain button, not AlertDialog.Action, so the dialog stays up while the call runs. */}
      <Button
        // `!` outranks the primary variant's coral; white on danger-600 is 6.4:1.
        className={tone === 'danger' ? dangerClasses : undefined}
        type={children ? 'submit' : 'button'}
        onClick={children ? undefined : onConfirm}
        busy={busy}
        busyLabel={busyLabel}
      >
        {confirmLabel}
      </Button>
    </div>
  );
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || trigger || !opener.current?.isConnected) return;
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
          {children ? (
            <form
              noValidate
              className="mt-5 flex flex-col gap-5"
              onSubmit={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {children}
              {buttons}
            </form>
          ) : (
            buttons
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
