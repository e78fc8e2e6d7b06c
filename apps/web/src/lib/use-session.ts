import { useMemo, useSyncExternalStore } from 'react';
import {
  parseIdList,
  parseStoredUser,
  sessionKeys,
  subscribeToStorage,
  type IdListKey,
  type StoredUser,
} from './session.ts';
import { readText } from './browser-storage.ts';

const noStoredValue = () => null;

/** The raw stored text is the snapshot: a string compares by value, so renders stay stable. */
function useStoredText(key: string): string | null {
  return useSyncExternalStore(subscribeToStorage, () => readText(key), noStoredValue);
}

/** The signed-in user from local storage, or null; re-renders on every storage change. */
export function useStoredUser(): StoredUser | null {
  const text = useStoredText(sessionKeys.user);
  return useMemo(() => parseStoredUser(text), [text]);
}

/** The ids the stored wishlist or cart holds (none on the server and while hydrating). */
export function useStoredIds(key: IdListKey): string[] {
  const text = useStoredText(key);
  return useMemo(() => parseIdList(text), [text]);
}

/** How many ids the stored wishlist or cart holds, for the header badges. */
export function useStoredIdCount(key: IdListKey): number {
  return useStoredIds(key).length;
}
