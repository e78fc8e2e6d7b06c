import { z } from 'zod';
import { paginationSchema, pageQuerySchema, statusCountsSchema } from './common.ts';

/*
 * Reviews from verified buyers: only a customer who received the product may write one, one per
 * product, and only reviews the shop has published count towards a product's rating.
 */

export const reviewStatuses = ['PENDING', 'PUBLISHED', 'REJECTED'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  /** 1 to 5 stars. */
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The reviewer's first name and last initial, "Asha R.": never the whole name. */
  authorName: z.string(),
  /** Every review comes from a customer with a delivered order holding the product. */
  verifiedPurchase: z.literal(true),
  status: z.enum(reviewStatuses),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A product's published reviews in numbers: `average` (one decimal) is null while there are none. */
export const productRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

export const reviewSorts = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const productReviewsQuerySchema = pageQuerySchema(5).extend({
  sort: z.enum(reviewSorts).default('newest'),
});
export type ProductReviewsQuery = z.infer<typeof productReviewsQuerySchema>;

/** The rating, and how many published reviews gave each number of stars (5 down to 1). */
export const ratingSummarySchema = productRatingSchema.extend({
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const productReviewsResponseSchema = z.object({
  data: z.array(reviewSchema),
  pagination: paginationSchema,
  summary: ratingSummarySchema,
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;
export const RATING_MESSAGE = 'Choose from 1 to 5 stars.';

export const createReviewBodySchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  title: z
    .string()
    .trim()
    .max(REVIEW_TITLE_MAX, `Keep the title under ${REVIEW_TITLE_MAX} characters.`)
    .default(''),
  body: z
    .string()
    .trim()
    .max(
      REVIEW_BODY_MAX,
      `Keep the review under ${REVIEW_BODY_MAX.toLocaleString('en-IN')} characters.`,
    )
    .default(''),
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;
export type CreateReviewInput = z.input<typeof createReviewBodySchema>;

export const reviewResponseSchema = z.object({ review: reviewSchema });

/**
 * The signed-in customer's own review of a product (any status), and whether they may write one:
 * a delivered order holds the product and they have not reviewed it yet.
 */
export const myReviewResponseSchema = z.object({
  review: reviewSchema.nullable(),
  canReview: z.boolean(),
});
export type MyReviewResponse = z.infer<typeof myReviewResponseSchema>;

/** A review as the admin's Reviews screen lists it: with the product and the customer. */
export const adminReviewSchema = reviewSchema.extend({
  product: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  customer: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListQuerySchema = pageQuerySchema(20).extend({
  status: z.enum(reviewStatuses).optional(),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const adminReviewListResponseSchema = z.object({
  data: z.array(adminReviewSchema),
  pagination: paginationSchema,
  /** How many reviews in each status, for the tabs. */
  statusCounts: statusCountsSchema(reviewStatuses),
});
export type AdminReviewListResponse = z.infer<typeof adminReviewListResponseSchema>;

export const updateReviewBodySchema = z.object({
  status: z.enum(reviewStatuses, { error: 'Choose PENDING, PUBLISHED or REJECTED.' }),
});
export type UpdateReviewBody = z.infer<typeof updateReviewBodySchema>;

export const adminReviewResponseSchema = z.object({ review: adminReviewSchema });

/** "Asha R.": how a review names its author. */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim() || 'A customer';
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
