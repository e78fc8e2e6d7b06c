/**
 * The shop filtered to one category (its tab), as the home page's links open it. Written out
 * here rather than through shop-query.ts, which would add the shop's URL code to the home
 * page's first chunk; the shop reads this same `categoryId` parameter.
 */
export function categoryShopHref(categoryId: string | null | undefined): string {
  return categoryId ? `/shop?${new URLSearchParams({ categoryId })}` : '/shop';
}
