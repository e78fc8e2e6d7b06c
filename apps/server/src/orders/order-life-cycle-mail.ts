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
import { formatCalendarDate, indianDateTime } from './order-mail-dates.ts';

/**
 * The mails that follow an order after its confirmation: shipped, delivered and cancelled.
 * Each is a few paragraphs, the items and a link to the customer's orders, as text and HTML.
 * An order an exchange created reads as "your replacement order", naming the request.
 */

/** "order LS-…", or "replacement order LS-… (for exchange RT-…)". */
function orderPhrase(order: Order): { text: string; html: string } {
  const kind = order.replacementFor ? 'replacement order' : 'order';
  const forRequest = order.replacementFor
    ? ` (for your exchange ${order.replacementFor.requestNumber})`
    : '';
  return {
    text: `${kind} ${order.orderNumber}${forRequest}`,
    html: `${kind} ${strong(order.orderNumber)}${escapeHtml(forRequest)}`,
  };
}

const subjectOrder = (order: Order) =>
  `${order.replacementFor ? 'replacement order' : 'order'} ${order.orderNumber}`;

/** What the customer pays at the door: nothing for a replacement (total 0) or a UPI order. */
function paymentParagraph(order: Order): Paragraph {
  if (order.orderTotal === 0) return para('There is nothing to pay when it arrives.');
  const amount = rupees.format(order.orderTotal);
  if (order.paymentMethod === 'UPI') {
    return para(`You paid ${amount} by UPI: there is nothing to pay when it arrives.`);
  }
  const code = order.coupon
    ? ` (code ${order.coupon.code} took ${rupees.format(order.coupon.discount)} off)`
    : '';
  return para(
    `Please keep ${amount} ready${code}: it is cash on delivery.`,
    `Please keep ${strong(amount)} ready${escapeHtml(code)}: it is cash on delivery.`,
  );
}

/** The order left the shop: courier and tracking number when the shop gave them. */
export function orderShippedMail(order: Order, shop: MailingShop, today = new Date()): MailMessage {
  const phrase = orderPhrase(order);
  const paragraphs = [
    para(
      `Good news: your ${phrase.text} is on its way.`,
      `Good news: your ${phrase.html} is on its way.`,
    ),
  ];
  const { courier, trackingNumber } = order.shipment ?? {};
  const carrier = [
    courier ? ['Courier', courier] : undefined,
    trackingNumber ? ['Tracking number', trackingNumber] : undefined,
  ].filter((line): line is [string, string] => line !== undefined);
  if (carrier.length > 0) {
    paragraphs.push({
      text: carrier.map(([label, value]) => `${label}: ${value}`).join('\n'),
      html: carrier.map(([label, value]) => `${label}: ${strong(value)}`).join('<br>'),
    });
  }
  // The date promised at checkout; once it has passed, a date in the past would only confuse.
  if (order.expectedDeliveryDate >= today.toISOString().slice(0, 10)) {
    const date = formatCalendarDate(order.expectedDeliveryDate);
    paragraphs.push(para(`Expected delivery: ${date}.`, `Expected delivery: ${strong(date)}.`));
  } else {
    paragraphs.push(para('It should reach you in the next few days.'));
  }
  paragraphs.push(paymentParagraph(order));
  return orderUpdateMail(order, shop, {
    subject: `Your ${shop.name} ${subjectOrder(order)} is on its way`,
    heading: 'Your parcel is on its way',
    paragraphs,
    linkText: 'Follow your orders',
  });
}

/** The order arrived: thanks, and until when a return or a size exchange may be asked for. */
export function orderDeliveredMail(order: Order, shop: MailingShop): MailMessage {
  const phrase = orderPhrase(order);
  const paragraphs = [
    para(
      `Your ${phrase.text} has been delivered. Thank you for shopping with ${shop.name}!`,
      `Your ${phrase.html} has been delivered. Thank you for shopping with ${escapeHtml(shop.name)}!`,
    ),
  ];
  if (order.invoiceNumber) {
    paragraphs.push(
      para(
        `Your invoice ${order.invoiceNumber} is ready to download from your orders.`,
        `Your invoice ${strong(order.invoiceNumber)} is ready to download from your orders.`,
      ),
    );
  }
  if (order.returnableUntil) {
    const until = indianDateTime.format(new Date(order.returnableUntil));
    paragraphs.push(
      para(
        `Not the right size, or not quite right? You can ask for a return or a size exchange until ${until}, from your orders.`,
        `Not the right size, or not quite right? You can ask for a return or a size exchange until ${strong(until)}, from your orders.`,
      ),
    );
  }
  return orderUpdateMail(order, shop, {
    subject: `Your ${shop.name} ${subjectOrder(order)} has been delivered`,
    heading: 'Delivered: thank you!',
    paragraphs,
    linkText: 'Your orders, returns and exchanges',
  });
}

/**
 * What a cancelled order's payment becomes: a paid UPI order is refunded by UPI (to the ID the
 * customer gave, else the account it came from); an unpaid one took no money.
 */
function upiCancelledParagraph(order: Order, wasPaid: boolean): Paragraph {
  if (!wasPaid) return para('Nothing is due: no UPI payment was received for it.');
  const amount = rupees.format(order.refund?.amount ?? order.orderTotal);
  const upiId = order.refund?.upiId;
  return upiId
    ? para(
        `You paid by UPI: we will refund ${amount} to ${upiId}.`,
        `You paid by UPI: we will refund ${strong(amount)} to ${strong(upiId)}.`,
      )
    : para(
        `You paid by UPI: we will refund ${amount} to the account you paid from.`,
        `You paid by UPI: we will refund ${strong(amount)} to the account you paid from.`,
      );
}

/**
 * The order was cancelled, by the shop or by the customer. A cash-on-delivery order was not
 * paid unless it had been delivered; then the shop is in touch about the money.
 */
export function orderCancelledMail(
  order: Order,
  shop: MailingShop,
  how: { by: 'shop' | 'customer'; wasPaid: boolean },
): MailMessage {
  const phrase = orderPhrase(order);
  const paragraphs = [
    how.by === 'customer'
      ? para(
          `As you asked, your ${phrase.text} has been cancelled.`,
          `As you asked, your ${phrase.html} has been cancelled.`,
        )
      : para(
          `We are sorry: your ${phrase.text} has been cancelled by ${shop.name}.`,
          `We are sorry: your ${phrase.html} has been cancelled by ${escapeHtml(shop.name)}.`,
        ),
    order.paymentMethod === 'UPI'
      ? upiCancelledParagraph(order, how.wasPaid)
      : how.wasPaid
        ? para(
            `You paid ${rupees.format(order.orderTotal)} in cash on delivery; we will contact you about your refund.`,
          )
        : para('Nothing is due: it was cash on delivery, so no payment was taken.'),
    para('The items below are back in our stock, should you like to order them again.'),
  ];
  // A parcel that came back (return to origin): what happened, without naming whose doing it was.
  if (order.returnToOriginReason) {
    paragraphs[0] = para(
      `Your ${phrase.text} came back to us without being delivered, so we have cancelled it.`,
      `Your ${phrase.html} came back to us without being delivered, so we have cancelled it.`,
    );
  }
  return orderUpdateMail(order, shop, {
    subject: `Your ${shop.name} ${subjectOrder(order)} has been cancelled`,
    heading: 'Your order has been cancelled',
    paragraphs,
    linkText: 'Your orders',
  });
}
