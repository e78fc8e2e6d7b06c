import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { isAdmin } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useStoredUser } from '../../lib/use-session.ts';

/**
 * The admin area is for ADMIN users only: signed-out visitors go to log in, customers go home.
 * The admin screens are React.lazy components rendered below this guard, so their code is only
 * fetched once the guard lets the user through; shoppers never download it. Like
 * RequireSignedIn, it decides only in the browser, after hydration.
 */
export function RequireAdmin() {
  const user = useStoredUser();
  const hydrated = useHydrated();
  if (!hydrated) return <PageLoading />;
  if (!user) return <Navigate to="/login" replace />;
  if (!isAdmin(user)) return <Navigate to="/home" replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
