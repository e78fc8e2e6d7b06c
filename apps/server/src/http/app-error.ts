import type { ErrorCode } from '@shop/contracts/error-codes';
import { translate, type MessageValues } from '../i18n/translations.ts';

/** A field's problem: `message` is English with {placeholders}, filled from `values`. */
type FieldError = { path: string; message: string; values?: MessageValues };

/**
 * A failure the client caused or may show; the error handler turns it into the contract body, in
 * the request's language. `template` is the English with its {placeholders} (the catalogues'
 * msgid) and `values` fill them; `message` is the English filled in, for logs and tests.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: FieldError[] | undefined;
  readonly template: string;
  readonly values: MessageValues | undefined;

  constructor(
    code: ErrorCode,
    statusCode: number,
    message: string,
    details?: FieldError[],
    values?: MessageValues,
  ) {
    super(translate('en', message, values));
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.details = details;
    this.template = message;
    this.values = values;
  }
}

export const notFound = (message = 'Not found.', values?: MessageValues) =>
  new AppError('NOT_FOUND', 404, message, undefined, values);
export const conflict = (message: string, values?: MessageValues) =>
  new AppError('CONFLICT', 409, message, undefined, values);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError('FORBIDDEN', 403, message);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError('UNAUTHENTICATED', 401, message);
export const badRequest = (message: string, details?: FieldError[], values?: MessageValues) =>
  new AppError('VALIDATION_FAILED', 400, message, details, values);
