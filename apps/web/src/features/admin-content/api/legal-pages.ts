import type { LegalPage, SaveLegalPageBody } from '@shop/contracts/content';
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
    onSuccess: ({ page }) => {
      // The list holds the page at once, so the editor of a page just created finds it.
      queryClient.setQueryData(adminLegalPagesQuery.queryKey, (pages: LegalPage[] = []) => [
        ...pages.filter((candidate) => candidate.slug !== page.slug),
        page,
      ]);
      // /page/{slug} and the footer cache the pages under keys of another feature.
      return queryClient.invalidateQueries();
    },
  });
}

/** DELETE /api/legal-pages/{slug}: the server refuses the two required pages (409). */
export function useDeleteLegalPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api('DELETE /legal-pages/:slug', { params: { slug } }),
    // The footer's list and /page/{slug} read the pages under keys of other features.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
