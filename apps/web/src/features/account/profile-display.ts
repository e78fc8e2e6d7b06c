import type { User } from '@shop/contracts/accounts';
import { format, isValid, parseISO } from 'date-fns';

type Names = Pick<User, 'firstName' | 'lastName' | 'username'>;

/** "Meera Kapoor", or the username when no name was given. */
export function fullName({ firstName, lastName, username }: Names): string {
  return (
    [firstName, lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || username
  );
}

/** Up to two letters for the avatar: first and last initials, else the username's first two. */
export function initials(user: Names): string {
  const names = [user.firstName, user.lastName].map((part) => part.trim()).filter(Boolean);
  const letters =
    names.length > 0 ? names.map((part) => part[0]).join('') : user.username.slice(0, 2);
  return letters.toUpperCase();
}

/** "Customer" / "Admin" for the user type badge. */
export function userTypeLabel(userType: string): string {
  const lower = userType.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** A stored YYYY-MM-DD date of birth as "05 Mar 1990" (read as a local date, never shifted). */
export function formatDateOfBirth(dob: string | null): string | null {
  if (!dob) return null;
  const date = parseISO(dob);
  return isValid(date) ? format(date, 'dd MMM yyyy') : null;
}
