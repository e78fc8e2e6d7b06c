import type { Order } from '@shop/contracts/orders';
import type { MailMessage } from '../mail/mailer.ts';
import {
  escapeHtml,
  orderUpdateMail,
  para,
  rupees,
  strong,
  type MailingShop,
  type Paragraph,
} from '../mail/mail-layout.ts';

/**
 * The mails about a UPI order's payment: received (the shop found it in its bank account),
 * failed (the shop found none, so the order is cancelled) and expired (no reference came in
 * time, so the server cancelled it). Each is a few paragraphs, the items and a link to the
 * customer's orders, as text and HTML, as the order's other mails are.
 */

/** "₹1,299.00 for order LS-…", with the reference when there is one. */
function paymentPhrase(order: Order): Paragraph {
  const amount = rupees.format(order.orderTotal);
  const reference = order.payment.utr ? ` (UPI reference ${order.payment.utr})` : '';
  return {
    text: `${amount} for order ${order.orderNumber}${reference}`,
    html: `${strong(amount)} for order ${strong(order.orderNumber)}${escapeHtml(reference)}`,
  };
}

/** Whoever paid and is not sure what happened should write with the reference, not a picture. */
const ifYouPaid = para(
  'If money left your account for this order, please contact us with the 12-digit UPI reference (UTR) your UPI app shows, and we will check it with our bank and refund you. A screenshot alone cannot prove a payment.',
);

const backInStock = para(
  'The items below are back in our stock, should you like to order them again.',
);

/** The shop found the payment on its bank account: the order will be packed and sent. */
export function paymentReceivedMail(order: Order, shop: MailingShop): MailMessage {
  const phrase = paymentPhrase(order);
  return orderUpdateMail(order, shop, {
    subject: `Payment received for your ${shop.name} order ${order.orderNumber}`,
    heading: 'Payment received: thank you!',
    paragraphs: [
      para(
        `We have received your UPI payment of ${phrase.text}.`,
        `We have received your UPI payment of ${phrase.html}.`,
      ),
      para('We are packing your order now and will mail you when it is on its way.'),
    ],
    linkText: 'Follow your orders',
  });
}

/** The shop found no such payment: the order is cancelled and its stock is back. */
export function paymentFailedMail(order: Order, shop: MailingShop): MailMessage {
  const phrase = paymentPhrase(order);
  return orderUpdateMail(order, shop, {
    subject: `Your ${shop.name} order ${order.orderNumber} has been cancelled: payment not received`,
    heading: 'We could not find your payment',
    paragraphs: [
      para(
        `We could not find your UPI payment of ${phrase.text} in our bank account, so the order has been cancelled.`,
        `We could not find your UPI payment of ${phrase.html} in our bank account, so the order has been cancelled.`,
      ),
      ifYouPaid,
      backInStock,
    ],
    linkText: 'Your orders',
  });
}

/** No payment reference came before the order's payment time ran out: the server cancelled it. */
export function orderExpiredMail(order: Order, shop: MailingShop): MailMessage {
  const amount = rupees.format(order.orderTotal);
  return orderUpdateMail(order, shop, {
    subject: `Your ${shop.name} order ${order.orderNumber} has been cancelled: the time to pay ran out`,
    heading: 'Your order has expired',
    paragraphs: [
      para(
        `We did not receive the UPI payment of ${amount} for order ${order.orderNumber} in time, so the order has been cancelled and nothing is due.`,
        `We did not receive the UPI payment of ${strong(amount)} for order ${strong(order.orderNumber)} in time, so the order has been cancelled and nothing is due.`,
      ),
      ifYouPaid,
      backInStock,
    ],
    linkText: 'Your orders',
  });
}
