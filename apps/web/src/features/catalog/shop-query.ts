import type { ProductSort } from '@shop/contracts/catalog';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductListParams } from './api/products.ts';

/*
 * The shop's state lives in its URL, so a filtered, sorted page survives a reload and can be
 * shared. The parameter names are the API's own (GET /api/products), plus `cols` for the grid.
 */

export const shopSorts: readonly { value: ProductSort; label: MessageDescriptor }[] = [
  { value: 'default', label: msg`Featured` },
  { value: 'priceLowHigh', label: msg`Price: Low to High` },
  { value: 'priceHighLow', label: msg`Price: High to Low` },
  { value: 'newest', label: msg`Newest` },
  { value: 'rating', label: msg`Customer rating` },
];

/** Spec section 9: the shop lists 50 products a page and shows 3 columns unless asked. */
export const shopPageSize = 50;
const defaultColumns = 3;
const maxColumns = 5;

export type Availability = 'inStock' | 'outOfStock';

export type ShopFilters = {
  /** Chosen categories (descendants included by the server); the first one picks the tab. */
  categoryIds: string[];
  availability: Availability | null;
  minPrice: number | null;
  maxPrice: number | null;
  sizes: string[];
};

export type ShopQuery = ShopFilters & { sort: ProductSort; page: number; columns: number };

export const noFilters: ShopFilters = {
  categoryIds: [],
  availability: null,
  minPrice: null,
  maxPrice: null,
  sizes: [],
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const listLimit = 50;

function distinct(values: string[]): string[] {
  return [...new Set(values)].slice(0, listLimit);
}

function wholeNumberIn(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function priceFrom(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 1e7 ? value : null;
}

/** Reads the shop's state from the URL; anything malformed falls back to its default. */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const sort = params.get('sort');
  const inStock = params.get('inStock');
  let minPrice = priceFrom(params.get('minPrice'));
  let maxPrice = priceFrom(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    // Ids are checked here: the API answers 400 to anything but a UUID.
    categoryIds: distinct(params.getAll('categoryId').filter((id) => uuidPattern.test(id))),
    availability: inStock === 'true' ? 'inStock' : inStock === 'false' ? 'outOfStock' : null,
    minPrice,
    maxPrice,
    sizes: distinct(
      params
        .getAll('size')
        .map((size) => size.trim())
        .filter((size) => size.length > 0 && size.length <= 30),
    ),
    sort: shopSorts.some((option) => option.value === sort) ? (sort as ProductSort) : 'default',
    page: wholeNumberIn(params.get('page'), 1, 100_000) ?? 1,
    columns: wholeNumberIn(params.get('cols'), 1, maxColumns) ?? defaultColumns,
  };
}

function filterEntries(filters: ShopFilters): [string, string][] {
  const entries: [string, string][] = filters.categoryIds.map((id) => ['categoryId', id]);
  if (filters.availability) {
    entries.push(['inStock', filters.availability === 'inStock' ? 'true' : 'false']);
  }
  if (filters.minPrice !== null) entries.push(['minPrice', String(filters.minPrice)]);
  if (filters.maxPrice !== null) entries.push(['maxPrice', String(filters.maxPrice)]);
  for (const size of filters.sizes) entries.push(['size', size]);
  return entries;
}

/** The URL of a shop state; defaults are left out, so plain /shop stays plain. */
export function shopSearchParams(query: ShopQuery): URLSearchParams {
  const entries = filterEntries(query);
  if (query.sort !== 'default') entries.push(['sort', query.sort]);
  if (query.page !== 1) entries.push(['page', String(query.page)]);
  if (query.columns !== defaultColumns) entries.push(['cols', String(query.columns)]);
  return new URLSearchParams(entries);
}

export function shopHref(query: ShopQuery): string {
  const search = shopSearchParams(query).toString();
  return search ? `/shop?${search}` : '/shop';
}

function toParams(filters: ShopFilters): ProductListParams {
  const params: Record<string, string[]> = {};
  for (const [name, value] of filterEntries(filters)) (params[name] ??= []).push(value);
  return params;
}

/** The GET /api/products query of a shop state. */
export function productListParams(query: ShopQuery): ProductListParams {
  return { ...toParams(query), sort: query.sort, page: query.page, limit: shopPageSize };
}

/** Spec: the filter panel's 'Active Filters' count; a price range counts once. */
export function activeFilterCount(filters: ShopFilters): number {
  return (
    filters.categoryIds.length +
    filters.sizes.length +
    (filters.availability ? 1 : 0) +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0)
  );
}

/** Whether two sets of filters choose the same products (the order of the picks aside). */
export function sameFilters(a: ShopFilters, b: ShopFilters): boolean {
  const sameSet = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((value) => y.includes(value));
  return (
    sameSet(a.categoryIds, b.categoryIds) &&
    sameSet(a.sizes, b.sizes) &&
    a.availability === b.availability &&
    a.minPrice === b.minPrice &&
    a.maxPrice === b.maxPrice
  );
}

/** Spec section 4: a category tab resets the page to 1 and replaces the category filters. */
export function withCategoryTab(query: ShopQuery, categoryId: string | null): ShopQuery {
  return { ...query, categoryIds: categoryId ? [categoryId] : [], page: 1 };
}

/** New filters start again from page 1. */
export function withFilters(query: ShopQuery, filters: ShopFilters): ShopQuery {
  return { ...query, ...filters, page: 1 };
}
