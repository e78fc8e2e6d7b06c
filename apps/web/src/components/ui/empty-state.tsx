import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** A call to action, e.g. a "Start Shopping" link styled with buttonClasses(). */
  action?: ReactNode;
  /** The heading level that fits the page's outline (an h2 below a page's h1 by default). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** 'card' stands on the cream page; 'inset' sits inside a white panel. */
  tone?: 'card' | 'inset';
  className?: string;
};

/** What a list shows when it has nothing in it: an icon, a title, a line of help and an action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  headingLevel: Heading = 'h2',
  tone = 'card',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center rounded-3xl px-6 py-12 text-center sm:py-16',
        tone === 'card' ? 'bg-white shadow-soft' : 'bg-cream-100',
        className,
      )}
    >
      <span className="grid size-20 place-items-center rounded-full bg-coral-50 text-coral-600">
        <Icon aria-hidden="true" className="size-9" />
      </span>
      <Heading className="mt-5 text-2xl font-semibold text-ink-900">{title}</Heading>
      {children && <p className="mt-2 max-w-md text-ink-700">{children}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
