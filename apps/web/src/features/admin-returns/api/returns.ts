import { openReturnStatuses, type ReturnRequest, type ReturnStatus } from '@shop/contracts/returns';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const ADMIN_RETURNS_PER_PAGE = 10;

const adminReturnsKey = ['admin', 'returns'] as const;

/** GET /api/admin/returns: one page of one status tab, with every tab's count. */
export function adminReturnsQuery(status: ReturnStatus | undefined, page: number) {
  return queryOptions({
    queryKey: [...adminReturnsKey, status ?? 'ALL', page],
    queryFn: ({ signal }) =>
      api('GET /admin/returns', {
        query: { status, page, limit: ADMIN_RETURNS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * How many requests still need the shop (REQUESTED, APPROVED or RECEIVED), for the sidebar: the
 * counts of a one-row page, so it costs one small request.
 */
export const openReturnCountQuery = queryOptions({
  queryKey: [...adminReturnsKey, 'open-count'],
  queryFn: ({ signal }) => api('GET /admin/returns', { query: { page: 1, limit: 1 }, signal }),
  select: ({ statusCounts }) =>
    openReturnStatuses.reduce((sum, status) => sum + statusCounts[status], 0),
});

export type ReturnUpdate = {
  request: ReturnRequest;
  status: ReturnStatus;
  /** Sent only when the admin changed it; the customer sees it and their mail carries it. */
  adminNote?: string | undefined;
};

/**
 * PUT /api/admin/returns/{id}. A step changes stock, orders (an exchange creates one) and every
 * count, so every admin query reloads after it.
 */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, status, adminNote }: ReturnUpdate) =>
      api('PUT /admin/returns/:id', {
        params: { id: request.id },
        body: { status, ...(adminNote === undefined ? {} : { adminNote }) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
