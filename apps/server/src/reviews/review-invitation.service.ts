import type { Language } from '@shop/contracts/languages';
import type { Order } from '@shop/contracts/orders';
import { translate } from '../i18n/translations.ts';
import { inLanguage } from '../mail/mail-language.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml, greeting, shopUrl } from '../mail/mail-layout.ts';
import {
  mailDocument,
  mailParagraph,
  mailProductRow,
  type MailBrand,
} from '../mail/mail-document.ts';

/**
 * The mail asking a customer to review what their delivered order brought, offered to the orders
 * domain, which sends it once per order on its first delivery, in the customer's language. Each
 * product bought is named once (two sizes of one romper are one review), with a link to its
 * page's reviews. A product deleted since cannot be reviewed and is left out; with nothing left,
 * there is no mail.
 *
 * It is not about the order itself (nothing the customer must know), so it is a kind of mail they
 * may turn off: it carries the unsubscribe headers and a visible link, in the frame of the mails
 * that are not about an order.
 */
export function reviewInvitationMail(
  order: Order,
  brand: MailBrand,
  unsubscribe: { pageUrl: string; headers: Record<string, string> },
  language: Language,
): MailMessage | undefined {
  const bought = new Map<string, { name: string; url: string; imageUrl: string | null }>();
  for (const { product } of order.items) {
    if (!product.id || bought.has(product.id)) continue;
    const url = shopUrl(brand, `/product/${encodeURIComponent(product.slug)}#reviews`, language);
    bought.set(product.id, { name: product.name, url, imageUrl: product.images[0]?.url ?? null });
  }
  if (bought.size === 0) return undefined;
  const products = [...bought.values()];
  const hello = greeting(order.user, language);
  const values = { shop: brand.name, orderNumber: order.orderNumber };
  const subject = translate(
    language,
    'How are you finding your {shop} order {orderNumber}?',
    values,
  );
  const opening = translate(
    language,
    'We hope your order {orderNumber} is being enjoyed. Would you tell other parents what you think of what you bought? A few words and some stars help them choose.',
    values,
  );
  const closing = translate(
    language,
    'Every review is read by {shop} before it is shown, and only customers who received a product can review it.',
    values,
  );
  const footer = translate(
    language,
    'You get this because you received an order from {shop}.',
    values,
  );
  const stopText = translate(language, 'Stop review invitations');
  const writeOne = translate(language, 'Write a review');
  const text = [
    hello,
    '',
    opening,
    '',
    ...products.map((product) => `- ${product.name}. ${writeOne}: ${product.url}`),
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
    language,
    subject,
    preheader: translate(language, 'A few words and some stars help other parents choose.'),
    heading: translate(language, 'How are you finding it?'),
    blocks: [
      mailParagraph(escapeHtml(hello)),
      mailParagraph(escapeHtml(opening)),
      mailParagraph(escapeHtml(translate(language, 'Tap a product to write its review:'))),
      ...products.map((product) => mailProductRow(brand, { ...product, lines: [] })),
      mailParagraph(escapeHtml(closing)),
    ],
    footer,
    unsubscribeUrl: unsubscribe.pageUrl,
    unsubscribeText: stopText,
  });
  return inLanguage(
    { to: order.user.email, subject, text, html, headers: unsubscribe.headers },
    language,
  );
}
