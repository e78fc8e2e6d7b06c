import { orderSchema } from '@shop/contracts/orders';
import { describe, expect, it } from 'vitest';
import { demoCompany, demoLegalPages } from './demo-content.ts';

const legalPages = demoLegalPages.filter((page) =>
  ['privacy-policy', 'terms-conditions'].includes(page.slug),
);
const pageText = (slug: string) => demoLegalPages.find((p) => p.slug === slug)?.content ?? '';

describe('demo company', () => {
  it('has believable details within the admin form limits', () => {
    expect(demoCompany.name).toBe('Little Sprouts');
    expect(demoCompany.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    expect(demoCompany.phone).toMatch(/^\d{10}$/);
    expect(demoCompany.pincode).toMatch(/^\d{6}$/);
    expect(demoCompany.address.length).toBeGreaterThan(20);
  });
});

describe('demo legal pages', () => {
  it('has both legal slugs and the starter pages', () => {
    expect(demoLegalPages.map((p) => p.slug).sort()).toEqual([
      'contact',
      'privacy-policy',
      'returns-policy',
      'shipping-policy',
      'terms-conditions',
    ]);
  });

  it.each(demoLegalPages)('$slug is safe HTML', (page) => {
    expect(page.title.length).toBeGreaterThan(5);
    const tags = new Set([...page.content.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1]));
    for (const tag of tags) expect(['h2', 'p', 'ul', 'li', 'a']).toContain(tag);
    expect(page.content).not.toMatch(/style=|<script|javascript:|on[a-z]+=/i);
  });

  it.each(legalPages)('$slug is complete', (page) => {
    expect((page.content.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(6);
    const words = page.content
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words).toBeGreaterThan(400);
    expect(page.content).toMatch(/Cash on Delivery/);
    expect(page.content).toMatch(/Information Technology Act, 2000|IT Act, 2000/);
    expect(page.content).toMatch(/Digital Personal Data Protection Act, 2023/);
  });

  it('promises free shipping and 7-day returns in the terms', () => {
    const terms = demoLegalPages.find((p) => p.slug === 'terms-conditions')?.content ?? '';
    expect(terms).toMatch(/free/i);
    expect(terms).toMatch(/7 days/);
  });

  it('promises free cash-on-delivery shipping and the 7-day returns the shop keeps', () => {
    expect(pageText('shipping-policy')).toMatch(/free on every order/);
    expect(pageText('shipping-policy')).toMatch(/cash on delivery/i);
    const returns = pageText('returns-policy');
    expect(returns).toMatch(/within 7 days from delivery/);
    expect(returns).toMatch(/UPI ID/);
    expect(returns).toMatch(/another size/);
    expect(pageText('contact')).toMatch(/grievance officer/i);
  });

  it('says what the shop stores: no card or bank details, the UPI ID of a refund kept for it', () => {
    const privacy = pageText('privacy-policy');
    expect(privacy).not.toMatch(/never (collect|store)[^.]*UPI/i);
    expect(privacy).toMatch(/UPI ID you give us for the refund/);
    expect(privacy).toMatch(/shown only to you in My Orders and to our staff/);
    expect(privacy).toMatch(/never written into an email/);
    expect(pageText('returns-policy')).toMatch(/only you and our staff who handle returns/);
    // Nothing the code does not do: no SMS is sent, no newsletter offered; the two cookies the
    // storefront sets (languageCookie, app/web-fonts.ts) are named for what they hold.
    expect(privacy).not.toMatch(/SMS|opted in|essential cookies|sets no cookies/);
    expect(privacy).toMatch(/two small cookies[^.]*the language you chose[^.]*the shop's fonts/);
  });

  it('describes every way to pay the shop takes', () => {
    // A new way to pay changes what the privacy policy, the terms and the shipping policy say
    // (here and in the server's starter pages): rewrite them, then this list.
    expect(orderSchema.shape.paymentMethod.options).toEqual(['COD', 'UPI']);
    for (const slug of ['privacy-policy', 'terms-conditions', 'shipping-policy']) {
      expect(pageText(slug)).toMatch(/cash on delivery/i);
      expect(pageText(slug)).toMatch(/by UPI/);
    }
  });
});
