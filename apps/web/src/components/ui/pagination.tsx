import clsx from 'clsx';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageWindow } from '../../lib/page-window.ts';

type PaginationProps = {
  currentPage: number;
  totalPages: number;
  /** Pages as links (URL-driven lists: shareable, open in a new tab)... */
  pageHref?: (page: number) => string;
  /** ...or as buttons (lists whose page lives in component state). */
  onPageChange?: (page: number) => void;
  label?: string;
  className?: string;
};

const itemClasses =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-bold transition-colors';
const idleClasses =
  'cursor-pointer bg-white text-ink-900 shadow-soft hover:bg-coral-50 hover:text-coral-700';
const disabledClasses = 'bg-white/60 text-ink-300';

/**
 * First, Prev, up to 5 page numbers, 'Page x of y', Next and Last (spec: Shop). On phones the
 * step buttons shrink to arrows (their names stay for screen readers).
 */
export function Pagination({
  currentPage,
  totalPages,
  pageHref,
  onPageChange,
  label,
  className,
}: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;

  function item(page: number, content: ReactNode, disabled: boolean, name?: string) {
    const current = page === currentPage && typeof content === 'number';
    if (disabled) {
      return (
        <span aria-disabled="true" className={clsx(itemClasses, disabledClasses)}>
          {content}
        </span>
      );
    }
    const classes = clsx(
      itemClasses,
      current ? 'bg-coral-600 text-white shadow-soft' : idleClasses,
    );
    const common = {
      className: classes,
      'aria-label': name,
      'aria-current': current ? ('page' as const) : undefined,
    };
    if (pageHref) {
      return (
        <Link to={pageHref(page)} {...common}>
          {content}
        </Link>
      );
    }
    return (
      <button type="button" onClick={() => onPageChange?.(page)} {...common}>
        {content}
      </button>
    );
  }

  const atStart = currentPage <= 1;
  const atEnd = currentPage >= totalPages;
  const step = (text: string, icon: ReactNode, iconFirst: boolean) => (
    <>
      {iconFirst && icon}
      <span className="sr-only sm:not-sr-only">{text}</span>
      {!iconFirst && icon}
    </>
  );
  const iconClasses = 'size-4 sm:hidden';

  return (
    <nav
      aria-label={label ?? t`Pagination`}
      className={clsx('flex flex-col items-center gap-3', className)}
    >
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>
          {item(
            1,
            step(t`First`, <ChevronsLeft aria-hidden="true" className={iconClasses} />, true),
            atStart,
          )}
        </li>
        <li>
          {item(
            currentPage - 1,
            step(t`Prev`, <ChevronLeft aria-hidden="true" className={iconClasses} />, true),
            atStart,
          )}
        </li>
        {pageWindow(currentPage, totalPages).map((page) => (
          <li key={page}>{item(page, page, false, t`Page ${page}`)}</li>
        ))}
        <li>
          {item(
            currentPage + 1,
            step(t`Next`, <ChevronRight aria-hidden="true" className={iconClasses} />, false),
            atEnd,
          )}
        </li>
        <li>
          {item(
            totalPages,
            step(t`Last`, <ChevronsRight aria-hidden="true" className={iconClasses} />, false),
            atEnd,
          )}
        </li>
      </ul>
      <p className="text-sm font-semibold text-ink-500">
        <Trans>
          Page {currentPage} of {totalPages}
        </Trans>
      </p>
    </nav>
  );
}
