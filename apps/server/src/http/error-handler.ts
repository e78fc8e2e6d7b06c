import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeByStatus } from '@shop/contracts/error-codes';
import type { ErrorBody } from '@shop/contracts/errors';
import { defaultLanguage, type Language } from '@shop/contracts/languages';
import { databaseUnavailable } from '../db/errors.ts';
import { DISK_FULL_MESSAGE, outOfSpace } from '../disk/disk-space.ts';
import { markAnswerLanguage, requestLanguage } from '../i18n/request-language.ts';
import { isTranslated, translate } from '../i18n/translations.ts';
import { AppError } from './app-error.ts';

/**
 * The contract fixes the statuses it speaks. Fastify and Node have more (405, 406, 408, 414, 416,
 * 431...): each is a request the server cannot take as it was sent, so it is the contract's 400.
 */
function contractStatus(status: number): number {
  if (errorCodeByStatus[status]) return status;
  return status >= 500 ? 500 : 400;
}

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
  FST_ERR_BAD_URL: 'The address has a broken %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
  FST_CP_ERR_INVALID_CONTENT: 'The request body could not be decompressed.',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'This content encoding is not supported.',
  // Node's HTTP parser, before Fastify sees the request.
  HPE_HEADER_OVERFLOW: 'The address or the request headers are too long.',
  ERR_HTTP_REQUEST_TIMEOUT: 'The request took too long to arrive.',
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

/*
 * Zod's own messages ("Invalid input: expected string, received undefined") stand in English for
 * the fields the contracts give no message of their own; a Hindi reader gets these instead.
 */
const zodMessageByIssue: Record<string, string> = {
  invalid_type: 'This is missing or not the right kind of value.',
  too_small: 'This is too short or too small.',
  too_big: 'This is too long or too large.',
  invalid_format: 'This is not in the right format.',
  invalid_value: 'This is not one of the choices.',
  unrecognized_keys: 'This has fields that are not expected.',
};

/** A zod message in a language: the contracts' own Hindi, else the issue's plain-words one. */
function validationMessage(language: Language, message: string, issue: string): string {
  if (isTranslated(language, message)) return translate(language, message);
  return translate(language, zodMessageByIssue[issue] ?? 'Not valid.');
}

function toBody(
  error: FastifyError | AppError | Error,
  language: Language,
): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const details = error.details?.map(({ path, message, values }) => ({
      path,
      message: translate(language, message, values),
    }));
    return {
      status: error.statusCode,
      body: {
        message: translate(language, error.template, error.values),
        code: error.code,
        details,
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: validationMessage(language, issue.message ?? 'Not valid.', issue.keyword),
    }));
    const first = details[0];
    const message = first
      ? `${first.path ? `${first.path}: ` : ''}${first.message}`
      : translate(language, 'The request is not valid.');
    return { status: 400, body: { message, code: 'VALIDATION_FAILED', details } };
  }
  const fastifyError = error as FastifyError;
  const frameworkStatus = fastifyError.statusCode;
  if (frameworkStatus && frameworkStatus >= 400 && frameworkStatus < 500) {
    const status = contractStatus(frameworkStatus);
    const message =
      messageByFastifyCode[fastifyError.code] ??
      defaultMessageByStatus[frameworkStatus] ??
      'The request is not valid.';
    return {
      status,
      body: {
        message: translate(language, message),
        code: errorCodeByStatus[status] ?? 'VALIDATION_FAILED',
      },
    };
  }
  // The disk is full (a file or the database could not grow): the shop's own words for it.
  if (outOfSpace(error)) {
    return {
      status: 503,
      body: { message: translate(language, DISK_FULL_MESSAGE), code: 'SERVICE_UNAVAILABLE' },
    };
  }
  if (databaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        message: translate(
          language,
          'The shop is briefly unavailable. Please try again in a moment.',
        ),
        code: 'SERVICE_UNAVAILABLE',
      },
    };
  }
  return {
    status: 500,
    body: {
      message: translate(language, 'Something went wrong on our side. Please try again.'),
      code: 'INTERNAL',
    },
  };
}

/**
 * What a handler may have said about the answer it meant to send (a gzipped CSV attachment, an
 * image cached for a year) before it failed. None of it is true of the error body that replaces
 * that answer; headers about the request or the connection (security, rate limits) stay.
 */
const successAnswerHeaders = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-disposition',
  'content-language',
  'content-location',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
] as const;

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = requestLanguage(request);
  const { status, body } = toBody(error, language);
  for (const name of successAnswerHeaders) reply.removeHeader(name);
  markAnswerLanguage(reply, language);
  // An error tells how things stood at this moment, for this caller: no cache may keep it (a
  // shared cache could otherwise hand a 404 or a 401 to the next shopper).
  reply.header('cache-control', 'no-store');
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else if (status === 401 || status === 403 || status === 429) {
    request.log.warn(
      { userId: request.auth?.userId, ip: request.ip, code: body.code },
      'request refused',
    );
  }
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The one place where failures become the contract's error body; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route runs (a broken
 * %-escape, a path parameter over the length limit) goes through the same error handler.
 */
export const frameworkErrors = sendError;

// Node's parser reports these before Fastify has a request; the rest are malformed requests.
const parserErrorStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (headers or query
 * over 16 KB, a broken request line) is answered on the raw socket, with the contract's body.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A proxy that sees its connection dropped (a 502) has only this line to go by.
  this.log.info(
    { code: error.code, remote: socket.remoteAddress, bytesRead: socket.bytesRead },
    'client connection error',
  );
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = parserErrorStatus[error.code ?? ''] ?? 400;
  // Node refused the request before its headers were read: there is no Accept-Language to go by.
  const { status, body } = toBody(Object.assign(error, { statusCode }), defaultLanguage);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Language: ${defaultLanguage}\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n` +
        `Connection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
