import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, worked out once. Helmet builds its middleware and
 * parses every CSP directive again for each response it is given; with fixed options the answer
 * is always the same, so the server asks once, at start, with a response that only records.
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * An API answer is JSON or a file, never a document that runs scripts or loads anything: its CSP
 * only has to forbid everything and framing. A tenth of the page policy's bytes, on every answer.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Every response gets helmet's headers for these options (CSP, nosniff, frame and referrer
 * policies...), set in one go by one synchronous hook; answers under /api/ get the short CSP
 * above instead of the page policy. A route may still replace one: the API docs page sends its
 * own CSP.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const pageHeaders = securityHeadersOf(options);
  const apiHeaders = { ...pageHeaders, 'content-security-policy': API_CONTENT_SECURITY_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    done();
  });
}
