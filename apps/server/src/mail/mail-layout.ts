import type { Order, OrderItem } from '@shop/contracts/orders';
import type { MailMessage } from './mailer.ts';

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

/** A paragraph: plain text, and the same as HTML with the given parts in bold. */
export type Paragraph = { text: string; html: string };

export const para = (text: string, html = escapeHtml(text)): Paragraph => ({ text, html });
export const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;

/**
 * A mail about an order after it was placed (shipped, delivered, cancelled, paid...): the
 * greeting, its paragraphs, the items and a link to the customer's orders, as text and HTML.
 */
export function orderUpdateMail(
  order: Order,
  shop: MailingShop,
  mail: { subject: string; heading: string; paragraphs: Paragraph[]; linkText: string },
): MailMessage {
  const ordersUrl = ordersUrlOf(shop);
  const name = greetingName(order.user);
  const items = order.items.map((item) => `${itemLabel(item)} x ${item.quantity}`);
  const text = [
    `Hello ${name},`,
    '',
    ...mail.paragraphs.flatMap((p) => [p.text, '']),
    ...items.map((item) => `- ${item}`),
    '',
    `${mail.linkText}: ${ordersUrl}`,
    '',
    shop.name,
  ].join('\n');
  const html = htmlFrame([
    htmlHeading(mail.heading),
    `<p>Hello ${escapeHtml(name)},</p>`,
    ...mail.paragraphs.map((p) => `<p>${p.html}</p>`),
    htmlList(items),
    htmlLink(ordersUrl, `${mail.linkText} at ${shop.name}`),
  ]);
  return { to: order.user.email, subject: mail.subject, text, html };
}
