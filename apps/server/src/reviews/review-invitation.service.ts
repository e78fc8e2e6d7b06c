import type { Order } from '@shop/contracts/orders';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml, greetingName } from '../mail/mail-layout.ts';
import {
  mailDocument,
  mailParagraph,
  mailProductRow,
  type MailBrand,
} from '../mail/mail-document.ts';

/**
 * The mail asking a customer to review what their delivered order brought, offered to the orders
 * domain, which sends it once per order on its first delivery. Each product bought is named once
 * (two sizes of one romper are one review), with a link to its page's reviews. A product deleted
 * since cannot be reviewed and is left out; with nothing left, there is no mail.
 *
 * It is not about the order itself (nothing the customer must know), so it is a kind of mail they
 * may turn off: it carries the unsubscribe headers and a visible link, in the frame of the mails
 * that are not about an order.
 */
export function reviewInvitationMail(
  order: Order,
  brand: MailBrand,
  unsubscribe: { pageUrl: string; headers: Record<string, string> },
): MailMessage | undefined {
  const bought = new Map<string, { name: string; url: string; imageUrl: string | null }>();
  for (const { product } of order.items) {
    if (!product.id || bought.has(product.id)) continue;
    const url = `${brand.publicUrl}/product/${encodeURIComponent(product.slug)}#reviews`;
    bought.set(product.id, { name: product.name, url, imageUrl: product.images[0]?.url ?? null });
  }
  if (bought.size === 0) return undefined;
  const products = [...bought.values()];
  const name = greetingName(order.user);
  const subject = `How are you finding your ${brand.name} order ${order.orderNumber}?`;
  const opening = `We hope your order ${order.orderNumber} is being enjoyed. Would you tell other parents what you think of what you bought? A few words and some stars help them choose.`;
  const closing = `Every review is read by ${brand.name} before it is shown, and only customers who received a product can review it.`;
  const footer = `You get this because you received an order from ${brand.name}.`;
  const stopText = 'Stop review invitations';
  const text = [
    `Hello ${name},`,
    '',
    opening,
    '',
    ...products.map((product) => `- ${product.name}. Write a review: ${product.url}`),
    '',
    closing,
    '',
    brand.name,
    '',
    footer,
    `${stopText}: ${unsubscribe.pageUrl}`,
  ].join('\n');
  const html = mailDocument({
    brand,
    subject,
    preheader: 'A few words and some stars help other parents choose.',
    heading: 'How are you finding it?',
    blocks: [
      mailParagraph(`Hello ${escapeHtml(name)},`),
      mailParagraph(escapeHtml(opening)),
      mailParagraph('Tap a product to write its review:'),
      ...products.map((product) => mailProductRow(brand, { ...product, lines: [] })),
      mailParagraph(escapeHtml(closing)),
    ],
    footer,
    unsubscribeUrl: unsubscribe.pageUrl,
    unsubscribeText: stopText,
  });
  return { to: order.user.email, subject, text, html, headers: unsubscribe.headers };
}
