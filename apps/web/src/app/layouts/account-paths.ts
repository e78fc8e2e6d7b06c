import { isAdmin, type StoredUser } from '../../lib/session.ts';

/** Where "My account" leads (spec: header): login when signed out, the admin area for admins. */
export function myAccountPath(user: StoredUser | null): string {
  if (!user) return '/login';
  return isAdmin(user) ? '/admin/dashboard' : '/myaccount/account';
}
