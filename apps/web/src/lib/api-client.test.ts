import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { RegisterBody, User } from '@shop/contracts/accounts';
import type { Order } from '@shop/contracts/orders';
import { ApiError, api, buildUrl, downloadApiFile, errorMessage } from './api-client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof mockFetch>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('calls under /api and attaches the stored bearer token', async () => {
    localStorage.setItem('authToken', 'secret-token');
    const fetchMock = mockFetch(jsonResponse(200, { data: { user: { id: '1' } } }));

    const result = await api('GET /auth/me');

    const { url, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/auth/me');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(result).toEqual({ data: { user: { id: '1' } } });
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = mockFetch(jsonResponse(200, {}));
    await api('GET /categories');
    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies with their content type', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { token: 't' }));

    await api('POST /auth/login', { body: { identifier: 'a@b.in', password: 'pw' } });

    const { init, headers } = sentRequest(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ identifier: 'a@b.in', password: 'pw' });
  });

  it('maps the contract error body onto ApiError', async () => {
    mockFetch(
      jsonResponse(400, {
        message: 'Please fix the highlighted fields.',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'email', message: 'Enter a valid email address.' }],
      }),
    );

    const error = await api('POST /auth/register', { body: {} as RegisterBody }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.message).toBe('Please fix the highlighted fields.');
    expect(apiError.details).toEqual([{ path: 'email', message: 'Enter a valid email address.' }]);
    expect(errorMessage(apiError, 'Registration failed')).toBe(
      'Please fix the highlighted fields.',
    );
  });

  it('falls back to the caller message when the error is not the contract body', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await api('GET /products').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INTERNAL');
    expect(errorMessage(error, 'Failed to fetch products.')).toBe('Failed to fetch products.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });

  it('clears authToken, role and userId on any 401', async () => {
    localStorage.setItem('authToken', 'expired');
    localStorage.setItem('role', 'CUSTOMER');
    localStorage.setItem('userId', 'u-1');
    localStorage.setItem('user', '{"username":"ravi","userType":"CUSTOMER"}');
    localStorage.setItem('cart', '["v-1"]');
    mockFetch(jsonResponse(401, { message: 'Please sign in again.', code: 'UNAUTHENTICATED' }));

    await expect(api('GET /cart')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });

    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(localStorage.getItem('cart')).toBe('["v-1"]');
  });

  it('keeps the credentials on other errors', async () => {
    localStorage.setItem('authToken', 'fine');
    mockFetch(jsonResponse(403, { message: 'Not for you.', code: 'FORBIDDEN' }));

    await expect(api('GET /orders/all')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('authToken')).toBe('fine');
  });

  it('answers undefined for 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(api('DELETE /cart/remove/:id', { params: { id: '1' } })).resolves.toBeUndefined();
  });

  it('builds query strings, repeating array values and skipping empty ones', () => {
    expect(buildUrl('/products', { page: 2, size: ['S', 'M'], q: undefined, inStock: true })).toBe(
      '/api/products?page=2&size=S&size=M&inStock=true',
    );
  });

  it('fills the path parameters of the endpoint key, encoded', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { order: { id: 'o/1' } }));

    await api('PUT /orders/:id/cancel', { params: { id: 'o/1 2' } });

    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/orders/o%2F1%202/cancel');
    expect(init.method).toBe('PUT');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  it("sends the headers the endpoint's schema names", async () => {
    const fetchMock = mockFetch(jsonResponse(201, { order: { id: 'o-1' } }));

    await api('POST /orders/place', {
      body: { addressId: 'a-1', paymentMethod: 'COD' },
      headers: { 'idempotency-key': 'attempt-1' },
    });

    expect(sentRequest(fetchMock).headers.get('Idempotency-Key')).toBe('attempt-1');
  });

  it('sends the query of the endpoint', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { orders: [] }));
    await api('GET /orders/all', { query: { status: 'SHIPPED', page: 2 } });
    expect(sentRequest(fetchMock).url).toBe('/api/orders/all?status=SHIPPED&page=2');
  });

  it('leaves out a header given as undefined', async () => {
    const fetchMock = mockFetch(jsonResponse(201, { order: { id: 'o-1' } }));
    await api('POST /orders/place', {
      body: { addressId: 'a-1' },
      headers: { 'idempotency-key': undefined },
    });
    expect(sentRequest(fetchMock).headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends a multipart body as it is, for the browser to set its boundary', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { details: { name: 'Tiny Threads' } }));
    const form = new FormData();
    form.append('name', 'Tiny Threads');

    await api('PUT /company-details', { body: form });

    const { init, headers } = sentRequest(fetchMock);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('types each call and its answer from the descriptor (checked by tsc)', () => {
    const calls = async () => {
      expectTypeOf(await api('GET /auth/me')).toEqualTypeOf<{ data: { user: User } }>();
      expectTypeOf(await api('PUT /orders/:id/cancel', { params: { id: 'o-1' } })).toEqualTypeOf<{
        order: Order;
      }>();
      // @ts-expect-error: no such endpoint
      await api('GET /nowhere');
      // @ts-expect-error: the path parameter is missing
      await api('PUT /orders/:id/cancel');
      // @ts-expect-error: the parameter is named id, not orderId
      await api('PUT /orders/:id/cancel', { params: { orderId: 'o-1' } });
      // @ts-expect-error: the body lacks its password
      await api('POST /auth/login', { body: { identifier: 'a@b.in' } });
      // @ts-expect-error: not a delivery status
      await api('GET /orders/all', { query: { status: 'LOST' } });
      // @ts-expect-error: this endpoint takes no body
      await api('GET /cart', { body: {} });
      // @ts-expect-error: a multipart endpoint takes FormData, not JSON
      await api('PUT /company-details', { body: { name: 'Tiny Threads' } });
    };
    expect(calls).toBeTypeOf('function');
  });
});

describe('downloadApiFile', () => {
  it('answers the bytes as they came, with the bearer token sent', async () => {
    localStorage.setItem('authToken', 'secret-token');
    // Bytes that are not valid UTF-8: reading them as text would replace them.
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x80, 0xc3]);
    const fetchMock = mockFetch(
      new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );

    const blob = await downloadApiFile('/admin/orders/packing-slips.pdf', { ids: 'a,b' });

    const { url, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/admin/orders/packing-slips.pdf?ids=a%2Cb');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it("turns an error body into ApiError with the server's message", async () => {
    mockFetch(
      jsonResponse(409, {
        message: 'The invoice is issued when the order is delivered.',
        code: 'CONFLICT',
      }),
    );

    const failure = downloadApiFile('/orders/o-1/invoice.pdf');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      message: 'The invoice is issued when the order is delivered.',
    });
  });

  it('clears the stored credentials on a 401, as api does', async () => {
    localStorage.setItem('authToken', 'expired');
    mockFetch(jsonResponse(401, { message: 'Please sign in again.', code: 'UNAUTHENTICATED' }));

    await expect(downloadApiFile('/orders/o-1/invoice.pdf')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
