import { z } from 'zod';
import { paginationSchema, pageQuerySchema, statusCountsSchema, uuidSchema } from './common.ts';
import { customerSchema, orderItemSchema, shippedToSchema } from './orders.ts';
import { UPI_ID_PATTERN, upiIdMessage } from './payments.ts';

/** The home page promises easy returns within this many days of delivery. */
export const RETURN_WINDOW_DAYS = 7;

export const returnStatuses = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'RECEIVED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** The moves a request may make; anything else is 409. Staying put is not a move. */
export const returnMoves: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['APPROVED', 'REJECTED', 'CANCELLED'],
  APPROVED: ['RECEIVED'],
  RECEIVED: ['COMPLETED'],
  REJECTED: [],
  COMPLETED: [],
  CANCELLED: [],
};

/** Requests still being dealt with: they count against what can be returned, and on the dashboard. */
export const openReturnStatuses = [
  'REQUESTED',
  'APPROVED',
  'RECEIVED',
] as const satisfies readonly ReturnStatus[];

export const returnTypes = ['RETURN', 'EXCHANGE'] as const;
export type ReturnType = (typeof returnTypes)[number];

export const returnReasons = [
  'SIZE_TOO_SMALL',
  'SIZE_TOO_LARGE',
  'DAMAGED',
  'WRONG_ITEM',
  'NOT_AS_DESCRIBED',
  'CHANGED_MIND',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

/**
 * Reasons that say the size bought did not fit: an exchange for one of them must be for another
 * size. A damaged or wrong item may be replaced by the same size.
 */
const sizeReasons = ['SIZE_TOO_SMALL', 'SIZE_TOO_LARGE'] as const satisfies readonly ReturnReason[];

/** The size bought did not fit: only another size will do. */
export const needsAnotherSize = (reason: ReturnReason | ''): boolean =>
  (sizeReasons as readonly string[]).includes(reason);

const sizeKey = (size: string) => size.replace(/\s+/g, '').toLowerCase();

/**
 * Whether an item bought in `boughtSize` may be exchanged for `newSize` for this reason: for a
 * size that did not fit, only another size will do (sizes compared regardless of case and spaces).
 */
export const exchangeSizeAllowed = (
  reason: ReturnReason | '',
  boughtSize: string,
  newSize: string,
): boolean => !needsAnotherSize(reason) || sizeKey(boughtSize) !== sizeKey(newSize);

/** How a reason reads to a shopper, in the form, the lists and the mails. */
export const returnReasonLabels: Record<ReturnReason, string> = {
  SIZE_TOO_SMALL: 'Size too small',
  SIZE_TOO_LARGE: 'Size too large',
  DAMAGED: 'Damaged or defective',
  WRONG_ITEM: 'Wrong item sent',
  NOT_AS_DESCRIBED: 'Not as described',
  CHANGED_MIND: 'Changed my mind',
};

export const RETURN_NOTE_MAX = 500;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const returnItemInputSchema = z.object({
  orderItemId: uuidSchema,
  quantity: z
    .number({ error: 'Quantity must be a whole number.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(1000, 'Quantity must be at most 1000.'),
  reason: z.enum(returnReasons, { error: 'Choose a reason.' }),
  exchangeVariantId: uuidSchema.optional(),
});

/**
 * A return or exchange request. A RETURN of a cash-on-delivery order needs a UPI ID to refund
 * to; an EXCHANGE names the size (variant) each item is exchanged for, and ignores any UPI ID.
 */
export const createReturnBodySchema = z
  .object({
    type: z.enum(returnTypes, { error: 'Choose a return or an exchange.' }),
    items: z
      .array(returnItemInputSchema, { error: 'Choose at least one item.' })
      .min(1, 'Choose at least one item.')
      .max(100),
    note: z
      .string()
      .trim()
      .max(RETURN_NOTE_MAX, `The note must be at most ${RETURN_NOTE_MAX} characters.`)
      .optional(),
    refundUpiId: z.string().trim().max(330).optional(),
  })
  // These checks run even while other fields are still wrong (`when`), so a form shows the UPI
  // ID's and the sizes' problems as they are typed, and an API client gets every problem at
  // once. Before the body has parsed they read it as sent, hence the defensive reads.
  .superRefine(
    (body, ctx) => {
      if (body.type !== 'RETURN') return;
      const upiId = typeof body.refundUpiId === 'string' ? body.refundUpiId.trim() : '';
      if (!upiId) {
        ctx.addIssue({
          code: 'custom',
          path: ['refundUpiId'],
          message: 'Enter the UPI ID to refund to.',
        });
      } else if (!UPI_ID_PATTERN.test(upiId)) {
        ctx.addIssue({ code: 'custom', path: ['refundUpiId'], message: upiIdMessage });
      }
    },
    { when: ({ value }) => isRecord(value) && value.type === 'RETURN' },
  )
  .superRefine(
    (body, ctx) => {
      const seen = new Set<unknown>();
      body.items.forEach((item: unknown, index) => {
        if (!isRecord(item)) return;
        if (body.type === 'EXCHANGE' && !item.exchangeVariantId) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'exchangeVariantId'],
            message: 'Choose the size to exchange for.',
          });
        }
        if (seen.has(item.orderItemId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'orderItemId'],
            message: 'Each item can be listed only once.',
          });
        }
        seen.add(item.orderItemId);
      });
    },
    { when: ({ value }) => isRecord(value) && Array.isArray(value.items) },
  );
export type CreateReturnBody = z.infer<typeof createReturnBodySchema>;

const statusChangeSchema = z.object({ status: z.enum(returnStatuses), at: z.string() });

export const returnRequestItemSchema = z.object({
  orderItemId: z.string(),
  quantity: z.number().int(),
  reason: z.enum(returnReasons),
  /** The size asked for in exchange (null for a return). */
  exchangeVariantId: z.string().nullable(),
  exchangeSize: z.string().nullable(),
  /** The line of the order, as bought: name, size, colour, price paid and picture. */
  orderItem: orderItemSchema,
});
export type ReturnRequestItem = z.infer<typeof returnRequestItemSchema>;

export const returnRequestSchema = z.object({
  id: z.string(),
  requestNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(returnStatuses),
  type: z.enum(returnTypes),
  items: z.array(returnRequestItemSchema),
  note: z.string().nullable(),
  /** The shop's word to the customer: shown to them and in their mails. */
  adminNote: z.string().nullable(),
  /** Only ever shown to the owner and to admins, never written into a mail. */
  refundUpiId: z.string().nullable(),
  /** Rupees: the price paid for the returned units, recorded when a RETURN is COMPLETED. */
  refundAmount: z.number().nullable(),
  /**
   * A COMPLETED RETURN of an invoiced order: its GST credit note (its own consecutive series per
   * financial year, e.g. CN/26-27/000001) and when it was issued; null otherwise.
   */
  creditNote: z
    .object({ number: z.string(), date: z.string(), invoiceNumber: z.string() })
    .nullable(),
  replacementOrderId: z.string().nullable(),
  replacementOrderNumber: z.string().nullable(),
  customer: customerSchema,
  /** When the order was placed and delivered, what it cost, and where it went. */
  order: z.object({
    orderDate: z.string(),
    deliveredOn: z.string().nullable(),
    orderTotal: z.number(),
    address: shippedToSchema,
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every status it has had, oldest first. */
  history: z.array(statusChangeSchema),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const returnRequestResponseSchema = z.object({ returnRequest: returnRequestSchema });
export const myReturnsResponseSchema = z.object({ data: z.array(returnRequestSchema) });

export const adminReturnListQuerySchema = pageQuerySchema(20).extend({
  status: z.enum(returnStatuses).optional(),
});
/** How many requests the shop holds in each status, and in all: the tabs' counts. */
export const returnStatusCountsSchema = statusCountsSchema(returnStatuses);
export type ReturnStatusCounts = z.infer<typeof returnStatusCountsSchema>;
export const adminReturnListResponseSchema = z.object({
  data: z.array(returnRequestSchema),
  pagination: paginationSchema,
  statusCounts: returnStatusCountsSchema,
});
export type AdminReturnListResponse = z.infer<typeof adminReturnListResponseSchema>;

export const updateReturnBodySchema = z.object({
  status: z.enum(returnStatuses, { error: 'Choose a status.' }),
  adminNote: z
    .string()
    .trim()
    .max(RETURN_NOTE_MAX, `The note must be at most ${RETURN_NOTE_MAX} characters.`)
    .optional(),
});
export type UpdateReturnBody = z.infer<typeof updateReturnBodySchema>;
