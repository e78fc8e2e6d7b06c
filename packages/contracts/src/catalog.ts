import { z } from 'zod';
import { gstRatePercentSchema, hsnCodeSchema } from './gst.ts';
import { productRatingSchema } from './reviews.ts';
import { paginationSchema, pageQuerySchema, rupeesSchema, uuidSchema } from './common.ts';

// ---------------------------------------------------------------- categories

export type Category = {
  id: string;
  name: string;
  /** The owner's Hindi name for the Hindi pages; null: they show `name`. */
  nameHi: string | null;
  slug: string;
  description: string;
  parentId: string | null;
  subCategories: Category[];
  _count: { products: number };
};

export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    nameHi: z.string().nullable(),
    slug: z.string(),
    description: z.string(),
    parentId: z.string().nullable(),
    subCategories: z.array(categorySchema),
    _count: z.object({ products: z.number().int() }),
  }),
);

export const categoryListResponseSchema = z.object({ data: z.array(categorySchema) });
export const categoryResponseSchema = z.object({ data: categorySchema });

const categoryDescriptionSchema = z
  .string()
  .trim()
  .max(1000, 'Keep the description under 1000 characters.');

/** Optional: blank (or null) means the category has no Hindi name, and null is stored. */
const categoryNameHiSchema = z
  .string()
  .trim()
  .max(80, 'Keep the Hindi name under 80 characters.')
  .nullable()
  .transform((name) => name || null);

export const createCategoryBodySchema = z.object({
  name: z.string().trim().min(1, 'Please fill the category name.').max(80),
  nameHi: categoryNameHiSchema.optional(),
  description: categoryDescriptionSchema.optional(),
  parentId: uuidSchema.nullable().optional(),
});
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;

export const updateCategoryBodySchema = z.object({
  name: z.string().trim().min(1, 'Please fill the category name.').max(80).optional(),
  nameHi: categoryNameHiSchema.optional(),
  description: categoryDescriptionSchema.optional(),
  parentId: uuidSchema.nullable().optional(),
});
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;

// ---------------------------------------------------------------- products

/** ACTIVE products are in the shop; a DRAFT is in no public answer until it is made ACTIVE. */
export const productStatuses = ['ACTIVE', 'DRAFT'] as const;
export const productStatusSchema = z.enum(productStatuses);
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** The shop's own code of a variant: unique across the shop regardless of case. */
export const SKU_MAX = 40;
export const skuSchema = z
  .string()
  .trim()
  .min(1)
  .max(SKU_MAX, `A SKU has at most ${SKU_MAX} characters.`)
  .regex(/^[A-Za-z0-9_/-]+$/, 'A SKU uses only letters, digits, -, _ and /.');

export const variantSchema = z.object({
  id: z.string(),
  sku: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  colorHexCode: z.string().nullable(),
  stock: z.number().int(),
  originalPrice: z.number(),
  discountPrice: z.number().nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
});

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: productStatusSchema,
  description: z.string(),
  /** The goods' HSN code for the tax invoice (4, 6 or 8 digits); null until the shop sets it. */
  hsnCode: z.string().nullable(),
  /** The GST slab its GST-inclusive prices carry: 0, 5, 12, 18 or 28. */
  gstRatePercent: z.number().int(),
  /** Its published reviews: the average stars (null while there are none) and how many. */
  rating: productRatingSchema,
  category: z.object({
    id: z.string(),
    name: z.string(),
    nameHi: z.string().nullable(),
    slug: z.string(),
  }),
  images: z.array(productImageSchema),
  variants: z.array(variantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productResponseSchema = z.object({ data: productSchema });
export const productSlugParamsSchema = z.object({ slug: z.string().min(1).max(170) });
/** A category named by its id or its slug. */
export const categoryKeyParamsSchema = z.object({ category: z.string().min(1).max(100) });

/** `rating`: the highest average of published reviews first, products without reviews last. */
export const productSorts = [
  'default',
  'priceLowHigh',
  'priceHighLow',
  'newest',
  'rating',
] as const;
export type ProductSort = (typeof productSorts)[number];

const repeatable = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(50),
  );

export const productListQuerySchema = pageQuerySchema(10).extend({
  categoryId: repeatable(uuidSchema),
  inStock: z.enum(['true', 'false']).optional(),
  minPrice: z.coerce.number().min(0).max(1e11).optional(),
  maxPrice: z.coerce.number().min(0).max(1e11).optional(),
  size: repeatable(z.string().trim().min(1).max(30)),
  sort: z.enum(productSorts).default('default'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productFacetsSchema = z.object({
  categories: z.array(z.object({ id: z.string(), count: z.number().int() })),
  sizes: z.array(z.object({ size: z.string(), count: z.number().int() })),
  availability: z.object({ inStock: z.number().int(), outOfStock: z.number().int() }),
  price: z.object({ min: z.number(), max: z.number() }),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productListResponseSchema = z.object({
  data: z.array(productSchema),
  pagination: paginationSchema,
  /** Counted over the products that match every filter. */
  facets: productFacetsSchema,
  /**
   * What a filter panel shows: each facet counted over the products that match every other
   * filter, its own left out, so a filter in use still offers its other choices with their
   * counts. A facet whose filter is not in use equals the one in `facets`.
   */
  filterFacets: productFacetsSchema,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productPageResponseSchema = z.object({
  data: z.array(productSchema),
  pagination: paginationSchema,
});

export const categoryProductsQuerySchema = pageQuerySchema(20);

export const searchQuerySchema = pageQuerySchema(20).extend({
  q: z.string().max(200).default(''),
});
export const searchResponseSchema = z.object({
  products: z.array(productSchema),
  pagination: paginationSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * A variant without its size, colour or price is named by its place in the editor's list (from
 * 1): the last number of the issue's path, which zod fills before it asks for the message. A
 * variant parsed on its own is Variant 1. Any other problem of these fields (too long, too
 * large...) keeps its own message: a schema's message function also answers for its checks.
 */
function incompleteVariantMessage(issue: {
  code?: string | undefined;
  path?: PropertyKey[] | undefined;
}): string | undefined {
  if (issue.code !== 'invalid_type' && issue.code !== 'too_small') return undefined;
  const index = issue.path?.findLast((key) => typeof key === 'number') ?? 0;
  return `Please fill all required fields in Variant ${Number(index) + 1}`;
}

const requiredVariantText = (max: number) =>
  z.string({ error: incompleteVariantMessage }).trim().min(1).max(max);

/** One variant as the admin editor sends it inside the multipart `productVariants` field. */
export const variantInputSchema = z
  .object({
    id: uuidSchema.optional(),
    /** Blank or missing means none. */
    sku: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      skuSchema.nullable().optional(),
    ),
    size: requiredVariantText(30),
    color: requiredVariantText(40),
    colorHexCode: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Colour code must look like #A1B2C3.')
      .nullable()
      .optional(),
    stock: z.coerce
      .number()
      .int('Stock must be a whole number.')
      .min(0, 'Stock must not be negative.')
      .max(1_000_000),
    originalPrice: z.coerce.number({ error: incompleteVariantMessage }).pipe(rupeesSchema),
    discountPrice: z.coerce.number().pipe(rupeesSchema).nullable().optional(),
  })
  .refine((v) => v.discountPrice == null || v.discountPrice < v.originalPrice, {
    message: 'The discount must be below the price.',
    path: ['discountPrice'],
  });
export type VariantInput = z.infer<typeof variantInputSchema>;

export const PRODUCT_IMAGES_MIN = 2;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The picture formats the shop takes; the server reads the format from the file's content. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const PRODUCT_VARIANT_REQUIRED_MESSAGE = 'At least one variant is required.';
const IMAGE_COUNT_MESSAGE = `Please upload between ${PRODUCT_IMAGES_MIN} and ${PRODUCT_IMAGES_MAX} images.`;

/**
 * How many images the product will have: the kept ones plus the uploads. The multipart body
 * carries files beside its fields, so this is checked apart from `productFieldsSchema`.
 */
export const productImageCountSchema = z
  .number()
  .int()
  .min(PRODUCT_IMAGES_MIN, IMAGE_COUNT_MESSAGE)
  .max(PRODUCT_IMAGES_MAX, IMAGE_COUNT_MESSAGE);

/** The text fields of the multipart product call, after the JSON fields are parsed. */
export const productFieldsSchema = z.object({
  id: uuidSchema.optional(),
  productName: z.string().trim().min(1, 'Product Name is mandatory.').max(150),
  categoryId: uuidSchema.or(z.literal('')).refine((v) => v !== '', 'Category is mandatory.'),
  description: z.string().trim().max(5000).default(''),
  status: productStatusSchema.default('ACTIVE'),
  /** Blank means none. Without the field, a new product has none and an update keeps its code. */
  hsnCode: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      hsnCodeSchema.nullable(),
    )
    .optional(),
  /** Without the field, a new product is taxed at 5 % and an update keeps its rate. */
  gstRatePercent: gstRatePercentSchema.optional(),
  productVariants: z.array(variantInputSchema).min(1, PRODUCT_VARIANT_REQUIRED_MESSAGE).max(100),
  deletedImageIds: z.array(uuidSchema).max(20).default([]),
  /**
   * Optional final order of the images: ids of kept images and `new:<n>` for the n-th uploaded
   * file (from 0). Without it, kept images stay first and uploads follow in upload order.
   */
  imageOrder: z
    .array(z.union([uuidSchema, z.string().regex(/^new:\d{1,2}$/, 'Use an image id or new:<n>.')]))
    .max(20)
    .optional(),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;

// ---------------------------------------------------------------- the admin's product list

export const adminProductSorts = [
  'newest',
  'name',
  'priceLowHigh',
  'priceHighLow',
  'stockLowHigh',
] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];
export const adminStockFilters = ['in', 'low', 'out'] as const;
export type AdminStockFilter = (typeof adminStockFilters)[number];
/** The page sizes the admin's product list offers (the query takes any up to 100). */
export const ADMIN_PRODUCTS_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * GET /admin/products: `q` words found in the name, a variant's SKU or the category's name
 * (case-insensitive, every word); `categoryId` with its descendants; `stock` in (some variant
 * has stock), low (some variant has 1 to LOW_STOCK_THRESHOLD), out (every variant 0).
 */
export const adminProductsQuerySchema = pageQuerySchema(10).extend({
  q: z.string().trim().max(200).default(''),
  categoryId: uuidSchema.optional(),
  stock: z.enum(adminStockFilters).optional(),
  status: productStatusSchema.optional(),
  sort: z.enum(adminProductSorts).default('newest'),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;
