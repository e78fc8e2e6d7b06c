import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/spinner.tsx';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireSignedIn } from './guards/require-signed-in.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { HomePage } from './routes/home-page.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

/**
 * A shopper page whose code is fetched when the route is first visited. The router waits for it
 * before leaving the current page (with a progress bar), so there is no blank flash.
 */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
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
  company: lazy(() =>
    import('./routes/admin/company-page.tsx').then((m) => ({ default: m.AdminCompanyPage })),
  ),
  legal: lazy(() =>
    import('./routes/admin/legal-page.tsx').then((m) => ({ default: m.AdminLegalPage })),
  ),
};

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          {
            path: 'about',
            ...lazyPage(() => import('./routes/about-page.tsx').then((m) => m.AboutPage)),
          },
          {
            path: 'shop',
            ...lazyPage(() => import('./routes/shop-page.tsx').then((m) => m.ShopPage)),
          },
          {
            path: 'login',
            ...lazyPage(() => import('./routes/login-page.tsx').then((m) => m.LoginPage)),
          },
          {
            path: 'product/:slug',
            ...lazyPage(() => import('./routes/product-page.tsx').then((m) => m.ProductPage)),
          },
          {
            path: 'page/:slug',
            ...lazyPage(() => import('./routes/content-page.tsx').then((m) => m.ContentPage)),
          },
          {
            element: <RequireSignedIn />,
            children: [
              {
                path: 'cart',
                ...lazyPage(() => import('./routes/cart-page.tsx').then((m) => m.CartPage)),
              },
              {
                path: 'wishlist',
                ...lazyPage(() => import('./routes/wishlist-page.tsx').then((m) => m.WishlistPage)),
              },
              {
                path: 'checkout',
                ...lazyPage(() => import('./routes/checkout-page.tsx').then((m) => m.CheckoutPage)),
              },
              {
                path: 'myaccount',
                ...lazyPage(() =>
                  import('./layouts/account-layout.tsx').then((m) => m.AccountLayout),
                ),
                children: [
                  { index: true, element: <Navigate to="/myaccount/account" replace /> },
                  {
                    path: 'account',
                    ...lazyPage(() =>
                      import('./routes/account/profile-page.tsx').then((m) => m.ProfilePage),
                    ),
                  },
                  {
                    path: 'order',
                    ...lazyPage(() =>
                      import('./routes/account/orders-page.tsx').then((m) => m.OrdersPage),
                    ),
                  },
                  {
                    path: 'address',
                    ...lazyPage(() =>
                      import('./routes/account/addresses-page.tsx').then((m) => m.AddressesPage),
                    ),
                  },
                  {
                    path: 'password',
                    ...lazyPage(() =>
                      import('./routes/account/password-page.tsx').then(
                        (m) => m.ChangePasswordPage,
                      ),
                    ),
                  },
                  // Spec: any unlisted /myaccount path also lands on the profile.
                  { path: '*', element: <Navigate to="/myaccount/account" replace /> },
                ],
              },
            ],
          },
          {
            path: '*',
            ...lazyPage(() => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage)),
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
              { path: 'company', element: <adminPages.company /> },
              { path: 'legal', element: <adminPages.legal /> },
            ],
          },
        ],
      },
    ],
  },
];
