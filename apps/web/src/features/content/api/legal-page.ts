import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A legal or content page (see /api/docs); `content` is HTML sanitized on save. */
export type LegalPage = {
  id: string;
  title: string;
  slug: string;
  content: string;
  createdAt: string;
  updatedAt: string;
};

export function legalPageQuery(slug: string) {
  return queryOptions({
    queryKey: ['legal-pages', slug],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<{ data: LegalPage }>(
        `/legal-pages/slug/${encodeURIComponent(slug)}`,
        { signal },
      );
      return data;
    },
    staleTime: 10 * 60_000,
  });
}
