import type { CartItem } from '@shop/contracts/cart';
import type { Language } from '@shop/contracts/languages';
import { translate } from '../i18n/translations.ts';
import { inLanguage } from '../mail/mail-language.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml, greeting, rupees, shopUrl } from '../mail/mail-layout.ts';
import {
  mailButton,
  mailDocument,
  mailParagraph,
  mailProductRow,
  type MailBrand,
} from '../mail/mail-document.ts';

/** Few enough left that a shopper would want to know before it is gone. */
const FEW_LEFT = 5;

/** How a line stands today: its price now, and whether (and how much of it) can be bought. */
function lineFacts(item: CartItem, language: Language): { lines: string[]; buyable: boolean } {
  const { variant } = item.product;
  // The price is what one unit costs; a discount is what it saves, so the struck-through price
  // is their sum (as the cart shows it).
  const price = rupees.format(variant.originalPrice);
  const each = variant.discountPrice
    ? translate(language, '{price} each (was {listPrice})', {
        price,
        listPrice: rupees.format(variant.originalPrice + variant.discountPrice),
      })
    : translate(language, '{price} each', { price });
  const what = translate(language, 'Size {size}, {color}, quantity {quantity}', {
    size: variant.size,
    color: variant.color,
    quantity: item.quantity,
  });
  // A product taken off sale shows as no stock in the cart too (listCartItems): either way it
  // cannot be bought today.
  if (variant.stock === 0) {
    return {
      lines: [what, translate(language, 'Sold out or no longer available')],
      buyable: false,
    };
  }
  const stock =
    variant.stock < item.quantity
      ? translate(language, 'Only {count} left, fewer than in your cart', { count: variant.stock })
      : variant.stock <= FEW_LEFT
        ? translate(language, 'Only {count} left', { count: variant.stock })
        : translate(language, 'In stock');
  return { lines: [what, `${each}. ${stock}`], buyable: true };
}

/**
 * The one reminder of a consenting customer's resting cart, in their language: its lines with
 * today's price and stock (the cart as it stands, never as it was), and a button to the cart.
 * Undefined when not a single line can be bought: a mail about things nobody can buy would only
 * disappoint.
 */
export function cartReminderMail(mail: {
  to: string;
  customer: { firstName: string };
  language: Language;
  items: CartItem[];
  brand: MailBrand;
  unsubscribe: { pageUrl: string; headers: Record<string, string> };
}): MailMessage | undefined {
  const { brand, unsubscribe, language } = mail;
  const lines = mail.items.map((item) => ({
    item,
    url: shopUrl(brand, `/product/${encodeURIComponent(item.product.slug)}`, language),
    ...lineFacts(item, language),
  }));
  if (!lines.some((line) => line.buyable)) return undefined;
  const cartUrl = shopUrl(brand, '/cart', language);
  const hello = greeting(mail.customer, language);
  const subject = translate(language, 'Your cart at {shop} is waiting', { shop: brand.name });
  const preheader = translate(
    language,
    "{count, plural, one {One thing} other {# things}} you chose are still in your cart, at today's prices.",
    { count: lines.length },
  );
  const opening = translate(
    language,
    'You left these in your cart. Here is how they stand today: prices and stock change, so nothing is held for you until you order.',
  );
  const footer = translate(
    language,
    'You get this because you agreed to reminders from {shop} when you signed up or in your profile.',
    { shop: brand.name },
  );
  const stopText = translate(language, 'Stop cart reminders');
  const goToCart = translate(language, 'Go to my cart');
  const text = [
    hello,
    '',
    opening,
    '',
    ...lines.map((line) => `- ${line.item.product.name}: ${line.lines.join('. ')}. ${line.url}`),
    '',
    `${goToCart}: ${cartUrl}`,
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
    preheader,
    heading: translate(language, 'Your cart is waiting'),
    blocks: [
      mailParagraph(escapeHtml(hello)),
      mailParagraph(escapeHtml(opening)),
      ...lines.map((line) =>
        mailProductRow(brand, {
          name: line.item.product.name,
          url: line.url,
          imageUrl: line.item.product.images[0]?.thumbUrl ?? null,
          lines: line.lines,
        }),
      ),
      mailButton(cartUrl, goToCart),
    ],
    footer,
    unsubscribeUrl: unsubscribe.pageUrl,
    unsubscribeText: stopText,
  });
  return inLanguage({ to: mail.to, subject, text, html, headers: unsubscribe.headers }, language);
}
