import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/legal-pages/slug/{slug}: a legal or content page; `content` is HTML sanitized on save. */
export function legalPageQuery(slug: string) {
  return queryOptions({
    queryKey: ['legal-pages', slug],
    queryFn: async ({ signal }) => {
      const { data } = await api('GET /legal-pages/slug/:slug', { params: { slug }, signal });
      return data;
    },
    staleTime: 10 * 60_000,
    // A failed answer stays shown, as the server rendered it: no second ask while hydrating.
    retryOnMount: false,
  });
}

/**
 * GET /api/legal-pages as the footer needs it: each page's slug and titles. Only those are kept,
 * so the pages' HTML never travels in every server-rendered page's query cache.
 */
export const pageLinksQuery = queryOptions({
  queryKey: ['legal-page-links'],
  queryFn: async ({ signal }) => {
    const { data } = await api('GET /legal-pages', { signal });
    return data.map(({ slug, title, titleHi }) => ({ slug, title, titleHi }));
  },
  staleTime: 10 * 60_000,
  retryOnMount: false,
});
