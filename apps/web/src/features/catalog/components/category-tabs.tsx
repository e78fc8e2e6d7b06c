import type { Category } from '@shop/contracts/catalog';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { categoryName } from '../category-name.ts';

type CategoryTabsProps = {
  categories: readonly Category[] | undefined;
  /** The active top-level category, or null for 'All'. */
  activeId: string | null;
  hrefFor: (categoryId: string | null) => string;
  label?: string;
};

const tabClasses =
  'inline-flex h-11 shrink-0 items-center rounded-full px-5 font-bold whitespace-nowrap transition-colors';

/**
 * The shop's category tabs: links (each tab is an address of its own), in a row that scrolls
 * sideways on phones.
 */
export function CategoryTabs({ categories, activeId, hrefFor, label }: CategoryTabsProps) {
  const { t, i18n } = useLingui();
  const tabs = [
    { id: null, name: t`All` },
    ...(categories ?? []).map((category) => ({
      id: category.id,
      name: categoryName(category, i18n.locale),
    })),
  ];
  return (
    <nav aria-label={label ?? t`Categories`} className="-mx-4 sm:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:flex-wrap sm:px-0">
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          return (
            <li key={tab.id ?? 'all'}>
              <Link
                to={hrefFor(tab.id)}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={clsx(
                  tabClasses,
                  active
                    ? 'bg-ink-900 text-white shadow-soft'
                    : 'bg-white text-ink-700 shadow-soft hover:bg-coral-50 hover:text-coral-700',
                )}
              >
                {tab.name}
              </Link>
            </li>
          );
        })}
        {!categories &&
          [1, 2, 3, 4, 5, 6].map((n) => (
            <li key={n} aria-hidden="true">
              <Skeleton className="h-11 w-36 rounded-full" />
            </li>
          ))}
      </ul>
    </nav>
  );
}
