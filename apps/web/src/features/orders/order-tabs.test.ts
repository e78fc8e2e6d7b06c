import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { countOrdersByTab, customerStatus, orderTabs, ordersInTab } from './order-tabs.ts';

const order = (id: string, deliveryStatus: string) => ({ id, deliveryStatus });

describe('customerStatus', () => {
  it('keeps the three live statuses and reads anything else as Cancelled', () => {
    expect(customerStatus('PENDING')).toBe('PENDING');
    expect(customerStatus('SHIPPED')).toBe('SHIPPED');
    expect(customerStatus('DELIVERED')).toBe('DELIVERED');
    expect(customerStatus('CANCELED')).toBe('CANCELED');
    expect(customerStatus('RETURNED')).toBe('CANCELED');
    expect(customerStatus('pending')).toBe('CANCELED');
  });
});

describe('order tabs', () => {
  const orders = [
    order('a', 'PENDING'),
    order('b', 'SHIPPED'),
    order('c', 'PENDING'),
    order('d', 'CANCELED'),
    order('e', 'ON_HOLD'),
    order('f', 'DELIVERED'),
  ];

  it('are All, Pending, Shipped, Delivered, Cancelled in that order', () => {
    expect(orderTabs.map((tab) => i18n._(tab.label))).toEqual([
      'All',
      'Pending',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
  });

  it('count every order once under All and once under its status', () => {
    expect(countOrdersByTab(orders)).toEqual({
      ALL: 6,
      PENDING: 2,
      SHIPPED: 1,
      DELIVERED: 1,
      CANCELED: 2,
    });
    expect(countOrdersByTab([])).toEqual({
      ALL: 0,
      PENDING: 0,
      SHIPPED: 0,
      DELIVERED: 0,
      CANCELED: 0,
    });
  });

  it('filter keeping the newest-first order of the list', () => {
    expect(ordersInTab(orders, 'ALL').map((o) => o.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(ordersInTab(orders, 'PENDING').map((o) => o.id)).toEqual(['a', 'c']);
    expect(ordersInTab(orders, 'CANCELED').map((o) => o.id)).toEqual(['d', 'e']);
    expect(ordersInTab(orders, 'DELIVERED').map((o) => o.id)).toEqual(['f']);
  });
});
