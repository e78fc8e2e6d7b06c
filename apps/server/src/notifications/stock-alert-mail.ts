import { toRupees } from '@shop/contracts/money';
import { listPricePaise } from '@shop/contracts/order-totals';
import { escapeHtml, rupees } from '../mail/mail-layout.ts';
import {
  mailButton,
  mailDocument,
  mailParagraph,
  mailProductRow,
  type MailBrand,
} from '../mail/mail-document.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** The size that came back, as the dispatcher reads it when it mails. */
export type RestockedVariant = {
  variantId: string;
  productName: string;
  productSlug: string;
  size: string;
  color: string;
  originalPricePaise: number;
  discountPricePaise: number | null;
  /** The product's cover thumbnail (a media URL), or null when it has no picture. */
  thumbUrl: string | null;
};

/** Today's price, and the MRP beside it when the size is discounted. */
function priceLine(variant: RestockedVariant): string {
  // The price is what the shopper pays; a discount is what one unit saves, so the struck-through
  // price is their sum (as on the product page).
  const price = `Price today: ${rupees.format(toRupees(variant.originalPricePaise))}`;
  if (!variant.discountPricePaise) return price;
  const listPrice = listPricePaise({
    pricePaise: variant.originalPricePaise,
    discountPaise: variant.discountPricePaise,
  });
  return `${price} (was ${rupees.format(toRupees(listPrice))})`;
}

/** The product page with the size chosen: the web preselects `variant`. */
export const restockedVariantUrl = (brand: MailBrand, variant: RestockedVariant) =>
  `${brand.publicUrl}/product/${encodeURIComponent(variant.productSlug)}?variant=${encodeURIComponent(variant.variantId)}`;

/**
 * The one mail of a back-in-stock alert, as text and HTML: the size, today's price, a link that
 * opens the product with that size chosen, and the unsubscribe link (`unsubscribe` from
 * notifications/unsubscribe-token.ts: the page and the RFC 8058 headers).
 */
export function stockAlertMail(
  brand: MailBrand,
  to: string,
  variant: RestockedVariant,
  unsubscribe: { pageUrl: string; headers: Record<string, string> },
): MailMessage {
  const subject = `Back in stock: ${variant.productName}, size ${variant.size}`;
  const preheader = `The size you asked about is back at ${brand.name}. Sizes sell out again, so have a look soon.`;
  const heading = 'Your size is back';
  const intro = `${variant.productName} in size ${variant.size} is back in stock.`;
  const details = [`Size ${variant.size}, ${variant.color}`, priceLine(variant)];
  const url = restockedVariantUrl(brand, variant);
  const buttonText = 'See it in the shop';
  const holdNote =
    'Sizes sell out, and we cannot hold this one for you: it is there for whoever orders first.';
  const footer = `You asked ${brand.name} to mail you once when this size was back. We will not write about it again.`;
  const unsubscribeText = 'Turn off back-in-stock alerts';

  const text = [
    heading,
    '',
    intro,
    ...details,
    '',
    `${buttonText}: ${url}`,
    '',
    holdNote,
    '',
    '--',
    footer,
    `${unsubscribeText}: ${unsubscribe.pageUrl}`,
  ].join('\n');

  const html = mailDocument({
    brand,
    subject,
    preheader,
    heading,
    blocks: [
      mailParagraph(escapeHtml(intro)),
      mailProductRow(brand, {
        name: variant.productName,
        url,
        imageUrl: variant.thumbUrl,
        lines: details,
      }),
      mailButton(url, buttonText),
      mailParagraph(escapeHtml(holdNote)),
    ],
    footer,
    unsubscribeUrl: unsubscribe.pageUrl,
    unsubscribeText,
  });

  return { to, subject, text, html, headers: unsubscribe.headers };
}
