import { Navigate, Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useStoredUser } from '../../lib/use-session.ts';

/**
 * Cart, wishlist, checkout and My account need a signed-in user; others go to log in. Who is
 * signed in is known only in the browser: the server's HTML (the same for everyone) shows the
 * page loading, and the browser decides once it has taken that HTML over.
 */
export function RequireSignedIn() {
  const user = useStoredUser();
  const hydrated = useHydrated();
  if (!hydrated) return <PageLoading />;
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
