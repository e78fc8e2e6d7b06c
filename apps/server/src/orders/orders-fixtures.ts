import type { Product } from '@shop/contracts/catalog';
import { bearer, signUpCustomer, type TestApp } from '../test/test-app.ts';

/** A signed-up customer with a default address and the given cart lines, through the API. */
export async function customerWithCart(
  t: TestApp,
  lines: { variantId: string; quantity: number }[],
): Promise<{ token: string; addressId: string; email: string }> {
  const { token, user } = await signUpCustomer(t.app);
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: bearer(token),
    payload: {
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    },
  });
  for (const line of lines) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: bearer(token),
      payload: { productVariantId: line.variantId, quantity: line.quantity },
    });
    if (res.statusCode !== 200) throw new Error(`cart add: ${res.body}`);
  }
  return { token, addressId: address.json().address.id, email: user.email };
}

export async function stockOf(t: TestApp, product: Product): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
  return (res.json().data as Product).variants.map((v) => v.stock);
}

export const placeOrderAs = (
  t: TestApp,
  token: string,
  addressId: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/place',
    headers: { ...bearer(token), ...headers },
    payload: { addressId, paymentMethod: 'COD' },
  });
