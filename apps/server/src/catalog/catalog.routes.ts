import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProductsQuerySchema,
  categoryKeyParamsSchema,
  categoryListResponseSchema,
  categoryProductsQuerySchema,
  categoryResponseSchema,
  createCategoryBodySchema,
  productListQuerySchema,
  productListResponseSchema,
  productPageResponseSchema,
  productResponseSchema,
  productSlugParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
  updateCategoryBodySchema,
} from '@shop/contracts/catalog';
import { idParamsSchema } from '@shop/contracts/common';
import { messageSchema } from '@shop/contracts/errors';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/openapi.ts';
import {
  categoryIdOf,
  createCategory,
  deleteCategory,
  listCategoryTree,
  updateCategory,
} from './categories.service.ts';
import { listAdminProducts } from './admin-products.service.ts';
import { listCategoryProducts, listProducts } from './product-listing.ts';
import { searchProducts } from './product-search.ts';
import { deleteProduct, getProduct, saveProduct } from './products.service.ts';
import { readProductForm } from './product-form.ts';
import { isAdminViewer } from './viewer.ts';

export function catalogRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  // Public reads go through the shared cache of public answers (http/public-cache.ts).
  const cache = ctx.publicCache;

  // ------------------------------------------------------------ categories
  app.get('/categories', {
    config: access.public,
    ...cache.routeOptions,
    schema: {
      tags: ['catalogue'],
      summary: 'The category tree with product counts',
      response: { 200: categoryListResponseSchema },
    },
    handler: (request, reply) =>
      cache.send(request, reply, async () => ({ data: await listCategoryTree(db) })),
  });

  app.post('/categories', {
    config: { ...access.admin, changes: 'catalogue' },
    schema: {
      tags: ['catalogue'],
      summary: 'Create a category',
      body: createCategoryBodySchema,
      response: { 201: categoryResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await createCategory(db, request.body) }),
  });

  app.put('/categories/:id', {
    config: { ...access.admin, changes: 'catalogue' },
    schema: {
      tags: ['catalogue'],
      summary: 'Rename, describe or move a category',
      params: idParamsSchema,
      body: updateCategoryBodySchema,
      response: { 200: categoryResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      data: await updateCategory(db, request.params.id, request.body),
    }),
  });

  app.delete('/categories/:id', {
    config: { ...access.admin, changes: 'catalogue' },
    schema: {
      tags: ['catalogue'],
      summary: 'Delete an empty category',
      params: idParamsSchema,
      response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) => deleteCategory(db, request.params.id),
  });

  // ------------------------------------------------------------ products
  app.get('/products', {
    config: access.public,
    ...cache.routeOptions,
    schema: {
      tags: ['catalogue'],
      summary: 'Filtered, sorted, paged catalogue with facets',
      description:
        '`facets` are counted over the products that match every filter. `filterFacets` are what a filter panel shows: each facet counted over the products that match every other filter, its own left out (the usual faceted-search rule), so a filter in use still offers its other choices with their counts; a facet whose filter is not in use equals the one in `facets`.',
      querystring: productListQuerySchema,
      response: { 200: productListResponseSchema, ...errorResponses(400) },
    },
    handler: (request, reply) => cache.send(request, reply, () => listProducts(db, request.query)),
  });

  app.get('/products/search', {
    config: access.public,
    ...cache.routeOptions,
    schema: {
      tags: ['catalogue'],
      summary: 'Ranked, typo-tolerant search',
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema, ...errorResponses(400) },
    },
    handler: (request, reply) =>
      cache.send(request, reply, () =>
        searchProducts(db, request.query.q, request.query.page, request.query.limit),
      ),
  });

  app.get('/products/category/:category', {
    config: access.public,
    ...cache.routeOptions,
    schema: {
      tags: ['catalogue'],
      summary: "A category's products (by id or slug), descendants included",
      params: categoryKeyParamsSchema,
      querystring: categoryProductsQuerySchema,
      response: { 200: productPageResponseSchema, ...errorResponses(400, 404) },
    },
    handler: (request, reply) =>
      cache.send(request, reply, async () => {
        const categoryId = await categoryIdOf(db, request.params.category);
        return listCategoryProducts(db, [categoryId], request.query.page, request.query.limit);
      }),
  });

  // One product by slug or id: a shopper's answer comes from the public cache and a draft is 404
  // there. An admin's may be a draft (the editor's preview), so it is made for that request
  // alone: never served from the cache nor stored in it, and no cache on the way may keep it.
  const viewer = { db, tokens: ctx.tokens };
  const shopperOnlyCache: onRequestHookHandler = (request, reply, done) => {
    // No token at all, as for nearly every shopper: straight to the cache, without a promise.
    if (request.headers.authorization === undefined) {
      cache.serveFresh(request, reply, done);
      return;
    }
    isAdminViewer(viewer, request).then(
      (admin) => (admin ? done() : cache.serveFresh(request, reply, done)),
      done,
    );
  };
  const sendProduct = async (
    request: FastifyRequest,
    reply: FastifyReply,
    where: { id: string } | { slug: string },
  ) => {
    if (request.auth?.userType !== 'ADMIN') {
      return cache.send(request, reply, async () => ({ data: await getProduct(db, where) }));
    }
    const product = await getProduct(db, where, { drafts: true });
    return reply.header('cache-control', 'private, no-store').send({ data: product });
  };

  app.get('/products/slug/:slug', {
    config: access.public,
    ...cache.routeOptions,
    onRequest: shopperOnlyCache,
    schema: {
      tags: ['catalogue'],
      summary: 'One product by its slug',
      description: 'A draft is 404, except for an admin (the bearer token is read when sent).',
      params: productSlugParamsSchema,
      response: { 200: productResponseSchema, ...errorResponses(404) },
    },
    handler: (request, reply) => sendProduct(request, reply, { slug: request.params.slug }),
  });

  app.get('/products/:id', {
    config: access.public,
    ...cache.routeOptions,
    onRequest: shopperOnlyCache,
    schema: {
      tags: ['catalogue'],
      summary: 'One product by its id',
      description: 'A draft is 404, except for an admin (the bearer token is read when sent).',
      params: idParamsSchema,
      response: { 200: productResponseSchema, ...errorResponses(400, 404) },
    },
    handler: (request, reply) => sendProduct(request, reply, { id: request.params.id }),
  });

  app.post('/products', {
    config: { ...access.admin, changes: 'catalogue' },
    schema: {
      tags: ['catalogue'],
      summary: 'Create a product, or update it when the form has an id (multipart)',
      description:
        'multipart/form-data: productName, categoryId, description, status (ACTIVE, the default for a new product, or DRAFT; an update without it keeps the status), productVariants (JSON text), images (files, 2 to 10 in all), id and deletedImageIds (JSON text) to update.',
      consumes: ['multipart/form-data'],
      response: {
        200: productResponseSchema,
        201: productResponseSchema,
        ...errorResponses(400, 401, 403, 404, 413, 415),
      },
    },
    handler: async (request, reply) => {
      const { fields, uploads } = await readProductForm(request);
      const { product, created } = await saveProduct({ db, images: ctx.images }, fields, uploads);
      return reply.status(created ? 201 : 200).send({ data: product });
    },
  });

  app.delete('/products/:id', {
    config: { ...access.admin, changes: 'catalogue' },
    schema: {
      tags: ['catalogue'],
      summary: 'Delete a product (orders keep their snapshot)',
      params: idParamsSchema,
      response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => deleteProduct({ db, images: ctx.images }, request.params.id),
  });

  app.get('/admin/products', {
    config: access.admin,
    schema: {
      tags: ['catalogue'],
      summary: 'The admin product list: drafts included, searched, filtered and sorted',
      querystring: adminProductsQuerySchema,
      response: { 200: productPageResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listAdminProducts(db, request.query),
  });
}
