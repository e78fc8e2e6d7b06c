import { asc, inArray } from 'drizzle-orm';
import { formatRupees, toRupees } from '@shop/contracts/money';
import { paymentStatusLabels, type ReconcileResponse } from '@shop/contracts/payments';
import { orders } from '../db/schema.ts';
import type { MailingDeps } from '../mail/mail-outbox.ts';
import { mailingShop } from '../content/company.service.ts';
import { customersOf } from '../orders/order-views.service.ts';
import { readStatement, type StatementCredit } from './bank-statement.ts';
import { markPaid } from './payments.service.ts';

type OrderRow = typeof orders.$inferSelect;
type Unmatched = ReconcileResponse['unmatched'][number];

const rupees = (paise: number) => formatRupees(toRupees(paise));

/** Why a credit line pays no order, or undefined when it pays `order`. */
function mismatch(
  credit: StatementCredit,
  order: OrderRow | undefined,
  matchedOnLine: number | undefined,
): Omit<Unmatched, 'line' | 'reference' | 'amount'> | undefined {
  if (!credit.utr) {
    return {
      reason: 'NO_REFERENCE',
      message: 'No 12-digit UPI reference was found in this line’s reference or narration.',
      orderNumber: null,
    };
  }
  if (!order) {
    return {
      reason: 'NO_ORDER',
      message: `No order has the UPI reference ${credit.utr}.`,
      orderNumber: null,
    };
  }
  const orderNumber = order.orderNumber;
  if (order.paymentStatus === 'PAID' || matchedOnLine !== undefined) {
    return {
      reason: 'ALREADY_PAID',
      message:
        matchedOnLine === undefined
          ? `Order ${orderNumber} is already paid.`
          : `Order ${orderNumber} was matched by line ${matchedOnLine} of this statement already.`,
      orderNumber,
    };
  }
  if (order.paymentStatus !== 'VERIFYING' || order.deliveryStatus === 'CANCELED') {
    const state =
      order.deliveryStatus === 'CANCELED'
        ? 'cancelled'
        : paymentStatusLabels[order.paymentStatus].toLowerCase();
    return {
      reason: 'NOT_VERIFYING',
      message: `Order ${orderNumber} is not awaiting verification (it is ${state}).`,
      orderNumber,
    };
  }
  if (order.orderTotalPaise !== credit.amountPaise) {
    return {
      reason: 'AMOUNT_DIFFERS',
      message: `Order ${orderNumber} is for ${rupees(order.orderTotalPaise)}, this line credits ${rupees(credit.amountPaise)}.`,
      orderNumber,
    };
  }
  return undefined;
}

/**
 * Matches a bank statement's credit lines against UPI orders: a VERIFYING order whose UTR and
 * amount (to the paisa) a line matches is marked PAID by `adminId` and mailed, unless
 * `preview`; every other credit line is answered with why it paid nothing. All in one
 * transaction, the orders named locked (in id order) so a payment recorded by hand meanwhile
 * cannot be recorded twice. 400 when the file cannot be read as a statement.
 */
export async function reconcileStatement(
  deps: MailingDeps,
  adminId: string,
  file: Buffer,
  preview: boolean,
): Promise<ReconcileResponse> {
  const statement = readStatement(file);
  const shop = await mailingShop(deps);
  const utrs = [...new Set(statement.credits.flatMap((credit) => credit.utr ?? []))];
  const answer = await deps.db.transaction(async (tx) => {
    const named =
      utrs.length === 0
        ? []
        : await tx
            .select()
            .from(orders)
            .where(inArray(orders.paymentUtr, utrs))
            .orderBy(asc(orders.id))
            .for('update');
    const byUtr = new Map(named.map((order) => [order.paymentUtr!, order]));
    const customerOf = await customersOf(
      tx,
      named.map((order) => order.userId),
    );
    const matchedLineOf = new Map<string, number>();
    const result: ReconcileResponse = {
      preview,
      matched: [],
      unmatched: [],
      ignoredLines: statement.ignoredLines,
    };
    for (const credit of statement.credits) {
      const order = credit.utr ? byUtr.get(credit.utr) : undefined;
      const refused = mismatch(
        credit,
        order,
        credit.utr ? matchedLineOf.get(credit.utr) : undefined,
      );
      if (refused || !order) {
        result.unmatched.push({
          line: credit.line,
          reference: credit.reference,
          amount: toRupees(credit.amountPaise),
          ...refused!,
        });
        continue;
      }
      matchedLineOf.set(order.paymentUtr!, credit.line);
      if (!preview) await markPaid(tx, order, { utr: order.paymentUtr, recordedBy: adminId }, shop);
      const customer = customerOf(order.userId);
      result.matched.push({
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerName: `${customer.firstName} ${customer.lastName}`.trim() || order.shipFullName,
        utr: order.paymentUtr!,
        amount: toRupees(order.orderTotalPaise),
        line: credit.line,
      });
    }
    return result;
  });
  if (answer.matched.length > 0 && !preview) deps.afterCommit();
  return answer;
}
