import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n as english, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

/**
 * The HTML the server sends for `ui` at `path`, with the queries' answers already in the cache
 * (as the server prefetches them), parsed into a detached document to query.
 */
export function renderOnServer(
  ui: ReactNode,
  {
    path = '/',
    cached = [],
    i18n = english,
  }: { path?: string; cached?: [readonly unknown[], unknown][]; i18n?: I18n } = {},
): HTMLElement {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const [queryKey, data] of cached) client.setQueryData(queryKey, data);
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}
