import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import type { Order } from '@shop/contracts/orders';
import {
  RATING_MESSAGE,
  type AdminReview,
  type AdminReviewListResponse,
  type ProductReviewsResponse,
  type Review,
  type ReviewStatus,
} from '@shop/contracts/reviews';
import { mailOutbox, orders, reviews } from '../db/schema.ts';
import { callerOf, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import {
  createCategoryVia,
  createProductVia,
  productForm,
  variant,
} from '../catalog/catalog-fixtures.ts';
import {
  deliverOrderVia,
  placedOrder,
  queuedMails,
  setOrderStatusVia,
} from '../orders/orders-fixtures.ts';

const PUBLIC_URL = 'https://shop.example.in';
const t = await useTestApp({}, { PUBLIC_URL });
const call = callerOf(t);
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Reviewed Rompers' });

let productCounter = 0;
const newProduct = (name = 'Romper') =>
  createProductVia(t, admin, {
    name: `${name} ${++productCounter}`,
    categoryId: category.id,
    variants: [variant('0-3M', 450, 100), variant('3-6M', 480, 100)],
  });

async function draftProduct(): Promise<Product> {
  const form = await productForm(
    { name: `Draft ${++productCounter}`, categoryId: category.id, variants: [variant('S', 300)] },
    { status: 'DRAFT' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { authorization: `Bearer ${admin}`, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

/** A new customer named Asha Rao whose order of one of each product was delivered. */
async function verifiedBuyer(...bought: Product[]): Promise<{ token: string; order: Order }> {
  const { buyer, order } = await placedOrder(
    t,
    bought.map((product) => ({ variantId: product.variants[0]!.id, quantity: 1 })),
  );
  await call(buyer.token, 'PUT', '/api/users/profile', { firstName: 'Asha', lastName: 'rao' });
  return { token: buyer.token, order: await deliverOrderVia(t, admin, order.id) };
}

const writeReview = (token: string, product: Product, body: object = { rating: 5 }) =>
  call(token, 'POST', `/api/products/${product.id}/reviews`, body);

async function reviewBy(token: string, product: Product, body: object): Promise<Review> {
  const res = await writeReview(token, product, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().review;
}

async function moderate(reviewId: string, status: ReviewStatus): Promise<AdminReview> {
  const res = await call(admin, 'PUT', `/api/admin/reviews/${reviewId}`, { status });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().review;
}

/** A product with published reviews of these ratings, one verified buyer each, in this order. */
async function publishedReviews(product: Product, ratings: number[]): Promise<Review[]> {
  const written: Review[] = [];
  for (const rating of ratings) {
    const { token } = await verifiedBuyer(product);
    const review = await reviewBy(token, product, { rating, title: `${rating} stars` });
    await moderate(review.id, 'PUBLISHED');
    written.push(review);
  }
  return written;
}

async function publicReviews(product: Product, query = ''): Promise<ProductReviewsResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/${product.id}/reviews${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function ratingOf(product: Product): Promise<Product['rating']> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
  return (res.json().data as Product).rating;
}

async function adminList(query = ''): Promise<AdminReviewListResponse> {
  const res = await call(admin, 'GET', `/api/admin/reviews${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ONLY_BUYERS = 'Only customers who have received this product can review it.';

describe('writing a review', () => {
  it('is for customers whose order holding the product was delivered', async () => {
    const romper = await newProduct();
    const other = await newProduct();
    const stranger = (await signUpCustomer(t.app)).token;
    const refused = await writeReview(stranger, romper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: ONLY_BUYERS });

    const { buyer, order } = await placedOrder(t, [
      { variantId: romper.variants[0]!.id, quantity: 1 },
    ]);
    expect((await writeReview(buyer.token, romper)).statusCode).toBe(403);
    await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    expect((await writeReview(buyer.token, romper)).statusCode).toBe(403);
    await call(buyer.token, 'PUT', '/api/users/profile', { firstName: 'Asha', lastName: 'rao' });
    await deliverOrderVia(t, admin, order.id);
    // Their delivered order did not hold the other product.
    expect((await writeReview(buyer.token, other)).json().message).toBe(ONLY_BUYERS);

    const created = await writeReview(buyer.token, romper, {
      rating: 4,
      title: '  Soft and roomy ',
      body: 'Washes well.',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().review).toEqual({
      id: expect.any(String),
      productId: romper.id,
      rating: 4,
      title: 'Soft and roomy',
      body: 'Washes well.',
      authorName: 'Asha R.',
      verifiedPurchase: true,
      status: 'PENDING',
      createdAt: expect.any(String),
    });
  });

  it('is once per customer and product: again is 409, also when sent twice at once', async () => {
    const romper = await newProduct();
    const { token } = await verifiedBuyer(romper);
    await reviewBy(token, romper, { rating: 5 });
    const again = await writeReview(token, romper, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already reviewed this product.',
    });

    const frock = await newProduct('Frock');
    const eager = await verifiedBuyer(frock);
    const statuses = (
      await Promise.all([writeReview(eager.token, frock), writeReview(eager.token, frock)])
    ).map((res) => res.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('is refused to admins (403) and visitors (401), and checks the body (400)', async () => {
    const romper = await newProduct();
    const asAdmin = await writeReview(admin, romper);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe('Reviews are written from customer accounts.');
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/products/${romper.id}/reviews`,
      payload: { rating: 5 },
    });
    expect(visitor.statusCode).toBe(401);

    const { token } = await verifiedBuyer(romper);
    for (const rating of [0, 6, 4.5, '5']) {
      const bad = await writeReview(token, romper, { rating });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'rating', message: RATING_MESSAGE }],
      });
    }
    const longTitle = await writeReview(token, romper, { rating: 5, title: 'x'.repeat(121) });
    expect(longTitle.statusCode).toBe(400);
  });

  it('answers 404 for an unknown or draft product', async () => {
    const draft = await draftProduct();
    const unknown = { id: '00000000-0000-4000-8000-000000000000' } as Product;
    const { token } = await verifiedBuyer(await newProduct());
    for (const product of [draft, unknown]) {
      expect((await writeReview(token, product)).statusCode).toBe(404);
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/products/${product.id}/reviews`,
      });
      expect(listed.statusCode).toBe(404);
      const mine = await call(token, 'GET', `/api/products/${product.id}/reviews/mine`);
      expect(mine.statusCode).toBe(404);
    }
    const moderated = await call(admin, 'PUT', `/api/admin/reviews/${unknown.id}`, {
      status: 'PUBLISHED',
    });
    expect(moderated.statusCode).toBe(404);
  });
});

describe("a customer's own review", () => {
  it('tells whether they may write one, and shows theirs whatever its status', async () => {
    const romper = await newProduct();
    const mine = async (token: string) =>
      (await call(token, 'GET', `/api/products/${romper.id}/reviews/mine`)).json();
    const { buyer, order } = await placedOrder(t, [
      { variantId: romper.variants[1]!.id, quantity: 2 },
    ]);
    expect(await mine(buyer.token)).toEqual({ review: null, canReview: false });
    await deliverOrderVia(t, admin, order.id);
    expect(await mine(buyer.token)).toEqual({ review: null, canReview: true });

    const written = await reviewBy(buyer.token, romper, { rating: 3, body: 'Runs small.' });
    expect(await mine(buyer.token)).toEqual({ review: written, canReview: false });
    await moderate(written.id, 'REJECTED');
    expect(await mine(buyer.token)).toEqual({
      review: { ...written, status: 'REJECTED' },
      canReview: false,
    });
    const asAdmin = await call(admin, 'GET', `/api/products/${romper.id}/reviews/mine`);
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('published reviews', () => {
  it('are the only ones listed and counted in the product rating, on the product and in lists', async () => {
    const romper = await newProduct();
    const { token: first } = await verifiedBuyer(romper);
    const { token: second } = await verifiedBuyer(romper);
    const five = await reviewBy(first, romper, { rating: 5, title: 'Lovely' });
    const two = await reviewBy(second, romper, { rating: 2, title: 'Thin' });
    // Read before publishing, so the cached answers must be refreshed by the moderation.
    expect(await ratingOf(romper)).toEqual({ average: null, count: 0 });
    expect((await publicReviews(romper)).data).toEqual([]);

    await moderate(five.id, 'PUBLISHED');
    await moderate(two.id, 'REJECTED');
    expect(await ratingOf(romper)).toEqual({ average: 5, count: 1 });
    const listed = await publicReviews(romper);
    expect(listed.data).toEqual([{ ...five, status: 'PUBLISHED' }]);
    expect(listed.summary).toMatchObject({ average: 5, count: 1 });

    await moderate(two.id, 'PUBLISHED');
    expect(await ratingOf(romper)).toEqual({ average: 3.5, count: 2 });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/products?categoryId=${category.id}&limit=100`,
    });
    const inList = (page.json().data as Product[]).find((p) => p.id === romper.id);
    expect(inList?.rating).toEqual({ average: 3.5, count: 2 });

    // Rejected afterwards, or set back to pending: out of the rating again.
    await moderate(five.id, 'REJECTED');
    expect(await ratingOf(romper)).toEqual({ average: 2, count: 1 });
    await moderate(two.id, 'PENDING');
    expect(await ratingOf(romper)).toEqual({ average: null, count: 0 });
    expect(await publicReviews(romper)).toMatchObject({
      data: [],
      summary: { average: null, count: 0 },
    });
  });

  it('are sorted newest, highest or lowest first, paged, with the distribution of stars', async () => {
    const romper = await newProduct();
    const [four, five, alsoFour] = await publishedReviews(romper, [4, 5, 4]);
    const { token } = await verifiedBuyer(romper);
    await reviewBy(token, romper, { rating: 1 }); // pending: neither listed nor counted

    const ids = (response: ProductReviewsResponse) => response.data.map((r) => r.id);
    expect(ids(await publicReviews(romper))).toEqual([alsoFour!.id, five!.id, four!.id]);
    expect(ids(await publicReviews(romper, '?sort=highest'))).toEqual([
      five!.id,
      alsoFour!.id,
      four!.id,
    ]);
    expect(ids(await publicReviews(romper, '?sort=lowest'))).toEqual([
      alsoFour!.id,
      four!.id,
      five!.id,
    ]);

    const second = await publicReviews(romper, '?sort=highest&page=2&limit=2');
    expect(ids(second)).toEqual([four!.id]);
    expect(second.pagination).toEqual({ totalItems: 3, totalPages: 2, currentPage: 2, limit: 2 });
    // 13 stars over 3 reviews: 4.33, read as 4.3.
    expect(second.summary).toEqual({
      average: 4.3,
      count: 3,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(await ratingOf(romper)).toEqual({ average: 4.3, count: 3 });
    const badSort = await t.app.inject({
      method: 'GET',
      url: `/api/products/${romper.id}/reviews?sort=best`,
    });
    expect(badSort.statusCode).toBe(400);
  });

  it('put rated products first when the shop sorts by rating, unrated ones last', async () => {
    const sorted = await createCategoryVia(t, admin, { name: 'Sorted by rating' });
    const inCategory = (name: string) =>
      createProductVia(t, admin, {
        name,
        categoryId: sorted.id,
        variants: [variant('1Y', 300, 100)],
      });
    const unrated = await inCategory('Unrated Bib');
    const good = await inCategory('Good Bib');
    const best = await inCategory('Best Bib');
    await publishedReviews(good, [4, 3]);
    await publishedReviews(best, [5]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?categoryId=${sorted.id}&sort=rating`,
    });
    expect((res.json().data as Product[]).map((p) => [p.name, p.rating])).toEqual([
      ['Best Bib', { average: 5, count: 1 }],
      ['Good Bib', { average: 3.5, count: 2 }],
      [unrated.name, { average: null, count: 0 }],
    ]);
  });

  it('go with their product when it is deleted', async () => {
    const romper = await newProduct();
    await publishedReviews(romper, [5]);
    const deleted = await call(admin, 'DELETE', `/api/products/${romper.id}`);
    expect(deleted.statusCode).toBe(200);
    const left = await t.database.db.select().from(reviews).where(eq(reviews.productId, romper.id));
    expect(left).toEqual([]);
  });
});

describe("the admin's reviews", () => {
  it('lists every status newest first, with product, customer and the count of each status', async () => {
    const before = (await adminList()).statusCounts;
    const romper = await newProduct();
    const { token } = await verifiedBuyer(romper);
    const written = await reviewBy(token, romper, { rating: 4, title: 'Nice' });

    const pending = await adminList('?status=PENDING&limit=100');
    expect(pending.statusCounts).toEqual({
      ...before,
      ALL: before.ALL + 1,
      PENDING: before.PENDING + 1,
    });
    expect(pending.pagination.totalItems).toBe(before.PENDING + 1);
    expect(pending.data.every((review) => review.status === 'PENDING')).toBe(true);
    const [newest] = pending.data;
    expect(newest).toMatchObject({
      ...written,
      product: { id: romper.id, name: romper.name, slug: romper.slug },
      customer: { firstName: 'Asha', lastName: 'rao', email: expect.any(String) },
    });

    const published = await moderate(written.id, 'PUBLISHED');
    expect(published).toMatchObject({ id: written.id, status: 'PUBLISHED' });
    const after = await adminList('?status=PUBLISHED&limit=1');
    expect(after.data.map((r) => r.id)).toEqual([written.id]);
    expect(after.statusCounts).toEqual({
      ...before,
      ALL: before.ALL + 1,
      PUBLISHED: before.PUBLISHED + 1,
    });
    expect(after.pagination.totalItems).toBe(before.PUBLISHED + 1);
    const badStatus = await call(admin, 'PUT', `/api/admin/reviews/${written.id}`, {
      status: 'HIDDEN',
    });
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('the mail inviting a review', () => {
  const invitations = async (order: Order) =>
    (await queuedMails(t, order.orderNumber)).filter((m) => m.subject.startsWith('How are you'));

  it('comes once per order on its first delivery, naming each product bought once', async () => {
    const romper = await newProduct();
    const frock = await newProduct('Frock');
    const { buyer, order } = await placedOrder(t, [
      { variantId: romper.variants[0]!.id, quantity: 1 },
      { variantId: romper.variants[1]!.id, quantity: 1 },
      { variantId: frock.variants[0]!.id, quantity: 1 },
    ]);
    await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    expect(await invitations(order)).toEqual([]);
    await deliverOrderVia(t, admin, order.id);
    await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    await deliverOrderVia(t, admin, order.id);

    const [mail, ...more] = await invitations(order);
    expect(more).toEqual([]);
    expect(mail!.to).toBe(buyer.email);
    expect(mail!.subject).toBe(
      `How are you finding your Little Sprouts order ${order.orderNumber}?`,
    );
    // It goes out three days after the delivery, once the clothes have been worn and washed.
    const [queued] = await t.database.db
      .select({
        at: mailOutbox.createdAt,
        due: mailOutbox.nextAttemptAt,
        kind: mailOutbox.kind,
        headers: mailOutbox.headers,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, mail!.subject));
    expect(queued!.due.getTime() - queued!.at.getTime()).toBe(3 * 24 * 3600 * 1000);
    for (const product of [romper, frock]) {
      const link = `/product/${product.slug}#reviews`;
      expect(mail!.text).toContain(`- ${product.name}. Write a review: ${PUBLIC_URL}${link}`);
      expect(mail!.html).toContain(`<a href="${PUBLIC_URL}${link}" class="mail-link"`);
      expect(mail!.html).toContain(`>${product.name}</a>`);
    }
    // Not about the order itself: a kind of mail the customer may turn off, in one click.
    expect(queued!.kind).toBe('REVIEW_INVITATION');
    expect(queued!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        new RegExp(`^<${PUBLIC_URL}/api/unsubscribe\\?token=[^>]+>$`),
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toMatch(
      new RegExp(
        `You get this because you received an order from Little Sprouts\\.\nStop review invitations: ${PUBLIC_URL}/unsubscribe\\?token=\\S+$`,
      ),
    );
    expect(mail!.html).toMatch(/^<!doctype html>/);
    expect(mail!.html).toMatch(
      new RegExp(
        `<a href="${PUBLIC_URL}/unsubscribe\\?token=[^"]+"[^>]*>Stop review invitations</a>`,
      ),
    );
  });

  it("is never sent for an exchange's replacement order, which is no sale", async () => {
    const romper = await newProduct();
    const { order } = await placedOrder(t, [{ variantId: romper.variants[0]!.id, quantity: 1 }]);
    // What an approved exchange's order is: priced 0.
    await t.database.db
      .update(orders)
      .set({ orderTotalPaise: 0, subtotalPaise: 0, discountTotalPaise: 0 })
      .where(eq(orders.id, order.id));
    await deliverOrderVia(t, admin, order.id);
    expect(await invitations(order)).toEqual([]);
  });
});
