import type { Category, Product, Variant } from '@shop/contracts/catalog';

/** A catalogue variant for tests; override what the test is about. */
export function makeVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 'v-1',
    sku: null,
    size: '0-3M',
    color: 'Mint',
    colorHexCode: '#A8E6CF',
    stock: 5,
    originalPrice: 449,
    discountPrice: 100,
    ...overrides,
  };
}

/** A catalogue product for tests, in the API's shape (see /api/docs). */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: 'Mint Cotton Romper',
    slug: 'mint-cotton-romper',
    status: 'ACTIVE',
    description: 'A soft romper with nappy snaps.',
    hsnCode: '6111',
    gstRatePercent: 5,
    rating: { average: null, count: 0 },
    category: { id: 'c-rompers', name: 'Rompers & Onesies', nameHi: null, slug: 'rompers-onesies' },
    images: [
      { id: 'i-1', url: '/media/p1-full.webp', thumbUrl: '/media/p1-thumb.webp' },
      { id: 'i-2', url: '/media/p2-full.webp', thumbUrl: '/media/p2-thumb.webp' },
    ],
    variants: [
      makeVariant({ id: 'v-12', size: '12-18M', stock: 0 }),
      makeVariant({ id: 'v-0', size: '0-3M', stock: 2 }),
      makeVariant({ id: 'v-3', size: '3-6M', stock: 7 }),
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 'c-fashion',
    name: 'Baby Fashion',
    nameHi: null,
    slug: 'baby-fashion',
    description: 'Everyday outfits.',
    parentId: null,
    subCategories: [],
    _count: { products: 3 },
    ...overrides,
  };
}
