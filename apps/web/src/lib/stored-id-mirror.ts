import { getStoredIds, setStoredIds, type IdListKey } from './session.ts';

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * Mirrors the server's wishlist product ids or cart variant ids into local storage (spec sections
 * 3 and 7). It writes, and broadcasts the storage event, only when the ids really changed: the
 * header refetches on that event, so an unconditional write would make them ping-pong forever.
 */
export function mirrorStoredIds(key: IdListKey, ids: readonly string[]): void {
  if (!sameIds(getStoredIds(key), ids)) setStoredIds(key, ids);
}
