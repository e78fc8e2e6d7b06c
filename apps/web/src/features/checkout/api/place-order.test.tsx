import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerCartKey, ordersKey, productsKey } from '../../../lib/query-keys.ts';
import { makeOrder } from '../../../test/order-fixtures.ts';
import { fakeApi, sentBody } from '../../../test/render-with-providers.tsx';
import { usePlaceOrder } from './place-order.ts';
import { makeCart } from '../../../test/cart-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePlaceOrder', () => {
  it('empties the cached cart and its mirror, and marks orders and products stale', async () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', JSON.stringify({ username: 'meera', userType: 'CUSTOMER' }));
    localStorage.setItem('cart', '["v-1"]');
    const order = makeOrder();
    const fetchMock = fakeApi({
      'POST /orders/place': { status: 201, body: { order } },
      'GET /cart': { body: makeCart() },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(customerCartKey('meera'), { items: [{ id: 'line-1' }] });
    client.setQueryData([...ordersKey, 'mine'], []);
    client.setQueryData([...productsKey, 'slug', 'sunny-romper'], { id: 'p-1' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePlaceOrder(), { wrapper });

    const placed = await result.current.mutateAsync({
      addressId: 'a-1',
      paymentMethod: 'COD',
      idempotencyKey: 'k-1',
    });

    expect(placed).toEqual(order);
    expect(sentBody(fetchMock, 'POST /orders/place')).toEqual({
      addressId: 'a-1',
      paymentMethod: 'COD',
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/orders/place')!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('k-1');
    expect(client.getQueryData(customerCartKey('meera'))).toEqual(makeCart());
    expect(localStorage.getItem('cart')).toBe('[]');
    await waitFor(() => {
      expect(client.getQueryState([...ordersKey, 'mine'])?.isInvalidated).toBe(true);
      expect(client.getQueryState([...productsKey, 'slug', 'sunny-romper'])?.isInvalidated).toBe(
        true,
      );
    });
  });

  it('sends the payment method chosen: UPI', async () => {
    const order = makeOrder({ paymentMethod: 'UPI', paymentStatus: 'AWAITING_PAYMENT' });
    const fetchMock = fakeApi({
      'POST /orders/place': { status: 201, body: { order } },
      'GET /cart': { body: makeCart() },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePlaceOrder(), { wrapper });

    await result.current.mutateAsync({
      addressId: 'a-1',
      paymentMethod: 'UPI',
      idempotencyKey: 'k-2',
    });

    expect(sentBody(fetchMock, 'POST /orders/place')).toEqual({
      addressId: 'a-1',
      paymentMethod: 'UPI',
    });
  });
});
