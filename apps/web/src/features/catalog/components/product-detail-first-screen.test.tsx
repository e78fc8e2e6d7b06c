import { describe, expect, it } from 'vitest';
import { makeProduct, makeVariant } from '../../../test/product-fixtures.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { mainPhotoSizes } from './product-gallery.tsx';
import { ProductDetail } from './product-detail.tsx';

const product = makeProduct({
  variants: [
    makeVariant({ id: 'v-mint-3', color: 'Mint', size: '3-6M', discountPrice: null }),
    makeVariant({ id: 'v-mint-0', color: 'Mint', size: '0-3M', discountPrice: null }),
    makeVariant({ id: 'v-pink-12', color: 'Pink', size: '12-18M', discountPrice: null }),
  ],
});

const serverDetail = () =>
  renderOnServer(<ProductDetail product={product} categoryHref="/shop" />, {
    path: '/product/mint-cotton-romper',
  });

describe('ProductDetail, as the server sends it', () => {
  it('fetches the first photo first, at once, in the sizes the server preloads it with', () => {
    const [main, ...thumbnails] = serverDetail().querySelectorAll('img');
    expect(main?.getAttribute('fetchpriority')).toBe('high');
    expect(main?.getAttribute('loading')).toBe('eager');
    expect(main?.getAttribute('src')).toBe('/media/p1-thumb.webp');
    expect(main?.getAttribute('srcset')).toBe(
      '/media/p1-thumb.webp 400w, /media/p1-full.webp 1200w',
    );
    expect(main?.getAttribute('sizes')).toBe(mainPhotoSizes);
    expect(thumbnails.map((photo) => photo.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  it('shows the name, price, description and every colour and size as text', () => {
    const text = serverDetail().textContent;
    expect(text).toContain('Mint Cotton Romper');
    expect(text).toContain('₹449');
    expect(text).toContain('A soft romper with nappy snaps.');
    // All colours' sizes, in size order, although the pickers show one colour's at a time.
    expect(text).toContain('ColoursMint, Pink');
    expect(text).toContain('Sizes0-3M, 3-6M, 12-18M');
  });

  it('draws the size a link names (?variant=) chosen, so the page does not change when it hydrates', () => {
    const html = renderOnServer(
      <ProductDetail product={product} categoryHref="/shop" initialVariantId="v-pink-12" />,
      { path: '/product/mint-cotton-romper?variant=v-pink-12' },
    );
    const checked = [...html.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter(
      (radio) => radio.hasAttribute('checked'),
    );
    expect(checked.map((radio) => radio.value)).toEqual(['Pink', 'v-pink-12']);
  });
});
