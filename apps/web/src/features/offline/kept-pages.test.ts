import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepPageHeader, keepSeenPage, keepsPage, keptPagesCache } from './kept-pages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The browser's Cache Storage, one cache of responses by URL (jsdom has none). */
function fakeCacheStorage() {
  const caches = new Map<string, Map<string, Response>>();
  const open = vi.fn(async (name: string) => {
    if (!caches.has(name)) caches.set(name, new Map());
    const entries = caches.get(name)!;
    return {
      match: async (url: string) => entries.get(url)?.clone(),
      put: async (url: string, response: Response) => void entries.set(url, response),
    };
  });
  vi.stubGlobal('caches', { open });
}

/** A kept page's copy, answered by the server at `date`. */
function page(date: Date) {
  return new Response('<!doctype html><title>Shop</title>', {
    headers: { 'content-type': 'text/html; charset=utf-8', date: date.toUTCString() },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fakeCacheStorage();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('keepsPage', () => {
  const keeps = (path: string, mode: RequestMode = 'navigate', headers = new Headers()) =>
    keepsPage({ request: { mode, headers }, url: new URL(path, 'https://shop.example') });

  it('keeps the storefront pages in both languages, loaded or asked for by the app', () => {
    for (const path of ['/', '/shop?category=abc', '/product/romper', '/hi', '/hi/shop', '/about'])
      expect(keeps(path), path).toBe(true);
    expect(keeps('/hi/shop', 'cors', new Headers({ [keepPageHeader]: '1' }))).toBe(true);
  });

  it("never keeps the admin's, the account's or one errand's pages, nor any other request", () => {
    for (const path of [
      '/admin/dashboard',
      '/myaccount/order',
      '/hi/myaccount',
      '/checkout',
      '/hi/checkout',
      '/login',
      '/confirm-order?token=x',
      '/unsubscribe?token=x',
    ]) {
      expect(keeps(path), path).toBe(false);
      expect(keeps(path, 'cors', new Headers({ [keepPageHeader]: '1' })), path).toBe(false);
    }
    expect(keeps('/shop', 'cors')).toBe(false);
  });
});

describe('keepSeenPage', () => {
  const askedToKeep = (url: string) => [
    url,
    { headers: { accept: 'text/html', [keepPageHeader]: '1' }, redirect: 'manual' },
  ];

  it('asks the worker to keep a page that has no copy yet, without its fragment', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await keepSeenPage('https://shop.example/hi/product/romper#reviews');
    expect(fetchMock.mock.calls).toEqual([askedToKeep('https://shop.example/hi/product/romper')]);
  });

  it('leaves a copy from the last day as it is, and renews an older one', async () => {
    const cache = await caches.open(keptPagesCache);
    await cache.put('https://shop.example/shop', page(new Date()));
    await keepSeenPage('https://shop.example/shop');
    expect(fetchMock).not.toHaveBeenCalled();

    await cache.put('https://shop.example/about', page(new Date(Date.now() - 2 * DAY_MS)));
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await keepSeenPage('https://shop.example/about');
    expect(fetchMock.mock.calls).toEqual([askedToKeep('https://shop.example/about')]);
  });

  it('asks for no private page, nothing offline, and takes a dropped connection calmly', async () => {
    await keepSeenPage('https://shop.example/hi/myaccount/order');
    await keepSeenPage('https://shop.example/checkout');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(keepSeenPage('https://shop.example/product/romper')).resolves.toBeUndefined();

    fetchMock.mockClear();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await keepSeenPage('https://shop.example/shop');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
