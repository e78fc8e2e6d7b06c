import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage, type Language } from '@shop/contracts/languages';
import { translate, type Message } from './translations.ts';

/** The language a request asks its messages in: its `Accept-Language`, English when unsure. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/** A successful answer's message, with values, in the request's language (and marked so). */
export function sayTo(request: FastifyRequest, reply: FastifyReply, said: Message): string {
  const language = requestLanguage(request);
  markAnswerLanguage(reply, language);
  return translate(language, said.message, said.values);
}

/**
 * Marks an answer whose text was said in `language`: `Content-Language` names it, and
 * `Vary: Accept-Language` tells caches the same address answers other words to another header.
 */
export function markAnswerLanguage(reply: FastifyReply, language: Language): void {
  reply.header('content-language', language);
  const vary = String(reply.getHeader('vary') ?? '');
  const named = vary.split(',').map((name) => name.trim().toLowerCase());
  if (named.includes('accept-language') || named.includes('*')) return;
  reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
}
