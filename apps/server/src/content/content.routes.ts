import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyDetailsResponseSchema,
  legalPageListResponseSchema,
  legalPageResponseSchema,
  legalPageSlugParamsSchema,
  saveLegalPageBodySchema,
  saveLegalPageResponseSchema,
} from '@shop/contracts/content';
import { messageSchema } from '@shop/contracts/errors';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/openapi.ts';
import { getCompanyDetails, saveCompanyDetails } from './company.service.ts';
import { readCompanyForm } from './company-form.ts';
import {
  deleteLegalPage,
  getLegalPage,
  listLegalPages,
  saveLegalPage,
} from './legal-pages.service.ts';

export function contentRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  // ------------------------------------------------------------ legal pages
  app.get('/legal-pages', {
    config: access.public,
    schema: {
      tags: ['content'],
      summary: 'Every content page (legal pages included), by title: the footer lists them',
      response: { 200: legalPageListResponseSchema },
    },
    handler: async () => ({ data: await listLegalPages(db) }),
  });

  app.get('/legal-pages/slug/:slug', {
    config: access.public,
    schema: {
      tags: ['content'],
      summary: 'One legal page by its slug',
      params: legalPageSlugParamsSchema,
      response: { 200: legalPageResponseSchema, ...errorResponses(400, 404) },
    },
    handler: async (request) => ({ data: await getLegalPage(db, request.params.slug) }),
  });

  app.post('/legal-pages', {
    config: { ...access.admin, changes: 'storefront' },
    schema: {
      tags: ['content'],
      summary: 'Create or update the content page with this slug',
      description:
        'An upsert keyed by slug (2 to 60 characters of a-z, 0-9 and -): 201 when the page is new, 200 when it existed. `id` is accepted but the slug decides which page changes. `content` is HTML, sanitized on save: headings, paragraphs, lists, tables, emphasis and links (http, https, mailto, tel) survive; scripts, styles, event handlers, frames, forms and SVG do not.',
      body: saveLegalPageBodySchema,
      response: {
        200: saveLegalPageResponseSchema,
        201: saveLegalPageResponseSchema,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request, reply) => {
      const { page, created } = await saveLegalPage(db, request.body);
      request.log.info({ slug: page.slug, created }, 'legal page saved');
      return reply.status(created ? 201 : 200).send({ page });
    },
  });

  app.delete('/legal-pages/:slug', {
    config: { ...access.admin, changes: 'storefront' },
    schema: {
      tags: ['content'],
      summary: 'Delete a content page',
      description:
        'The privacy policy and the terms and conditions are required: deleting either is 409.',
      params: legalPageSlugParamsSchema,
      response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const result = await deleteLegalPage(db, request.params.slug);
      request.log.info({ slug: request.params.slug }, 'legal page deleted');
      return result;
    },
  });

  // ------------------------------------------------------------ company
  app.get('/company-details', {
    config: access.public,
    schema: {
      tags: ['content'],
      summary: "The shop's company details (a default name until saved)",
      response: { 200: companyDetailsResponseSchema },
    },
    handler: async () => ({ details: await getCompanyDetails(db) }),
  });

  app.put('/company-details', {
    config: { ...access.admin, changes: 'storefront' },
    schema: {
      tags: ['content'],
      summary: 'Save the company details and, optionally, a new logo (multipart)',
      description:
        'multipart/form-data: name (required), email, phone (at most 10 characters), address, pincode (at most 6 characters), grievanceOfficerName, grievanceOfficerEmail, grievanceOfficerPhone (an Indian mobile number; all three or none), logo (optional JPEG, PNG, GIF or WebP file, checked from its bytes, at most 5 MB). The text fields replace the stored ones (a field left out is saved empty); without a logo file the current logo stays.',
      consumes: ['multipart/form-data'],
      response: {
        200: companyDetailsResponseSchema,
        ...errorResponses(400, 401, 403, 413, 415),
      },
    },
    handler: async (request) => {
      const { fields, logo } = await readCompanyForm(request);
      const details = await saveCompanyDetails({ db, images: ctx.images }, fields, logo);
      request.log.info({ logo: Boolean(logo) }, 'company details saved');
      return { details };
    },
  });
}
