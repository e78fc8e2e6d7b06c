import type { ProductFacets } from '@shop/contracts/catalog';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import {
  facetParams,
  isFilterActive,
  productListParams,
  type FacetDimension,
  type ShopQuery,
} from '../shop-query.ts';
import { productListQuery } from './products.ts';

const dimensions: FacetDimension[] = ['categories', 'availability', 'price', 'sizes'];

function facetPart(facets: ProductFacets, dimension: FacetDimension): Partial<ProductFacets> {
  switch (dimension) {
    case 'categories':
      return { categories: facets.categories };
    case 'availability':
      return { availability: facets.availability };
    case 'price':
      return { price: facets.price };
    case 'sizes':
      return { sizes: facets.sizes };
  }
}

/**
 * One page of the shop (server-filtered, -sorted and -paged) and the counts its filter panel
 * shows. The API counts facets over the filtered set; a filter's own counts must ignore that
 * filter (or choosing one size would hide every other size), so each filter in use costs one
 * small extra call without it.
 */
export function useShopProducts(query: ShopQuery) {
  const listing = useQuery({
    ...productListQuery(productListParams(query)),
    // The grid keeps showing the last results while the next ones load: no flash, no jump.
    placeholderData: keepPreviousData,
  });

  const active = dimensions.filter((dimension) => isFilterActive(query, dimension));
  const facetQueries = useQueries({
    queries: active.map((dimension) => ({
      ...productListQuery(facetParams(query, dimension)),
      placeholderData: keepPreviousData,
    })),
  });

  let facets = listing.data?.facets;
  if (facets) {
    active.forEach((dimension, index) => {
      const own = facetQueries[index]?.data?.facets;
      if (own && facets) facets = { ...facets, ...facetPart(own, dimension) };
    });
  }

  return { listing, facets };
}
