import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { AppError, badRequest } from './app-error.ts';

/**
 * Reads every part of a multipart request. Broken framing (no boundary, a body cut short inside a
 * file) surfaces from the parser as a plain Error, while iterating or while reading a file: that is
 * the client's fault, so it becomes a 400. Errors with a status (the upload limits' 413, the
 * reader's own 400s) keep it.
 */
export async function forEachPart(
  request: FastifyRequest,
  handle: (part: Multipart) => Promise<void>,
): Promise<void> {
  try {
    for await (const part of request.parts()) await handle(part);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest('The form could not be read; please send it again.');
  }
}
