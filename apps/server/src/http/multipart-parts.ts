import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { AppError, badRequest } from './app-error.ts';
import { refuseNulCharacters } from './nul-characters.ts';

/**
 * Reads every part of a multipart request. Broken framing (no boundary, a body cut short inside a
 * file) surfaces from the parser as a plain Error, while iterating or while reading a file: that is
 * the client's fault, so it becomes a 400. Errors with a status (the upload limits' 413, the
 * reader's own 400s) keep it. Text fields are refused with a 400 when they hold U+0000, as every
 * other input is (`http/nul-characters.ts`).
 */
export async function forEachPart(
  request: FastifyRequest,
  handle: (part: Multipart) => Promise<void>,
): Promise<void> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') refuseNulCharacters({ [part.fieldname]: part.value });
      await handle(part);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest('The form could not be read; please send it again.');
  }
}

/** A form field that carries JSON text; what it decodes to is held to the same NUL rule. */
export function parseJsonField(name: string, value: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest('{name} must be JSON text.', [{ path: name, message: 'Not valid JSON.' }], {
      name,
    });
  }
  refuseNulCharacters(parsed, name);
  return parsed;
}
