import { format } from 'date-fns';

/** When a legal page was last saved, e.g. "05 Mar 2026 at 14:30". */
export function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'at an unknown time'
    : format(date, "dd MMM yyyy 'at' HH:mm");
}
