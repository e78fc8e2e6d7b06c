import { legalSlugSchema } from '@shop/contracts/content';
import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slug-from-title.ts';

describe('slugFromTitle', () => {
  it.each([
    ['Shipping Policy', 'shipping-policy'],
    ['Returns & Exchanges', 'returns-and-exchanges'],
    ['  Size guide (2026)!  ', 'size-guide-2026'],
    ['Café Crème', 'cafe-creme'],
    ['FAQ: "Cash on delivery?"', 'faq-cash-on-delivery'],
    ['', ''],
  ])('%j becomes %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('stays within 60 characters and never ends on a dash', () => {
    const slug = slugFromTitle(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
    expect(
      legalSlugSchema.safeParse(
        slugFromTitle('Our promise to every parent in India, big and small'),
      ).success,
    ).toBe(true);
  });
});
