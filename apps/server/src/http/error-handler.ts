import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@shop/contracts/errors';
import { databaseUnavailable } from '../db/errors.ts';
import { AppError } from './app-error.ts';

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

// Fastify's own messages are written for developers; shoppers get these instead.
const messageByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong.',
  FST_REQ_FILE_TOO_LARGE: 'Each image may be at most 5 MB.',
  FST_FILES_LIMIT: 'Too many files: at most 10 images.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This content type is not supported.',
};

const defaultMessageByStatus: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please sign in to continue.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
  429: 'Too many requests. Please wait a moment and try again.',
};

function toBody(error: FastifyError | AppError | Error): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code, details: error.details },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Not valid.',
    }));
    const first = details[0];
    const message = first
      ? `${first.path ? `${first.path}: ` : ''}${first.message}`
      : 'The request is not valid.';
    return { status: 400, body: { message, code: 'VALIDATION_FAILED', details } };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? 'VALIDATION_FAILED';
    const message =
      messageByFastifyCode[fastifyError.code] ??
      defaultMessageByStatus[status] ??
      'The request is not valid.';
    return { status, body: { message, code } };
  }
  if (databaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        message: 'The shop is briefly unavailable. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      },
    };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
  };
}

/** The one place where failures become the contract's error body; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toBody(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (status === 401 || status === 403 || status === 429) {
      request.log.warn(
        { userId: request.auth?.userId, ip: request.ip, code: body.code },
        'request refused',
      );
    }
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
