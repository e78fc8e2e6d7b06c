import type { Dashboard } from '@shop/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import {
  ArrowRight,
  FileText,
  FolderTree,
  MessageSquareText,
  Package,
  ReceiptText,
  Store,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { AdminLoadError } from '../../../components/ui/admin-query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dashboardQuery } from '../api/dashboard.ts';
import { BackupsCard } from './backups-card.tsx';
import { CodRiskCard } from './cod-risk-card.tsx';
import { DiskSpaceWarning } from './disk-space-warning.tsx';
import { LowStockList } from './low-stock-list.tsx';
import { MoneySummary } from './money-summary.tsx';
import { OffersCard } from './offers-card.tsx';
import { SalesSection } from './sales-section.tsx';

type Card = {
  title: string;
  to: string;
  icon: LucideIcon;
  tone: string;
} & (
  | {
      count: (data: Dashboard) => number;
      detail: (data: Dashboard) => string;
      note?: (data: Dashboard) => string;
    }
  // Sections without a figure say what can be done there instead.
  | { count?: undefined; action: string }
);

const cards: Card[] = [
  {
    title: 'Category',
    to: '/admin/category',
    icon: FolderTree,
    tone: 'bg-sage-100 text-sage-700',
    count: (data) => data.categories,
    detail: (data) => (data.categories === 1 ? 'category' : 'categories'),
  },
  {
    title: 'Product',
    to: '/admin/product',
    icon: Package,
    tone: 'bg-sky-100 text-sky-700',
    count: (data) => data.products,
    detail: (data) => (data.products === 1 ? 'product' : 'products'),
  },
  {
    title: 'Order',
    to: '/admin/order?status=PENDING',
    icon: ReceiptText,
    tone: 'bg-coral-100 text-coral-800',
    count: (data) => data.pendingOrders,
    detail: () => 'pending delivery',
    note: (data) => `${data.orders} ${data.orders === 1 ? 'order' : 'orders'} in all`,
  },
  {
    title: 'Returns',
    to: '/admin/returns',
    icon: Undo2,
    tone: 'bg-cream-200 text-coral-800',
    count: (data) => data.openReturnRequests,
    detail: (data) => (data.openReturnRequests === 1 ? 'open request' : 'open requests'),
    note: () => 'Returns and exchanges to deal with',
  },
  {
    title: 'Reviews',
    to: '/admin/reviews?status=PENDING',
    icon: MessageSquareText,
    tone: 'bg-coral-50 text-coral-700',
    count: (data) => data.pendingReviews,
    detail: (data) => (data.pendingReviews === 1 ? 'pending review' : 'pending reviews'),
    note: () => 'To publish or reject',
  },
  {
    title: 'Company',
    to: '/admin/company',
    icon: Store,
    tone: 'bg-amber-100 text-amber-900',
    action: 'Edit the name, contact details and logo',
  },
  {
    title: 'Pages',
    to: '/admin/legal',
    icon: FileText,
    tone: 'bg-ink-100 text-ink-800',
    action: 'Policies, shipping, returns and contact pages',
  },
];

/**
 * The admin's landing screen: a warning when the disk is getting full, a card per section, revenue and open orders, the backups (kept near
 * the top: a failed or old backup needs acting on), sales of the last 30 days and low stock.
 */
export function AdminDashboard() {
  const { data, isPending, isError, refetch } = useQuery(dashboardQuery);

  return (
    <div className="mt-8 flex flex-col gap-8">
      {isError && (
        <AdminLoadError
          layout="banner"
          message="The dashboard figures could not be loaded."
          onRetry={() => void refetch()}
        />
      )}
      <DiskSpaceWarning disk={data?.disk} />
      <ul
        aria-label="Sections"
        aria-busy={isPending}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-10"
      >
        {cards.map((card) => (
          // Five counts over two wider shortcuts on large screens; two cards a row on phones, the
          // odd one out at the end across the row.
          <li
            key={card.title}
            className={clsx(
              'max-lg:last:odd:col-span-2',
              card.count ? 'lg:col-span-2' : 'lg:col-span-5',
            )}
          >
            <Link
              to={card.to}
              className="group flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-soft transition-shadow hover:shadow-lift sm:p-5"
            >
              <span className="flex items-center justify-between gap-2">
                <span className={clsx('grid size-11 place-items-center rounded-xl', card.tone)}>
                  <card.icon aria-hidden="true" className="size-6" />
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 text-ink-300 transition-transform group-hover:translate-x-0.5 group-hover:text-coral-600"
                />
              </span>
              <span className="text-sm font-bold tracking-wide text-ink-500 uppercase">
                {card.title}
              </span>
              {!card.count ? (
                <span className="text-ink-700">{card.action}</span>
              ) : data ? (
                <span className="flex flex-col">
                  <span className="font-display text-3xl font-semibold text-ink-900 tabular-nums">
                    {card.count(data)}
                  </span>
                  <span className="text-sm text-ink-700">{card.detail(data)}</span>
                  {card.note && (
                    <span className="mt-1 text-xs font-semibold text-ink-500">
                      {card.note(data)}
                    </span>
                  )}
                </span>
              ) : (
                <span className="flex flex-col gap-1">
                  <Skeleton className="h-9 w-16" />
                  <Skeleton className="h-5 w-28" />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <MoneySummary data={data} />
      <BackupsCard backup={data?.backup} />
      <SalesSection days={data?.salesByDay} />
      <OffersCard />
      <CodRiskCard />
      <LowStockList variants={data?.lowStockVariants} total={data?.lowStockVariantCount} />
    </div>
  );
}
