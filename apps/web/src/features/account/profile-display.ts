import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { User, UserType } from '@shop/contracts/accounts';
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

/** "Customer" / "Admin" for the user type badge, shown with `i18n._`. */
export const userTypeLabels: Record<UserType, MessageDescriptor> = {
  CUSTOMER: msg`Customer`,
  ADMIN: msg`Admin`,
};

/**
 * A day as "05 Mar 1990" on an English page, with Hindi month names on a Hindi page (`locale` is
 * the page's language, `i18n.locale`).
 */
export function formatDay(date: Date, locale: string): string {
  if (locale !== 'hi') return format(date, 'dd MMM yyyy');
  return new Intl.DateTimeFormat('hi-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

/** A month as "March 2024", in the page's language like `formatDay`. */
export function formatMonth(date: Date, locale: string): string {
  if (locale !== 'hi') return format(date, 'MMMM yyyy');
  return new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric' }).format(date);
}

/** A stored YYYY-MM-DD date of birth as "05 Mar 1990" (read as a local date, never shifted). */
export function formatDateOfBirth(dob: string | null, locale: string): string | null {
  if (!dob) return null;
  const date = parseISO(dob);
  return isValid(date) ? formatDay(date, locale) : null;
}
