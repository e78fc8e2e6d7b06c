import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  B2CL_THRESHOLD_PAISE,
  gstr1CsvQuerySchema,
  gstr1QuerySchema,
  gstr1ReturnSchema,
  reportCsvSchema,
  salesQuerySchema,
  salesReportSchema,
  type Gstr1CsvQuery,
  type SalesQuery,
} from '@shop/contracts/gst-reports';
import { formatRupees, toRupees } from '@shop/contracts/money';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/openapi.ts';
import { monthGstr1 } from './gstr1.service.ts';
import { gstr1SectionCsv, salesCsv } from './report-csv.ts';
import { salesReport } from './sales.service.ts';

const threshold = formatRupees(toRupees(B2CL_THRESHOLD_PAISE));

export function gstReportsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.get('/admin/reports/gstr1', {
    config: access.admin,
    schema: {
      tags: ['reports'],
      summary: "The month's GSTR-1, in the GST portal's offline tool JSON",
      description:
        '`period` is a month of India time (YYYY-MM). From the tax invoices (issued on delivery) ' +
        'and credit notes (issued when a return completes) of that month: `b2cs` per kind of ' +
        'supply, place of supply and rate, less the credit notes on such invoices; `b2cl` the ' +
        `inter-state invoices above ${threshold}, one by one; \`cdnur\` credit notes against ` +
        'those; `hsn.hsn_b2c` per HSN code and rate, net of credit notes; `doc_issue` the first ' +
        'and last numbers (an invoice whose order was cancelled after delivery counts as ' +
        'cancelled and stays out of the sections). Amounts are rupees with 2 decimals, each the ' +
        'sum in paise of what the documents say. 409 while the shop has no GSTIN.',
      querystring: gstr1QuerySchema,
      response: { 200: gstr1ReturnSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) => monthGstr1(db, request.query.period),
  });

  // Registered without the zod type provider, whose reply types want the answer as one string:
  // the CSV is sent as text, never serialized. The query is still validated by its schema.
  fastify.get<{ Querystring: Gstr1CsvQuery }>('/admin/reports/gstr1.csv', {
    config: access.admin,
    schema: {
      tags: ['reports'],
      summary: "One section of the month's GSTR-1 as CSV",
      description:
        '`section`: b2cs, b2cl, cdnur or hsn; the rows of GET /admin/reports/gstr1 with the ' +
        "portal templates' column names and the tax amounts, places of supply as `29-Karnataka`. " +
        '`text/csv; charset=utf-8` with a byte order mark, CRLF rows, formula cells guarded.',
      querystring: gstr1CsvQuerySchema,
      produces: ['text/csv'],
      response: { 200: reportCsvSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const { period, section } = request.query;
      const csv = gstr1SectionCsv(await monthGstr1(db, period), section);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gstr1-${period}-${section}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  // Without the zod type provider too: the answer is the report, or the same as CSV text.
  fastify.get<{ Querystring: SalesQuery }>('/admin/reports/sales', {
    config: access.admin,
    schema: {
      tags: ['reports'],
      summary: 'Sales over a range of days, by day, category, product or payment method',
      description:
        '`from` and `to` are India dates, both included, at most 366 days. Sales are the ' +
        'invoices issued in the range (a sale is made on delivery; an order cancelled after ' +
        'delivery is left out): `orders`, `items` (units), `gross` (list prices), `discounts` ' +
        "(the products' and the codes'), `net` (charged, GST included) and `tax` (the GST " +
        'inside it, as the invoices work it). `returns` is what the credit notes issued in the ' +
        'range refunded. By day, every day of the range has a row. With `Accept: text/csv` the ' +
        'same rows and a Total row come as CSV.',
      querystring: salesQuerySchema,
      produces: ['application/json', 'text/csv'],
      response: { 200: salesReportSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const report = await salesReport(db, request.query);
      if (!request.headers.accept?.includes('text/csv')) return report;
      const { from, to, by } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sales-${from}-${to}-by-${by}.csv"`)
        .header('cache-control', 'no-store')
        .serializer((csv: string) => csv)
        .send(salesCsv(report));
    },
  });
}
