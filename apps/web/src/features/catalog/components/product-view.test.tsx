import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makeVariant } from '../../../test/product-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import type { ProductPurchaseContext } from './product-detail.tsx';
import { ProductView } from './product-view.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderProductPage(
  slug: string,
  purchase?: (context: ProductPurchaseContext) => void,
  placeholder = null as ReturnType<typeof makeProduct> | null,
  initialVariantId: string | null = null,
) {
  const router = createMemoryRouter(
    [
      {
        path: '/product/:slug',
        element: (
          <ProductView
            slug={slug}
            placeholder={placeholder}
            initialVariantId={initialVariantId}
            purchase={(_product, context) => {
              purchase?.(context);
              return <span>Purchase for {context.selectedVariant?.size ?? 'no size'}</span>;
            }}
          />
        ),
      },
      { path: '/shop', element: <p>The shop</p> },
    ],
    { initialEntries: [`/product/${slug}`] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('ProductView', () => {
  it('loads the product from its address and shows breadcrumb, price and details', async () => {
    fakeApi({ 'GET /products/slug/mint-cotton-romper': { body: { data: makeProduct() } } });
    renderProductPage('mint-cotton-romper');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mint Cotton Romper' }),
    ).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(crumbs.getByRole('link', { name: 'Rompers & Onesies' }).getAttribute('href')).toBe(
      '/shop?categoryId=c-rompers',
    );
    expect(screen.getByText('₹449.00')).toBeTruthy();
    expect(screen.getByText('18% OFF')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Product Details' })).toBeTruthy();
    expect(screen.getByText('A soft romper with nappy snaps.')).toBeTruthy();
  });

  it('says "Product not found." with a way back to the shop for an unknown product', async () => {
    fakeApi({});
    const { router, user } = renderProductPage('no-such-thing');

    expect(await screen.findByRole('heading', { name: 'Product not found.' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to the shop' }));
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('offers a retry, not "not found", when the server fails', async () => {
    fakeApi({ 'GET /products/slug/mint-cotton-romper': { status: 503, body: {} } });
    renderProductPage('mint-cotton-romper');
    expect(
      await screen.findByText('Could not load this product.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Product not found.')).toBeNull();
  });

  it('shows the product passed along at once, before the server answers', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderProductPage(
      'mint-cotton-romper',
      undefined,
      makeProduct({ name: 'Passed-along romper' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Passed-along romper' })).toBeTruthy();
  });

  it('falls back to a sentence when the product has no description', async () => {
    fakeApi({
      'GET /products/slug/mint-cotton-romper': {
        body: { data: makeProduct({ description: ' ' }) },
      },
    });
    renderProductPage('mint-cotton-romper');
    expect(await screen.findByText('No description provided for this product.')).toBeTruthy();
  });

  it('keeps the quantity between 1 and the chosen size’s stock', async () => {
    fakeApi({ 'GET /products/slug/mint-cotton-romper': { body: { data: makeProduct() } } });
    const purchase = vi.fn();
    const { user } = renderProductPage('mint-cotton-romper', purchase);
    await screen.findByRole('heading', { level: 1 });

    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect((increase as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByText('0-3M')); // 2 in stock
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByLabelText('Quantity 2')).toBeTruthy();
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    expect(purchase).toHaveBeenLastCalledWith(
      expect.objectContaining({
        quantity: 2,
        selectedVariant: expect.objectContaining({ id: 'v-0' }),
      }),
    );

    await user.click(screen.getByText('3-6M'));
    expect(screen.getByLabelText('Quantity 1')).toBeTruthy();
    expect(screen.getByText('Purchase for 3-6M')).toBeTruthy();
  });

  it('chooses the only size of a one-size product for the shopper', async () => {
    const freeSize = makeProduct({
      variants: [makeVariant({ id: 'v-free', size: 'Free Size', stock: 9 })],
    });
    fakeApi({ 'GET /products/slug/mint-cotton-romper': { body: { data: freeSize } } });
    renderProductPage('mint-cotton-romper');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Purchase for Free Size')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Free Size' }).checked).toBe(true);
  });

  it('shows the published rating by the name, leading to the reviews', async () => {
    const rated = makeProduct({ rating: { average: 4.3, count: 12 } });
    fakeApi({ 'GET /products/slug/mint-cotton-romper': { body: { data: rated } } });
    renderProductPage('mint-cotton-romper');
    await screen.findByRole('heading', { level: 1 });
    const link = screen.getByRole('link', { name: 'Rated 4.3 out of 5 (12 reviews)' });
    expect(link.getAttribute('href')).toBe('#reviews');
  });

  it('shows no rating while no review is published', async () => {
    fakeApi({ 'GET /products/slug/mint-cotton-romper': { body: { data: makeProduct() } } });
    renderProductPage('mint-cotton-romper');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Rated/ })).toBeNull();
  });

  it('starts with the size a link names chosen, in its colour', async () => {
    const twoColours = makeProduct({
      variants: [
        makeVariant({ id: 'v-mint-0', color: 'Mint', size: '0-3M', stock: 3 }),
        makeVariant({ id: 'v-pink-0', color: 'Pink', size: '0-3M', stock: 3 }),
        makeVariant({ id: 'v-pink-12', color: 'Pink', size: '12-18M', stock: 0 }),
      ],
    });
    fakeApi({ 'GET /products/slug/mint-cotton-romper': { body: { data: twoColours } } });
    renderProductPage('mint-cotton-romper', undefined, null, 'v-pink-12');
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: '12-18M, out of stock' }).checked,
    ).toBe(true);
    expect(screen.getByText('Colour:').textContent).toBe('Colour: Pink');
    expect(screen.getByText('Purchase for 12-18M')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  it('ignores a size the product does not have', async () => {
    fakeApi({ 'GET /products/slug/mint-cotton-romper': { body: { data: makeProduct() } } });
    renderProductPage('mint-cotton-romper', undefined, null, 'v-gone');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Purchase for no size')).toBeTruthy();
    const sizes = within(screen.getByRole('group', { name: 'Size' }));
    expect(sizes.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(
      false,
    );
  });
});
