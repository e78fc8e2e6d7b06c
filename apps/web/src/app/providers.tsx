import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';

const queryClient = createQueryClient();

/** The whole app: data cache, router and the toast outlet (top-right, spec section 9). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="top-right"
        richColors
        closeButton
        duration={3000}
        toastOptions={{ className: 'font-sans' }}
      />
    </QueryClientProvider>
  );
}
