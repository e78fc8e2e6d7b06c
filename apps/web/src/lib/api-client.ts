import type { ErrorBody, ErrorCode } from '@shop/contracts/errors';
import { clearCredentials, getAuthToken } from './session.ts';

/** Every call of the contract lives under /api on the same origin (proxied by Vite in dev). */
export const apiBase = '/api';

export type FieldError = { path: string; message: string };

/** Codes for failures whose body is not the contract's error body (a proxy page, a crash). */
const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'IDEMPOTENCY_KEY_REUSED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** A non-2xx answer. `body` is the contract's error body when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: FieldError[];
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null) {
    super(body?.message ?? `The request failed with status ${status}.`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = body?.code ?? codeByStatus[status] ?? 'INTERNAL';
    this.details = body?.details ?? [];
  }
}

/**
 * The text to show a shopper: the server's own message when it sent one (spec section 8),
 * otherwise the caller's fallback (network down, a non-JSON error page, a bug).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body ? error.body.message : fallback;
}

// A hand-written guard instead of the zod schema keeps zod out of the first JS chunk.
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { message, code, details } = value as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    typeof code === 'string' &&
    (details === undefined ||
      (Array.isArray(details) &&
        details.every(
          (item: unknown) =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as FieldError).path === 'string' &&
            typeof (item as FieldError).message === 'string',
        )))
  );
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is when it is FormData (the multipart calls). */
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(name, String(item));
    }
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the shop API: JSON in and out, the bearer token from local storage on every call.
 * Throws ApiError for any non-2xx answer; a 401 also clears the stored credentials.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: requestBody,
    signal,
  });
  const payload = await readBody(response);

  if (!response.ok) {
    if (response.status === 401) clearCredentials();
    throw new ApiError(response.status, isErrorBody(payload) ? payload : null);
  }
  return payload as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
