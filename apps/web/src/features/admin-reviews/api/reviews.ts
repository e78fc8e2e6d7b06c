import type { AdminReview, ReviewStatus } from '@shop/contracts/reviews';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productsKey } from '../../../lib/query-keys.ts';

export const ADMIN_REVIEWS_PER_PAGE = 10;

const adminReviewsKey = ['admin', 'reviews'] as const;

/** GET /api/admin/reviews: one page of one status tab, with every tab's count. */
export function adminReviewsQuery(status: ReviewStatus | undefined, page: number) {
  return queryOptions({
    queryKey: [...adminReviewsKey, status ?? 'ALL', page],
    queryFn: ({ signal }) =>
      api('GET /admin/reviews', {
        query: { status, page, limit: ADMIN_REVIEWS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many reviews wait to be published or rejected, for the sidebar: a one-row page's counts. */
export const pendingReviewCountQuery = queryOptions({
  queryKey: [...adminReviewsKey, 'pending-count'],
  queryFn: ({ signal }) => api('GET /admin/reviews', { query: { page: 1, limit: 1 }, signal }),
  select: ({ statusCounts }) => statusCounts.PENDING,
});

export type ReviewDecision = { review: AdminReview; status: ReviewStatus };

/**
 * PUT /api/admin/reviews/{id}. Publishing or rejecting moves the counts (tabs, sidebar,
 * dashboard) and the product's rating, so those reload after it.
 */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, status }: ReviewDecision) =>
      api('PUT /admin/reviews/:id', { params: { id: review.id }, body: { status } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: productsKey }),
        queryClient.invalidateQueries({ queryKey: ['reviews'] }),
      ]),
  });
}
