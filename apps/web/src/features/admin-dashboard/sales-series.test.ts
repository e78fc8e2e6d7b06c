import { describe, expect, it } from 'vitest';
import { salesPoints, salesTotals } from './sales-series.ts';

const days = [
  { date: '2026-03-04', orders: 0, revenue: 0 },
  { date: '2026-03-05', orders: 2, revenue: 1498.5 },
  { date: '2026-03-06', orders: 1, revenue: 499 },
];

describe('sales series', () => {
  it('labels each UTC day as dd MMM, whatever the browser time zone', () => {
    expect(salesPoints(days).map((point) => point.label)).toEqual(['04 Mar', '05 Mar', '06 Mar']);
  });

  it('adds up the orders and the revenue of the period', () => {
    expect(salesTotals(days)).toEqual({ orders: 3, revenue: 1997.5 });
    expect(salesTotals([])).toEqual({ orders: 0, revenue: 0 });
  });
});
