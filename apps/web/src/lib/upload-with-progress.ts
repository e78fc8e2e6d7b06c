import type { ErrorBody } from '@shop/contracts/errors';
import {
  ApiError,
  buildUrl,
  endpointRequest,
  type ApiAnswer,
  type ApiCall,
  type MultipartEndpoint,
} from './api-client.ts';
import { clearCredentials, getAuthToken } from './session.ts';

type Upload<E extends MultipartEndpoint> = ApiCall<E> & {
  /** Called with the share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asErrorBody(value: unknown): ErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const { message, code } = value as Record<string, unknown>;
  return typeof message === 'string' && typeof code === 'string' ? (value as ErrorBody) : null;
}

/**
 * Sends a multipart call to the shop API like `api` does (bearer token, ApiError, a 401 clears the
 * credentials), but over XMLHttpRequest: fetch cannot report upload progress, and a few product
 * photos on a slow line take long enough that the admin needs to see it move.
 */
export function uploadWithProgress<E extends MultipartEndpoint>(
  endpoint: E,
  upload: Upload<E>,
): Promise<ApiAnswer<E>> {
  const { onProgress, signal } = upload;
  const { params, body } = upload as { params?: Record<string, string>; body: FormData };
  const { method, path } = endpointRequest(endpoint, params);
  return new Promise<ApiAnswer<E>>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, buildUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(payload as ApiAnswer<E>);
        return;
      }
      if (request.status === 401) clearCredentials();
      reject(new ApiError(request.status, asErrorBody(payload)));
    });
    request.addEventListener('error', () => reject(new TypeError('The upload failed.')));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled.', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    request.send(body);
  });
}
