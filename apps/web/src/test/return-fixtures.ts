import type { Product } from '@shop/contracts/catalog';
import type { ReturnRequest, ReturnRequestItem } from '@shop/contracts/returns';
import { makeOrder, makeOrderItem } from './order-fixtures.ts';
import { makeProduct, makeVariant } from './product-fixtures.ts';

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

/** A RETURN request just sent for makeOrder()'s order LS-7K2QF9, in the API's shape. */
export function makeReturnRequest(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  const order = makeOrder();
  return {
    id: 'r-1',
    requestNumber: 'RT-4F7K2QX',
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: 'REQUESTED',
    type: 'RETURN',
    items: [makeReturnRequestItem()],
    note: 'Too tight around the arms.',
    adminNote: null,
    refundUpiId: 'meera.iyer@okaxis',
    refundAmount: null,
    creditNote: null,
    replacementOrderId: null,
    replacementOrderNumber: null,
    customer: order.user,
    order: {
      orderDate: order.orderDate,
      deliveredOn: '2026-03-09T08:00:00.000Z',
      orderTotal: order.orderTotal,
      address: order.address,
    },
    createdAt: '2026-03-11T06:00:00.000Z',
    updatedAt: '2026-03-11T06:00:00.000Z',
    history: [{ status: 'REQUESTED', at: '2026-03-11T06:00:00.000Z' }],
    ...overrides,
  };
}

/**
 * The catalogue's Sunny Romper, the product makeOrderItem() bought, in the sizes an exchange may
 * offer: each in Yellow at ₹499 with the given stock.
 */
export function makeRomperProduct(
  sizes: readonly { id: string; size: string; stock: number }[],
): Product {
  return makeProduct({
    id: 'p-1',
    name: 'Sunny Romper',
    slug: 'sunny-romper',
    description: '',
    category: { id: 'c-1', name: 'Rompers', nameHi: null, slug: 'rompers' },
    images: [],
    variants: sizes.map((size) =>
      makeVariant({
        ...size,
        color: 'Yellow',
        colorHexCode: null,
        originalPrice: 499,
        discountPrice: null,
      }),
    ),
  });
}
