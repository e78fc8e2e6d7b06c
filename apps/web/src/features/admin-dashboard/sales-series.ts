import type { DaySales } from '@shop/contracts/dashboard';
import { format, parseISO } from 'date-fns';

export type SalesPoint = DaySales & { label: string };

/** The chart's points: the server's UTC days, labelled "05 Mar" for the axis. */
export function salesPoints(days: readonly DaySales[]): SalesPoint[] {
  return days.map((day) => ({ ...day, label: format(parseISO(day.date), 'dd MMM') }));
}

export function salesTotals(days: readonly DaySales[]): { orders: number; revenue: number } {
  return days.reduce(
    (sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }),
    { orders: 0, revenue: 0 },
  );
}
