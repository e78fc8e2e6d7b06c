import clsx from 'clsx';
import { Heart, Menu, Search, ShoppingBag, X } from 'lucide-react';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SproutMark } from '../../components/ui/sprout-mark.tsx';
import { useCartCount } from '../../features/cart/api/cart-query.ts';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { LanguageSwitch } from '../../features/language/language-switch.tsx';
import { useWishlistCount } from '../../features/wishlist/api/wishlist-query.ts';
import { pluralForm } from '../../lib/plural-form.ts';
import { getStoredUser, isAdmin, type StoredUser } from '../../lib/session.ts';
import { useOnDemand, onDemand } from '../../lib/use-on-demand.ts';
import { useStoredUser } from '../../lib/use-session.ts';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';
import { myAccountPath } from './account-paths.ts';
import { headerAppearance } from './header-appearance.ts';
import { useOpenUntilNavigation } from './use-open-until-navigation.ts';

// The overlay (Radix dialog, result cards) and its cards' cart and wishlist buttons are fetched
// on the first click, keeping them out of the first chunk.
const searchOverlay = onDemand(() =>
  Promise.all([
    import('../../features/search/components/search-overlay.tsx'),
    import('../compositions/product-actions.tsx'),
  ]).then(
    ([overlay, actions]) =>
      function LoadedSearchOverlay(props: {
        open: boolean;
        onOpenChange: (open: boolean) => void;
      }) {
        return (
          <overlay.SearchOverlay
            {...props}
            cardActions={(product, context) => (
              <actions.ProductCardActions product={product} {...context} />
            )}
          />
        );
      },
  ),
);

type NavItem = { label: string; to: string; activeFor: string[] };

function useNavItems(user: StoredUser | null): NavItem[] {
  const { t } = useLingui();
  return [
    { label: t`Home`, to: '/home', activeFor: ['/', '/home'] },
    { label: t`About Us`, to: '/about', activeFor: ['/about'] },
    { label: t`Shop`, to: '/shop', activeFor: ['/shop', '/product'] },
    { label: t`My account`, to: myAccountPath(user), activeFor: ['/myaccount', '/admin'] },
  ];
}

function isActive(pathname: string, item: NavItem): boolean {
  return item.activeFor.some((path) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
  );
}

const iconButtonClasses =
  'relative grid size-9 shrink-0 cursor-pointer sm:size-10 place-items-center rounded-full transition-colors hover:bg-current/10';

function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-coral-600 px-1 text-[0.7rem] leading-5 font-bold text-white ring-2 ring-cream-50"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

function UserPill({ user, className }: { user: StoredUser; className?: string }) {
  const { t } = useLingui();
  // Admins see their user type in the pill instead of their username (spec: header).
  const label = isAdmin(user) ? user.userType : user.username;
  return (
    <Link
      to={myAccountPath(user)}
      title={t`My account`}
      className={clsx(
        'items-center gap-2 rounded-full py-1 pr-4 pl-1 text-sm font-bold ring-2 ring-current/20 ring-inset transition-colors hover:bg-current/10',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-full bg-coral-200 font-display text-base text-coral-800"
      >
        {label.charAt(0).toUpperCase()}
      </span>
      <span className="max-w-32 truncate">{label}</span>
    </Link>
  );
}

function HeaderIconLink({
  children,
  ...props
}: ComponentProps<typeof Link> & { children: ReactNode }) {
  return (
    <Link className={iconButtonClasses} {...props}>
      {children}
    </Link>
  );
}

export function SiteHeader() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const admin = isAdmin(user);
  const brandName = useBrandName();
  // Server counts for a customer, falling back to the local mirror (spec section 2).
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  const scrolled = useScrolledPast(24);
  const menuSummary = useRef<HTMLElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const { Component: SearchOverlay, request: requestSearchOverlay } = useOnDemand(searchOverlay);

  // Going to another page closes the menu.
  const [menuOpen, setMenuOpen] = useOpenUntilNavigation();
  const closeMenu = () => setMenuOpen(false);

  const overHero = headerAppearance(pathname) === 'transparent';
  const transparent = overHero && !scrolled && !menuOpen;
  const items = useNavItems(user);
  const wishlistForm = pluralForm(i18n, wishlistCount);
  const wishlistLabel =
    wishlistCount === 0
      ? t`Wishlist`
      : t`Wishlist, ${select(wishlistForm, { one: `${wishlistCount} item`, other: `${wishlistCount} items` })}`;
  const cartForm = pluralForm(i18n, cartCount);
  const cartLabel =
    cartCount === 0
      ? t`Cart`
      : t`Cart, ${select(cartForm, { one: `${cartCount} item`, other: `${cartCount} items` })}`;

  return (
    <header
      className={clsx(
        'inset-x-0 top-0 z-40 transition-colors duration-200',
        overHero ? 'fixed' : 'sticky',
        transparent
          ? 'bg-transparent text-white [--focus-ring-color:var(--color-sun-300)]'
          : 'border-b border-ink-900/10 bg-cream-100/95 text-ink-900 shadow-[0_1px_12px_-6px_rgb(30_42_68/0.25)] backdrop-blur',
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          closeMenu();
          menuSummary.current?.focus();
        }
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:h-20 lg:px-8">
        <Link
          to="/home"
          className="flex min-w-0 items-center gap-1.5 rounded-full pr-1 sm:gap-2 sm:pr-2"
        >
          {/* On the narrowest phones the mark gives its room to the name. */}
          <SproutMark className="size-8 shrink-0 max-[359px]:hidden sm:size-9" />
          {/* A phone fits a name of about 20 letters on one line; a longer one, or a 320 px
              screen, wraps it onto two balanced lines rather than cutting it. */}
          <span className="line-clamp-2 font-display text-lg leading-tight font-semibold text-balance sm:text-2xl">
            {brandName}
          </span>
        </Link>

        <nav aria-label={t`Main`} className="ml-8 hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => {
              const active = isActive(pathname, item);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'relative rounded-full px-4 py-2 font-bold transition-colors hover:bg-current/10',
                      active &&
                        'after:absolute after:inset-x-4 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-coral-400',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {!admin && (
            <>
              {/* A button for everyone, deciding when tapped: the server's HTML (the same for
                  everyone) cannot know who is signed in, and a tap before hydration is performed
                  once the app runs (lib/early-taps.ts). */}
              <button
                type="button"
                aria-label={t`Search`}
                aria-haspopup="dialog"
                className={iconButtonClasses}
                onClick={() => {
                  if (!getStoredUser()) {
                    void navigate('/login');
                    return;
                  }
                  setSearchOpen(true);
                  // Without a signal the search cannot open; the next tap tries again.
                  requestSearchOverlay().catch(() => setSearchOpen(false));
                }}
              >
                <Search aria-hidden="true" className="size-5" />
              </button>
              {/* The real addresses for everyone: their pages send a signed-out shopper to log
                  in, and a tap before hydration must not treat a signed-in one as signed out. */}
              <HeaderIconLink to="/wishlist" aria-label={wishlistLabel}>
                <Heart aria-hidden="true" className="size-5" />
                <CountBadge count={wishlistCount} />
              </HeaderIconLink>
              <HeaderIconLink to="/cart" aria-label={cartLabel}>
                <ShoppingBag aria-hidden="true" className="size-5" />
                <CountBadge count={cartCount} />
              </HeaderIconLink>
            </>
          )}
          {/* The pill's place is kept from the first (signed-out) render, where it offers to
              log in: the signed-in user is read from local storage after hydration, and the
              icons beside it must not move when the pill appears. 11.75rem is the widest pill
              (its name is cut at 8rem). */}
          <LanguageSwitch className="ml-1 hidden lg:inline-flex" />
          <div data-slot="user-pill" className="ml-2 hidden w-[11.75rem] justify-end lg:flex">
            {user ? (
              <UserPill user={user} className="inline-flex" />
            ) : (
              <Link
                to="/login"
                className="inline-flex h-10 items-center rounded-full px-4 text-sm font-bold ring-2 ring-current/20 ring-inset transition-colors hover:bg-current/10"
              >
                <Trans>Log in</Trans>
              </Link>
            )}
          </div>
          {/* A <details> menu: it opens without any script (the server's page, or before the
              app has loaded); the app closes it on navigation and on Escape. */}
          <details
            className="lg:hidden"
            open={menuOpen}
            onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          >
            <summary
              ref={menuSummary}
              className={clsx(iconButtonClasses, 'list-none [&::-webkit-details-marker]:hidden')}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
              <span className="sr-only">
                <Trans>Menu</Trans>
              </span>
            </summary>
            <nav
              aria-label={t`Main`}
              className="absolute inset-x-0 top-full border-y border-ink-900/10 bg-cream-100 px-3 pt-2 pb-5 text-ink-900 shadow-[0_12px_16px_-12px_rgb(30_42_68/0.35)]"
            >
              <ul className="flex flex-col">
                {items.map((item) => {
                  const active = isActive(pathname, item);
                  return (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        aria-current={active ? 'page' : undefined}
                        onClick={closeMenu}
                        className={clsx(
                          'flex items-center rounded-xl px-4 py-3 text-lg font-bold hover:bg-ink-900/5',
                          active && 'bg-coral-50 text-coral-700',
                        )}
                      >
                        {item.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-ink-900/10 px-1 pt-4">
                {user && <UserPill user={user} className="inline-flex" />}
                <LanguageSwitch className="inline-flex ring-2 ring-current/20 ring-inset" />
              </div>
            </nav>
          </details>
        </div>
      </div>

      {SearchOverlay && <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} />}
    </header>
  );
}
