import { isAdmin, type StoredUser } from '../../lib/session.ts';

/** Where a fresh login lands (spec: Login page): admins in their area, everyone else in My account. */
export function postLoginPath(user: StoredUser): string {
  return isAdmin(user) ? '/admin' : '/myaccount';
}
