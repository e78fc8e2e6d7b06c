import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  requestOtpBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
} from '@shop/contracts/accounts';
import { messageSchema } from '@shop/contracts/errors';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { clearAccountAttempts, limitByIpAndAccount } from '../http/rate-limits.ts';
import { errorResponses } from '../http/openapi.ts';
import {
  changePassword,
  findAccountId,
  getUser,
  login,
  register,
  updateProfile,
} from './accounts.service.ts';
import { requestResetCode, resetPassword } from './password-reset.service.ts';

export function accountsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const limits = ctx.rateLimits;

  app.post('/auth/register', {
    config: { ...access.public, changes: 'nothing cached' },
    schema: {
      tags: ['auth'],
      summary: 'Create a customer account',
      body: registerBodySchema,
      response: { 201: registerResponseSchema, ...errorResponses(400, 409, 429) },
    },
    // A 409 tells whether an email has an account (the contract wants it), so sign-ups share the
    // sign-in limits: nobody walks a list of emails or mass-creates accounts from one address.
    preHandler: limitByIpAndAccount(
      app,
      'register',
      'email',
      limits.loginPerIp,
      limits.loginPerAccount,
    ),
    handler: async (request, reply) => {
      const user = await register(db, request.body);
      request.log.info({ userId: user.id }, 'account registered');
      return reply.status(201).send({ message: 'Registration successful', user });
    },
  });

  app.post('/auth/login', {
    config: { ...access.public, changes: 'nothing cached', smallWrite: true },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email or username',
      body: loginBodySchema,
      response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
    },
    // Counted per account, not per name: the email and the username share one count.
    preHandler: limitByIpAndAccount(
      app,
      'login',
      'identifier',
      limits.loginPerIp,
      limits.loginPerAccount,
      (identifier) => findAccountId(db, identifier),
    ),
    handler: async (request) => {
      const result = await login(db, ctx.tokens, request.body).catch((error: unknown) => {
        // No password, only who tried: failed sign-ins are worth seeing in the logs.
        request.log.warn({ identifier: request.body.identifier, ip: request.ip }, 'sign-in failed');
        throw error;
      });
      await clearAccountAttempts(db, 'login', result.user.id);
      request.log.info({ userId: result.user.id }, 'signed in');
      return result;
    },
  });

  app.get('/auth/me', {
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user',
      response: { 200: meResponseSchema, ...errorResponses(401) },
    },
    config: access.user,
    handler: async (request) => ({ data: { user: await getUser(db, authOf(request).userId) } }),
  });

  app.put('/users/profile', {
    schema: {
      tags: ['auth'],
      summary: 'Edit the profile (email is read-only)',
      body: updateProfileBodySchema,
      response: { 200: meResponseSchema, ...errorResponses(400, 401, 409) },
    },
    config: { ...access.user, changes: 'nothing cached' },
    handler: async (request) => ({
      data: { user: await updateProfile(db, authOf(request).userId, request.body) },
    }),
  });

  app.put('/users/change-password', {
    schema: {
      tags: ['auth'],
      summary: 'Change the password; earlier tokens stop working',
      body: changePasswordBodySchema,
      response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401) },
    },
    config: { ...access.user, changes: 'nothing cached' },
    handler: async (request) => {
      const result = await changePassword(db, ctx.tokens, authOf(request).userId, request.body);
      request.log.info({ userId: authOf(request).userId }, 'password changed');
      return result;
    },
  });

  app.post('/auth/forgot-password/request-otp', {
    config: { ...access.public, changes: 'nothing cached' },
    schema: {
      tags: ['auth'],
      summary: 'Mail a 6-digit reset code (same answer for unknown emails)',
      body: requestOtpBodySchema,
      response: { 200: messageSchema, ...errorResponses(400, 429) },
    },
    preHandler: limitByIpAndAccount(
      app,
      'reset-code',
      'email',
      limits.codeRequestPerIp,
      limits.codeRequestPerAccount,
    ),
    handler: async (request) =>
      requestResetCode(
        {
          db,
          mailer: ctx.mailer,
          secret: ctx.secret,
          onMailError: (err) => request.log.error({ err }, 'reset code mail failed'),
        },
        request.body,
      ),
  });

  app.post('/auth/forgot-password/reset', {
    config: { ...access.public, changes: 'nothing cached' },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the mailed code',
      body: resetPasswordBodySchema,
      response: { 200: messageSchema, ...errorResponses(400, 429) },
    },
    preHandler: limitByIpAndAccount(
      app,
      'reset',
      'email',
      limits.resetPerIp,
      limits.resetPerAccount,
    ),
    handler: async (request) => {
      try {
        return await resetPassword({ db, secret: ctx.secret }, request.body);
      } catch (error) {
        request.log.warn({ ip: request.ip }, 'password reset refused');
        throw error;
      }
    },
  });
}
