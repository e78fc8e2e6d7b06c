import type { Order, OrderItem } from '@shop/contracts/orders';

/** An order line for tests: two Sunny Rompers at ₹499; override what the test is about. */
export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 'i-1',
    quantity: 2,
    priceAtPurchase: 499,
    product: {
      id: 'p-1',
      name: 'Sunny Romper',
      slug: 'sunny-romper',
      images: [],
      variant: { id: 'v-1', size: '6-12M', color: 'Yellow' },
    },
    hsnCode: '6111',
    gstRatePercent: 5,
    couponDiscount: 0,
    ...overrides,
  };
}

/** A pending cash-on-delivery order for tests, in the API's shape; override what matters. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o-1',
    orderNumber: 'LS-7K2QF9',
    createdAt: '2026-03-05T10:00:00.000Z',
    orderDate: '2026-03-05T10:00:00.000Z',
    orderTotal: 998,
    subtotal: 998,
    discountTotal: 0,
    shippingTotal: 0,
    coupon: null,
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    payment: {
      method: 'COD',
      status: 'PENDING',
      utr: null,
      paidAt: null,
      expiresAt: null,
      upiUri: null,
    },
    codConfirmedAt: null,
    returnToOriginReason: null,
    refund: null,
    deliveryStatus: 'PENDING',
    address: {
      fullName: 'Meera Iyer',
      phone: '9845012345',
      addressLine1: '7 Lake View Road',
      addressLine2: null,
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
    },
    user: { id: 'u-1', firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in' },
    items: [makeOrderItem()],
    expectedDeliveryDate: '2026-03-10',
    deliveredOn: null,
    shipment: null,
    statusHistory: [{ status: 'PENDING', at: '2026-03-05T10:00:00.000Z' }],
    returnableUntil: null,
    replacementFor: null,
    invoiceNumber: null,
    invoiceDate: null,
    ...overrides,
  };
}

/** The `upi://pay` link of makeUpiOrder's order, as the server builds it. */
export const upiUriForTests =
  'upi://pay?pa=littlesprouts%40okaxis&pn=Little%20Sprouts&am=998.00&cu=INR&tn=LS-7K2QF9&tr=LS-7K2QF9';

/**
 * A UPI order for tests, waiting for its payment until `expiresAt` (30 minutes after its
 * placing by default); override the payment's fields and the order's.
 */
export function makeUpiOrder(
  payment: Partial<Order['payment']> = {},
  overrides: Partial<Order> = {},
): Order {
  const status = payment.status ?? 'AWAITING_PAYMENT';
  return makeOrder({
    paymentMethod: 'UPI',
    paymentStatus: status,
    payment: {
      method: 'UPI',
      status,
      utr: null,
      paidAt: null,
      expiresAt: '2026-03-05T10:30:00.000Z',
      upiUri: upiUriForTests,
      ...payment,
    },
    ...overrides,
  });
}
