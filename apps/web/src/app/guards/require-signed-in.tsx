import { Navigate, Outlet } from 'react-router';
import { useStoredUser } from '../../lib/use-session.ts';

/** Cart, wishlist, checkout and My account need a signed-in user; others go to log in. */
export function RequireSignedIn() {
  const user = useStoredUser();
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
