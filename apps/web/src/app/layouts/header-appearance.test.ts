import { describe, expect, it } from 'vitest';
import { headerAppearance } from './header-appearance.ts';

describe('headerAppearance', () => {
  it('is transparent over the heroes of home and about', () => {
    for (const path of ['/', '/home', '/home/', '/about']) {
      expect(headerAppearance(path)).toBe('transparent');
    }
  });

  it('is solid on the pages the spec lists and on pages without a hero', () => {
    for (const path of [
      '/shop',
      '/myaccount/order',
      '/cart',
      '/wishlist',
      '/checkout',
      '/product/tiny-tee',
      '/login',
      '/page/privacy-policy',
      '/no-such-page',
    ]) {
      expect(headerAppearance(path)).toBe('solid');
    }
  });
});
