import { useSyncExternalStore } from 'react';
import { readText, writeText } from '../../lib/browser-storage.ts';

const storageKey = 'delivery-pincode';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab that checks a PIN code moves this one's panel along with it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The last PIN code the shopper checked, from local storage. Null on the server and while the
 * browser hydrates, so the first browser render matches the server's HTML; the stored PIN code
 * arrives in the render after.
 */
export function useRememberedPincode(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readText(storageKey),
    () => null,
  );
}

export function rememberPincode(pincode: string): void {
  writeText(storageKey, pincode);
  for (const listener of listeners) listener();
}
