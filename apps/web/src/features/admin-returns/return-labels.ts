import type { ReturnRequest, ReturnStatus, ReturnType } from '@shop/contracts/returns';
import { formatRupees } from '@shop/contracts/money';

export const returnStatusLabels: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  RECEIVED: 'Received',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

export const returnTypeLabels: Record<ReturnType, string> = {
  RETURN: 'Return',
  EXCHANGE: 'Exchange',
};

/** The units the request covers, over all its lines. */
export function unitCount(request: ReturnRequest): number {
  return request.items.reduce((sum, item) => sum + item.quantity, 0);
}

function units(count: number): string {
  return `${count} ${count === 1 ? 'unit' : 'units'}`;
}

/** "1 unit goes", "3 units go": the verb agrees with the count. */
const unitsGo = (count: number) => `${units(count)} ${count === 1 ? 'goes' : 'go'}`;

/** What a RETURN refunds: the price paid for the units sent back (the server records the same). */
export function refundDue(request: ReturnRequest): number {
  return request.items.reduce(
    (sum, item) => sum + item.quantity * item.orderItem.priceAtPurchase,
    0,
  );
}

/** The button that makes a move, e.g. "Mark received". */
export function moveLabel(request: ReturnRequest, to: ReturnStatus): string {
  switch (to) {
    case 'APPROVED':
      return 'Approve';
    case 'REJECTED':
      return 'Reject';
    case 'CANCELLED':
      return 'Cancel request';
    case 'RECEIVED':
      return 'Mark received';
    case 'COMPLETED':
      return request.type === 'RETURN' ? 'Complete refund' : 'Complete exchange';
    case 'REQUESTED':
      return 'Reopen';
  }
}

export type MoveQuestion = {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  tone: 'danger' | 'default';
};

/** What to ask before a move: what it does to stock, orders and money, and that it mails. */
export function moveQuestion(request: ReturnRequest, to: ReturnStatus): MoveQuestion {
  const number = request.requestNumber;
  const keep = { cancelLabel: 'Not Yet', tone: 'default' as const };
  switch (to) {
    case 'APPROVED':
      return {
        ...keep,
        title: `Approve ${number}?`,
        description:
          request.type === 'EXCHANGE'
            ? 'The new sizes are taken from stock now and kept for this customer, who gets a mail to send the items back. If a new size has sold out meanwhile, nothing changes.'
            : 'The customer gets a mail to send the items back. Once they arrive, mark the request received.',
        confirmLabel: 'Yes, Approve',
      };
    case 'REJECTED':
      return {
        title: `Reject ${number}?`,
        description:
          'The customer gets a mail saying the request was refused, with your note when you write one. This cannot be undone.',
        confirmLabel: 'Yes, Reject',
        cancelLabel: 'Keep Request',
        tone: 'danger',
      };
    case 'CANCELLED':
      return {
        title: `Cancel ${number}?`,
        description:
          'For a request the customer no longer wants. They get a mail saying it was cancelled. This cannot be undone.',
        confirmLabel: 'Yes, Cancel Request',
        cancelLabel: 'Keep Request',
        tone: 'danger',
      };
    case 'RECEIVED':
      return {
        ...keep,
        title: `Mark ${number} as received?`,
        description: `Only once the parcel is in your hands: its ${unitsGo(unitCount(request))} back into stock and the customer gets a mail.`,
        confirmLabel: 'Yes, Mark Received',
      };
    case 'COMPLETED':
      return request.type === 'RETURN'
        ? {
            ...keep,
            title: `Complete the refund for ${number}?`,
            description: `Confirm that you have sent ${formatRupees(refundDue(request))} to the UPI ID ${request.refundUpiId ?? '(none given)'}. The refund is recorded and the customer gets a mail.`,
            confirmLabel: 'Yes, Complete Refund',
          }
        : {
            ...keep,
            title: `Complete the exchange ${number}?`,
            description:
              'A replacement order at ₹0 is created for the new sizes, to the same address, and waits as PENDING for you to ship it. The customer gets a mail.',
            confirmLabel: 'Yes, Complete Exchange',
          };
    case 'REQUESTED':
      return { ...keep, title: `Reopen ${number}?`, description: '', confirmLabel: 'Yes' };
  }
}
