import { format } from 'date-fns';

/** A date as the admin screens show it, e.g. "05 Mar 2026"; a dash for a missing one. */
export function formatReturnDate(iso: string | null): string {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'dd MMM yyyy');
}

/** Date and time, for the history, e.g. "05 Mar 2026, 14:30". */
export function formatReturnDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'dd MMM yyyy, HH:mm');
}
