import { screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makeVariant } from '../../../test/product-fixtures.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { StockAlertOffer } from './stock-alert-offer.tsx';

const soldOutSize = makeVariant({ id: 'v-12', size: '12-18M', stock: 0 });
const inStockSize = makeVariant({ id: 'v-3', size: '3-6M', stock: 4 });
const partlySoldOut = makeProduct({ variants: [soldOutSize, inStockSize] });
const allSoldOut = makeProduct({ variants: [soldOutSize, { ...inStockSize, stock: 0 }] });

type Props = ComponentProps<typeof StockAlertOffer>;

function renderOffer(props: Props, path = '/product/mint-cotton-romper') {
  fakeApi({});
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <StockAlertOffer {...props} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product page’s back-in-stock offer', () => {
  it('offers the alert for a chosen size that is sold out, loading its form', async () => {
    renderOffer({ product: partlySoldOut, selectedVariant: soldOutSize });
    const section = screen.getByRole('region', { name: 'Get an alert when it’s back' });
    expect(section.id).toBe('stock-alert');
    expect(section.textContent).toContain('Size 12-18M in Mint is sold out.');
    expect(await screen.findByLabelText('Your email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tell me when it’s back' })).toBeTruthy();
  });

  it('says nothing for a size in stock, nor before a size is chosen while some are in stock', () => {
    renderOffer({ product: partlySoldOut, selectedVariant: inStockSize });
    expect(screen.queryByRole('region')).toBeNull();
    renderOffer({ product: partlySoldOut, selectedVariant: null });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks for a size first when every size is sold out and none is chosen yet', () => {
    renderOffer({ product: allSoldOut, selectedVariant: null });
    const section = screen.getByRole('region', { name: 'Get an alert when it’s back' });
    expect(section.textContent).toContain('Every size is sold out. Choose yours above');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes the focus when a card’s "Sold out: get an alert" link led here', async () => {
    renderOffer(
      { product: allSoldOut, selectedVariant: null },
      '/product/mint-cotton-romper#stock-alert',
    );
    const section = screen.getByRole('region', { name: 'Get an alert when it’s back' });
    await waitFor(() => expect(document.activeElement).toBe(section));
  });

  it('leaves the focus alone on a plain visit', async () => {
    renderOffer({ product: partlySoldOut, selectedVariant: soldOutSize });
    await screen.findByLabelText('Your email');
    expect(document.activeElement).toBe(document.body);
  });

  it('is in the server’s HTML, with the form’s place held until the browser knows who is signed in', () => {
    const html = renderOnServer(
      <StockAlertOffer product={partlySoldOut} selectedVariant={soldOutSize} />,
    );
    expect(html.querySelector('#stock-alert h2')?.textContent).toBe('Get an alert when it’s back');
    expect(html.querySelector('[aria-label="Loading the alert form…"]')).not.toBeNull();
    expect(html.querySelector('input')).toBeNull();
  });
});
