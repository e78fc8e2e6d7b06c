import { toRupees } from '@shop/contracts/money';
import { listPricePaise } from '@shop/contracts/order-totals';
import type { Language } from '@shop/contracts/languages';
import { translate } from '../i18n/translations.ts';
import { inLanguage } from '../mail/mail-language.ts';
import { escapeHtml, rupees, shopUrl } from '../mail/mail-layout.ts';
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
function priceLine(variant: RestockedVariant, language: Language): string {
  // The price is what the shopper pays; a discount is what one unit saves, so the struck-through
  // price is their sum (as on the product page).
  const price = rupees.format(toRupees(variant.originalPricePaise));
  if (!variant.discountPricePaise) return translate(language, 'Price today: {price}', { price });
  const listPrice = listPricePaise({
    pricePaise: variant.originalPricePaise,
    discountPaise: variant.discountPricePaise,
  });
  return translate(language, 'Price today: {price} (was {listPrice})', {
    price,
    listPrice: rupees.format(toRupees(listPrice)),
  });
}

/** The product page in the mail's language with the size chosen: the web preselects `variant`. */
export const restockedVariantUrl = (
  brand: MailBrand,
  variant: RestockedVariant,
  language: Language,
) =>
  shopUrl(
    brand,
    `/product/${encodeURIComponent(variant.productSlug)}?variant=${encodeURIComponent(variant.variantId)}`,
    language,
  );

/**
 * The one mail of a back-in-stock alert, as text and HTML, in the language the alert was asked
 * in: the size, today's price, a link that opens the product with that size chosen, and the
 * unsubscribe link (`unsubscribe` from notifications/unsubscribe-token.ts: the page and the RFC
 * 8058 headers).
 */
export function stockAlertMail(
  brand: MailBrand,
  to: string,
  variant: RestockedVariant,
  unsubscribe: { pageUrl: string; headers: Record<string, string> },
  language: Language = 'en',
): MailMessage {
  const values = {
    product: variant.productName,
    size: variant.size,
    color: variant.color,
    shop: brand.name,
  };
  const subject = translate(language, 'Back in stock: {product}, size {size}', values);
  const preheader = translate(
    language,
    'The size you asked about is back at {shop}. Sizes sell out again, so have a look soon.',
    values,
  );
  const heading = translate(language, 'Your size is back');
  const intro = translate(language, '{product} in size {size} is back in stock.', values);
  const details = [
    translate(language, 'Size {size}, {color}', values),
    priceLine(variant, language),
  ];
  const url = restockedVariantUrl(brand, variant, language);
  const buttonText = translate(language, 'See it in the shop');
  const holdNote = translate(
    language,
    'Sizes sell out, and we cannot hold this one for you: it is there for whoever orders first.',
  );
  const footer = translate(
    language,
    'You asked {shop} to mail you once when this size was back. We will not write about it again.',
    values,
  );
  const unsubscribeText = translate(language, 'Turn off back-in-stock alerts');
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
    language,
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

  return inLanguage({ to, subject, text, html, headers: unsubscribe.headers }, language);
}
