import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, buildUrl, errorMessage } from './api-client.ts';

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

describe('apiClient', () => {
  it('calls under /api and attaches the stored bearer token', async () => {
    localStorage.setItem('authToken', 'secret-token');
    const fetchMock = mockFetch(jsonResponse(200, { data: { user: { id: '1' } } }));

    const result = await apiClient.get<{ data: unknown }>('/auth/me');

    const { url, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/auth/me');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(result).toEqual({ data: { user: { id: '1' } } });
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = mockFetch(jsonResponse(200, {}));
    await apiClient.get('/categories');
    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies with their content type', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { token: 't' }));

    await apiClient.post('/auth/login', { identifier: 'a@b.in', password: 'pw' });

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

    const error = await apiClient.post('/auth/register', {}).catch((caught: unknown) => caught);

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

    const error = await apiClient.get('/products').catch((caught: unknown) => caught);

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

    await expect(apiClient.get('/cart')).rejects.toMatchObject({
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

    await expect(apiClient.get('/orders/all')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('authToken')).toBe('fine');
  });

  it('answers undefined for 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiClient.delete('/cart/remove/1')).resolves.toBeUndefined();
  });

  it('builds query strings, repeating array values and skipping empty ones', () => {
    expect(buildUrl('/products', { page: 2, size: ['S', 'M'], q: undefined, inStock: true })).toBe(
      '/api/products?page=2&size=S&size=M&inStock=true',
    );
  });
});
