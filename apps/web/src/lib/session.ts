import {
  clearStorage,
  parseJson,
  readText,
  removeItems,
  writeJson,
  writeText,
} from './browser-storage.ts';

/**
 * The local storage keys of spec section 3. Their names are part of the product: other tabs,
 * older builds and the e2e suite read them, so they must stay exactly these.
 */
export const sessionKeys = {
  authToken: 'authToken',
  role: 'role',
  userId: 'userId',
  user: 'user',
  wishlist: 'wishlist',
  cart: 'cart',
} as const;

/** Earlier clients also kept the token under this key; logout removes it too (spec section 3). */
const legacyTokenKey = 'token';

/** The customer's last cart answer, shown by the cart page while offline (features/cart). */
export const savedCartKey = 'savedCart';

export type StoredUser = { username: string; userType: string };
export type IdListKey = typeof sessionKeys.wishlist | typeof sessionKeys.cart;

/** The fields of a signed-in user that the session keeps (the login response's `user`). */
export type SignedInUser = { id: string; username: string; userType: string };

export function parseStoredUser(text: string | null): StoredUser | null {
  const value = parseJson(text);
  if (typeof value !== 'object' || value === null) return null;
  const { username, userType } = value as Record<string, unknown>;
  if (typeof username !== 'string' || typeof userType !== 'string') return null;
  return { username, userType };
}

/** Signed in or out is decided by the stored user alone (spec section 4). */
export function getStoredUser(): StoredUser | null {
  return parseStoredUser(readText(sessionKeys.user));
}

export function getAuthToken(): string | null {
  return readText(sessionKeys.authToken);
}

/** The stored user type is compared case-insensitively (spec section 2, header). */
export function isAdmin(user: StoredUser | null): boolean {
  return user?.userType.toUpperCase() === 'ADMIN';
}

export function parseIdList(text: string | null): string[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
    .map(String);
}

/** Product ids (wishlist) or variant ids (cart) mirrored from the server for the header counts. */
export function getStoredIds(key: IdListKey): string[] {
  return parseIdList(readText(key));
}

export function setStoredIds(key: IdListKey, ids: readonly string[]): void {
  writeJson(key, ids);
  broadcastStorageChange(key);
}

export function saveSignIn(token: string, user: SignedInUser): void {
  writeText(sessionKeys.authToken, token);
  writeText(sessionKeys.role, user.userType);
  writeText(sessionKeys.userId, user.id);
  writeJson(sessionKeys.user, { username: user.username, userType: user.userType });
  broadcastStorageChange(sessionKeys.user);
}

/** What a 401 answer clears (spec sections 4 and 8): the credentials, not the stored user. */
export function clearCredentials(): void {
  removeItems([sessionKeys.authToken, sessionKeys.role, sessionKeys.userId]);
  broadcastStorageChange(sessionKeys.authToken);
}

/** Shopper logout (spec: My account sidebar) removes token, user, cart (and its saved copy) and wishlist. */
export function clearShopperSession(): void {
  removeItems([
    sessionKeys.authToken,
    sessionKeys.role,
    sessionKeys.userId,
    sessionKeys.user,
    sessionKeys.cart,
    sessionKeys.wishlist,
    savedCartKey,
    legacyTokenKey,
  ]);
  broadcastStorageChange(sessionKeys.user);
}

/** Admin logout (spec: admin layout) clears all local storage. */
export function clearAllLocalStorage(): void {
  clearStorage('local');
  broadcastStorageChange(null);
}

/**
 * Browsers fire 'storage' only in *other* tabs. Dispatching one here lets this tab's header and
 * guards react to the change through the same listener.
 */
export function broadcastStorageChange(key: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

export function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
