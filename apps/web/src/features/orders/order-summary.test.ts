import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { formatDate, formatIndianDateTime } from '../../lib/format-date.ts';
import {
  deliveryInfo,
  itemCount,
  moreItemsCount,
  orderDate,
  orderTimeline,
  paymentLabel,
} from './order-summary.ts';

const dates = { expectedDeliveryDate: '2026-03-10', deliveredOn: null as string | null };

describe('deliveryInfo (the delivery column)', () => {
  it('shows Delivered with the delivery date for a delivered order', () => {
    const info = deliveryInfo({
      ...dates,
      deliveryStatus: 'DELIVERED',
      deliveredOn: '2026-03-08T09:15:00.000Z',
    });
    expect(info.kind).toBe('delivered');
    expect(info.kind === 'delivered' && info.date.toISOString()).toBe('2026-03-08T09:15:00.000Z');
  });

  it('shows Expected with the expected date for pending and shipped orders', () => {
    for (const deliveryStatus of ['PENDING', 'SHIPPED']) {
      const info = deliveryInfo({ ...dates, deliveryStatus });
      expect(info.kind).toBe('expected');
      expect(info.kind === 'expected' && formatDate(info.date)).toBe('10 Mar 2026');
    }
  });

  it('shows a dash for cancelled orders and for unknown statuses', () => {
    expect(deliveryInfo({ ...dates, deliveryStatus: 'CANCELED' })).toEqual({ kind: 'none' });
    expect(deliveryInfo({ ...dates, deliveryStatus: 'LOST' })).toEqual({ kind: 'none' });
  });

  it('shows a dash, not an expected date, for a delivered order without its date', () => {
    expect(deliveryInfo({ ...dates, deliveryStatus: 'DELIVERED' })).toEqual({ kind: 'none' });
  });

  it('reads a date-only expected date as that calendar day', () => {
    const info = deliveryInfo({
      ...dates,
      expectedDeliveryDate: '2026-01-01',
      deliveryStatus: 'PENDING',
    });
    expect(info.kind === 'expected' && info.date.getDate()).toBe(1);
  });
});

const item = (quantity: number) => ({
  id: String(quantity),
  quantity,
  priceAtPurchase: 100,
  product: {
    id: null,
    name: 'Bib',
    slug: 'bib',
    images: [],
    variant: { id: null, size: 'S', color: '' },
  },
  hsnCode: null,
  gstRatePercent: 5,
  couponDiscount: 0,
});

describe('thumbnail and item count', () => {
  it("adds '+N' only for products beyond the first", () => {
    expect(moreItemsCount({ items: [] })).toBe(0);
    expect(moreItemsCount({ items: [item(1)] })).toBe(0);
    expect(moreItemsCount({ items: [item(1), item(2), item(3)] })).toBe(2);
  });

  it('counts pieces, not lines', () => {
    expect(itemCount({ items: [item(2), item(1)] })).toBe(3);
  });

  it('dates the order by orderDate, falling back to createdAt', () => {
    expect(orderDate({ orderDate: '', createdAt: '2026-02-03T10:00:00.000Z' })?.getUTCDate()).toBe(
      3,
    );
  });
});

describe('paymentLabel', () => {
  const order = {
    paymentStatus: 'PENDING' as const,
    orderTotal: 998,
    replacementFor: null,
    deliveryStatus: 'PENDING',
  };

  it('shows a cancelled, unpaid order as Not collected, never as Payment pending', () => {
    expect(i18n._(paymentLabel({ ...order, deliveryStatus: 'CANCELED' }))).toBe('Not collected');
    expect(i18n._(paymentLabel(order))).toBe('Payment pending');
    expect(
      i18n._(paymentLabel({ ...order, paymentStatus: 'PAID', deliveryStatus: 'DELIVERED' })),
    ).toBe('Paid');
  });

  it("leaves nothing to pay on an exchange's replacement", () => {
    const replacementFor = { returnRequestId: 'r-1', requestNumber: 'RT-AB12CD3' };
    expect(i18n._(paymentLabel({ ...order, orderTotal: 0, replacementFor }))).toBe(
      'Nothing to pay',
    );
  });
});

describe('orderTimeline', () => {
  it("lists every status oldest first, in the shopper's words, with India's date and time", () => {
    expect(
      orderTimeline(
        {
          statusHistory: [
            { status: 'PENDING', at: '2026-03-05T10:00:00.000Z' },
            { status: 'SHIPPED', at: '2026-03-06T09:00:00.000Z' },
            { status: 'DELIVERED', at: '2026-03-08T18:45:00.000Z' },
          ],
        },
        i18n,
      ).map((step) => `${step.label}: ${formatIndianDateTime(step.at)}`),
    ).toEqual([
      'Order placed: 5 Mar 2026, 3:30 pm',
      'Shipped: 6 Mar 2026, 2:30 pm',
      'Delivered: 9 Mar 2026, 12:15 am',
    ]);
  });

  it('says "Order placed" once, however often the shop moved the order back', () => {
    expect(
      orderTimeline(
        {
          statusHistory: [
            { status: 'PENDING', at: '2026-03-05T10:00:00.000Z' },
            { status: 'SHIPPED', at: '2026-03-06T09:00:00.000Z' },
            { status: 'PENDING', at: '2026-03-06T10:00:00.000Z' },
            { status: 'CANCELED', at: '2026-03-07T10:00:00.000Z' },
            { status: 'PENDING', at: '2026-03-07T11:00:00.000Z' },
          ],
        },
        i18n,
      ).map((step) => step.label),
    ).toEqual(['Order placed', 'Shipped', 'Being prepared again', 'Cancelled', 'Order re-opened']);
  });
});
