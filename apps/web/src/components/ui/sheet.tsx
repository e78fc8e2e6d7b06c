import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel?: string;
  side?: 'left' | 'right';
  children: ReactNode;
};

/**
 * A panel that slides over the page from one side (a modal dialog: focus stays inside, Escape
 * and the backdrop close it). Phones use it for what a sidebar shows on wide screens.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  side = 'left',
  children,
}: SheetProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink-900/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={clsx(
            'fixed inset-y-0 z-50 flex w-[min(24rem,calc(100vw-2.5rem))] flex-col bg-white text-ink-900 shadow-lift focus:outline-none',
            // Slides in from its side (@starting-style), without motion for those who ask so.
            'transition-transform duration-200 ease-out motion-reduce:transition-none',
            side === 'left'
              ? 'left-0 starting:-translate-x-full'
              : 'right-0 starting:translate-x-full',
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-ink-900/10 px-5 py-3">
            <RadixDialog.Title className="font-display text-xl font-semibold">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel ?? t`Close`}
              className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-ink-700 hover:bg-ink-900/5"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
