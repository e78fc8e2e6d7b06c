import { z } from 'zod';

// ---------------------------------------------------------------- UPI IDs and links

/** `name@bank`, as UPI apps show it: the shop's own ID and a customer's refund ID alike. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;
export const upiIdMessage = 'Enter a UPI ID like name@bank.';
export const UPI_ID_MAX_LENGTH = 330;
export const UPI_PAYEE_NAME_MAX_LENGTH = 50;

/**
 * The `upi://pay` link any UPI app opens (NPCI's deep-link parameters): payee, name, amount with
 * 2 decimals, rupees, and the order number as both the note and the reference, percent-encoded.
 */
export function upiPaymentUri(payment: {
  upiId: string;
  payeeName: string;
  amountPaise: number;
  orderNumber: string;
}): string {
  const rupees = `${Math.floor(payment.amountPaise / 100)}.${String(payment.amountPaise % 100).padStart(2, '0')}`;
  const fields: [string, string][] = [
    ['pa', payment.upiId],
    ['pn', payment.payeeName],
    ['am', rupees],
    ['cu', 'INR'],
    ['tn', payment.orderNumber],
    ['tr', payment.orderNumber],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

// ---------------------------------------------------------------- an order's payment

export const paymentMethods = ['COD', 'UPI'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  UPI: 'UPI',
};

/**
 * COD: PENDING until delivered, then PAID. UPI: AWAITING_PAYMENT until the shopper gives the
 * UTR, VERIFYING until the shop finds it on its bank statement, then PAID; FAILED when the shop
 * finds no such payment, or when no UTR came before the order expired (the order is cancelled).
 */
export const paymentStatuses = [
  'PENDING',
  'AWAITING_PAYMENT',
  'VERIFYING',
  'PAID',
  'FAILED',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  PENDING: 'Pay on delivery',
  AWAITING_PAYMENT: 'Awaiting payment',
  VERIFYING: 'Being verified',
  PAID: 'Paid',
  FAILED: 'Failed',
};

/** The 12-digit reference (UTR, "UPI Ref No") a UPI app shows after paying. */
export const UTR_PATTERN = /^[0-9]{12}$/;
export const utrMessage = 'Enter the 12-digit UPI reference number (UTR) your UPI app shows.';
export const utrSchema = z
  .string({ error: utrMessage })
  .transform((text) => text.replace(/\s+/g, ''))
  .pipe(z.string().regex(UTR_PATTERN, utrMessage));

/** A screenshot can be edited in seconds: only the bank's own record proves a payment. */
export const SCREENSHOT_IS_NOT_PROOF =
  'A screenshot is never proof of payment: mark an order paid only when the money shows in your bank account or statement.';

export const orderPaymentSchema = z.object({
  method: z.enum(paymentMethods),
  status: z.enum(paymentStatuses),
  /** The UPI reference the shopper gave (or the shop recorded); null for COD and until given. */
  utr: z.string().nullable(),
  /** When the payment was recorded: a COD order on delivery, a UPI order when the shop found it. */
  paidAt: z.string().nullable(),
  /** A UPI order not yet paid is cancelled at this moment unless a UTR came; null otherwise. */
  expiresAt: z.string().nullable(),
  /** The `upi://pay` link to pay with, while the order waits for its payment; null otherwise. */
  upiUri: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** What placing a UPI order answers beside the order: how to pay it now. */
export const upiPaymentRequestSchema = z.object({
  upiUri: z.string(),
  /** Rupees. */
  amount: z.number(),
  expiresAt: z.string(),
});
export type UpiPaymentRequest = z.infer<typeof upiPaymentRequestSchema>;

export const paymentReferenceBodySchema = z.object({ utr: utrSchema });
export type PaymentReferenceBody = z.infer<typeof paymentReferenceBodySchema>;

/** PUT /admin/orders/:id/payment: PAID records who and when; FAILED cancels the order. */
export const adminPaymentBodySchema = z.object({
  status: z.enum(['PAID', 'FAILED'], { error: 'Choose paid or failed.' }),
  utr: utrSchema.optional(),
});
export type AdminPaymentBody = z.infer<typeof adminPaymentBodySchema>;

/** The admin's order list filter on payment: a status, or COD orders the customer has not confirmed. */
export const paymentFilters = [
  'AWAITING_PAYMENT',
  'VERIFYING',
  'PAID',
  'FAILED',
  'COD_UNCONFIRMED',
] as const;
export type PaymentFilter = (typeof paymentFilters)[number];

// ---------------------------------------------------------------- bank statements

/** The largest statement CSV the reconciliation reads. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

/** `preview=true`: match and answer, but mark nothing paid. */
export const reconcileQuerySchema = z.object({
  preview: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const statementMismatches = [
  'NO_ORDER',
  'AMOUNT_DIFFERS',
  'ALREADY_PAID',
  'NOT_VERIFYING',
  'NO_REFERENCE',
] as const;
export type StatementMismatch = (typeof statementMismatches)[number];

export const reconcileResponseSchema = z.object({
  /** True when nothing was marked paid (preview). */
  preview: z.boolean(),
  /** Orders whose UTR and amount a credit line matched: marked PAID unless previewing. */
  matched: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      customerName: z.string(),
      utr: z.string(),
      /** Rupees. */
      amount: z.number(),
      /** The statement's line number (1 is the first line after the header). */
      line: z.number().int(),
    }),
  ),
  /** Credit lines that paid no VERIFYING order, and why. */
  unmatched: z.array(
    z.object({
      line: z.number().int(),
      /** The reference as the statement gives it; null when the line has none. */
      reference: z.string().nullable(),
      /** Rupees credited. */
      amount: z.number(),
      reason: z.enum(statementMismatches),
      /** For the admin: e.g. "Order LS-… is for ₹1,299.00, this line credits ₹1,200.00." */
      message: z.string(),
      /** The order the reference names, when there is one. */
      orderNumber: z.string().nullable(),
    }),
  ),
  /** Debit lines and lines without an amount, which the reconciliation does not read. */
  ignoredLines: z.number().int(),
});
export type ReconcileResponse = z.infer<typeof reconcileResponseSchema>;

// ---------------------------------------------------------------- cash on delivery risk

/** Why a SHIPPED order came back unsold (return to origin). */
export const returnToOriginReasons = [
  'REFUSED_AT_DOOR',
  'UNREACHABLE',
  'ADDRESS_NOT_FOUND',
  'OTHER',
] as const;
export type ReturnToOriginReason = (typeof returnToOriginReasons)[number];
export const returnToOriginReasonLabels: Record<ReturnToOriginReason, string> = {
  REFUSED_AT_DOOR: 'Refused at the door',
  UNREACHABLE: 'Customer unreachable',
  ADDRESS_NOT_FOUND: 'Address not found',
  OTHER: 'Other',
};
export const returnToOriginReasonMessage = 'Choose why the parcel came back.';

/** The token of a COD order mail's "Confirm my order" link (signed, single use). */
const confirmationToken = z
  .string({ error: 'This link is not complete.' })
  .min(1, 'This link is not complete.')
  .max(2000);
export const codConfirmationBodySchema = z.object({ token: confirmationToken });
/** The page reads the same token from its link's query. */
export const codConfirmationQuerySchema = z.object({ token: confirmationToken });
/** What the confirmation page shows; no sign-in is needed, so it names no one. */
export const codConfirmationResponseSchema = z.object({
  orderNumber: z.string(),
  /** Rupees, to be paid in cash on delivery. */
  orderTotal: z.number(),
  itemCount: z.number().int(),
  /** When the customer (or the shop after a call) confirmed it; null while unconfirmed. */
  codConfirmedAt: z.string().nullable(),
  /** The order was cancelled meanwhile: nothing to confirm. */
  cancelled: z.boolean(),
});
export type CodConfirmationResponse = z.infer<typeof codConfirmationResponseSchema>;

export const codRiskQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Days must be a whole number from 7 to 365.' })
    .int('Days must be a whole number from 7 to 365.')
    .min(7, 'Days must be a whole number from 7 to 365.')
    .max(365, 'Days must be a whole number from 7 to 365.')
    .default(90),
});
const rateSchema = z.object({
  /** Orders that left the shop (shipped) in the period. */
  shipped: z.number().int(),
  /** Of those, how many came back unsold. */
  returnedToOrigin: z.number().int(),
  /** returnedToOrigin / shipped as a percentage with one decimal; null when none shipped. */
  ratePercent: z.number().nullable(),
});
export const codRiskResponseSchema = z.object({
  days: z.number().int(),
  cod: rateSchema,
  upi: rateSchema,
  /** Per first 3 digits of the PIN code, COD orders only, the highest rate first. */
  prefixes: z.array(
    rateSchema.extend({
      prefix: z.string(),
      /** Whether the shop's delivery settings still offer cash on delivery there. */
      codAvailable: z.boolean(),
    }),
  ),
});
export type CodRiskResponse = z.infer<typeof codRiskResponseSchema>;
