import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

/**
 * The HTML the server sends for `ui` at `path`, with the queries' answers already in the cache
 * (as the server prefetches them), parsed into a detached document to query.
 */
export function renderOnServer(
  ui: ReactNode,
  { path = '/', cached = [] }: { path?: string; cached?: [readonly unknown[], unknown][] } = {},
): HTMLElement {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const [queryKey, data] of cached) client.setQueryData(queryKey, data);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}
