import { describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../../test/product-fixtures.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { categoriesQuery } from '../../../lib/categories-query.ts';
import { categoryCoverQuery } from '../api/products.ts';
import { CategoryCollage } from './category-collage.tsx';

const category = makeCategory({ name: 'Baby Fashion', slug: 'baby-fashion' });
const products = [1, 2, 3].map((n) =>
  makeProduct({ id: `p-${n}`, slug: `romper-${n}`, name: `Romper ${n}` }),
);

function serverCollage(eager: boolean) {
  const html = renderOnServer(
    <CategoryCollage categoryName="Baby Fashion" eager={eager} fallback={<p>No photos</p>} />,
    {
      cached: [
        [categoriesQuery.queryKey, [category]],
        [
          categoryCoverQuery('baby-fashion').queryKey,
          {
            data: products,
            pagination: { totalItems: 3, totalPages: 1, currentPage: 1, limit: 4 },
          },
        ],
      ],
    },
  );
  return [...html.querySelectorAll('img')];
}

describe('CategoryCollage, as the server sends it', () => {
  it("fetches the first screen's front photo, the largest, first; its others at once", () => {
    const [front, ...others] = serverCollage(true);
    expect(front?.getAttribute('fetchpriority')).toBe('high');
    expect(front?.getAttribute('loading')).toBe('eager');
    expect(front?.getAttribute('sizes')).toContain('(min-width: 70rem) 17rem');
    for (const photo of others) {
      expect(photo.getAttribute('loading')).toBe('eager');
      expect(photo.hasAttribute('fetchpriority')).toBe(false);
    }
  });

  it('leaves every photo of a later slide to load lazily', () => {
    for (const photo of serverCollage(false)) {
      expect(photo.getAttribute('loading')).toBe('lazy');
      expect(photo.getAttribute('decoding')).toBe('async');
      expect(photo.hasAttribute('fetchpriority')).toBe(false);
    }
  });
});
