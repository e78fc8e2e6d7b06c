import type { SaveLegalPageBody } from '@shop/contracts/content';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const adminLegalPagesQuery = queryOptions({
  queryKey: ['admin', 'legal-pages'],
  queryFn: async ({ signal }) => (await api('GET /legal-pages', { signal })).data,
});

/** POST /api/legal-pages: an upsert by slug; the server sanitizes the HTML. */
export function useSaveLegalPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveLegalPageBody) => api('POST /legal-pages', { body }),
    // /page/{slug} and the footer's dialogs cache the pages under keys of another feature.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
