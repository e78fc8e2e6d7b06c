import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makeVariant } from '../../test/product-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../test/render-with-providers.tsx';
import { ProductPage } from './product-page.tsx';

const product = makeProduct({
  variants: [
    makeVariant({ id: 'v-0', size: '0-3M', stock: 2 }),
    makeVariant({ id: 'v-12', size: '12-18M', stock: 0 }),
  ],
});

function visit(path: string) {
  fakeApi({ 'GET /products/slug/mint-cotton-romper': { body: { data: product } } });
  const router = createMemoryRouter([{ path: '/product/:slug', element: <ProductPage /> }], {
    initialEntries: [path],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product page', () => {
  it('chooses the size of a back-in-stock link (?variant=) and offers the alert while it is sold out', async () => {
    visit('/product/mint-cotton-romper?variant=v-12');
    await screen.findByRole('heading', { level: 1, name: 'Mint Cotton Romper' });
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: '12-18M, out of stock' }).checked,
    ).toBe(true);
    expect(screen.getByRole('region', { name: 'Get an alert when it’s back' })).toBeTruthy();
    expect(await screen.findByLabelText('Your email')).toBeTruthy();
  });

  it('offers no alert while the chosen size is in stock', async () => {
    visit('/product/mint-cotton-romper?variant=v-0');
    await screen.findByRole('heading', { level: 1, name: 'Mint Cotton Romper' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '0-3M' }).checked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Get an alert when it’s back' })).toBeNull();
  });
});
