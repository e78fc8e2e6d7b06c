import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * The page's messages, as the app provides them at its root: for `render(ui, { wrapper })` in
 * tests that render a component without the query client.
 */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** A fresh query client per test: no retries, so failures show at once. */
export function renderWithQueryClient(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nProvider>,
  );
}

export type FakeRoute = { status?: number; body?: unknown };

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path" (without /api). Unknown calls
 * answer 404 in the contract's error shape. Returns the mock to inspect the requests.
 */
export function fakeApi(routes: Record<string, FakeRoute | FakeRoute[]>) {
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]),
  );
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const entry = queues.get(key);
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    const { status = 200, body } = answer ?? {
      status: 404,
      body: { message: 'Not found.', code: 'NOT_FOUND' },
    };
    // A 204 has no body at all (Response refuses one).
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th request made to `METHOD /path`. */
export function sentBody(fetchMock: ReturnType<typeof fakeApi>, key: string, index = 0): unknown {
  const calls = fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}` === key;
  });
  const init = calls[index]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
