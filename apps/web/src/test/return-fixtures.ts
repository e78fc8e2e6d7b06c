import type { ReturnRequest, ReturnRequestItem } from '@shop/contracts/returns';
import { makeOrderItem } from './order-fixtures.ts';

/** One line of a request for tests: one Sunny Romper returned as too small; override the rest. */
export function makeReturnRequestItem(
  overrides: Partial<ReturnRequestItem> = {},
): ReturnRequestItem {
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

/** A return request just sent by the customer of makeOrder(), in the API's shape. */
export function makeReturnRequest(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id: 'r-1',
    requestNumber: 'RT-4K7Q2M9',
    orderId: 'o-1',
    orderNumber: 'LS-7K2QF9',
    status: 'REQUESTED',
    type: 'RETURN',
    items: [makeReturnRequestItem()],
    note: null,
    adminNote: null,
    refundUpiId: 'meera@okaxis',
    refundAmount: null,
    replacementOrderId: null,
    replacementOrderNumber: null,
    customer: { id: 'u-1', firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in' },
    order: {
      orderDate: '2026-03-05T10:00:00.000Z',
      deliveredOn: '2026-03-08T09:00:00.000Z',
      orderTotal: 998,
      address: {
        addressLine1: '7 Lake View Road',
        addressLine2: null,
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
      },
    },
    createdAt: '2026-03-09T10:00:00.000Z',
    updatedAt: '2026-03-09T10:00:00.000Z',
    history: [{ status: 'REQUESTED', at: '2026-03-09T10:00:00.000Z' }],
    ...overrides,
  };
}
