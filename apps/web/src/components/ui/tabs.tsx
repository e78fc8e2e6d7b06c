import * as RadixTabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/*
 * Accessible tabs (Radix: arrow keys move between tabs, Home/End jump, the panel is labelled by
 * its tab). Render one <TabPanel> per tab, even when they show the same list filtered: every
 * tab's aria-controls then points at an element that exists.
 */

export const Tabs = RadixTabs.Root;

type TabListProps = Omit<ComponentProps<typeof RadixTabs.List>, 'aria-label'> & {
  /** What the tabs choose between, e.g. "Orders by status". */
  label: string;
};

/** The row of tabs; it scrolls sideways on narrow screens instead of wrapping. */
export function TabList({ label, className, ...props }: TabListProps) {
  // Radix makes the row reachable by Tab (its roving focus) only once its effects have run. The
  // server's HTML, and a row whose hydration waits (deferred-hydration.tsx), would scroll
  // sideways with nothing in it a keyboard can reach: until then the row itself takes focus.
  const hydrated = useHydrated();
  return (
    <RadixTabs.List
      aria-label={label}
      {...(hydrated ? {} : { tabIndex: 0 })}
      className={clsx(
        'relative -mx-1 flex gap-1 overflow-x-auto border-b-2 border-ink-900/10 px-1 [scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

type TabProps = ComponentProps<typeof RadixTabs.Trigger> & {
  /** A number shown in a pill after the label; screen readers hear "Label (count)". */
  count?: number;
  children: ReactNode;
};

export function Tab({ count, className, children, ...props }: TabProps) {
  return (
    <RadixTabs.Trigger
      className={clsx(
        'group relative -mb-0.5 inline-flex h-12 shrink-0 cursor-pointer items-center gap-2 border-b-2 border-transparent px-3 font-bold whitespace-nowrap text-ink-700 transition-colors',
        'hover:text-ink-900 focus-visible:-outline-offset-2',
        'data-[state=active]:border-coral-600 data-[state=active]:text-coral-700',
        className,
      )}
      {...props}
    >
      {children}
      {count !== undefined && (
        <>
          {/* The space keeps screen readers from running label and count together. */}{' '}
          <span
            aria-hidden="true"
            className="min-w-6 rounded-full bg-ink-100 px-1.5 py-0.5 text-center text-xs font-bold text-ink-700 tabular-nums group-data-[state=active]:bg-coral-100 group-data-[state=active]:text-coral-800"
          >
            {count}
          </span>
          <span className="sr-only">({count})</span>
        </>
      )}
    </RadixTabs.Trigger>
  );
}

export function TabPanel({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={clsx('pt-6 focus-visible:outline-offset-4', className)}
      {...props}
    />
  );
}
