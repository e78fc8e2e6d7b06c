import type { CartItem } from '@shop/contracts/cart';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml, greetingName, rupees } from '../mail/mail-layout.ts';
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
function lineFacts(item: CartItem): { lines: string[]; buyable: boolean } {
  const { variant } = item.product;
  // The price is what one unit costs; a discount is what it saves, so the struck-through price
  // is their sum (as the cart shows it).
  const price = variant.discountPrice
    ? `${rupees.format(variant.originalPrice)} each (was ${rupees.format(variant.originalPrice + variant.discountPrice)})`
    : `${rupees.format(variant.originalPrice)} each`;
  const what = `Size ${variant.size}, ${variant.color}, quantity ${item.quantity}`;
  // A product taken off sale shows as no stock in the cart too (listCartItems): either way it
  // cannot be bought today.
  if (variant.stock === 0) {
    return { lines: [what, 'Sold out or no longer available'], buyable: false };
  }
  const stock =
    variant.stock < item.quantity
      ? `Only ${variant.stock} left, fewer than in your cart`
      : variant.stock <= FEW_LEFT
        ? `Only ${variant.stock} left`
        : 'In stock';
  return { lines: [what, `${price}. ${stock}`], buyable: true };
}

/**
 * The one reminder of a consenting customer's resting cart: its lines with today's price and
 * stock (the cart as it stands, never as it was), and a button to the cart. Undefined when not a
 * single line can be bought: a mail about things nobody can buy would only disappoint.
 */
export function cartReminderMail(mail: {
  to: string;
  customer: { firstName: string };
  items: CartItem[];
  brand: MailBrand;
  unsubscribe: { pageUrl: string; headers: Record<string, string> };
}): MailMessage | undefined {
  const { brand, unsubscribe } = mail;
  const lines = mail.items.map((item) => ({
    item,
    url: `${brand.publicUrl}/product/${encodeURIComponent(item.product.slug)}`,
    ...lineFacts(item),
  }));
  if (!lines.some((line) => line.buyable)) return undefined;
  const cartUrl = `${brand.publicUrl}/cart`;
  const name = greetingName(mail.customer);
  const subject = `Your cart at ${brand.name} is waiting`;
  const preheader = `${lines.length === 1 ? 'One thing' : `${lines.length} things`} you chose are still in your cart, at today's prices.`;
  const opening =
    'You left these in your cart. Here is how they stand today: prices and stock change, so nothing is held for you until you order.';
  const footer = `You get this because you agreed to reminders from ${brand.name} when you signed up or in your profile.`;
  const stopText = 'Stop cart reminders';
  const text = [
    `Hello ${name},`,
    '',
    opening,
    '',
    ...lines.map((line) => `- ${line.item.product.name}: ${line.lines.join('. ')}. ${line.url}`),
    '',
    `Go to my cart: ${cartUrl}`,
    '',
    brand.name,
    '',
    footer,
    `${stopText}: ${unsubscribe.pageUrl}`,
  ].join('\n');
  const html = mailDocument({
    brand,
    subject,
    preheader,
    heading: 'Your cart is waiting',
    blocks: [
      mailParagraph(`Hello ${escapeHtml(name)},`),
      mailParagraph(escapeHtml(opening)),
      ...lines.map((line) =>
        mailProductRow(brand, {
          name: line.item.product.name,
          url: line.url,
          imageUrl: line.item.product.images[0]?.thumbUrl ?? null,
          lines: line.lines,
        }),
      ),
      mailButton(cartUrl, 'Go to my cart'),
    ],
    footer,
    unsubscribeUrl: unsubscribe.pageUrl,
    unsubscribeText: stopText,
  });
  return { to: mail.to, subject, text, html, headers: unsubscribe.headers };
}
