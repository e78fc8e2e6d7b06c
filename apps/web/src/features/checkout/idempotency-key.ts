/** A random key; crypto.randomUUID needs a secure context, getRandomValues works everywhere. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type AttemptKey = { addressId: string; key: string };

/**
 * The Idempotency-Key of a "Place Order" click. A retry of the same order (same address, after a
 * failure or a lost answer) reuses the key, so the server can never place it twice; an order for
 * another address is another attempt with a new key. After a success the caller drops the key.
 */
export function attemptKey(
  previous: AttemptKey | null,
  addressId: string,
  makeKey: () => string = randomKey,
): AttemptKey {
  return previous?.addressId === addressId ? previous : { addressId, key: makeKey() };
}
