import { z } from 'zod';
import { emailSchema } from './accounts.ts';

// ---------------------------------------------------------------- kinds of mail a shopper may turn off

/**
 * The mails that are not about an order. Each carries a one-click unsubscribe (RFC 8058) that
 * turns off its kind for that address; order mails are transactional and always go out.
 */
export const mailKinds = ['STOCK_ALERT', 'CART_REMINDER', 'REVIEW_INVITATION'] as const;
export type MailKind = (typeof mailKinds)[number];
/** How a sentence names each kind: "You will no longer get {label}." */
export const mailKindLabels: Record<MailKind, string> = {
  STOCK_ALERT: 'back-in-stock alerts',
  CART_REMINDER: 'reminders about your cart',
  REVIEW_INVITATION: 'invitations to review what you bought',
};

/** How long a consenting customer's unchanged cart rests before its one reminder, by default. */
export const CART_REMINDER_HOURS_DEFAULT = 24;
/** A customer gets at most one cart reminder in this many days. */
export const CART_REMINDER_GAP_DAYS = 7;

// ---------------------------------------------------------------- back-in-stock alerts

/** A visitor gives an email; a signed-in customer's account email is used (any `email` ignored). */
export const stockAlertBodySchema = z.object({
  variantId: z.uuid('Choose a size.'),
  email: emailSchema.optional(),
});
export type StockAlertBody = z.infer<typeof stockAlertBodySchema>;

export const stockAlertSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  size: z.string(),
  color: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

/** 201 for a new alert, 200 when that email already waits for that size. */
export const stockAlertResponseSchema = z.object({ message: z.string(), alert: stockAlertSchema });
export type StockAlertResponse = z.infer<typeof stockAlertResponseSchema>;

/** A size people wait for: a reason to restock it. */
export const stockAlertDemandSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  size: z.string(),
  color: z.string(),
  stock: z.number().int(),
  /** People waiting for it (alerts not yet spent). */
  waiting: z.number().int(),
  /** When the longest-waiting of them asked. */
  oldestAt: z.string(),
});
export type StockAlertDemand = z.infer<typeof stockAlertDemandSchema>;

/** Most waited-for first; at most this many sizes. */
export const STOCK_ALERT_DEMAND_MAX = 500;
export const stockAlertDemandResponseSchema = z.object({
  variants: z.array(stockAlertDemandSchema),
});
export type StockAlertDemandResponse = z.infer<typeof stockAlertDemandResponseSchema>;

// ---------------------------------------------------------------- unsubscribe

/** The signed token of a mail's unsubscribe link: no sign-in needed. */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1, 'This unsubscribe link is incomplete.').max(2000),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** What the link turned off (POST) or on again (DELETE): that kind of mail for that address. */
export const unsubscribeResponseSchema = z.object({
  kind: z.enum(mailKinds),
  email: z.string(),
  subscribed: z.boolean(),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
