import type { CreateReviewBody, ReviewSort } from '@shop/contracts/reviews';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const REVIEWS_PER_PAGE = 5;

const reviewsKey = (productId: string) => ['reviews', productId] as const;

/** GET /api/products/{id}/reviews: one page of the published reviews, with the rating summary. */
export function productReviewsQuery(productId: string, sort: ReviewSort, page: number) {
  return queryOptions({
    queryKey: [...reviewsKey(productId), 'published', sort, page],
    queryFn: ({ signal }) =>
      api('GET /products/:id/reviews', {
        params: { id: productId },
        query: { sort, page, limit: REVIEWS_PER_PAGE },
        signal,
      }),
    // The summary and the current page stay on screen while another sort or page loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/products/{id}/reviews/mine: the customer's own review and whether they may write one.
 * Keyed by the customer, so another account never sees a cached answer.
 */
export function myReviewQuery(productId: string, customer: string) {
  return queryOptions({
    queryKey: [...reviewsKey(productId), 'mine', customer],
    queryFn: ({ signal }) =>
      api('GET /products/:id/reviews/mine', { params: { id: productId }, signal }),
  });
}

/** POST /api/products/{id}/reviews; the answer becomes the customer's own review at once. */
export function useCreateReview(productId: string, customer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) =>
      api('POST /products/:id/reviews', { params: { id: productId }, body }),
    onSuccess: ({ review }) => {
      queryClient.setQueryData(myReviewQuery(productId, customer).queryKey, {
        review,
        canReview: false,
      });
    },
  });
}
