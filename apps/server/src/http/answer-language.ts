import type { FastifyInstance } from 'fastify';
import { defaultLanguage } from '@shop/contracts/languages';
import { markAnswerLanguage, requestLanguage } from '../i18n/request-language.ts';
import { isTranslated, translate } from '../i18n/translations.ts';

/**
 * A successful answer's `message` ("Address deleted.") is the shop speaking to the caller, so it
 * goes out in the request's language, as the error handler does for failures.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    // An error body is already in the request's language (the error handler said it), and so is
    // an answer whose route said its message with values (`sayTo`).
    if (
      reply.statusCode >= 400 ||
      reply.hasHeader('content-language') ||
      typeof payload !== 'object' ||
      payload === null ||
      Array.isArray(payload) ||
      typeof (payload as { message?: unknown }).message !== 'string'
    ) {
      return payload;
    }
    const language = requestLanguage(request);
    const { message } = payload as { message: string };
    // A text the catalogues do not hold (an admin's answer naming what it deleted) stays English
    // and is not read as a message with {placeholders}.
    const said = isTranslated(language, message) ? language : defaultLanguage;
    markAnswerLanguage(reply, said);
    return { ...payload, message: translate(said, message) };
  });
}
