import type { ReturnRequest, ReturnRequestItem } from '@shop/contracts/returns';
import { makeOrderItem } from './order-fixtures.ts';

/** A line of a request: one of the two Sunny Rompers bought, too small; override what matters. */
export function makeReturnItem(overrides: Partial<ReturnRequestItem> = {}): ReturnRequestItem {
  return {
    orderItemId: 'i-1',
    quantity: 1,
    reason: 'SIZE_TOO_SMALL',
    exchangeVariantId: null,
    exchangeSize: null,
    orderItem: makeOrderItem(),
    ...overrides,
  };
}

/** A fresh RETURN request of order LS-7K2QF9, as GET /admin/returns lists it. */
export function makeReturnRequest(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id: 'r-1',
    requestNumber: 'RT-4F7K2QX',
    orderId: 'o-1',
    orderNumber: 'LS-7K2QF9',
    status: 'REQUESTED',
    type: 'RETURN',
    items: [makeReturnItem()],
    note: 'Too tight around the arms.',
    adminNote: null,
    refundUpiId: 'meera.iyer@okaxis',
    refundAmount: null,
    replacementOrderId: null,
    replacementOrderNumber: null,
    customer: { id: 'u-1', firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in' },
    order: {
      orderDate: '2026-03-05T10:00:00.000Z',
      deliveredOn: '2026-03-09T08:00:00.000Z',
      orderTotal: 998,
      address: {
        addressLine1: '7 Lake View Road',
        addressLine2: null,
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
      },
    },
    createdAt: '2026-03-11T06:00:00.000Z',
    updatedAt: '2026-03-11T06:00:00.000Z',
    history: [{ status: 'REQUESTED', at: '2026-03-11T06:00:00.000Z' }],
    ...overrides,
  };
}
