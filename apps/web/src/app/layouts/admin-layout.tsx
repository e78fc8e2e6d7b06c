import clsx from 'clsx';
import {
  ChartColumn,
  FileText,
  FolderTree,
  Home,
  Landmark,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquareText,
  Package,
  PanelLeftClose,
  PanelLeftOpen,
  ReceiptText,
  Store,
  TicketPercent,
  Truck,
  Undo2,
  X,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { toast } from 'sonner';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { openReturnCountQuery } from '../../features/admin-returns/api/returns.ts';
import { pendingReviewCountQuery } from '../../features/admin-reviews/api/reviews.ts';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { SproutMark } from '../../components/ui/sprout-mark.tsx';
import { signOutAdmin } from '../../lib/sign-out.ts';
import { useStoredUser } from '../../lib/use-session.ts';
import { useOpenUntilNavigation } from './use-open-until-navigation.ts';

const sections = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { label: 'Category', to: '/admin/category', icon: FolderTree },
  { label: 'Product', to: '/admin/product', icon: Package },
  { label: 'Order', to: '/admin/order', icon: ReceiptText },
  { label: 'Payments', to: '/admin/payments', icon: Landmark },
  { label: 'Returns', to: '/admin/returns', icon: Undo2 },
  { label: 'Reviews', to: '/admin/reviews', icon: MessageSquareText },
  { label: 'Offers', to: '/admin/offers', icon: TicketPercent },
  { label: 'Reports', to: '/admin/reports', icon: ChartColumn },
  { label: 'Delivery', to: '/admin/delivery', icon: Truck },
  { label: 'Company', to: '/admin/company', icon: Store },
  { label: 'Pages', to: '/admin/legal', icon: FileText },
];

const itemClasses =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 font-bold transition-colors';

/**
 * The admin area's frame: a sidebar that collapses to icons on wide screens and slides in as a
 * drawer on phones. Loaded lazily, only for admins.
 */
export function AdminLayout() {
  const user = useStoredUser();
  const { pathname } = useLocation();
  const brandName = useBrandName();
  // Names the screen in the phone header, where the sidebar is folded away.
  const current = sections.find((section) => pathname.startsWith(section.to));
  // What waits on the shop, beside its section (nothing shows while unknown or none).
  const { data: openReturns } = useQuery(openReturnCountQuery);
  const { data: pendingReviews } = useQuery(pendingReviewCountQuery);
  const waiting: Partial<Record<string, { count: number; spoken: string }>> = {
    ...(openReturns ? { '/admin/returns': { count: openReturns, spoken: 'open' } } : {}),
    ...(pendingReviews ? { '/admin/reviews': { count: pendingReviews, spoken: 'pending' } } : {}),
  };
  const sidebarId = useId();
  const [collapsed, setCollapsed] = useState(false);
  // As in the shop header: going to another page closes the drawer.
  const [drawerOpen, setDrawerOpen] = useOpenUntilNavigation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  };

  const label = (text: string) => <span className={clsx(collapsed && 'lg:sr-only')}>{text}</span>;

  return (
    <div className="min-h-dvh bg-cream-100 lg:flex">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-ink-900/10 bg-white px-4 lg:hidden">
        <button
          ref={menuButton}
          type="button"
          className="grid size-10 cursor-pointer place-items-center rounded-full hover:bg-ink-900/5"
          aria-expanded={drawerOpen}
          aria-controls={sidebarId}
          aria-label={drawerOpen ? 'Close admin menu' : 'Open admin menu'}
          onClick={() => {
            // A toast ("Login successful!" on arriving) sits over the drawer's first items on a
            // phone; opening the menu means the notice has been seen.
            if (!drawerOpen) toast.dismiss();
            setDrawerOpen(!drawerOpen);
          }}
        >
          {drawerOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <p className="min-w-0 truncate font-display text-lg font-semibold">
          Admin
          {current && <span className="font-normal text-ink-500"> · {current.label}</span>}
        </p>
      </header>

      {drawerOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-ink-900/40 lg:hidden"
          onClick={closeDrawer}
        />
      )}

      <aside
        id={sidebarId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && drawerOpen) closeDrawer();
        }}
        className={clsx(
          'fixed inset-y-0 left-0 z-40 flex w-72 flex-col bg-ink-900 text-white transition-[width,translate] [--focus-ring-color:var(--color-sun-300)]',
          'lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0',
          // Off-screen on phones it must also leave the tab order, hence invisible (not just moved).
          drawerOpen ? 'visible translate-x-0' : 'invisible -translate-x-full lg:visible',
          collapsed ? 'lg:w-20' : 'lg:w-64',
        )}
      >
        <div className="flex h-16 items-center gap-2 px-4 lg:h-20">
          <SproutMark className="size-9 shrink-0" />
          <p className={clsx('font-display text-xl font-semibold', collapsed && 'lg:sr-only')}>
            Admin
          </p>
          {drawerOpen && (
            <button
              type="button"
              // The drawer covers the menu button on phones, so it brings its own close button and
              // takes focus when it opens.
              autoFocus
              aria-label="Close admin menu"
              onClick={closeDrawer}
              className="ml-auto grid size-10 cursor-pointer place-items-center rounded-full hover:bg-white/10 lg:hidden"
            >
              <X aria-hidden="true" />
            </button>
          )}
        </div>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3">
          <ul className="flex flex-col gap-1">
            {sections.map(({ label: text, to, icon: Icon }) => {
              const badge = waiting[to];
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    title={collapsed ? text : undefined}
                    className={({ isActive }) =>
                      clsx(
                        itemClasses,
                        isActive
                          ? 'bg-coral-600 text-white'
                          : 'text-white/80 hover:bg-white/10 hover:text-white',
                      )
                    }
                  >
                    <span className="relative shrink-0">
                      <Icon aria-hidden="true" className="size-5" />
                      {badge ? (
                        <span
                          aria-hidden="true"
                          className={clsx(
                            'absolute -top-1.5 -right-1.5 size-2.5 rounded-full bg-sun-300',
                            collapsed ? 'max-lg:hidden' : 'hidden',
                          )}
                        />
                      ) : null}
                    </span>
                    {label(text)}
                    {badge ? (
                      <>
                        <span
                          aria-hidden="true"
                          className={clsx(
                            'ml-auto min-w-6 rounded-full bg-sun-300 px-1.5 py-0.5 text-center text-xs font-bold text-ink-900 tabular-nums',
                            collapsed && 'lg:hidden',
                          )}
                        >
                          {badge.count}
                        </span>
                        {/* The space keeps screen readers from running label and count together. */}{' '}
                        <span className="sr-only">
                          ({badge.count} {badge.spoken})
                        </span>
                      </>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex flex-col gap-1 border-t border-white/10 p-3">
          <Link
            to="/home"
            title={collapsed ? 'Back to the shop' : undefined}
            className={clsx(itemClasses, 'text-white/80 hover:bg-white/10 hover:text-white')}
          >
            <Home aria-hidden="true" className="size-5 shrink-0" />
            {label('Back to the shop')}
          </Link>
          <button
            type="button"
            onClick={signOutAdmin}
            title={collapsed ? 'Logout' : undefined}
            className={clsx(itemClasses, 'text-coral-200 hover:bg-white/10 hover:text-white')}
          >
            <LogOut aria-hidden="true" className="size-5 shrink-0" />
            {label('Logout')}
          </button>
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-expanded={!collapsed}
            aria-controls={sidebarId}
            className={clsx(
              itemClasses,
              'hidden text-white/60 hover:bg-white/10 hover:text-white lg:flex',
            )}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <PanelLeftClose aria-hidden="true" className="size-5 shrink-0" />
            )}
            <span className={clsx(collapsed && 'sr-only')}>
              {collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            </span>
          </button>
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <div className="hidden h-20 items-center justify-between gap-4 border-b border-ink-900/10 bg-white px-8 lg:flex">
          <p className="font-display text-lg font-semibold">
            {brandName} <span className="font-normal text-ink-500">admin</span>
          </p>
          {user && (
            <span className="inline-flex items-center gap-2 rounded-full bg-cream-100 py-1 pr-4 pl-1 text-sm font-bold">
              <span
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-full bg-coral-200 font-display text-coral-800"
              >
                {user.userType.charAt(0).toUpperCase()}
              </span>
              {user.userType}
            </span>
          )}
        </div>
        <main className="px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
