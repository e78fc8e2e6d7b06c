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
import { formatCalendarDate } from './order-mail-dates.ts';

/**
 * The order confirmation: number, items with size and quantity, totals, recipient and address,
 * delivery date and a link to the customer's orders.
 */
export function orderConfirmationMail(order: Order, to: string, shop: MailingShop): MailMessage {
  const shopName = shop.name;
  const ordersUrl = ordersUrlOf(shop);
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
    ['Total (Cash on Delivery)', rupees.format(order.orderTotal)],
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
    `Expected delivery: ${delivery}. Pay in cash when it arrives.`,
    '',
    `Your orders: ${ordersUrl}`,
  ].join('\n');

  const html = htmlFrame([
    htmlHeading(`Thank you, ${name}!`),
    `<p>Your order <strong>${escapeHtml(order.orderNumber)}</strong> is confirmed.</p>`,
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
    `<p>Expected delivery: <strong>${delivery}</strong>. Pay in cash when it arrives.</p>`,
    htmlLink(ordersUrl, `See your orders at ${shopName}`),
  ]);

  return { to, subject: `Your ${shopName} order ${order.orderNumber} is confirmed`, text, html };
}
