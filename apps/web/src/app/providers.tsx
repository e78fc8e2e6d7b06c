import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';

const queryClient = createQueryClient();

// The toast outlet is fetched after the first paint: nothing toasts before a shopper acts, and
// it keeps sonner out of the storefront's initial JavaScript.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * The whole app: data cache, router and the toast outlet (top-right, spec section 9), placed
 * below the header (64 px on phones, 80 px from lg) so a toast never covers the cart or the menu.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster
          position="top-right"
          offset={{ top: 92 }}
          mobileOffset={{ top: 72 }}
          richColors
          closeButton
          duration={3000}
          toastOptions={{ className: 'font-sans' }}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
