import { format } from 'date-fns';

/** An order's date as the admin table shows it (spec: dd MMM yyyy), e.g. "05 Mar 2026". */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'dd MMM yyyy');
}

/** Date and time for the order details, e.g. "05 Mar 2026, 14:30". */
export function formatOrderDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'dd MMM yyyy, HH:mm');
}
