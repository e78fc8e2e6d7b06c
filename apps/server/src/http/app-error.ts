import type { ErrorCode } from '@shop/contracts/error-codes';

type FieldError = { path: string; message: string };

/** A failure the client caused or may show; the error handler turns it into the contract body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: FieldError[] | undefined;

  constructor(code: ErrorCode, statusCode: number, message: string, details?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError('FORBIDDEN', 403, message);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError('UNAUTHENTICATED', 401, message);
export const badRequest = (message: string, details?: FieldError[]) =>
  new AppError('VALIDATION_FAILED', 400, message, details);
