/**
 * Safe access to localStorage / sessionStorage. Storage can be missing or throw (Safari private
 * mode, a full quota, a sandboxed iframe); the shop must keep working then, just without memory.
 */
export type StorageArea = 'local' | 'session';

function storageFor(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageFor(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    storageFor(area)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value is simply not remembered.
  }
}

/** Parses JSON text, answering null for missing or malformed values instead of throwing. */
export function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function readJson(key: string, area: StorageArea = 'local'): unknown {
  return parseJson(readText(key, area));
}

export function writeJson(key: string, value: unknown, area: StorageArea = 'local'): void {
  writeText(key, JSON.stringify(value), area);
}

export function removeItems(keys: readonly string[], area: StorageArea = 'local'): void {
  const storage = storageFor(area);
  for (const key of keys) {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing to do: an unreadable storage holds nothing of ours either.
    }
  }
}

export function clearStorage(area: StorageArea = 'local'): void {
  try {
    storageFor(area)?.clear();
  } catch {
    // As above.
  }
}
