import type { Order } from '@shop/contracts/orders';
import type { MailMessage } from '../mail/mailer.ts';
import {
  escapeHtml,
  greetingName,
  htmlFrame,
  htmlHeading,
  type MailingShop,
} from '../mail/mail-layout.ts';

/**
 * The mail asking a customer to review what their delivered order brought, offered to the orders
 * domain, which sends it once per order on its first delivery. Each product bought is named once
 * (two sizes of one romper are one review), with a link to its page's reviews. A product deleted
 * since cannot be reviewed and is left out; with nothing left, there is no mail.
 */
export function reviewInvitationMail(order: Order, shop: MailingShop): MailMessage | undefined {
  const bought = new Map<string, { name: string; url: string }>();
  for (const { product } of order.items) {
    if (!product.id || bought.has(product.id)) continue;
    const url = `${shop.publicUrl}/product/${encodeURIComponent(product.slug)}#reviews`;
    bought.set(product.id, { name: product.name, url });
  }
  if (bought.size === 0) return undefined;
  const products = [...bought.values()];
  const name = greetingName(order.user);
  const opening = `We hope your order ${order.orderNumber} is being enjoyed. Would you tell other parents what you think of what you bought? A few words and some stars help them choose.`;
  const closing = `Every review is read by ${shop.name} before it is shown, and only customers who received a product can review it.`;
  const text = [
    `Hello ${name},`,
    '',
    opening,
    '',
    ...products.map((product) => `- ${product.name}. Write a review: ${product.url}`),
    '',
    closing,
    '',
    shop.name,
  ].join('\n');
  const html = htmlFrame([
    htmlHeading('How are you finding it?'),
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    `<ul>${products
      .map(
        (product) =>
          `<li>${escapeHtml(product.name)}: <a href="${escapeHtml(product.url)}" style="color:#e76f51">Write a review</a></li>`,
      )
      .join('')}</ul>`,
    `<p>${escapeHtml(closing)}</p>`,
  ]);
  return {
    to: order.user.email,
    subject: `How are you finding your ${shop.name} order ${order.orderNumber}?`,
    text,
    html,
  };
}
