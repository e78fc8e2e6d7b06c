import type { DaySales } from '@shop/contracts/dashboard';
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatRupees } from '@shop/contracts/money';
import { compactRupees } from '../../../lib/compact-rupees.ts';
import { salesPoints } from '../sales-series.ts';

/**
 * Orders placed (bars) and revenue from deliveries (area) per day. Loaded on its own (React.lazy) so recharts does not
 * hold up the dashboard's first paint. Decorative for screen readers: the caller renders the
 * same figures as a table.
 */
export default function SalesChart({ days }: { days: readonly DaySales[] }) {
  const points = salesPoints(days);
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={points}
          margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
          // The same figures are in a table for screen readers; the chart stays out of the tab order.
          accessibilityLayer={false}
        >
          <defs>
            <linearGradient id="revenue-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--color-coral-400)" stopOpacity={0.35} />
              <stop offset="100%" stopColor="var(--color-coral-400)" stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke="var(--color-ink-100)" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fill: 'var(--color-ink-500)', fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-ink-100)' }}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis
            yAxisId="revenue"
            tick={{ fill: 'var(--color-ink-500)', fontSize: 12 }}
            tickFormatter={(value: number) => compactRupees().format(value)}
            tickLine={false}
            axisLine={false}
            width={56}
          />
          <YAxis
            yAxisId="orders"
            orientation="right"
            allowDecimals={false}
            tick={{ fill: 'var(--color-ink-500)', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={32}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-cream-200)', opacity: 0.6 }}
            contentStyle={{
              borderRadius: 12,
              border: 'none',
              boxShadow: 'var(--shadow-lift)',
              fontFamily: 'var(--font-sans)',
            }}
            formatter={(value, name) =>
              name === 'Delivered revenue' ? [formatRupees(Number(value)), name] : [value, name]
            }
          />
          <Bar
            yAxisId="orders"
            dataKey="orders"
            name="Orders placed"
            fill="var(--color-sky-300)"
            radius={[6, 6, 0, 0]}
            maxBarSize={18}
          />
          <Area
            yAxisId="revenue"
            dataKey="revenue"
            name="Delivered revenue"
            type="monotone"
            stroke="var(--color-coral-600)"
            strokeWidth={2.5}
            fill="url(#revenue-fill)"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
