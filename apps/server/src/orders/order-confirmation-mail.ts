import { formatIndianMobile } from '@shop/contracts/india';
import type { Language } from '@shop/contracts/languages';
import type { Order } from '@shop/contracts/orders';
import { translate } from '../i18n/translations.ts';
import { inLanguage } from '../mail/mail-language.ts';
import type { MailMessage } from '../mail/mailer.ts';
import {
  escapeHtml,
  greeting,
  htmlFrame,
  htmlHeading,
  htmlLink,
  itemLabel,
  ordersUrlOf,
  rupees,
  strong,
  translateHtml,
  type MailingShop,
} from '../mail/mail-layout.ts';
import { formatCalendarDate, formatIndianDateTime } from './order-mail-dates.ts';

/** What the mail says about paying: its own lines in text and HTML, and the total's label. */
type PaymentWords = { totalLabel: string; text: string[]; html: string[] };

/**
 * Cash on delivery: pay when it arrives, and the "Confirm my order" link when there is one. A
 * confirmed order is one the shop can send sooner, and a parcel nobody waits for is a wasted trip.
 */
function cashOnDeliveryWords(confirmUrl: string | null, language: Language): PaymentWords {
  const why = translate(
    language,
    'Please confirm your order with one click: it lets us send your parcel sooner and saves a wasted trip to your door.',
  );
  const confirm = translate(language, 'Confirm my order');
  return {
    totalLabel: translate(language, 'Total (Cash on Delivery)'),
    text: confirmUrl ? [why, `${confirm}: ${confirmUrl}`, ''] : [],
    html: confirmUrl ? [`<p>${escapeHtml(why)}</p>`, htmlLink(confirmUrl, confirm)] : [],
  };
}

/**
 * A UPI order waits for its payment: by when (India time), and how to pay and give the UTR from
 * My Orders. It never says the order is paid: only the shop's bank statement proves that.
 */
function upiWords(order: Order, ordersUrl: string, language: Language): PaymentWords {
  const amount = rupees.format(order.orderTotal);
  const waiting = order.payment.expiresAt
    ? translate(
        language,
        'Your order waits for your UPI payment of {amount} until {until} (India time); unpaid by then, it is cancelled.',
        { amount, until: formatIndianDateTime(order.payment.expiresAt, language) },
      )
    : translate(language, 'Your order waits for your UPI payment of {amount}.', { amount });
  const how = translate(
    language,
    'To pay, open My Orders, pay with any UPI app, then enter the 12-digit UPI reference number (UTR) your app shows. We send your parcel once the payment reaches our bank account.',
  );
  return {
    totalLabel: translate(language, 'Total (UPI, awaiting payment)'),
    text: [waiting, how, `${translate(language, 'My Orders')}: ${ordersUrl}`, ''],
    html: [
      `<p><strong>${escapeHtml(waiting)}</strong></p>`,
      `<p>${escapeHtml(how)}</p>`,
      htmlLink(ordersUrl, translate(language, 'Pay in My Orders')),
    ],
  };
}

/**
 * The order confirmation: number, items with size and quantity, totals, recipient and address,
 * delivery date, how the order is paid and a link to the customer's orders, in the customer's
 * `language`. `confirmUrl` is the "Confirm my order" link of a cash-on-delivery order (see
 * confirmOrderUrl).
 */
export function orderConfirmationMail(
  order: Order,
  to: string,
  shop: MailingShop,
  confirmUrl: string | null = null,
  language: Language = 'en',
): MailMessage {
  const shopName = shop.name;
  const ordersUrl = ordersUrlOf(shop, language);
  const byUpi = order.payment.method === 'UPI';
  const payment = byUpi
    ? upiWords(order, ordersUrl, language)
    : cashOnDeliveryWords(confirmUrl, language);
  const arrival = byUpi ? '' : ` ${translate(language, 'Pay in cash when it arrives.')}`;
  const delivery = formatCalendarDate(order.expectedDeliveryDate, language);
  const addressLines = [
    order.address.fullName,
    order.address.phone
      ? translate(language, 'Phone: {phone}', { phone: formatIndianMobile(order.address.phone) })
      : undefined,
    order.address.addressLine1,
    order.address.addressLine2,
    `${order.address.city}, ${order.address.state} ${order.address.postalCode}`,
  ].filter((line): line is string => Boolean(line));
  const lines = order.items.map((item) => ({
    label: itemLabel(item, language),
    quantity: item.quantity,
    unit: rupees.format(item.priceAtPurchase),
    total: rupees.format(item.priceAtPurchase * item.quantity),
  }));
  const totals: [string, string][] = [
    [translate(language, 'Subtotal'), rupees.format(order.subtotal)],
    // The products' own discounts, then the code's on a line of its own.
    [
      translate(language, 'Discount'),
      `-${rupees.format(order.discountTotal - (order.coupon?.discount ?? 0))}`,
    ],
    ...(order.coupon
      ? [
          [
            translate(language, 'Code {code}', { code: order.coupon.code }),
            `-${rupees.format(order.coupon.discount)}`,
          ] as [string, string],
        ]
      : []),
    [
      translate(language, 'Shipping'),
      order.shippingTotal === 0 ? translate(language, 'Free') : rupees.format(order.shippingTotal),
    ],
    [payment.totalLabel, rupees.format(order.orderTotal)],
  ];
  const values = { orderNumber: order.orderNumber, shop: shopName };

  const text = [
    greeting(order.user, language),
    '',
    translate(language, 'Thank you for your order {orderNumber} at {shop}.', values),
    '',
    ...lines.map((l) => `- ${l.label} x ${l.quantity} @ ${l.unit} = ${l.total}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    translate(language, 'Delivering to:'),
    ...addressLines,
    '',
    `${translate(language, 'Expected delivery: {date}.', { date: delivery })}${arrival}`,
    '',
    ...payment.text,
    `${translate(language, 'Your orders')}: ${ordersUrl}`,
  ].join('\n');

  const orderNumber = { orderNumber: strong(order.orderNumber) };
  const html = htmlFrame(
    [
      htmlHeading(
        order.user.firstName
          ? translate(language, 'Thank you, {name}!', { name: order.user.firstName })
          : translate(language, 'Thank you, there!'),
      ),
      `<p>${
        byUpi
          ? translateHtml(
              language,
              'Your order {orderNumber} is placed and waits for your UPI payment.',
              orderNumber,
            )
          : translateHtml(language, 'Your order {orderNumber} is confirmed.', orderNumber)
      }</p>`,
      `<table style="width:100%;border-collapse:collapse">
<thead><tr><th align="left">${escapeHtml(translate(language, 'Item'))}</th><th>${escapeHtml(translate(language, 'Qty'))}</th><th align="right">${escapeHtml(translate(language, 'Price'))}</th><th align="right">${escapeHtml(translate(language, 'Total'))}</th></tr></thead>
<tbody>${lines
        .map(
          (l) =>
            `<tr><td>${escapeHtml(l.label)}</td><td align="center">${l.quantity}</td><td align="right">${l.unit}</td><td align="right">${l.total}</td></tr>`,
        )
        .join('')}</tbody>
</table>`,
      `<table style="width:100%;margin-top:12px">${totals
        .map(
          ([label, value]) =>
            `<tr><td>${escapeHtml(label)}</td><td align="right">${value}</td></tr>`,
        )
        .join('')}</table>`,
      `<p><strong>${escapeHtml(translate(language, 'Delivering to'))}</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>`,
      `<p>${translateHtml(language, 'Expected delivery: {date}.', { date: strong(delivery) })}${escapeHtml(arrival)}</p>`,
      ...payment.html,
      htmlLink(ordersUrl, translate(language, 'See your orders at {shop}', values)),
    ],
    language,
  );

  const subject = byUpi
    ? translate(language, 'Your {shop} order {orderNumber} is waiting for your UPI payment', values)
    : translate(language, 'Your {shop} order {orderNumber} is confirmed', values);
  return inLanguage({ to, subject, text, html }, language);
}
