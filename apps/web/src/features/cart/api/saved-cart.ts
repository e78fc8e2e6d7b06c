import type { CartResponse } from '@shop/contracts/cart';
import type { Query, QueryClient } from '@tanstack/react-query';
import { readJson, writeJson } from '../../../lib/browser-storage.ts';
import { cartKey } from '../../../lib/query-keys.ts';
import { savedCartKey } from '../../../lib/session.ts';

/*
 * The shopper's last cart answer, kept in this browser's local storage (their own data on their
 * own device; the service worker never keeps a cart), so the cart page can show it while offline.
 * Whose it is goes with it: another customer signing in on the device never sees it, and the
 * shopper's logout removes it (lib/session.ts).
 */
type SavedCart = { customer: string; cart: CartResponse };

function save(query: Query): void {
  const [key, customer] = query.queryKey;
  if (key !== cartKey[0] || typeof customer !== 'string' || query.state.status !== 'success')
    return;
  const cart = query.state.data as CartResponse;
  // The notice of a removed code is said once, when it comes: not again from the saved copy.
  writeJson(savedCartKey, { customer, cart: { ...cart, couponNotice: null } } satisfies SavedCart);
}

/**
 * Saves every cart answer the app receives from now on (and the one it holds). Started with the
 * offline support after the page has become the app, so it costs the first page nothing.
 */
export function keepCartOnDevice(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  cache.findAll({ queryKey: cartKey }).forEach(save);
  return cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') save(event.query);
  });
}

/** The customer's last saved cart, or null when there is none (or it is someone else's). */
export function savedCartOf(customer: string): CartResponse | null {
  const saved = readJson(savedCartKey) as Partial<SavedCart> | null;
  if (saved?.customer !== customer || !Array.isArray(saved.cart?.items)) return null;
  return saved.cart;
}
