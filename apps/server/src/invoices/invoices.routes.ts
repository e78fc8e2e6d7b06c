import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { idParamsSchema } from '@shop/contracts/common';
import {
  PACKING_SLIPS_MAX,
  packingSlipsQuerySchema,
  pdfDocumentSchema,
  type PackingSlipsQuery,
} from '@shop/contracts/orders';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { errorResponses } from '../http/openapi.ts';
import { limitByIpAndCaller, limitsText } from '../http/rate-limits.ts';
import { shopToday } from '../orders/order-export.service.ts';
import {
  orderInvoice,
  orderPackingSlip,
  packingSlips,
  type DocumentDeps,
  type PdfFile,
} from './invoices.service.ts';
import { returnCreditNote } from './credit-notes.service.ts';
import { startPdfDrawing } from './pdf-drawing.ts';

/** A PDF as a download; private, as it names a customer and their address. */
const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

const produces = ['application/pdf'];
type IdParams = z.infer<typeof idParamsSchema>;

// Registered without the zod type provider, whose reply types want a string: the answer is the
// PDF's bytes, which Fastify sends as they are. Params and query are still validated by their
// schemas.
export function invoicesRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const deps: DocumentDeps = {
    db: ctx.database.db,
    images: ctx.images,
    pdfs: startPdfDrawing(),
    invoicesUnderWay: new Map(),
  };
  // After the last request has been answered: the PDFs under way finish first.
  fastify.addHook('onClose', () => deps.pdfs.close());
  const limits = ctx.rateLimits;
  const slipLimits = limitsText({
    perAccount: limits.packingSlipPerAccount,
    perIp: limits.packingSlipPerIp,
  });
  // Invoices and credit notes count together: both are a customer's tax documents.
  const limitDocuments = limitByIpAndCaller(
    fastify,
    'invoice',
    limits.invoicePerIp,
    limits.invoicePerAccount,
  );
  const limitSlips = limitByIpAndCaller(
    fastify,
    'packing-slips',
    limits.packingSlipPerIp,
    limits.packingSlipPerAccount,
  );

  fastify.get<{ Params: IdParams }>('/orders/:id/invoice.pdf', {
    config: access.user,
    schema: {
      tags: ['orders'],
      summary: "A delivered order's GST tax invoice as PDF",
      description: [
        'The owner of the order (404 for anyone else, as if it did not exist) or an admin. The',
        'invoice exists once the order is DELIVERED (a cash-on-delivery sale happens then): 409',
        'before, and always on the free replacement order of an exchange, which is not a sale.',
        "A4 `application/pdf`: the seller's legal name, address, GSTIN and state; the invoice",
        'number (consecutive within the April-March financial year, e.g. LS/26-27/000123) and date;',
        "the buyer's name, address and place of supply (state name and GST code); per item the",
        "HSN code, quantity, price, taxable value, rate and CGST + SGST (buyer in the shop's state)",
        'or IGST (another state), the tax worked back from the GST-inclusive price of each line',
        'and rounded so that the lines add up to the amount paid to the paisa; the totals, the',
        'amount in words and a summary by HSN code. A shop without a GSTIN gets a bill of supply',
        'with no tax columns. Downloaded as `invoice-<number with dashes>.pdf`; never cached by',
        'browsers. Drawn once, when first downloaded, and kept: later downloads get the same',
        'bytes. 503 while the shop has too many documents to draw at once. Downloads are limited:',
        limitsText({ perAccount: limits.invoicePerAccount, perIp: limits.invoicePerIp }),
      ].join(' '),
      produces,
      params: idParamsSchema,
      response: { 200: pdfDocumentSchema, ...errorResponses(400, 401, 404, 409, 429, 503) },
    },
    preHandler: limitDocuments,
    handler: async (request, reply) =>
      sendPdf(reply, await orderInvoice(deps, authOf(request), request.params.id)),
  });

  fastify.get<{ Params: IdParams }>('/returns/:id/credit-note.pdf', {
    config: access.user,
    schema: {
      tags: ['returns'],
      summary: "A completed return's GST credit note as PDF",
      description: [
        'The owner of the return request (404 for anyone else) or an admin. A RETURN of an',
        'invoiced order gets its credit note when it is COMPLETED: 409 before, for an exchange,',
        "and for a return of an order never invoiced. A4 `application/pdf` in the invoice's",
        'layout: the credit note number (its own consecutive series per April-March financial',
        'year, e.g. CN/26-27/000001) and date, the invoice it reduces, the buyer and place of',
        'supply, and per returned line the quantity, price, the part of the discount code, the',
        'taxable value and the CGST + SGST or IGST reversed, adding up to the refund to the paisa.',
        'Downloaded as `credit-note-<number with dashes>.pdf`. Drawn once and kept. Shares the',
        "invoice's download limits:",
        limitsText({ perAccount: limits.invoicePerAccount, perIp: limits.invoicePerIp }),
      ].join(' '),
      produces,
      params: idParamsSchema,
      response: { 200: pdfDocumentSchema, ...errorResponses(400, 401, 404, 409, 429, 503) },
    },
    preHandler: limitDocuments,
    handler: async (request, reply) =>
      sendPdf(reply, await returnCreditNote(deps, authOf(request), request.params.id)),
  });

  fastify.get<{ Params: IdParams }>('/admin/orders/:id/packing-slip.pdf', {
    config: access.admin,
    schema: {
      tags: ['orders'],
      summary: "One order's packing slip as PDF (no prices)",
      description:
        'Any status. A4 `application/pdf`: the shop, the order number and date, the recipient ' +
        '(name, phone, address and PIN code), and the items with size, colour and quantity, no ' +
        'prices, with the total number of units. An order that is not waiting to ship (SHIPPED, ' +
        'DELIVERED, CANCELED) gets a red band saying so across the top of its slip. Downloaded ' +
        'as `packing-slip-<order number>.pdf`. Packing-slip calls (one order or several) share ' +
        'a limit: ' +
        slipLimits,
      produces,
      params: idParamsSchema,
      response: { 200: pdfDocumentSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
    },
    preHandler: limitSlips,
    handler: async (request, reply) =>
      sendPdf(reply, await orderPackingSlip(deps, request.params.id)),
  });

  fastify.get<{ Querystring: PackingSlipsQuery }>('/admin/orders/packing-slips.pdf', {
    config: access.admin,
    schema: {
      tags: ['orders'],
      summary: 'The packing slips of several orders as one PDF',
      description:
        `\`ids\`: 1 to ${PACKING_SLIPS_MAX} order ids, comma-separated (400 otherwise, or for ` +
        'an id that is not a UUID; an id given twice prints once). One slip per order, each from ' +
        'a new page, in the order given, each marked as the single slip is; 404 if any order ' +
        'is unknown. Downloaded as `packing-slips-<India date, YYYY-MM-DD>.pdf`. Shares the ' +
        'limit of the single slip: ' +
        slipLimits,
      produces,
      querystring: packingSlipsQuerySchema,
      response: { 200: pdfDocumentSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
    },
    preHandler: limitSlips,
    handler: async (request, reply) =>
      sendPdf(reply, await packingSlips(deps, request.query.ids, shopToday())),
  });
}
