import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shop/contracts/common';
import { orderResponseSchema } from '@shop/contracts/orders';
import {
  adminPaymentBodySchema,
  paymentReferenceBodySchema,
  reconcileQuerySchema,
  reconcileResponseSchema,
  SCREENSHOT_IS_NOT_PROOF,
  STATEMENT_MAX_BYTES,
} from '@shop/contracts/payments';
import { mailingDeps, type AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { AppError, badRequest } from '../http/app-error.ts';
import { forEachPart } from '../http/multipart-parts.ts';
import { errorResponses } from '../http/openapi.ts';
import { STATEMENT_COLUMNS_LOOKED_FOR } from './bank-statement.ts';
import { recordPayment, submitPaymentReference } from './payments.service.ts';
import { reconcileStatement } from './reconcile.service.ts';

const STATEMENT_MAX_MB = STATEMENT_MAX_BYTES / (1024 * 1024);
const statementTooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    413,
    `A bank statement may be at most ${STATEMENT_MAX_MB} MB: download a shorter date range.`,
  );

/** The multipart form's `statement` file, at most STATEMENT_MAX_BYTES; other parts are read past. */
async function readStatementFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      'Send the bank statement as a file in multipart/form-data.',
    );
  }
  let statement: Buffer | undefined;
  try {
    await forEachPart(request, async (part) => {
      if (part.type !== 'file') return;
      const data = await part.toBuffer();
      if (part.fieldname === 'statement' && data.length > 0) statement = data;
    });
  } catch (error) {
    // The upload limit of the whole app (a product picture's) is over the statement's.
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw statementTooLarge();
    throw error;
  }
  if (!statement) {
    throw badRequest('Choose the bank statement file (CSV) to upload.', [
      { path: 'statement', message: 'Choose the bank statement file (CSV) to upload.' },
    ]);
  }
  if (statement.length > STATEMENT_MAX_BYTES) throw statementTooLarge();
  return statement;
}

export function paymentsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const deps = mailingDeps(ctx);

  app.post('/orders/:id/payment-reference', {
    config: {
      ...access.customer('Payment references are given from customer accounts.'),
      changes: 'nothing cached',
    },
    schema: {
      tags: ['payments'],
      summary: 'Give the UPI reference (UTR) of your payment for one of your UPI orders',
      description:
        'Only the owner (404 for anyone else). A UPI order AWAITING_PAYMENT and not past ' +
        '`expiresAt` moves to VERIFYING with `utr` (12 digits; spaces are dropped) until the ' +
        'shop finds the money on its bank statement. The same UTR again answers the order ' +
        'unchanged; a UTR another order holds, a cash-on-delivery order, or an order already ' +
        'verifying, paid, cancelled or past its time to pay is 409.',
      params: idParamsSchema,
      body: paymentReferenceBodySchema,
      response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const order = await submitPaymentReference(
        db,
        authOf(request).userId,
        request.params.id,
        request.body.utr,
      );
      request.log.info({ orderId: order.id }, 'UPI payment reference given');
      return { order };
    },
  });

  app.put('/admin/orders/:id/payment', {
    config: { ...access.admin, changes: 'stock' },
    schema: {
      tags: ['payments'],
      summary: "Record a UPI order's payment as found (PAID) or not found (FAILED)",
      description:
        `${SCREENSHOT_IS_NOT_PROOF} PAID (from AWAITING_PAYMENT or VERIFYING) records when ` +
        'and by whom, under `utr` when given (else the one the shopper gave; a UTR another ' +
        'order holds is 409), and mails "payment received". FAILED cancels the order (stock ' +
        'back, timeline CANCELED) and mails "payment failed". A cash-on-delivery order, or one ' +
        'already paid, failed or cancelled, is 409.',
      params: idParamsSchema,
      body: adminPaymentBodySchema,
      response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const order = await recordPayment(
        deps,
        authOf(request).userId,
        request.params.id,
        request.body,
      );
      request.log.info(
        { orderId: order.id, paymentStatus: order.paymentStatus },
        'UPI payment recorded',
      );
      return { order };
    },
  });

  app.post('/admin/payments/reconcile', {
    config: { ...access.admin, changes: 'nothing cached' },
    schema: {
      tags: ['payments'],
      summary: 'Match a bank statement (CSV) against the UPI orders being verified',
      description: [
        `multipart/form-data with one file, \`statement\` (at most ${STATEMENT_MAX_MB} MB, else`,
        '413): the CSV export of the bank account the shop’s UPI ID pays into. Lines of account',
        'details above the header row are skipped; the columns are found by name:',
        `${STATEMENT_COLUMNS_LOOKED_FOR}. Debit lines (a debit or withdrawal column, a Dr/Cr`,
        'column saying Dr, a negative amount) are not read. The UTR is the 12-digit number in',
        'the reference or the narration. Each VERIFYING order whose UTR and amount (to the',
        'paisa) a credit line matches is marked PAID and mailed, all in one transaction;',
        '`preview=true` marks nothing and answers the same. `unmatched` gives every other',
        'credit line and why. A file with no such header row is 400.',
      ].join(' '),
      querystring: reconcileQuerySchema,
      consumes: ['multipart/form-data'],
      response: {
        200: reconcileResponseSchema,
        ...errorResponses(400, 401, 403, 413, 415),
      },
    },
    handler: async (request) => {
      const file = await readStatementFile(request);
      const answer = await reconcileStatement(
        deps,
        authOf(request).userId,
        file,
        request.query.preview,
      );
      request.log.info(
        {
          preview: answer.preview,
          matched: answer.matched.length,
          unmatched: answer.unmatched.length,
        },
        'bank statement matched',
      );
      return answer;
    },
  });
}
