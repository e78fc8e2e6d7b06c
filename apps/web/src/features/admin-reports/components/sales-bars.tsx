import { formatRupees } from '@shop/contracts/money';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { compactRupees } from '../../../lib/compact-rupees.ts';

/** More bars than this would be too thin to read: the table below has every row. */
const MOST_BARS = 31;

type SalesBar = { name: string; net: number; returns: number };

/**
 * Net sales and returns per row of the report, as bars. Loaded on its own (React.lazy) so recharts
 * is fetched only when a report is shown. Decorative for screen readers: the table beside it has
 * the same figures.
 */
export default function SalesBars({ bars }: { bars: readonly SalesBar[] }) {
  const shown = bars.slice(0, MOST_BARS);
  return (
    <div aria-hidden="true" className="h-72 w-full" data-testid="sales-bars">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={shown}
          margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--color-ink-100)" vertical={false} />
          <XAxis
            dataKey="name"
            tick={{ fill: 'var(--color-ink-500)', fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-ink-100)' }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis
            tick={{ fill: 'var(--color-ink-500)', fontSize: 12 }}
            tickFormatter={(value: number) => compactRupees().format(value)}
            tickLine={false}
            axisLine={false}
            width={60}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-cream-200)', opacity: 0.6 }}
            formatter={(value) => formatRupees(Number(value))}
            contentStyle={{
              borderRadius: 12,
              border: 'none',
              boxShadow: 'var(--shadow-lift)',
              fontFamily: 'var(--font-sans)',
            }}
          />
          <Legend
            wrapperStyle={{ fontSize: 13 }}
            formatter={(value: string) => (
              <span style={{ color: 'var(--color-ink-700)' }}>{value}</span>
            )}
          />
          {/* No animation: a cheap phone draws the bars once, where they belong. */}
          <Bar
            dataKey="net"
            name="Net sales"
            fill="var(--color-sky-300)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="returns"
            name="Returns"
            fill="var(--color-coral-400)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
