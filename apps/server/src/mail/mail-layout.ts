import { pathInLanguage, type Language } from '@shop/contracts/languages';
import type { Order, OrderItem } from '@shop/contracts/orders';
import { translate } from '../i18n/translations.ts';
import { inLanguage } from './mail-language.ts';
import type { MailMessage } from './mailer.ts';

/**
 * What every mail to a customer about an order or a return shares: escaping, money, greeting,
 * the link to their orders, and the HTML frame (heading, paragraphs, item list, link), in the
 * customer's language: the words through translate() (mail/locales/hi.po for these), the links
 * to that language's pages. Money reads the same in both (₹12,34,567.50).
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Who the mail speaks for: the shop's name and its public address (PUBLIC_URL). */
export type MailingShop = { name: string; publicUrl: string };

/** A page of the shop in the mail's language: `/hi/myaccount/order` for Hindi. */
export const shopUrl = (shop: { publicUrl: string }, path: string, language: Language) =>
  `${shop.publicUrl}${pathInLanguage(path, language)}`;

/** Where a customer follows, cancels and returns orders. */
export const ordersUrlOf = (shop: MailingShop, language: Language = 'en') =>
  shopUrl(shop, '/myaccount/order', language);

/** How the mail greets the customer: by first name, or without one. */
export const greeting = (customer: { firstName: string }, language: Language) =>
  customer.firstName
    ? translate(language, 'Hello {name},', { name: customer.firstName })
    : translate(language, 'Hello there,');

/** One line per item: name, size and colour, as the shop wrote them. */
export const itemLabel = (item: OrderItem, language: Language) =>
  translate(language, '{product} (size {size}, {color})', {
    product: item.product.name,
    size: item.product.variant.size,
    color: item.product.variant.color,
  });

/**
 * The fonts of every mail: Arial where it has the letters; Devanagari from the fonts phones and
 * computers carry for it (Noto on Android and Linux, Nirmala UI and Mangal on Windows, Kohinoor
 * on Apple), before the client's own sans-serif.
 */
export const MAIL_FONTS =
  "Arial,Helvetica,'Noto Sans Devanagari','Nirmala UI',Mangal,'Kohinoor Devanagari',sans-serif";

/**
 * The mail's body: the given blocks of HTML, one a line, in the shop's font and colours. A mail
 * in Hindi is a whole document that says so (`lang`), so clients and screen readers read it as
 * Hindi; the English stays the fragment it always was.
 */
export const htmlFrame = (blocks: string[], language: Language = 'en') => {
  const body = `<div style="font-family:${MAIL_FONTS};color:#1f2a44;max-width:600px">
${blocks.join('\n')}
</div>`;
  if (language === 'en') return body;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body>
${body}
</body>
</html>`;
};

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
 * A message as HTML: its words (English or the catalogue's) escaped, and its {placeholders}
 * filled with the HTML given, e.g. `strong(amount)`; for messages without plurals.
 */
export function translateHtml(
  language: Language,
  message: string,
  htmlValues: Record<string, string>,
): string {
  // Each value goes in as a mark no message contains, and its HTML replaces the mark once the
  // words around it are escaped.
  const marks = Object.keys(htmlValues).map((key, index) => [key, `\u0000${index}\u0000`]);
  const words = escapeHtml(translate(language, message, Object.fromEntries(marks)));
  return marks.reduce((html, [key, mark]) => html.replaceAll(mark!, htmlValues[key!]!), words);
}

/**
 * The same message as text and as HTML. A value is text (escaped in the HTML, in bold when its
 * name is in `bold`) or a paragraph of its own, whose text and HTML go in their places.
 */
export function translatePara(
  language: Language,
  message: string,
  values: Record<string, string | Paragraph>,
  bold: string[] = [],
): Paragraph {
  const textValues: Record<string, string> = {};
  const htmlValues: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    textValues[key] = typeof value === 'string' ? value : value.text;
    htmlValues[key] =
      typeof value !== 'string'
        ? value.html
        : bold.includes(key)
          ? strong(value)
          : escapeHtml(value);
  }
  return {
    text: translate(language, message, textValues),
    html: translateHtml(language, message, htmlValues),
  };
}

/**
 * A mail about an order after it was placed (shipped, delivered, cancelled, paid...): the
 * greeting, its paragraphs, the items and a link to the customer's orders, as text and HTML.
 */
export function orderUpdateMail(
  order: Order,
  shop: MailingShop,
  language: Language,
  mail: { subject: string; heading: string; paragraphs: Paragraph[]; linkText: string },
): MailMessage {
  const ordersUrl = ordersUrlOf(shop, language);
  const hello = greeting(order.user, language);
  const items = order.items.map((item) => `${itemLabel(item, language)} x ${item.quantity}`);
  const text = [
    hello,
    '',
    ...mail.paragraphs.flatMap((p) => [p.text, '']),
    ...items.map((item) => `- ${item}`),
    '',
    `${mail.linkText}: ${ordersUrl}`,
    '',
    shop.name,
  ].join('\n');
  const html = htmlFrame(
    [
      htmlHeading(mail.heading),
      `<p>${escapeHtml(hello)}</p>`,
      ...mail.paragraphs.map((p) => `<p>${p.html}</p>`),
      htmlList(items),
      htmlLink(
        ordersUrl,
        translate(language, '{link} at {shop}', { link: mail.linkText, shop: shop.name }),
      ),
    ],
    language,
  );
  return inLanguage({ to: order.user.email, subject: mail.subject, text, html }, language);
}
