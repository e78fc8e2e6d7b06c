import { isAdmin } from './session.ts';
import { useStoredUser } from './use-session.ts';

/**
 * The signed-in customer's username, or null for visitors and admins: cart, wishlist, addresses
 * and orders exist only for customers (docs/API.md: role C), so their queries wait for one.
 */
export function useCustomerName(): string | null {
  const user = useStoredUser();
  return user && !isAdmin(user) ? user.username : null;
}
