import { parseJson, readText, writeJson, writeText } from '../../lib/browser-storage.ts';

/**
 * When the shop offers to be installed (docs/PRODUCT.md, "Installing the shop"): only to a
 * shopper who has shown interest, on a second visit or after a couple of products, never in the
 * admin area, and never again for half a year after a "Not now".
 */
export const PRODUCTS_BEFORE_OFFER = 2;
export const VISITS_BEFORE_OFFER = 2;
export const DISMISSAL_LASTS_MS = 180 * 24 * 60 * 60 * 1000;

export type InstallInterest = {
  visits: number;
  /** The products' addresses seen, each once (a few are enough: the list stops growing). */
  productsSeen: string[];
  dismissedAt: number | null;
};

const interestKey = 'installInterest';
/** Set for the length of a browser session: a visit is counted once, not on every page. */
const visitCountedKey = 'installVisitCounted';

const noInterest: InstallInterest = { visits: 0, productsSeen: [], dismissedAt: null };

const productPage = /^(?:\/hi)?\/product\/([^/]+)/;
const adminArea = /^(?:\/hi)?\/admin(?:\/|$)/;

export function isAdminArea(pathname: string): boolean {
  return adminArea.test(pathname);
}

/** The interest after the shopper opened `pathname`. */
export function afterPage(interest: InstallInterest, pathname: string): InstallInterest {
  const slug = productPage.exec(pathname)?.[1];
  if (
    !slug ||
    interest.productsSeen.includes(slug) ||
    interest.productsSeen.length >= PRODUCTS_BEFORE_OFFER
  )
    return interest;
  return { ...interest, productsSeen: [...interest.productsSeen, slug] };
}

export function shouldOfferInstall(
  interest: InstallInterest,
  pathname: string,
  now: number,
): boolean {
  if (isAdminArea(pathname)) return false;
  if (interest.dismissedAt !== null && now - interest.dismissedAt < DISMISSAL_LASTS_MS)
    return false;
  return (
    interest.visits >= VISITS_BEFORE_OFFER || interest.productsSeen.length >= PRODUCTS_BEFORE_OFFER
  );
}

export function parseInterest(text: string | null): InstallInterest {
  const stored = parseJson(text) as Partial<InstallInterest> | null;
  if (typeof stored !== 'object' || stored === null) return noInterest;
  return {
    visits: typeof stored.visits === 'number' ? stored.visits : 0,
    productsSeen: Array.isArray(stored.productsSeen)
      ? stored.productsSeen.filter((slug) => typeof slug === 'string')
      : [],
    dismissedAt: typeof stored.dismissedAt === 'number' ? stored.dismissedAt : null,
  };
}

/** The stored interest as text (a stable snapshot for useSyncExternalStore). */
export function storedInterest(): string | null {
  return readText(interestKey);
}

const listeners = new Set<() => void>();

export function subscribeToInterest(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function update(change: (interest: InstallInterest) => InstallInterest): void {
  const before = parseInterest(storedInterest());
  const after = change(before);
  if (after === before) return;
  writeJson(interestKey, after);
  listeners.forEach((onChange) => onChange());
}

/** Counts this visit, once per browser session (not on every page). */
export function countVisit(): void {
  if (readText(visitCountedKey, 'session') !== null) return;
  writeText(visitCountedKey, '1', 'session');
  update((interest) => ({ ...interest, visits: interest.visits + 1 }));
}

export function recordPage(pathname: string): void {
  update((interest) => afterPage(interest, pathname));
}

export function recordDismissal(now: number): void {
  update((interest) => ({ ...interest, dismissedAt: now }));
}
