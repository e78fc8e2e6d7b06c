import type { z } from 'zod';
import type { EndpointKey, Endpoints } from '@shop/contracts/endpoints';
import { errorCodeByStatus, type ErrorCode } from '@shop/contracts/error-codes';
import type { ErrorBody } from '@shop/contracts/errors';
import { clearCredentials, getAuthToken } from './session.ts';

/** Every call of the contract lives under /api on the same origin (proxied by Vite in dev). */
const apiBase = '/api';

export type FieldError = { path: string; message: string };

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
    this.code = body?.code ?? errorCodeByStatus[status] ?? 'INTERNAL';
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

type QueryValue = string | number | boolean | null | undefined;
type Query = Record<string, QueryValue | readonly QueryValue[]>;

// ------------------------------------------------- the types of a call, from its descriptor
// Only types come from @shop/contracts/endpoints: its zod schemas never reach the browser.

type PathOf<E extends EndpointKey> = E extends `${string} ${infer Path}` ? Path : never;

/** One string per `:name` segment: `{ id: string }` for /orders/:id/cancel. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string> & PathParams<Rest>
  : Path extends `${string}:${infer Name}`
    ? Record<Name, string>
    : unknown;

/** A query parameter whose schema coerces text (input type unknown) takes any plain value. */
type QueryInput<T> = unknown extends T ? QueryValue | readonly QueryValue[] : T;
type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]?: QueryInput<z.input<S>[K]> };

type ParamsPart<E extends EndpointKey> = keyof PathParams<PathOf<E>> extends never
  ? { params?: never }
  : { params: PathParams<PathOf<E>> };
type BodyPart<D> = D extends { body: 'multipart' }
  ? { body: FormData }
  : D extends { body: infer S extends z.ZodType }
    ? undefined extends z.input<S>
      ? { body?: z.input<S> }
      : { body: z.input<S> }
    : { body?: never };
type QueryPart<D> = D extends { query: infer S extends z.ZodType }
  ? { query?: QueryOf<S> }
  : { query?: never };
type HeadersPart<D> = D extends { headers: infer S extends z.ZodType }
  ? { headers?: z.input<S> }
  : { headers?: never };

/** What a call of `E` sends: its path parameters, query, headers and body, as its schemas take them. */
export type ApiCall<E extends EndpointKey> = ParamsPart<E> &
  BodyPart<Endpoints[E]> &
  QueryPart<Endpoints[E]> &
  HeadersPart<Endpoints[E]> & {
    signal?: AbortSignal;
    /** The call outlives the page (a choice saved as the shopper leaves it). */
    keepalive?: boolean;
  };

/** The call may be left out when nothing in it is required. */
type ApiArgs<E extends EndpointKey> =
  Record<never, never> extends ApiCall<E> ? [call?: ApiCall<E>] : [call: ApiCall<E>];

/** What a successful call of `E` answers, as its answer schema outputs it. */
export type ApiAnswer<E extends EndpointKey> = z.output<Endpoints[E]['answer']>;

/** The query of `E`, for callers that build it before calling. */
export type ApiQuery<E extends EndpointKey> = NonNullable<ApiCall<E>['query']>;

/** The calls whose body is multipart/form-data. */
export type MultipartEndpoint = {
  [E in EndpointKey]: Endpoints[E] extends { body: 'multipart' } ? E : never;
}[EndpointKey];

/** Any call's parts, once its types have been checked. */
type CallParts = {
  params?: Record<string, string>;
  body?: unknown;
  query?: Query;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  keepalive?: boolean;
};

// ------------------------------------------------- sending it

/** The method and the path of an endpoint key, its `:name` segments filled in from `params`. */
export function endpointRequest(
  endpoint: EndpointKey,
  params: Record<string, string> = {},
): { method: string; path: string } {
  const [method = 'GET', template = '/'] = endpoint.split(' ');
  const path = template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return { method, path };
}

export function buildUrl(path: string, query?: Query): string {
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

/** How a request reaches the API: the browser's fetch, or the server's own router when it renders a page. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * Sends every later call through `serverTransport` instead of the network. The server renders
 * pages with the same calls as the browser and answers them in-process; they never carry a user's
 * token (public pages are the same for everyone), so one transport serves every request.
 */
export function sendApiCallsThrough(serverTransport: Transport): void {
  transport = serverTransport;
}

async function send(method: string, path: string, call: CallParts): Promise<unknown> {
  const { body, query, signal, keepalive } = call;
  const headers = new Headers({ Accept: 'application/json' });
  for (const [name, value] of Object.entries(call.headers ?? {})) {
    if (value !== undefined) headers.set(name, value);
  }
  authorize(headers);
  inPageLanguage(headers);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  const response = await transport(buildUrl(path, query), {
    method,
    headers,
    body: requestBody,
    signal,
    ...(keepalive ? { keepalive } : {}),
  });
  await throwUnlessOk(response);
  return readBody(response);
}

/** The stored bearer token, on every call that has one. */
function authorize(headers: Headers): void {
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
}

/**
 * The API's messages in the page's language (a Hindi page is <html lang="hi">), whatever the
 * browser's own languages are. A server render sets it for its calls itself.
 */
function inPageLanguage(headers: Headers): void {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers.set('Accept-Language', language);
}

/** A non-2xx answer becomes ApiError; a 401 also clears the stored credentials. */
async function throwUnlessOk(response: Response): Promise<void> {
  if (response.ok) return;
  const payload = await readBody(response);
  if (response.status === 401) clearCredentials();
  throw new ApiError(response.status, isErrorBody(payload) ? payload : null);
}

/**
 * Calls the shop API, e.g. `api('PUT /orders/:id/cancel', { params: { id } })`: the key names
 * the endpoint of @shop/contracts/endpoints, which types the call and its answer. JSON in and
 * out (FormData as it is), the bearer token from local storage on every call. Throws ApiError
 * for any non-2xx answer; a 401 also clears the stored credentials.
 */
export async function api<E extends EndpointKey>(
  endpoint: E,
  ...[call]: ApiArgs<E>
): Promise<ApiAnswer<E>> {
  // Cast before `??`: TypeScript would otherwise expand the call type over every endpoint.
  const parts = (call as CallParts | undefined) ?? {};
  const { method, path } = endpointRequest(endpoint, parts.params);
  return (await send(method, path, parts)) as ApiAnswer<E>;
}

/**
 * Fetches a file the API draws (a PDF, say) as a Blob, its bytes untouched: `api` reads answers
 * as text, which would garble binary ones. Same bearer token and errors as `api`. The path is
 * under /api, e.g. `/orders/${id}/invoice.pdf`; `accept` asks for another form of an answer that
 * has several (`text/csv`).
 */
export async function downloadApiFile(
  path: string,
  query?: Query,
  signal?: AbortSignal,
  accept?: string,
): Promise<Blob> {
  const headers = new Headers(accept ? { Accept: accept } : {});
  authorize(headers);
  inPageLanguage(headers);
  const response = await transport(buildUrl(path, query), { method: 'GET', headers, signal });
  await throwUnlessOk(response);
  return response.blob();
}
