import { describe, expect, it } from 'vitest';
import {
  afterPage,
  countVisit,
  DISMISSAL_LASTS_MS,
  parseInterest,
  recordDismissal,
  recordPage,
  shouldOfferInstall,
  storedInterest,
  type InstallInterest,
} from './install-interest.ts';

const now = Date.UTC(2026, 10, 28);
const fresh: InstallInterest = { visits: 1, productsSeen: [], dismissedAt: null };
const interested: InstallInterest = { visits: 2, productsSeen: [], dismissedAt: null };

describe('when the shop offers to be installed', () => {
  it('waits for interest: a second visit or two different products', () => {
    expect(shouldOfferInstall(fresh, '/', now)).toBe(false);
    expect(shouldOfferInstall(interested, '/', now)).toBe(true);

    const oneProduct = afterPage(fresh, '/product/romper-a');
    const sameAgain = afterPage(oneProduct, '/product/romper-a');
    expect(shouldOfferInstall(sameAgain, '/', now)).toBe(false);
    const twoProducts = afterPage(sameAgain, '/hi/product/frock-b');
    expect(twoProducts.productsSeen).toEqual(['romper-a', 'frock-b']);
    expect(shouldOfferInstall(twoProducts, '/shop', now)).toBe(true);
    // Other pages are no sign of interest in a product, and the list stops growing.
    expect(afterPage(fresh, '/shop')).toBe(fresh);
    expect(afterPage(twoProducts, '/product/cap-c')).toBe(twoProducts);
  });

  it('never in the admin area, English or Hindi', () => {
    expect(shouldOfferInstall(interested, '/admin/dashboard', now)).toBe(false);
    expect(shouldOfferInstall(interested, '/hi/admin', now)).toBe(false);
    expect(shouldOfferInstall(interested, '/administration-guide', now)).toBe(true);
  });

  it('keeps away for half a year after "Not now", then may ask again', () => {
    const dismissed = { ...interested, dismissedAt: now };
    expect(shouldOfferInstall(dismissed, '/', now + DISMISSAL_LASTS_MS - 1)).toBe(false);
    expect(shouldOfferInstall(dismissed, '/', now + DISMISSAL_LASTS_MS)).toBe(true);
    expect(DISMISSAL_LASTS_MS).toBeGreaterThanOrEqual(180 * 24 * 60 * 60 * 1000);
  });

  it('counts a visit once per browser session, and remembers pages and dismissals', () => {
    countVisit();
    countVisit();
    expect(parseInterest(storedInterest()).visits).toBe(1);
    // A new browser session (the next visit) counts again.
    sessionStorage.clear();
    countVisit();
    recordPage('/product/romper-a');
    recordDismissal(now);
    expect(parseInterest(storedInterest())).toEqual({
      visits: 2,
      productsSeen: ['romper-a'],
      dismissedAt: now,
    });
  });

  it('reads damaged storage as no interest', () => {
    expect(parseInterest('{"visits":"many"')).toEqual({
      visits: 0,
      productsSeen: [],
      dismissedAt: null,
    });
    expect(parseInterest('{"visits":3,"productsSeen":[1,"a"]}').productsSeen).toEqual(['a']);
  });
});
