import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  reviewAuthorName,
  reviewStatuses,
  type AdminReview,
  type AdminReviewListQuery,
  type AdminReviewListResponse,
  type CreateReviewBody,
  type MyReviewResponse,
  type ProductReviewsQuery,
  type ProductReviewsResponse,
  type RatingSummary,
  type Review,
  type ReviewSort,
  type ReviewStatus,
} from '@shop/contracts/reviews';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { orderItems, orders, products, reviews, users } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/app-error.ts';
import { pageOffset, paginationOf, statusTabsPage } from '../http/pagination.ts';

/*
 * Reviews from verified buyers: written by a customer whose delivered order held the product, one
 * per customer and product, shown and counted only once the shop has published them. The
 * product's rating columns are kept here, in the transaction that changes a review's status.
 */

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  productId: row.productId,
  rating: row.rating,
  title: row.title,
  body: row.body,
  authorName: row.authorName,
  verifiedPurchase: true,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

const ALREADY_REVIEWED = 'You have already reviewed this product.';

/** 404 unless the product exists and is on sale: a draft's reviews are as hidden as the draft. */
async function requireProductOnSale(db: Db, productId: string): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'ACTIVE')));
  if (!row) throw notFound('Product not found.');
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];
const reviewOrder: Record<ReviewSort, SQL[]> = {
  newest: newestFirst,
  highest: [desc(reviews.rating), ...newestFirst],
  lowest: [asc(reviews.rating), ...newestFirst],
};

const publishedOf = (productId: string) =>
  and(eq(reviews.productId, productId), eq(reviews.status, 'PUBLISHED'));

/** A page of a product's published reviews and the summary of all of them. */
export async function listProductReviews(
  db: Db,
  productId: string,
  query: ProductReviewsQuery,
): Promise<ProductReviewsResponse> {
  await requireProductOnSale(db, productId);
  const [rows, byStars] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(publishedOf(productId))
      .orderBy(...reviewOrder[query.sort])
      .limit(query.limit)
      .offset(pageOffset(query)),
    db
      .select({ stars: reviews.rating, n: count() })
      .from(reviews)
      .where(publishedOf(productId))
      .groupBy(reviews.rating),
  ]);
  const summary = ratingSummary(byStars);
  return {
    data: rows.map(toReview),
    pagination: paginationOf(summary.count, query.page, query.limit),
    summary,
  };
}

/** The average to one decimal (as the product's rating reads), the count, and 5 down to 1 stars. */
function ratingSummary(byStars: { stars: number; n: number }[]): RatingSummary {
  const countOf = (stars: number) => byStars.find((group) => group.stars === stars)?.n ?? 0;
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: countOf(stars) }));
  const total = distribution.reduce((sum, group) => sum + group.count, 0);
  const starsGiven = distribution.reduce((sum, group) => sum + group.stars * group.count, 0);
  return {
    average: total === 0 ? null : Math.round((starsGiven / total) * 10) / 10,
    count: total,
    distribution,
  };
}

/** A product's newest published reviews, for the product page's structured data. */
export async function newestPublishedReviews(
  db: Db,
  productId: string,
  limit: number,
): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(publishedOf(productId))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toReview);
}

/** Whether one of the customer's DELIVERED orders held the product: a verified buyer. */
async function hasReceived(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.deliveryStatus, 'DELIVERED'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function ownReviewRow(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  return row;
}

/** A verified buyer's first and only review of the product, waiting for the shop (PENDING). */
export async function createReview(
  db: Db,
  userId: string,
  productId: string,
  input: CreateReviewBody,
): Promise<Review> {
  await requireProductOnSale(db, productId);
  if (!(await hasReceived(db, userId, productId))) {
    throw forbidden('Only customers who have received this product can review it.');
  }
  if (await ownReviewRow(db, userId, productId)) throw conflict(ALREADY_REVIEWED);
  const [author] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        productId,
        userId,
        rating: input.rating,
        title: input.title,
        body: input.body,
        authorName: reviewAuthorName(author?.firstName ?? '', author?.lastName ?? ''),
      })
      .returning();
    return toReview(row!);
  } catch (error) {
    // The same customer's two submissions at once: the second finds the first's row.
    if (uniqueViolation(error) === 'reviews_product_user_key') throw conflict(ALREADY_REVIEWED);
    throw error;
  }
}

/** The customer's own review of the product (any status), and whether they may write one. */
export async function myReview(
  db: Db,
  userId: string,
  productId: string,
): Promise<MyReviewResponse> {
  await requireProductOnSale(db, productId);
  const row = await ownReviewRow(db, userId, productId);
  return {
    review: row ? toReview(row) : null,
    canReview: !row && (await hasReceived(db, userId, productId)),
  };
}

const adminReviewColumns = {
  review: reviews,
  product: { id: products.id, name: products.name, slug: products.slug },
  customer: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  },
};

type AdminReviewRow = {
  review: ReviewRow;
  product: AdminReview['product'];
  customer: AdminReview['customer'];
};

const toAdminReview = (row: AdminReviewRow): AdminReview => ({
  ...toReview(row.review),
  product: row.product,
  customer: row.customer,
});

const adminReviewRows = (db: Db) =>
  db
    .select(adminReviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId));

/** Reviews of every status, newest first, with the count of each status tab. */
export async function listAdminReviews(
  db: Db,
  query: AdminReviewListQuery,
): Promise<AdminReviewListResponse> {
  const [rows, groups] = await Promise.all([
    adminReviewRows(db)
      .where(query.status ? eq(reviews.status, query.status) : undefined)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
  ]);
  return { data: rows.map(toAdminReview), ...statusTabsPage(query, reviewStatuses, groups) };
}

/**
 * Publishes, rejects or sets back to pending a review, and in the same transaction recomputes
 * its product's rating from the published reviews. The product row is locked first, so two
 * reviews of one product moderated at once take turns and the second counts the first.
 */
export async function setReviewStatus(
  db: Db,
  reviewId: string,
  status: ReviewStatus,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!found) throw notFound('Review not found.');
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, found.productId))
      .for('update');
    await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId));
    await refreshProductRating(tx, found.productId);
    const [row] = await adminReviewRows(tx).where(eq(reviews.id, reviewId));
    return toAdminReview(row!);
  });
}

async function refreshProductRating(tx: Db, productId: string): Promise<void> {
  const published = sql`from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.status} = 'PUBLISHED'`;
  await tx
    .update(products)
    .set({
      ratingCount: sql`(select count(*) ${published})`,
      ratingAverage: sql`(select round(avg(${reviews.rating}), 2) ${published})`,
    })
    .where(eq(products.id, productId));
}

/** Reviews waiting for the shop to publish or reject them: the dashboard's count. */
export async function countPendingReviews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'PENDING'));
  return row?.n ?? 0;
}
