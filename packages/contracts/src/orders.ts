import { z } from 'zod';
import { emailSchema } from './accounts.ts';
import {
  paginationSchema,
  pageQuerySchema,
  shopDateSchema,
  statusCountsSchema,
  uuidSchema,
} from './common.ts';
import { appliedCouponSchema } from './offers.ts';
import {
  orderPaymentSchema,
  paymentFilters,
  paymentMethods,
  paymentStatuses,
  returnToOriginReasonMessage,
  returnToOriginReasons,
  upiIdMessage,
  upiPaymentRequestSchema,
  UPI_ID_MAX_LENGTH,
  UPI_ID_PATTERN,
} from './payments.ts';

export const deliveryStatuses = ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELED'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const orderItemSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  priceAtPurchase: z.number(),
  product: z.object({
    id: z.string().nullable(),
    name: z.string(),
    slug: z.string(),
    images: z.array(z.object({ url: z.string() })),
    variant: z.object({ id: z.string().nullable(), size: z.string(), color: z.string() }),
  }),
  /** The product's HSN code when the order was placed (null if it had none). */
  hsnCode: z.string().nullable(),
  /** The GST rate its price carried when the order was placed. */
  gstRatePercent: z.number().int(),
  /**
   * This line's share of the order's code discount, in rupees, for all its units (0 when the
   * code did not apply to it): its invoice and refunds use the price after it.
   */
  couponDiscount: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Where an order went: the address as it was when the order was placed. */
export const shippedToSchema = z.object({
  /** The recipient; on orders placed before addresses had one, the account's name. */
  fullName: z.string(),
  /** The recipient's 10-digit mobile; null on an older order whose account had none. */
  phone: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

/** The customer an order or a return request belongs to, as the admin's lists show them. */
export const customerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  orderDate: z.string(),
  orderTotal: z.number(),
  subtotal: z.number(),
  /** The products' own discounts and the code's. */
  discountTotal: z.number(),
  shippingTotal: z.number(),
  /** The discount code the order used, and what it took off. */
  coupon: appliedCouponSchema.nullable(),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  payment: orderPaymentSchema,
  /**
   * When a cash-on-delivery order was confirmed: by the customer's "Confirm my order" link, or
   * by the shop after a phone call. Null while unconfirmed, and for UPI orders.
   */
  codConfirmedAt: z.string().nullable(),
  /** Set when a SHIPPED order was cancelled because it came back unsold (return to origin). */
  returnToOriginReason: z.enum(returnToOriginReasons).nullable(),
  /**
   * What a paid order's cancellation owes the customer, and the UPI ID it goes to (null when
   * the shop cancelled without one: it refunds the account the payment came from).
   */
  refund: z.object({ amount: z.number(), upiId: z.string().nullable() }).nullable(),
  deliveryStatus: z.enum(deliveryStatuses),
  address: shippedToSchema,
  user: customerSchema,
  items: z.array(orderItemSchema),
  expectedDeliveryDate: z.string(),
  deliveredOn: z.string().nullable(),
  /** Who carries the parcel, once it is SHIPPED. */
  shipment: z
    .object({
      courier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      shippedOn: z.string(),
    })
    .nullable(),
  /** Every delivery status the order has had, oldest first. */
  statusHistory: z.array(z.object({ status: z.enum(deliveryStatuses), at: z.string() })),
  /** The last moment a return or exchange may be asked for; null unless DELIVERED. */
  returnableUntil: z.string().nullable(),
  /** Set on the order an exchange created: which request it replaces. */
  replacementFor: z.object({ returnRequestId: z.string(), requestNumber: z.string() }).nullable(),
  /**
   * The tax invoice's number, given when the order is first DELIVERED (a cash-on-delivery sale
   * happens then) and kept for good: consecutive within the financial year, e.g. LS/26-27/000123.
   * Null before, and on an exchange's replacement order, which is not a sale.
   */
  invoiceNumber: z.string().nullable(),
  /** When the invoice was issued: the moment of that first delivery. */
  invoiceDate: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const placeOrderBodySchema = z.object({
  addressId: uuidSchema,
  paymentMethod: z
    .enum(paymentMethods, { error: 'Choose Cash on Delivery or UPI.' })
    .default('COD'),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;
/** A UPI order's answer carries how to pay it now; a COD order's has no `payment`. */
export const placeOrderResponseSchema = z.object({
  order: orderSchema,
  payment: upiPaymentRequestSchema.optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

const refundUpiIdSchema = z
  .string()
  .trim()
  .max(UPI_ID_MAX_LENGTH, upiIdMessage)
  .regex(UPI_ID_PATTERN, upiIdMessage);
/**
 * PUT /orders/:id/cancel: a paid UPI order needs the UPI ID its refund goes to (400 without);
 * the body may be left out otherwise.
 */
export const cancelOrderBodySchema = z
  .object({ refundUpiId: refundUpiIdSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;
/** A retry with the same key answers the order the first call placed, instead of a second one. */
export const placeOrderHeadersSchema = z.object({
  'idempotency-key': z.string().min(1).max(100).optional(),
});

export const orderResponseSchema = z.object({ order: orderSchema });
export const orderListResponseSchema = z.object({ orders: z.array(orderSchema) });

const orderFilterFields = {
  status: z.enum(deliveryStatuses).optional(),
  payment: z.enum(paymentFilters).optional(),
  q: z.string().trim().max(200).default(''),
  from: shopDateSchema.optional(),
  to: shopDateSchema.optional(),
};
const datesInOrder = {
  check: (f: { from?: string | undefined; to?: string | undefined }) =>
    !f.from || !f.to || f.from <= f.to,
  params: { message: 'The start date must not be after the end date.', path: ['to'] },
};

/**
 * Which orders the admin looks at: `q` finds an order number, the customer's name, email or
 * phone (case-insensitive, part of one); `from` and `to` are shop-time dates, both included.
 */
export const adminOrderListQuerySchema = pageQuerySchema(20)
  .extend(orderFilterFields)
  .refine(datesInOrder.check, datesInOrder.params);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
/** GET /admin/orders/export.csv: the list's filters, without paging. */
export const adminOrderExportQuerySchema = z
  .object(orderFilterFields)
  .refine(datesInOrder.check, datesInOrder.params);
export type AdminOrderExportQuery = z.infer<typeof adminOrderExportQuerySchema>;
/** The export's body: CSV text (RFC 4180, formula cells guarded), not JSON. */
export const orderExportCsvSchema = z.string();
/** The body of a PDF answer (application/pdf): a tax invoice or packing slips, for download. */
export const pdfDocumentSchema = z.string().meta({ format: 'binary' });

/** How many packing slips one PDF holds at most. */
export const PACKING_SLIPS_MAX = 100;
const PACKING_SLIP_IDS_MESSAGE = `Give 1 to ${PACKING_SLIPS_MAX} order ids, separated by commas.`;

/** `ids`: the orders whose slips to print, comma-separated, in the order to print them. */
export const packingSlipsQuerySchema = z.object({
  ids: z
    .string({ error: PACKING_SLIP_IDS_MESSAGE })
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(uuidSchema)
        .min(1, PACKING_SLIP_IDS_MESSAGE)
        .max(PACKING_SLIPS_MAX, PACKING_SLIP_IDS_MESSAGE),
    ),
});
export type PackingSlipsQuery = z.infer<typeof packingSlipsQuerySchema>;

/**
 * The CSV's columns, in order. The account that placed the order and the person it goes to are
 * often not the same (a gift, a grandparent's address): each has columns of their own.
 */
export const ORDER_EXPORT_COLUMNS = [
  'Order number',
  'Date',
  'Account holder',
  'Account email',
  'Recipient',
  'Recipient phone',
  'Address',
  'PIN code',
  'Status',
  'Product',
  'SKU',
  'Size',
  'Colour',
  'Quantity',
  'Unit price',
  'Line total',
  /** The order's discount code, and this line's share of what it took off. */
  'Discount code',
  'Code discount',
] as const;
/** How many orders in each delivery status, and in all, among those the filters match: the tabs' counts. */
export const orderStatusCountsSchema = statusCountsSchema(deliveryStatuses);
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;
export const adminOrderListResponseSchema = z.object({
  orders: z.array(orderSchema),
  pagination: paginationSchema,
  statusCounts: orderStatusCountsSchema,
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;
export const SHIPMENT_TEXT_MAX = 60;
const shipmentText = (label: string) =>
  z
    .string()
    .trim()
    .max(SHIPMENT_TEXT_MAX, `${label} must be at most ${SHIPMENT_TEXT_MAX} characters.`)
    .optional();
/**
 * Courier and tracking number are read when the order moves to SHIPPED. `reason` is needed to
 * cancel a SHIPPED order (it came back unsold) and read only then; `refundUpiId` is read when a
 * paid order is cancelled.
 */
export const updateOrderStatusBodySchema = z.object({
  deliveryStatus: z.enum(deliveryStatuses),
  courier: shipmentText('Courier'),
  trackingNumber: shipmentText('Tracking number'),
  reason: z.enum(returnToOriginReasons, { error: returnToOriginReasonMessage }).optional(),
  refundUpiId: refundUpiIdSchema.optional(),
});
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBodySchema>;
export const sendConfirmationBodySchema = z.object({
  orderData: z.object({ id: uuidSchema }),
  // Ignored: the confirmation only ever goes to the account's own email.
  email: emailSchema.optional(),
});
