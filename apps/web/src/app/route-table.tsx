import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/spinner.tsx';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireSignedIn } from './guards/require-signed-in.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import { loadPageMessages } from './i18n/page-messages.ts';
import type { PageHandle } from './page-handle.ts';

type PageModule = Record<string, ComponentType | undefined>;

/** The pages whose code is fetched when their route is first visited. */
const pageModules = import.meta.glob<PageModule>([
  './routes/*-page.tsx',
  './routes/account/*-page.tsx',
  './layouts/account-layout.tsx',
  // In the first chunk: any page may fail.
  '!./routes/route-error-page.tsx',
]);

/**
 * A shopper page whose code is fetched when the route is first visited. The router waits for it
 * before leaving the current page (with a progress bar), so there is no blank flash. The file's
 * name also tells the server which chunks to preload with a server-rendered page. A page that
 * shows texts beyond the shell's names their groups (app/i18n/message-groups.ts): they are
 * fetched with its code.
 */
function lazyPage(
  file: string,
  exportName: string,
  { data, messages }: Pick<PageHandle, 'data' | 'messages'> = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[file];
  if (!load) throw new Error(`${file} is not one of the route table's page modules.`);
  const handle: PageHandle = { module: `src/app/${file.slice('./'.length)}`, data, messages };
  return {
    handle,
    lazy: async () => {
      const [module] = await Promise.all([load(), loadPageMessages(messages ?? [])]);
      const Component = module[exportName];
      if (!Component) throw new Error(`${file} does not export ${exportName}.`);
      return { Component };
    },
  };
}

/*
 * Admin screens are React.lazy components instead: they render only below <RequireAdmin>, so a
 * shopper's browser never requests their chunk, not even when typing /admin in the address bar.
 */
const AdminLayout = lazy(() =>
  import('./layouts/admin-layout.tsx').then((module) => ({ default: module.AdminLayout })),
);
const adminPages = {
  dashboard: lazy(() =>
    import('./routes/admin/dashboard-page.tsx').then((m) => ({ default: m.AdminDashboardPage })),
  ),
  category: lazy(() =>
    import('./routes/admin/category-page.tsx').then((m) => ({ default: m.AdminCategoryPage })),
  ),
  product: lazy(() =>
    import('./routes/admin/product-page.tsx').then((m) => ({ default: m.AdminProductPage })),
  ),
  order: lazy(() =>
    import('./routes/admin/order-page.tsx').then((m) => ({ default: m.AdminOrderPage })),
  ),
  returns: lazy(() =>
    import('./routes/admin/returns-page.tsx').then((m) => ({ default: m.AdminReturnsPage })),
  ),
  reviews: lazy(() =>
    import('./routes/admin/reviews-page.tsx').then((m) => ({ default: m.AdminReviewsPage })),
  ),
  offers: lazy(() =>
    import('./routes/admin/offers-page.tsx').then((m) => ({ default: m.AdminOffersPage })),
  ),
  reports: lazy(() =>
    import('./routes/admin/reports-page.tsx').then((m) => ({ default: m.AdminReportsPage })),
  ),
  delivery: lazy(() =>
    import('./routes/admin/delivery-page.tsx').then((m) => ({ default: m.AdminDeliveryPage })),
  ),
  company: lazy(() =>
    import('./routes/admin/company-page.tsx').then((m) => ({ default: m.AdminCompanyPage })),
  ),
  payments: lazy(() =>
    import('./routes/admin/payments-page.tsx').then((m) => ({ default: m.AdminPaymentsPage })),
  ),
  legal: lazy(() =>
    import('./routes/admin/legal-page.tsx').then((m) => ({ default: m.AdminLegalPage })),
  ),
};

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    handle: { data: 'root' } satisfies PageHandle,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            ...lazyPage('./routes/home-page.tsx', 'HomePage', {
              data: 'home',
              messages: ['catalog', 'marketing'],
            }),
          },
          {
            path: 'home',
            ...lazyPage('./routes/home-page.tsx', 'HomePage', {
              data: 'home',
              messages: ['catalog', 'marketing'],
            }),
          },
          {
            path: 'about',
            ...lazyPage('./routes/about-page.tsx', 'AboutPage', {
              data: 'about',
              messages: ['catalog', 'marketing'],
            }),
          },
          {
            path: 'shop',
            ...lazyPage('./routes/shop-page.tsx', 'ShopPage', {
              data: 'shop',
              messages: ['catalog'],
            }),
          },
          {
            path: 'login',
            ...lazyPage('./routes/login-page.tsx', 'LoginPage', { messages: ['account', 'forms'] }),
          },
          {
            path: 'confirm-order',
            ...lazyPage('./routes/confirm-order-page.tsx', 'ConfirmOrderPage', {
              messages: ['account'],
            }),
          },
          {
            path: 'unsubscribe',
            ...lazyPage('./routes/unsubscribe-page.tsx', 'UnsubscribePage', {
              messages: ['account'],
            }),
          },
          {
            path: 'product/:slug',
            ...lazyPage('./routes/product-page.tsx', 'ProductPage', {
              data: 'product',
              messages: ['catalog', 'forms', 'product'],
            }),
          },
          {
            path: 'page/:slug',
            ...lazyPage('./routes/content-page.tsx', 'ContentPage', { data: 'legal-page' }),
          },
          {
            element: <RequireSignedIn />,
            children: [
              {
                path: 'cart',
                ...lazyPage('./routes/cart-page.tsx', 'CartPage'),
              },
              {
                path: 'wishlist',
                ...lazyPage('./routes/wishlist-page.tsx', 'WishlistPage'),
              },
              {
                path: 'checkout',
                ...lazyPage('./routes/checkout-page.tsx', 'CheckoutPage', {
                  messages: ['account', 'forms', 'product'],
                }),
              },
              {
                path: 'myaccount',
                ...lazyPage('./layouts/account-layout.tsx', 'AccountLayout'),
                children: [
                  { index: true, element: <Navigate to="/myaccount/account" replace /> },
                  {
                    path: 'account',
                    ...lazyPage('./routes/account/profile-page.tsx', 'ProfilePage', {
                      messages: ['account', 'forms'],
                    }),
                  },
                  {
                    path: 'order',
                    ...lazyPage('./routes/account/orders-page.tsx', 'OrdersPage', {
                      messages: ['account', 'forms'],
                    }),
                  },
                  {
                    path: 'order/:id/pay',
                    ...lazyPage('./routes/account/pay-order-page.tsx', 'PayOrderPage', {
                      messages: ['account', 'forms'],
                    }),
                  },
                  {
                    path: 'address',
                    ...lazyPage('./routes/account/addresses-page.tsx', 'AddressesPage', {
                      messages: ['account', 'forms'],
                    }),
                  },
                  {
                    path: 'password',
                    ...lazyPage('./routes/account/password-page.tsx', 'ChangePasswordPage', {
                      messages: ['account', 'forms'],
                    }),
                  },
                  // Spec: any unlisted /myaccount path also lands on the profile.
                  { path: '*', element: <Navigate to="/myaccount/account" replace /> },
                ],
              },
            ],
          },
          {
            path: '*',
            ...lazyPage('./routes/not-found-page.tsx', 'NotFoundPage', { data: 'not-found' }),
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              { path: 'dashboard', element: <adminPages.dashboard /> },
              { path: 'category', element: <adminPages.category /> },
              { path: 'product', element: <adminPages.product /> },
              { path: 'order', element: <adminPages.order /> },
              { path: 'payments', element: <adminPages.payments /> },
              { path: 'returns', element: <adminPages.returns /> },
              { path: 'reviews', element: <adminPages.reviews /> },
              { path: 'offers', element: <adminPages.offers /> },
              { path: 'reports', element: <adminPages.reports /> },
              { path: 'delivery', element: <adminPages.delivery /> },
              { path: 'company', element: <adminPages.company /> },
              { path: 'legal', element: <adminPages.legal /> },
            ],
          },
        ],
      },
    ],
  },
];
