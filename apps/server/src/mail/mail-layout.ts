import type { OrderItem } from '@shop/contracts/orders';

/**
 * What every mail to a customer about an order or a return shares: escaping, money, greeting,
 * the link to their orders, and the HTML frame (heading, paragraphs, item list, link).
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Who the mail speaks for: the shop's name and its public address (PUBLIC_URL). */
export type MailingShop = { name: string; publicUrl: string };

/** Where a customer follows, cancels and returns orders. */
export const ordersUrlOf = (shop: MailingShop) => `${shop.publicUrl}/myaccount/order`;

/** How the mail greets the customer. */
export const greetingName = (customer: { firstName: string }) => customer.firstName || 'there';

/** One line per item: name, size and colour. */
export const itemLabel = (item: OrderItem) =>
  `${item.product.name} (size ${item.product.variant.size}, ${item.product.variant.color})`;

/** The mail's body: the given blocks of HTML, one a line, in the shop's font and colours. */
export const htmlFrame = (blocks: string[]) =>
  `<div style="font-family:Arial,sans-serif;color:#1f2a44;max-width:600px">
${blocks.join('\n')}
</div>`;

export const htmlHeading = (text: string) => `<h1 style="color:#e76f51">${escapeHtml(text)}</h1>`;

export const htmlList = (items: string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

export const htmlLink = (url: string, text: string) =>
  `<p><a href="${escapeHtml(url)}" style="color:#e76f51">${escapeHtml(text)}</a></p>`;
