import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unsubscribeQuerySchema, unsubscribeResponseSchema } from '@shop/contracts/notifications';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/openapi.ts';
import { limitByIp, limitsText } from '../http/rate-limits.ts';
import { sayTo } from '../i18n/request-language.ts';
import { changeSubscription } from './unsubscribe.service.ts';

const TOKEN_RULES =
  'The token is the one of a mail’s unsubscribe link or List-Unsubscribe header: signed, for this purpose only, and it does not expire (an old mail’s link still works). A token that is not ours is 400.';

// The form a mail client's one-click button posts (RFC 8058): its only field is
// `List-Unsubscribe=One-Click`, and the token in the URL says everything, so the body is read
// and dropped, never an error.
const ONE_CLICK_FORMS = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ONE_CLICK_BODY_LIMIT = 16 * 1024;

export function unsubscribeRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  // Its own scope: these two routes alone accept the one-click form bodies.
  void fastify.register(async (scope) => {
    scope.removeContentTypeParser(ONE_CLICK_FORMS);
    scope.addContentTypeParser(
      ONE_CLICK_FORMS,
      { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, _body, done) => done(null, undefined),
    );
    routes(scope, ctx);
  });
}

function routes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const linkLimit = { perIp: ctx.rateLimits.unsubscribePerIp };
  const limited = limitByIp(app, 'unsubscribe', linkLimit.perIp);

  app.post('/unsubscribe', {
    config: { ...access.public, changes: 'nothing cached' },
    schema: {
      tags: ['notifications'],
      summary: 'Turn a kind of mail off for the address of its link (no sign-in; RFC 8058)',
      description: `${TOKEN_RULES} A mail client's one-click button posts \`List-Unsubscribe=One-Click\` as a form (urlencoded or multipart), which is accepted and ignored. Stock alerts and review invitations are turned off for that address; a cart reminder's link withdraws the account's marketing consent. Repeating it changes nothing more. ${limitsText(linkLimit)}`,
      querystring: unsubscribeQuerySchema,
      response: { 200: unsubscribeResponseSchema, ...errorResponses(400, 429) },
    },
    preHandler: limited,
    handler: async (request, reply) => {
      const answer = await changeSubscription(db, ctx.secret, request.query.token, false);
      request.log.info({ kind: answer.kind }, 'mail kind turned off by its link');
      return { ...answer, message: sayTo(request, reply, answer.message) };
    },
  });

  app.delete('/unsubscribe', {
    config: { ...access.public, changes: 'nothing cached' },
    schema: {
      tags: ['notifications'],
      summary: 'Turn that kind of mail on again (the unsubscribe page’s undo; no sign-in)',
      description: `${TOKEN_RULES} Undoes the POST: the opt-out is removed, or a cart reminder's link gives the account's marketing consent again (with a new time). Repeating it changes nothing more. ${limitsText(linkLimit)}`,
      querystring: unsubscribeQuerySchema,
      response: { 200: unsubscribeResponseSchema, ...errorResponses(400, 429) },
    },
    preHandler: limited,
    handler: async (request, reply) => {
      const answer = await changeSubscription(db, ctx.secret, request.query.token, true);
      request.log.info({ kind: answer.kind }, 'mail kind turned on again by its link');
      return { ...answer, message: sayTo(request, reply, answer.message) };
    },
  });
}
