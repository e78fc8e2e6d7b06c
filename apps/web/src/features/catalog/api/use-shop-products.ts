import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productListParams, type ShopQuery } from '../shop-query.ts';
import { productListQuery } from './products.ts';

/**
 * One page of the shop (server-filtered, -sorted and -paged) and the counts its filter panel
 * shows, from one call: the API counts each filter's choices with every other filter but its
 * own (`filterFacets`), so choosing one size does not hide the other sizes.
 */
export function useShopProducts(query: ShopQuery) {
  const listing = useQuery({
    ...productListQuery(productListParams(query)),
    // The grid keeps showing the last results while the next ones load: no flash, no jump.
    placeholderData: keepPreviousData,
  });
  return { listing, facets: listing.data?.filterFacets };
}
