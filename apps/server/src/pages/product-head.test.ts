import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import type { Review } from '@shop/contracts/reviews';
import { productHeadTags } from './product-head.ts';

const product: Product = {
  id: 'p-1',
  name: 'Mint Cotton Romper',
  slug: 'mint-cotton-romper',
  status: 'ACTIVE',
  description: 'A soft romper with nappy snaps.',
  hsnCode: '6111',
  gstRatePercent: 5,
  rating: { average: null, count: 0 },
  category: { id: 'c-1', name: 'Rompers', nameHi: 'रोम्पर', slug: 'rompers' },
  images: [{ id: 'i-1', url: '/media/p1-full.webp', thumbUrl: '/media/p1-thumb.webp' }],
  variants: [
    {
      id: 'v-1',
      sku: 'MCR-03M',
      size: '0-3M',
      color: 'Mint',
      colorHexCode: '#98FF98',
      stock: 2,
      originalPrice: 499,
      discountPrice: null,
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const review = (overrides: Partial<Review>): Review => ({
  id: 'r-1',
  productId: product.id,
  rating: 5,
  title: 'So soft',
  body: 'Our daughter lives in it.',
  authorName: 'Asha R.',
  verifiedPurchase: true,
  status: 'PUBLISHED',
  createdAt: '2026-03-04T10:00:00.000Z',
  ...overrides,
});

/** The schema.org data of the page's head. */
function structuredData(tags: string[]) {
  const script = tags.find((tag) => tag.startsWith('<script type="application/ld+json">'))!;
  return JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ''));
}

describe("a product page's structured data", () => {
  it('has no rating and no reviews while the product has no published review', () => {
    const data = structuredData(
      productHeadTags(product, 'https://shop.example', 'Little Sprouts', [], 'en'),
    );
    expect(data['@type']).toBe('Product');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('carries the aggregate rating and the published reviews given', () => {
    const rated = { ...product, rating: { average: 4.5, count: 2 } };
    const reviews = [
      review({}),
      review({
        id: 'r-2',
        rating: 4,
        title: 'Runs small',
        body: 'Take a size up </script>.',
        authorName: 'Ravi K.',
        createdAt: '2026-02-01T08:30:00.000Z',
      }),
    ];
    const tags = productHeadTags(rated, 'https://shop.example', 'Little Sprouts', reviews, 'en');
    // A review's text cannot close the script element.
    expect(tags.join('\n')).not.toContain('</script>.');
    const data = structuredData(tags);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Asha R.' },
        datePublished: '2026-03-04',
        name: 'So soft',
        reviewBody: 'Our daughter lives in it.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ravi K.' },
        datePublished: '2026-02-01',
        name: 'Runs small',
        reviewBody: 'Take a size up </script>.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5 },
      },
    ]);
  });
});

describe("a product page's category", () => {
  it("is the owner's Hindi name on a Hindi page, the English name otherwise", () => {
    const head = (language: 'en' | 'hi', nameHi: string | null) =>
      structuredData(
        productHeadTags(
          { ...product, category: { ...product.category, nameHi } },
          'https://shop.example',
          'Little Sprouts',
          [],
          language,
        ),
      ).category;
    expect(head('hi', 'रोम्पर')).toBe('रोम्पर');
    expect(head('en', 'रोम्पर')).toBe('Rompers');
    expect(head('hi', null)).toBe('Rompers');
  });
});

describe("a product page's picture links", () => {
  const ogImage = (tags: string[]) =>
    tags.find((tag) => tag.includes('property="og:image"'))?.match(/content="([^"]+)"/)?.[1];

  it('puts the shop address before a picture the shop serves', () => {
    const tags = productHeadTags(product, 'https://shop.example/store', 'Little Sprouts', [], 'en');
    expect(ogImage(tags)).toBe('https://shop.example/store/media/p1-full.webp');
    expect(structuredData(tags).image).toEqual(['https://shop.example/store/media/p1-full.webp']);
  });

  it('keeps a picture linked to a CDN as it is (MEDIA_BASE_URL)', () => {
    const onCdn = {
      ...product,
      images: [
        {
          id: 'i-1',
          url: 'https://cdn.example/p1-full.webp',
          thumbUrl: 'https://cdn.example/p1-thumb.webp',
        },
      ],
    };
    const tags = productHeadTags(onCdn, 'https://shop.example', 'Little Sprouts', [], 'en');
    expect(ogImage(tags)).toBe('https://cdn.example/p1-full.webp');
    expect(structuredData(tags).image).toEqual(['https://cdn.example/p1-full.webp']);
  });
});
