import clsx from 'clsx';
import { ArrowUp } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useBackToTopWanted } from '../../lib/use-back-to-top-wanted.ts';

/**
 * Spec: the footer's scroll-to-top button. It floats over the page, so it shows only when it is
 * wanted (far down and heading back up, or at the page's end, whose last row leaves it room),
 * never while the shopper reads down a grid of prices.
 */
export function ScrollToTopButton() {
  const { t } = useLingui();
  const visible = useBackToTopWanted(2);
  return (
    <button
      type="button"
      aria-label={t`Scroll to top`}
      // Kept in the DOM but out of the tab order while invisible, so it never traps focus.
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0 })}
      className={clsx(
        'fixed right-3 bottom-3 z-30 grid size-11 cursor-pointer place-items-center rounded-full bg-coral-600 text-white shadow-lift transition-all hover:bg-coral-700 sm:right-6 sm:bottom-6 sm:size-12',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
