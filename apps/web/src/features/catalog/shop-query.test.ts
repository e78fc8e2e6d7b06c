import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  noFilters,
  parseShopQuery,
  productListParams,
  shopHref,
  shopSearchParams,
  withCategoryTab,
  withFilters,
} from './shop-query.ts';
import { categoryShopHref } from './category-href.ts';

const fashion = 'a9641354-8bf4-4bd0-bc81-d6432ce30fa9';
const kids = 'd6b6e1ed-0c0e-4f21-b107-927df0a5950c';
const parse = (search: string) => parseShopQuery(new URLSearchParams(search));

describe('parseShopQuery', () => {
  it('gives the spec defaults for a plain /shop', () => {
    expect(parse('')).toEqual({
      ...noFilters,
      sort: 'default',
      page: 1,
      columns: 3,
    });
  });

  it('reads every filter, repeatable ones included', () => {
    expect(
      parse(
        `categoryId=${fashion}&categoryId=${kids}&inStock=true&minPrice=200&maxPrice=900.5` +
          '&size=0-3M&size=12-18M&sort=priceHighLow&page=3&cols=5',
      ),
    ).toEqual({
      categoryIds: [fashion, kids],
      availability: 'inStock',
      minPrice: 200,
      maxPrice: 900.5,
      sizes: ['0-3M', '12-18M'],
      sort: 'priceHighLow',
      page: 3,
      columns: 5,
    });
    expect(parse('inStock=false').availability).toBe('outOfStock');
  });

  it('drops malformed values instead of sending them to the API', () => {
    expect(
      parse(
        'categoryId=not-a-uuid&inStock=maybe&minPrice=-4&maxPrice=lots&sort=random&page=0&cols=9',
      ),
    ).toEqual(parse(''));
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('size=%20%20&size=4').sizes).toEqual(['4']);
  });

  it('removes duplicates and swaps a reversed price range', () => {
    const query = parse(
      `categoryId=${kids}&categoryId=${kids}&size=4&size=4&minPrice=900&maxPrice=100`,
    );
    expect(query.categoryIds).toEqual([kids]);
    expect(query.sizes).toEqual(['4']);
    expect([query.minPrice, query.maxPrice]).toEqual([100, 900]);
  });
});

describe('shopSearchParams', () => {
  it('leaves the defaults out of the URL', () => {
    expect(shopSearchParams(parse('')).toString()).toBe('');
    expect(shopHref(parse('sort=default&page=1&cols=3'))).toBe('/shop');
  });

  it('round-trips every state through the URL', () => {
    const search =
      `categoryId=${fashion}&inStock=false&minPrice=100&maxPrice=500&size=4&size=5` +
      '&sort=newest&page=2&cols=1';
    const query = parse(search);
    expect(parse(shopSearchParams(query).toString())).toEqual(query);
    expect(shopSearchParams(query).toString()).toBe(search);
  });
});

describe('API parameters', () => {
  it('asks for 50 products a page with the filters, sort and page', () => {
    expect(productListParams(parse(`categoryId=${kids}&inStock=true&size=4&page=2`))).toEqual({
      categoryId: [kids],
      inStock: ['true'],
      size: ['4'],
      sort: 'default',
      page: 2,
      limit: 50,
    });
  });
});

describe('filter changes', () => {
  it('counts each category and size, availability, and the price range once', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(
      activeFilterCount(
        parse(`categoryId=${kids}&categoryId=${fashion}&size=4&inStock=true&minPrice=1&maxPrice=9`),
      ),
    ).toBe(5);
  });

  it('a category tab replaces the chosen categories and goes back to page 1', () => {
    const query = parse(`categoryId=${kids}&categoryId=${fashion}&size=4&page=3&sort=newest`);
    expect(withCategoryTab(query, fashion)).toEqual({ ...query, categoryIds: [fashion], page: 1 });
    expect(withCategoryTab(query, null).categoryIds).toEqual([]);
    expect(withCategoryTab(query, null).sizes).toEqual(['4']);
  });

  it('new filters go back to page 1 and keep sort and columns', () => {
    const query = parse('page=3&sort=newest&cols=4');
    const next = withFilters(query, { ...noFilters, sizes: ['4'] });
    expect(next).toEqual({ ...query, sizes: ['4'], page: 1 });
  });
});

describe('categoryShopHref', () => {
  it('opens the shop on that category’s tab, as the shop reads it', () => {
    const href = categoryShopHref(kids);
    expect(parse(href.split('?')[1] ?? '')).toEqual(withCategoryTab(parse(''), kids));
    expect(categoryShopHref(null)).toBe('/shop');
  });
});
