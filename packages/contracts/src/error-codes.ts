// No zod here: the web client's first chunk imports this module, and zod must stay out of it.

/** Stable machine words of the contract, one per kind of failure. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'OUT_OF_STOCK',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The code of each failure status the contract speaks; the server turns any other failure into
 * 400 or 500. The web client takes the code from here when a failure came without the contract's
 * body (a proxy's error page, a crash).
 */
export const errorCodeByStatus: Readonly<Partial<Record<number, ErrorCode>>> = {
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
