import clsx from 'clsx';
import { ArrowUp } from 'lucide-react';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';

/** Appears once the shopper has scrolled a screen or so down (spec: footer). */
export function ScrollToTopButton() {
  const visible = useScrolledPast(480);
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      // Kept in the DOM but out of the tab order while invisible, so it never traps focus.
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0 })}
      className={clsx(
        'fixed right-4 bottom-4 z-30 grid size-12 cursor-pointer place-items-center rounded-full bg-coral-600 text-white shadow-lift transition-all hover:bg-coral-700 sm:right-6 sm:bottom-6',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
