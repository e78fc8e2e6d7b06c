import { setupI18n, type I18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/product-fixtures.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { categoriesQuery } from '../../../lib/categories-query.ts';
import { productListQuery } from '../api/products.ts';
import { parseShopQuery, productListParams } from '../shop-query.ts';
import { ShopCatalogue } from './shop-catalogue.tsx';

const products = Array.from({ length: 8 }, (_, index) =>
  makeProduct({ id: `p-${index}`, name: `Romper ${index}`, slug: `romper-${index}` }),
);

function serverShop(path = '/shop', listed = products, totalItems = 120, i18n?: I18n) {
  const query = parseShopQuery(new URL(path, 'http://localhost').searchParams);
  return renderOnServer(<ShopCatalogue />, {
    path,
    i18n,
    cached: [
      [categoriesQuery.queryKey, []],
      [
        productListQuery(productListParams(query)).queryKey,
        {
          data: listed,
          pagination: {
            totalItems,
            totalPages: Math.ceil(totalItems / 50),
            currentPage: query.page,
            limit: 50,
          },
        },
      ],
    ],
  });
}

/** The cover photo of each card, in order. */
const coverPhotos = (html: HTMLElement) =>
  [...html.querySelectorAll('article')].map((card) => card.querySelector('img')!);

describe('ShopCatalogue, as the server sends it', () => {
  it('fetches the first row of photos first and at once, and the rest lazily', () => {
    const covers = coverPhotos(serverShop());

    for (const photo of covers.slice(0, 3)) {
      expect(photo.getAttribute('fetchpriority')).toBe('high');
      expect(photo.getAttribute('loading')).toBe('eager');
      expect(photo.hasAttribute('decoding')).toBe(false);
    }
    for (const photo of covers.slice(3)) {
      expect(photo.getAttribute('loading')).toBe('lazy');
      expect(photo.getAttribute('decoding')).toBe('async');
      expect(photo.hasAttribute('fetchpriority')).toBe(false);
    }
    expect(covers[0]?.getAttribute('srcset')).toBe(
      '/media/p1-thumb.webp 400w, /media/p1-full.webp 1200w',
    );
    expect(covers[0]?.getAttribute('sizes')).toContain(
      '(min-width: 80rem) calc((57rem - 2.5rem) / 3)',
    );
  });

  it('sends one photo a card: the hover photo is added in a browser with a mouse', () => {
    const cards = [...serverShop().querySelectorAll('article')];
    expect(cards).toHaveLength(products.length);
    for (const card of cards) expect(card.querySelectorAll('img')).toHaveLength(1);
  });

  it("draws the grid's columns for every screen in CSS, so the phone's grid is the server's", () => {
    const grid = serverShop('/shop?cols=5').querySelector('ul.grid')!;
    expect(grid.className).toContain('grid-cols-2 sm:grid-cols-3 xl:grid-cols-5');
  });

  it('offers all five column choices, hiding in CSS those the screen has no room for', () => {
    const html = serverShop();
    const choice = (name: string) => html.querySelector(`button[aria-label="${name}"]`)!;
    expect(choice('2 columns').className).not.toContain('hidden');
    expect(choice('3 columns').className).toContain('max-sm:hidden');
    expect(choice('5 columns').className).toContain('max-xl:hidden');
  });

  it('writes its counts without building a number formatter (the first costs a phone ~100 ms)', () => {
    // Lingui keeps the formatters it builds, by language, for the whole test run: a language no
    // other test renders in shows whether this page builds one.
    const i18n = setupI18n({ locale: 'en-IN', messages: { 'en-IN': {} } });
    const formatter = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const rated = products.map((product) => ({
      ...product,
      rating: { average: 4.25, count: 1234 },
    }));

    const html = serverShop('/shop', rated, 120, i18n);

    const rating = html.querySelector('article p[role="img"]')!;
    expect(rating.getAttribute('aria-label')).toBe('Rated 4.3 out of 5 from 1,234 reviews');
    expect(rating.textContent).toBe('4.3 (1,234)');
    expect(html.querySelector('button[aria-label="1 column"]')).not.toBeNull();
    expect(html.querySelector('button[aria-label="2 columns"]')).not.toBeNull();
    expect(formatter).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });

  it('links the pages and the products, which work without JavaScript', () => {
    const html = serverShop('/shop?page=2');
    const pages = html.querySelector('nav[aria-label="Shop pages"]')!;
    expect(pages.querySelector('a[aria-label="Page 3"]')!.getAttribute('href')).toBe(
      '/shop?page=3',
    );
    expect(pages.querySelector('a[aria-label="Page 1"]')!.getAttribute('href')).toBe('/shop');
    const names = [...html.querySelectorAll('article h3 a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(names.slice(0, 2)).toEqual(['/product/romper-0', '/product/romper-1']);
  });

  it('says a page past the last is empty and links to the last page, counting nothing', () => {
    const html = serverShop('/shop?page=99&size=2-3Y', [], 112);
    expect(html.textContent).toContain('No products on page 99');
    expect(html.textContent).not.toContain('Showing');
    expect(html.textContent).toContain('The 112 products fit on 3 pages.');
    const back = [...html.querySelectorAll('a')].find(
      (link) => link.textContent === 'Go to the last page',
    );
    expect(back?.getAttribute('href')).toBe('/shop?size=2-3Y&page=3');
  });
});
