import { formatIndianMobile } from '@shop/contracts/india';
import type { Order } from '@shop/contracts/orders';
import type { MailMessage } from '../mail/mailer.ts';
import {
  escapeHtml,
  greetingName,
  htmlFrame,
  htmlHeading,
  htmlLink,
  itemLabel,
  ordersUrlOf,
  rupees,
  type MailingShop,
} from '../mail/mail-layout.ts';
import { formatCalendarDate, indianDateTime } from './order-mail-dates.ts';

/** What the mail says about paying: its own lines in text and HTML, and the total's label. */
type PaymentWords = { totalLabel: string; text: string[]; html: string[] };

/**
 * Cash on delivery: pay when it arrives, and the "Confirm my order" link when there is one. A
 * confirmed order is one the shop can send sooner, and a parcel nobody waits for is a wasted trip.
 */
function cashOnDeliveryWords(confirmUrl: string | null): PaymentWords {
  const why =
    'Please confirm your order with one click: it lets us send your parcel sooner and saves a wasted trip to your door.';
  return {
    totalLabel: 'Total (Cash on Delivery)',
    text: confirmUrl ? [why, `Confirm my order: ${confirmUrl}`, ''] : [],
    html: confirmUrl ? [`<p>${escapeHtml(why)}</p>`, htmlLink(confirmUrl, 'Confirm my order')] : [],
  };
}

/**
 * A UPI order waits for its payment: by when (India time), and how to pay and give the UTR from
 * My Orders. It never says the order is paid: only the shop's bank statement proves that.
 */
function upiWords(order: Order, ordersUrl: string): PaymentWords {
  const until = order.payment.expiresAt
    ? indianDateTime.format(new Date(order.payment.expiresAt))
    : undefined;
  const waiting = until
    ? `Your order waits for your UPI payment of ${rupees.format(order.orderTotal)} until ${until} (India time); unpaid by then, it is cancelled.`
    : `Your order waits for your UPI payment of ${rupees.format(order.orderTotal)}.`;
  const how =
    'To pay, open My Orders, pay with any UPI app, then enter the 12-digit UPI reference number (UTR) your app shows. We send your parcel once the payment reaches our bank account.';
  return {
    totalLabel: 'Total (UPI, awaiting payment)',
    text: [waiting, how, `My Orders: ${ordersUrl}`, ''],
    html: [
      `<p><strong>${escapeHtml(waiting)}</strong></p>`,
      `<p>${escapeHtml(how)}</p>`,
      htmlLink(ordersUrl, 'Pay in My Orders'),
    ],
  };
}

/**
 * The order confirmation: number, items with size and quantity, totals, recipient and address,
 * delivery date, how the order is paid and a link to the customer's orders. `confirmUrl` is the
 * "Confirm my order" link of a cash-on-delivery order (see confirmOrderUrl).
 */
export function orderConfirmationMail(
  order: Order,
  to: string,
  shop: MailingShop,
  confirmUrl: string | null = null,
): MailMessage {
  const shopName = shop.name;
  const ordersUrl = ordersUrlOf(shop);
  const byUpi = order.payment.method === 'UPI';
  const payment = byUpi ? upiWords(order, ordersUrl) : cashOnDeliveryWords(confirmUrl);
  const arrival = byUpi ? '' : ' Pay in cash when it arrives.';
  const name = greetingName(order.user);
  const delivery = formatCalendarDate(order.expectedDeliveryDate);
  const addressLines = [
    order.address.fullName,
    order.address.phone ? `Phone: ${formatIndianMobile(order.address.phone)}` : undefined,
    order.address.addressLine1,
    order.address.addressLine2,
    `${order.address.city}, ${order.address.state} ${order.address.postalCode}`,
  ].filter((line): line is string => Boolean(line));
  const lines = order.items.map((item) => ({
    label: itemLabel(item),
    quantity: item.quantity,
    unit: rupees.format(item.priceAtPurchase),
    total: rupees.format(item.priceAtPurchase * item.quantity),
  }));
  const totals: [string, string][] = [
    ['Subtotal', rupees.format(order.subtotal)],
    // The products' own discounts, then the code's on a line of its own.
    ['Discount', `-${rupees.format(order.discountTotal - (order.coupon?.discount ?? 0))}`],
    ...(order.coupon
      ? [
          [`Code ${order.coupon.code}`, `-${rupees.format(order.coupon.discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Shipping', order.shippingTotal === 0 ? 'Free' : rupees.format(order.shippingTotal)],
    [payment.totalLabel, rupees.format(order.orderTotal)],
  ];

  const text = [
    `Hello ${name},`,
    '',
    `Thank you for your order ${order.orderNumber} at ${shopName}.`,
    '',
    ...lines.map((l) => `- ${l.label} x ${l.quantity} @ ${l.unit} = ${l.total}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    'Delivering to:',
    ...addressLines,
    '',
    `Expected delivery: ${delivery}.${arrival}`,
    '',
    ...payment.text,
    `Your orders: ${ordersUrl}`,
  ].join('\n');

  const html = htmlFrame([
    htmlHeading(`Thank you, ${name}!`),
    byUpi
      ? `<p>Your order <strong>${escapeHtml(order.orderNumber)}</strong> is placed and waits for your UPI payment.</p>`
      : `<p>Your order <strong>${escapeHtml(order.orderNumber)}</strong> is confirmed.</p>`,
    `<table style="width:100%;border-collapse:collapse">
<thead><tr><th align="left">Item</th><th>Qty</th><th align="right">Price</th><th align="right">Total</th></tr></thead>
<tbody>${lines
      .map(
        (l) =>
          `<tr><td>${escapeHtml(l.label)}</td><td align="center">${l.quantity}</td><td align="right">${l.unit}</td><td align="right">${l.total}</td></tr>`,
      )
      .join('')}</tbody>
</table>`,
    `<table style="width:100%;margin-top:12px">${totals
      .map(
        ([label, value]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${value}</td></tr>`,
      )
      .join('')}</table>`,
    `<p><strong>Delivering to</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>`,
    `<p>Expected delivery: <strong>${delivery}</strong>.${arrival}</p>`,
    ...payment.html,
    htmlLink(ordersUrl, `See your orders at ${shopName}`),
  ]);

  const subject = byUpi
    ? `Your ${shopName} order ${order.orderNumber} is waiting for your UPI payment`
    : `Your ${shopName} order ${order.orderNumber} is confirmed`;
  return { to, subject, text, html };
}
