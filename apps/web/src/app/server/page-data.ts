import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { categoriesQuery } from '../../lib/categories-query.ts';
import { companyDetailsQuery } from '../../lib/company-details-query.ts';
import {
  categoryCarouselQuery,
  categoryCoverQuery,
  productBySlugQuery,
  productListQuery,
} from '../../features/catalog/api/products.ts';
import { parseShopQuery, productListParams } from '../../features/catalog/shop-query.ts';
import { legalPageQuery, pageLinksQuery } from '../../features/content/api/legal-page.ts';

export type PageDataArgs = { queryClient: QueryClient; params: Params; url: URL };

/** Whether the page exists: an unknown product or page is still rendered, with status 404. */
export type PageOutcome = 'found' | 'not found';

type PageData = (args: PageDataArgs) => Promise<PageOutcome>;

/**
 * A page's main data must load: any other failure than 404 throws, and the server answers with
 * the error page and its status instead of a page that only says it could not load.
 */
async function mainData(load: () => Promise<unknown>): Promise<PageOutcome> {
  try {
    await load();
    return 'found';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'not found';
    throw error;
  }
}

/** The picture grid and the hero art show every top-level category's first photos. */
async function categoryCovers(queryClient: QueryClient) {
  const categories = await queryClient.fetchQuery(categoriesQuery);
  await Promise.all(
    categories.map((category) => queryClient.prefetchQuery(categoryCoverQuery(category.slug))),
  );
  return categories;
}

/**
 * What each public page's first render reads, by route id: the server loads it into the page's
 * query cache before rendering, with the same queries (keys, calls) the components use, and the
 * browser takes the cache over with the HTML. Pages not listed here (cart, account, admin,
 * login) read only a user's data: the server renders their shell and the browser fills them in.
 */
export const pageDataByRoute: Record<string, PageData> = {
  // Every page's header and footer: the shop's name and contacts (a failure shows the default)
  // and the footer's links to the content pages (a failure shows none).
  root: async ({ queryClient }) => {
    await Promise.all([
      queryClient.prefetchQuery(companyDetailsQuery),
      queryClient.prefetchQuery(pageLinksQuery),
    ]);
    return 'found';
  },
  home: async ({ queryClient }) =>
    mainData(async () => {
      const [first] = await categoryCovers(queryClient);
      // The showcase opens on the first category's carousel.
      if (first) await queryClient.prefetchInfiniteQuery(categoryCarouselQuery(first.slug));
    }),
  about: async ({ queryClient }) => mainData(() => categoryCovers(queryClient)),
  // A page past the last is rendered (it links back) but answered 404, so crawlers drop it.
  shop: async ({ queryClient, url }) => {
    const query = parseShopQuery(url.searchParams);
    let pastTheLastPage = false;
    const outcome = await mainData(async () => {
      const [, listing] = await Promise.all([
        queryClient.fetchQuery(categoriesQuery),
        queryClient.fetchQuery(productListQuery(productListParams(query))),
      ]);
      pastTheLastPage = listing.data.length === 0 && query.page > 1;
    });
    return pastTheLastPage ? 'not found' : outcome;
  },
  product: async ({ queryClient, params }) =>
    mainData(() => queryClient.fetchQuery(productBySlugQuery(params.slug ?? ''))),
  'legal-page': async ({ queryClient, params }) =>
    mainData(() => queryClient.fetchQuery(legalPageQuery(params.slug ?? ''))),
  'not-found': async () => 'not found',
};
