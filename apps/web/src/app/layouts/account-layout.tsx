import clsx from 'clsx';
import { KeyRound, LogOut, MapPin, Package, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { signOutShopper } from '../../lib/sign-out.ts';

const sections = [
  { label: msg`Account`, to: '/myaccount/account', icon: UserRound },
  { label: msg`Orders`, to: '/myaccount/order', icon: Package },
  { label: msg`Addresses`, to: '/myaccount/address', icon: MapPin },
  { label: msg`Change Password`, to: '/myaccount/password', icon: KeyRound },
];

const itemClasses =
  'flex shrink-0 cursor-pointer items-center gap-3 rounded-xl px-4 py-3 font-bold whitespace-nowrap transition-colors';

/** My account pages: a sidebar (a scrolling strip on phones) next to the section's content. */
export function AccountLayout() {
  const { t, i18n } = useLingui();
  const strip = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On phones the sections are a sideways strip: bring the current one into view, or a shopper
  // on "Change Password" would see only the first three items and not know where they are.
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    // The list is `relative`, so offsetLeft is measured from its start; keep a little margin.
    list.scrollTo({ left: current.offsetLeft - 16 });
  }, [pathname]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <p className="font-display text-lg font-semibold text-coral-700">
        <Trans>My account</Trans>
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-10">
        <nav aria-label={t`My account`} className="min-w-0 lg:self-start">
          <ul
            ref={strip}
            className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:rounded-2xl lg:bg-white lg:p-3 lg:shadow-soft"
          >
            {sections.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    clsx(
                      itemClasses,
                      isActive
                        ? 'bg-coral-100 text-coral-800'
                        : 'bg-white text-ink-700 hover:bg-cream-200 hover:text-ink-900 lg:bg-transparent',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {i18n._(label)}
                </NavLink>
              </li>
            ))}
            <li className="lg:mt-2 lg:border-t lg:border-ink-900/10 lg:pt-2">
              <button
                type="button"
                onClick={signOutShopper}
                className={clsx(
                  itemClasses,
                  'w-full bg-white text-danger-600 hover:bg-danger-50 lg:bg-transparent',
                )}
              >
                <LogOut aria-hidden="true" className="size-5" />
                <Trans>Logout</Trans>
              </button>
            </li>
          </ul>
        </nav>
        <section className="min-w-0 rounded-3xl bg-white p-4 shadow-soft sm:p-8">
          <Outlet />
        </section>
      </div>
    </div>
  );
}
