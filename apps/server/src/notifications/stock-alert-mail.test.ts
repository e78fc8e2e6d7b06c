import { describe, expect, it } from 'vitest';
import type { MailBrand } from '../mail/mail-document.ts';
import { decodeEntities } from '../test/html-text.ts';
import { stockAlertMail, type RestockedVariant } from './stock-alert-mail.ts';

const brand: MailBrand = {
  name: 'Little Sprouts',
  publicUrl: 'https://shop.example.in',
  logoUrl: '/media/company/logo.webp',
};
const unsubscribe = {
  pageUrl: 'https://shop.example.in/unsubscribe?token=abc.def',
  headers: {
    'List-Unsubscribe': '<https://shop.example.in/api/unsubscribe?token=abc.def>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};
const romper: RestockedVariant = {
  variantId: '7f0c1c9e-8a5e-4c61-9d8e-2f3a4b5c6d7e',
  productName: 'Dino Romper',
  productSlug: 'dino-romper',
  size: '0-3M',
  color: 'Mint Green',
  // Pays ₹999, saves ₹300: the struck-through price is ₹1,299.
  originalPricePaise: 99_900,
  discountPricePaise: 30_000,
  thumbUrl: '/media/products/dino-thumb.webp',
};
/** The words a reader sees, one space between them. */
const visibleText = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const productUrl = `https://shop.example.in/product/dino-romper?variant=${romper.variantId}`;

describe('the back-in-stock mail', () => {
  const mail = stockAlertMail(brand, 'asha@example.com', romper, unsubscribe);

  it('names the product and size in the subject and carries the one-click headers', () => {
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Back in stock: Dino Romper, size 0-3M');
    expect(mail.headers).toEqual(unsubscribe.headers);
  });

  it('has a text part with the size, colour, price, link, note and unsubscribe link', () => {
    expect(mail.text).toBe(
      [
        'Your size is back',
        '',
        'Dino Romper in size 0-3M is back in stock.',
        'Size 0-3M, Mint Green',
        'Price today: ₹999.00 (was ₹1,299.00)',
        '',
        `See it in the shop: ${productUrl}`,
        '',
        'Sizes sell out, and we cannot hold this one for you: it is there for whoever orders first.',
        '',
        '--',
        'You asked Little Sprouts to mail you once when this size was back. We will not write about it again.',
        `Turn off back-in-stock alerts: ${unsubscribe.pageUrl}`,
      ].join('\n'),
    );
  });

  it('has an HTML part: preheader, logo, heading, product row with its picture, button, footer', () => {
    const html = mail.html!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Back in stock: Dino Romper, size 0-3M</title>');
    expect(html).toContain('The size you asked about is back at Little Sprouts.');
    expect(html).toContain('src="https://shop.example.in/media/company/logo.webp"');
    expect(html).toContain('src="https://shop.example.in/media/products/dino-thumb.webp"');
    expect(html).toContain(`href="${productUrl}"`);
    expect(html).toContain('See it in the shop</a>');
    expect(html).toContain(`href="${unsubscribe.pageUrl}"`);
    const visible = visibleText(html);
    for (const line of [
      'Your size is back',
      'Dino Romper in size 0-3M is back in stock.',
      'Size 0-3M, Mint Green',
      'Price today: ₹999.00 (was ₹1,299.00)',
      'You asked Little Sprouts to mail you once when this size was back. We will not write about it again.',
      'Turn off back-in-stock alerts',
    ]) {
      expect(visible).toContain(line);
    }
  });

  it('shows one price when the size is not discounted, in Indian grouping', () => {
    const full = stockAlertMail(
      brand,
      'asha@example.com',
      { ...romper, originalPricePaise: 1_24_999_00, discountPricePaise: null },
      unsubscribe,
    );
    expect(full.text).toContain('Price today: ₹1,24,999.00\n');
    expect(full.text).not.toContain('MRP');
  });

  it('escapes what the shop typed, and leaves out a picture it does not have', () => {
    const odd = stockAlertMail(
      { ...brand, name: 'Sprouts & Co', logoUrl: null },
      'asha@example.com',
      { ...romper, productName: 'Romper <b>"Rex"</b>', thumbUrl: null },
      unsubscribe,
    );
    expect(odd.html).not.toContain('<b>"Rex"</b>');
    expect(odd.html).toContain('Romper &#60;b&#62;&#34;Rex&#34;&#60;/b&#62;');
    expect(odd.html).not.toContain('<img');
    expect(odd.subject).toBe('Back in stock: Romper <b>"Rex"</b>, size 0-3M');
  });
});
