import type { Variant } from '@shop/contracts/catalog';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatIndianDate } from '../../lib/format-date.ts';
import { makeOrder, makeOrderItem } from '../../test/order-fixtures.ts';
import { makeReturnRequest, makeReturnRequestItem } from '../../test/return-fixtures.ts';
import {
  canCancelRequest,
  exchangeOptions,
  newestFirst,
  requestStatusLabel,
  returnableQuantities,
  returnWindow,
} from './return-rules.ts';

const until = '2026-11-28T18:29:59.000Z'; // 28 November 2026, 11:59 pm in India
const delivered = makeOrder({
  deliveryStatus: 'DELIVERED',
  deliveredOn: '2026-11-21T10:00:00.000Z',
  returnableUntil: until,
});

describe('returnWindow', () => {
  it('is open while now is before returnableUntil, and closed from then on', () => {
    expect(returnWindow(delivered, Date.parse(until) - 60_000)).toEqual({ kind: 'open', until });
    expect(returnWindow(delivered, Date.parse(until))).toEqual({ kind: 'closed', until });
    expect(returnWindow(delivered, Date.parse(until) + 86_400_000).kind).toBe('closed');
  });

  it('is absent for an order that is not delivered, and while the server renders', () => {
    expect(returnWindow({ ...delivered, deliveryStatus: 'SHIPPED' }, 0)).toEqual({ kind: 'none' });
    expect(returnWindow({ ...delivered, returnableUntil: null }, 0)).toEqual({ kind: 'none' });
    expect(returnWindow(delivered, null)).toEqual({ kind: 'none' });
  });

  it('names the last day in India, in words', () => {
    expect(formatIndianDate(until)).toBe('28 November 2026');
  });
});

describe('returnableQuantities', () => {
  const order = makeOrder({
    items: [makeOrderItem({ id: 'i-1', quantity: 3 }), makeOrderItem({ id: 'i-2', quantity: 1 })],
  });
  const request = makeReturnRequest;

  it('is what was bought minus what open and completed requests already cover', () => {
    const requests = [
      request({ id: 'a', status: 'REQUESTED', items: [makeReturnRequestItem({ quantity: 1 })] }),
      request({ id: 'b', status: 'COMPLETED', items: [makeReturnRequestItem({ quantity: 1 })] }),
      request({
        id: 'c',
        status: 'APPROVED',
        items: [makeReturnRequestItem({ orderItemId: 'i-2', quantity: 1 })],
      }),
    ];
    expect(Object.fromEntries(returnableQuantities(order, requests))).toEqual({
      'i-1': 1,
      'i-2': 0,
    });
  });

  it('ignores rejected and cancelled requests, and requests of other orders', () => {
    const requests = [
      request({ id: 'a', status: 'REJECTED', items: [makeReturnRequestItem({ quantity: 3 })] }),
      request({ id: 'b', status: 'CANCELLED', items: [makeReturnRequestItem({ quantity: 3 })] }),
      request({ id: 'c', orderId: 'o-2', items: [makeReturnRequestItem({ quantity: 3 })] }),
    ];
    expect(Object.fromEntries(returnableQuantities(order, requests))).toEqual({
      'i-1': 3,
      'i-2': 1,
    });
  });
});

const variant = (id: string, size: string, stock: number, color = 'Yellow'): Variant => ({
  id,
  sku: null,
  size,
  color,
  colorHexCode: null,
  stock,
  originalPrice: 499,
  discountPrice: null,
});

describe('exchangeOptions', () => {
  it('offers only sizes whose stock covers the quantity, smallest first', () => {
    const variants = [
      variant('v-3', '12-18M', 5),
      variant('v-1', '0-3M', 0),
      variant('v-2', '6-12M', 1),
      variant('v-4', '3-6M', 2),
    ];
    const damaged = (quantity: number) => ({ quantity, reason: 'DAMAGED' as const, size: '3-6M' });
    expect(exchangeOptions(variants, damaged(1)).map((option) => option.label)).toEqual([
      '3-6M',
      '6-12M',
      '12-18M',
    ]);
    expect(exchangeOptions(variants, damaged(2)).map((option) => option.variantId)).toEqual([
      'v-4',
      'v-3',
    ]);
    expect(exchangeOptions(variants, damaged(6))).toEqual([]);
  });

  it('leaves out the size bought when it did not fit, in every colour', () => {
    const variants = [
      variant('v-1', '6-12M', 4, 'Lavender'),
      variant('v-2', '12-18M', 4, 'Lavender'),
      variant('v-3', '12-18M', 4, 'Mint'),
    ];
    for (const reason of ['SIZE_TOO_SMALL', 'SIZE_TOO_LARGE'] as const) {
      expect(
        exchangeOptions(variants, { quantity: 1, reason, size: '12-18M' }).map((o) => o.label),
      ).toEqual(['6-12M · Lavender']);
    }
    expect(
      exchangeOptions(variants, { quantity: 1, reason: 'WRONG_ITEM', size: '12-18M' }).map(
        (option) => option.variantId,
      ),
    ).toEqual(['v-1', 'v-2', 'v-3']);
  });

  it('names the colour when the product comes in more than one', () => {
    const variants = [variant('v-1', 'S', 1, 'Yellow'), variant('v-2', 'S', 1, 'Blue')];
    const item = { quantity: 1, reason: '' as const, size: 'M' };
    expect(exchangeOptions(variants, item).map((option) => option.label)).toEqual([
      'S · Yellow',
      'S · Blue',
    ]);
  });
});

describe('requests', () => {
  it('can be cancelled by the shopper only while REQUESTED', () => {
    expect(canCancelRequest({ status: 'REQUESTED' })).toBe(true);
    for (const status of ['APPROVED', 'REJECTED', 'RECEIVED', 'COMPLETED', 'CANCELLED'] as const) {
      expect(canCancelRequest({ status })).toBe(false);
    }
  });

  it('read as type and status', () => {
    expect(i18n._(requestStatusLabel({ type: 'EXCHANGE', status: 'REQUESTED' }))).toBe(
      'Exchange requested',
    );
    expect(i18n._(requestStatusLabel({ type: 'RETURN', status: 'COMPLETED' }))).toBe(
      'Return completed',
    );
  });

  it('are listed newest first', () => {
    const older = makeReturnRequest({ id: 'old', createdAt: '2026-03-09T10:00:00.000Z' });
    const newer = makeReturnRequest({ id: 'new', createdAt: '2026-03-10T10:00:00.000Z' });
    expect(newestFirst([older, newer]).map((request) => request.id)).toEqual(['new', 'old']);
  });
});
