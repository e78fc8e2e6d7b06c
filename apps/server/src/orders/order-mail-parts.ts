import type { Order } from '@shop/contracts/orders';

/** What every order mail shares: money and date formats, escaping, the shop and its links. */

export const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** A calendar date (e.g. `expectedDeliveryDate`, which has no time of day): "10 March 2026". */
export const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A moment as the shop's customers read it, in India's time: "12 March 2026 at 3:45 pm". */
export const indianDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const formatCalendarDate = (isoDate: string) =>
  longDate.format(new Date(`${isoDate}T00:00:00Z`));

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Who the mail speaks for: the shop's name and its public address (PUBLIC_URL). */
export type MailingShop = { name: string; publicUrl: string };

/** Where a customer follows, cancels and returns orders. */
export const ordersUrlOf = (shop: MailingShop) => `${shop.publicUrl}/myaccount/order`;

/** How the mail greets the customer. */
export const greetingName = (order: Order) => order.user.firstName || 'there';

/** One line per item: name, size and colour. */
export const itemLabel = (item: Order['items'][number]) =>
  `${item.product.name} (size ${item.product.variant.size}, ${item.product.variant.color})`;
