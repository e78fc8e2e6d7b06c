import type { StockAlertDemand } from '@shop/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { demandByProduct } from './stock-alert-demand.ts';

const row = (overrides: Partial<StockAlertDemand>): StockAlertDemand => ({
  variantId: 'v-1',
  productId: 'p-1',
  productName: 'Mint Cotton Romper',
  productSlug: 'mint-cotton-romper',
  size: '2-3Y',
  color: 'Mint',
  stock: 0,
  waiting: 1,
  oldestAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('demandByProduct', () => {
  it('adds up each product and keeps its sizes most waited-for first, as the list came', () => {
    const demand = demandByProduct([
      row({ variantId: 'v-23', size: '2-3Y', waiting: 3 }),
      row({ variantId: 'v-f', productId: 'p-2', size: '0-3M', waiting: 2 }),
      row({ variantId: 'v-45', size: '4-5Y', waiting: 2 }),
    ]);

    expect(demand.get('p-1')).toEqual({
      waiting: 5,
      sizes: [
        { variantId: 'v-23', label: '2-3Y', waiting: 3 },
        { variantId: 'v-45', label: '4-5Y', waiting: 2 },
      ],
    });
    expect(demand.get('p-2')?.waiting).toBe(2);
    expect(demand.has('p-3')).toBe(false);
  });

  it('names the colour too when people wait for more than one colour of the product', () => {
    const demand = demandByProduct([
      row({ variantId: 'v-m', color: 'Mint', waiting: 2 }),
      row({ variantId: 'v-p', color: 'Pink', waiting: 1 }),
    ]);

    expect(demand.get('p-1')?.sizes.map((size) => size.label)).toEqual(['Mint 2-3Y', 'Pink 2-3Y']);
  });
});
