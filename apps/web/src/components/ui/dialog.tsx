import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ComponentProps, type ReactNode } from 'react';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

type DialogContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> & {
  /** Every dialog has a title: it is what a screen reader announces when the dialog opens. */
  title: ReactNode;
  description?: ReactNode;
  /** 'modal' is a centred card; 'fullscreen' covers the whole viewport (the search overlay). */
  layout?: 'modal' | 'fullscreen';
  closeLabel?: string;
};

export function DialogContent({
  title,
  description,
  layout = 'modal',
  closeLabel,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const { t } = useLingui();
  const fullscreen = layout === 'fullscreen';
  // Radix returns focus to a <Dialog.Trigger>; dialogs opened by a plain button (the lazily
  // loaded ones) have none, so remember whatever had focus when the dialog opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink-900/50 backdrop-blur-[2px]" />
      <RadixDialog.Content
        // Without a description Radix warns unless aria-describedby is explicitly empty.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        className={clsx(
          'fixed z-50 flex animate-pop-in flex-col bg-cream-50 text-ink-900 shadow-lift focus:outline-none',
          fullscreen
            ? 'inset-0 overflow-y-auto'
            : 'inset-x-3 top-1/2 max-h-[85dvh] -translate-y-1/2 rounded-2xl sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2',
          className,
        )}
        {...props}
      >
        <div
          className={clsx(
            'flex items-start justify-between gap-4 border-b border-ink-900/10 px-5 py-4 sm:px-7',
            fullscreen && 'mx-auto w-full max-w-6xl border-none pt-6',
          )}
        >
          <div className="min-w-0">
            <RadixDialog.Title className="font-display text-xl font-semibold sm:text-2xl">
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-ink-500">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <RadixDialog.Close
            aria-label={closeLabel ?? t`Close`}
            className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-ink-700 hover:bg-ink-900/5"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        <div
          // A long body scrolls inside the dialog; keyboard users scroll it too when it holds
          // nothing else to focus (an order's details), so it takes focus itself.
          tabIndex={fullscreen ? undefined : 0}
          className={clsx(
            'min-h-0 flex-1 px-5 py-5 focus-visible:outline-offset-[-3px] sm:px-7',
            fullscreen ? 'mx-auto w-full max-w-6xl' : 'overflow-y-auto',
          )}
        >
          {children}
        </div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
