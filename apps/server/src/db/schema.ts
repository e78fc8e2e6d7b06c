/**
 * The one database schema (PostgreSQL, embedded as PGlite or a real server).
 * Money columns are integer paise; rupees exist only at the HTTP edge.
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  bigint,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { languages } from '@shop/contracts/languages';

/** The seller a tax invoice was issued by, as the company details stood then. */
export type InvoiceSeller = {
  name: string;
  legalName: string | null;
  address: string;
  pincode: string;
  phone: string;
  email: string;
  gstin: string | null;
  stateCode: string | null;
};

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
// PGlite reads bytea as a Uint8Array, node-postgres as a Buffer: the shop always gets a Buffer.
const bytea = customType<{ data: Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => {
    const bytes = value as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  },
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const userType = pgEnum('user_type', ['ADMIN', 'CUSTOMER']);
export const language = pgEnum('language', languages);
export const deliveryStatus = pgEnum('delivery_status', [
  'PENDING',
  'SHIPPED',
  'DELIVERED',
  'CANCELED',
]);
export const paymentMethod = pgEnum('payment_method', ['COD', 'UPI']);
export const paymentStatus = pgEnum('payment_status', [
  'PENDING',
  'PAID',
  'AWAITING_PAYMENT',
  'VERIFYING',
  'FAILED',
]);
export const returnToOriginReason = pgEnum('return_to_origin_reason', [
  'REFUSED_AT_DOOR',
  'UNREACHABLE',
  'ADDRESS_NOT_FOUND',
  'OTHER',
]);
export const returnStatus = pgEnum('return_status', [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'RECEIVED',
  'COMPLETED',
  'CANCELLED',
]);
export const returnType = pgEnum('return_type', ['RETURN', 'EXCHANGE']);
export const returnReason = pgEnum('return_reason', [
  'SIZE_TOO_SMALL',
  'SIZE_TOO_LARGE',
  'DAMAGED',
  'WRONG_ITEM',
  'NOT_AS_DESCRIBED',
  'CHANGED_MIND',
]);

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 40 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 60 }).notNull().default(''),
    lastName: varchar('last_name', { length: 60 }).notNull().default(''),
    mobile: varchar('mobile', { length: 15 }),
    dob: date('dob', { mode: 'string' }),
    userType: userType('user_type').notNull().default('CUSTOMER'),
    // Offers and reminders by mail: never assumed (DPDP Act), and when it was given is kept.
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    // The storefront's language they last chose: their mails are written in it.
    language: language('language').notNull().default('en'),
    // Part of every token: bumping it on a password change or reset kills all earlier tokens.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // One live code per user: requesting a new one replaces the old row.
  (t) => [uniqueIndex('password_reset_codes_user_key').on(t.userId)],
);

// ---------------------------------------------------------------- catalogue

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: varchar('name', { length: 80 }).notNull(),
    // The owner's Hindi name, shown on the Hindi pages; null: the English name is shown there.
    nameHi: varchar('name_hi', { length: 80 }),
    slug: varchar('slug', { length: 100 }).notNull().unique(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    // Restrict: a category with subcategories cannot disappear under them.
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    check('categories_not_own_parent', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

/** A DRAFT product is prepared by the admins and is in no public answer until it is ACTIVE. */
export const productStatus = pgEnum('product_status', ['ACTIVE', 'DRAFT']);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    status: productStatus('status').notNull().default('ACTIVE'),
    slug: varchar('slug', { length: 170 }).notNull().unique(),
    // What a tax invoice names the goods by and taxes their GST-inclusive prices at.
    hsnCode: varchar('hsn_code', { length: 8 }),
    gstRatePercent: smallint('gst_rate_percent').notNull().default(5),
    // Its published reviews, kept by the reviews service in the transaction that publishes or
    // withdraws one, so cards and the sort by rating never aggregate reviews.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    description: varchar('description', { length: 5000 }).notNull().default(''),
    // Restrict: a category that still has products cannot be deleted.
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    // Kept by a trigger on product_variants, so listings filter and sort without aggregating.
    minPricePaise: integer('min_price_paise').notNull().default(0),
    totalStock: integer('total_stock').notNull().default(0),
    // Name, description, category, colours and sizes in one text, written by the catalogue service.
    searchDocument: text('search_document').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', search_document)`,
    ),
    // Lets search rank a match in the name above one elsewhere without parsing names per query.
    nameVector: tsvector('name_vector').generatedAlwaysAs(sql`to_tsvector('english', name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_created_idx').on(t.categoryId, t.createdAt.desc(), t.id),
    index('products_created_idx').on(t.createdAt.desc(), t.id),
    index('products_min_price_idx').on(t.minPricePaise, t.id),
    // Everything a listing's facets read from a product, so they never touch the wide heap.
    index('products_facets_idx').on(t.categoryId, t.totalStock, t.id),
    // Written only when the catalogue changes, read by every search: no pending list to scan.
    index('products_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // The admin's product list by status, newest first.
    index('products_status_created_idx').on(t.status, t.createdAt.desc(), t.id),
    // The shop sorted by rating: highest first, products without reviews last.
    index('products_rating_idx').on(t.ratingAverage.desc().nullsLast(), t.id),
  ],
);

/**
 * Every word of the catalogue once: a typo in a search is corrected against these by edit
 * distance, among the words of about the same length (found through the length index).
 */
export const searchTerms = pgTable(
  'search_terms',
  { term: varchar('term', { length: 60 }).primaryKey() },
  (t) => [index('search_terms_length_idx').on(sql`length(${t.term})`, t.term)],
);

/**
 * The full-text index again, as rows: one per word (lexeme) of each product's search vector,
 * stored in search order (a match in the name first, then newest). A one-word search reads its
 * page and its count straight from the index instead of visiting every matching product, which
 * keeps common words fast on a large catalogue. Rewritten with the search documents.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    lexeme: text('lexeme').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    inName: boolean('in_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lexeme] }),
    // Byte order (collate "C") so a prefix is a range of the index, whatever the database's locale.
    index('search_postings_rank_idx').on(
      sql`${t.lexeme} collate "C"`,
      t.inName.desc(),
      t.createdAt.desc(),
      t.productId,
    ),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 30 }).notNull(),
    color: varchar('color', { length: 40 }).notNull(),
    colorHexCode: varchar('color_hex_code', { length: 7 }),
    // The shop's own stock-keeping code, optional; unique regardless of case.
    sku: varchar('sku', { length: 40 }),
    stock: integer('stock').notNull().default(0),
    originalPricePaise: integer('original_price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Covers what listing facets and filters read of a product's variants (index-only scans).
    index('product_variants_product_idx').on(
      t.productId,
      t.position,
      t.size,
      t.stock,
      t.originalPricePaise,
    ),
    index('product_variants_size_idx').on(t.size, t.productId),
    uniqueIndex('product_variants_sku_lower_key').on(sql`lower(${t.sku})`),
    index('product_variants_price_idx').on(t.originalPricePaise, t.productId),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_variants_price_not_negative', sql`${t.originalPricePaise} >= 0`),
    check(
      'product_variants_discount_below_price',
      sql`${t.discountPricePaise} is null or (${t.discountPricePaise} >= 0 and ${t.discountPricePaise} < ${t.originalPricePaise})`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // Keys inside the image store; URLs are derived from them at the edge.
    fullKey: varchar('full_key', { length: 200 }).notNull(),
    thumbKey: varchar('thumb_key', { length: 200 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

// ---------------------------------------------------------------- offers

export const couponType = pgEnum('coupon_type', ['PERCENT', 'FIXED']);

/**
 * A discount code. `value` is the percentage (PERCENT) or paise off (FIXED); null limits and
 * dates mean none. The code is kept upper-case, so one unique index matches it in any case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: varchar('code', { length: 30 }).notNull().unique(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    type: couponType('type').notNull(),
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_value_in_range',
      sql`${t.value} > 0 and (${t.type} = 'FIXED' or ${t.value} <= 90)`,
    ),
    check(
      'coupons_limits_positive',
      sql`${t.perCustomerLimit} >= 1 and (${t.usageLimit} is null or ${t.usageLimit} >= 1)`,
    ),
    check('coupons_ends_after_start', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The categories a code is limited to (none: every product); their descendants count too. */
export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    // Restrict: a code limited to a category must never widen to every product by its deletion.
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.categoryId] }),
    index('coupon_categories_category_idx').on(t.categoryId),
  ],
);

// ---------------------------------------------------------------- cart and wishlist

export const carts = pgTable('carts', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  // The code the customer applied; checked again on every read of the cart and at checkout.
  couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  // When a line was last added, changed or removed: kept by a trigger on cart_items, whoever
  // changes them (the cart's calls, checkout emptying it, a product deleted).
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  // The last cart reminder mailed; at most one per CART_REMINDER_GAP_DAYS.
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // Cascade: deleting a product takes it out of every cart.
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_variant_key').on(t.cartId, t.variantId),
    index('cart_items_variant_idx').on(t.variantId),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const wishlists = pgTable('wishlists', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_wishlist_product_key').on(t.wishlistId, t.productId),
    index('wishlist_items_product_idx').on(t.productId),
    index('wishlist_items_variant_idx').on(t.variantId),
  ],
);

// ---------------------------------------------------------------- addresses

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    // Null only on rows saved before addresses had a phone, whose account had no valid mobile.
    phone: varchar('phone', { length: 10 }),
    addressLine1: varchar('address_line1', { length: 200 }).notNull(),
    addressLine2: varchar('address_line2', { length: 200 }),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default address per user, enforced by the database itself.
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

// ---------------------------------------------------------------- delivery

/** The shop's delivery terms: one row (id 1), created by the migration. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: smallint('id').primaryKey().default(1),
    // Null: no cap on cash-on-delivery orders.
    codMaxOrderPaise: integer('cod_max_order_paise'),
    defaultDeliveryDays: smallint('default_delivery_days').notNull().default(5),
    updatedAt: updatedAt(),
  },
  (t) => [check('delivery_settings_single_row', sql`${t.id} = 1`)],
);

/** What the shop does for the PIN codes starting with `prefix`: the longest match decides. */
export const deliveryRules = pgTable('delivery_rules', {
  id: id(),
  prefix: varchar('prefix', { length: 6 }).notNull().unique(),
  serviceable: boolean('serviceable').notNull(),
  codAvailable: boolean('cod_available').notNull(),
  // Null: the shop's default delivery days.
  deliveryDays: smallint('delivery_days'),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- orders

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: varchar('order_number', { length: 20 }).notNull().unique(),
    // Restrict: an account with orders is kept, so order history never dangles.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    deliveryStatus: deliveryStatus('delivery_status').notNull().default('PENDING'),
    paymentMethod: paymentMethod('payment_method').notNull().default('COD'),
    paymentStatus: paymentStatus('payment_status').notNull().default('PENDING'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountTotalPaise: integer('discount_total_paise').notNull(),
    shippingTotalPaise: integer('shipping_total_paise').notNull().default(0),
    orderTotalPaise: integer('order_total_paise').notNull(),
    // The discount code used: restrict, since a code an order used is deactivated, never
    // deleted; its code and what it took off (part of discount_total_paise) are copied.
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponCode: varchar('coupon_code', { length: 30 }),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    // The shipping address is copied, so editing or deleting the address book keeps history intact.
    shipFullName: varchar('ship_full_name', { length: 100 }).notNull(),
    shipPhone: varchar('ship_phone', { length: 10 }),
    shipAddressLine1: varchar('ship_address_line1', { length: 200 }).notNull(),
    shipAddressLine2: varchar('ship_address_line2', { length: 200 }),
    shipCity: varchar('ship_city', { length: 100 }).notNull(),
    shipState: varchar('ship_state', { length: 100 }).notNull(),
    shipPostalCode: varchar('ship_postal_code', { length: 6 }).notNull(),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }).notNull(),
    deliveredOn: timestamp('delivered_on', { withTimezone: true }),
    // Recorded when the order first moves to SHIPPED; courier and tracking number are optional.
    shippedOn: timestamp('shipped_on', { withTimezone: true }),
    courier: varchar('courier', { length: 60 }),
    trackingNumber: varchar('tracking_number', { length: 60 }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    // Given on the first move to DELIVERED and never changed or reused (GST rule 46).
    invoiceNumber: varchar('invoice_number', { length: 16 }).unique(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }),
    // The seller as the invoice names it, copied when it is issued: an issued invoice never
    // changes when the company details do.
    invoiceSeller: jsonb('invoice_seller').$type<InvoiceSeller>(),
    // When the customer was asked to review what this order brought: once, on first delivery.
    reviewInvitedAt: timestamp('review_invited_at', { withTimezone: true }),
    // UPI: the reference the shopper gave (one order per UTR), when an unpaid order expires, and
    // when and by whom the payment was found. A COD order's paid_at is its delivery.
    paymentUtr: varchar('payment_utr', { length: 12 }).unique(),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    // The upi://pay link made at placement: the shop's UPI ID then, which a later change of
    // the company details must not redirect.
    upiPaymentUri: varchar('upi_payment_uri', { length: 800 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentRecordedBy: uuid('payment_recorded_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    // COD: confirmed by the customer's link (confirmed_by null) or by an admin after a call.
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    codConfirmedBy: uuid('cod_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    // Set when a SHIPPED order is cancelled because the parcel came back unsold.
    returnToOriginReason: returnToOriginReason('return_to_origin_reason'),
    // A paid order's cancellation: what the customer is owed, and where it goes.
    refundAmountPaise: integer('refund_amount_paise'),
    refundUpiId: varchar('refund_upi_id', { length: 330 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_created_idx').on(t.deliveryStatus, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_coupon_user_idx').on(t.couponId, t.userId),
    // The expiry job's scan: only UPI orders have a payment deadline.
    index('orders_payment_expires_idx').on(t.paymentExpiresAt),
    check(
      'orders_totals_not_negative',
      sql`${t.subtotalPaise} >= 0 and ${t.discountTotalPaise} >= 0 and ${t.shippingTotalPaise} >= 0 and ${t.orderTotalPaise} >= 0`,
    ),
    check(
      'orders_coupon_discount_in_total',
      sql`${t.couponDiscountPaise} >= 0 and ${t.couponDiscountPaise} <= ${t.discountTotalPaise}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Set null: the snapshot below keeps the line readable after the product is deleted.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 150 }).notNull(),
    productSlug: varchar('product_slug', { length: 170 }).notNull(),
    size: varchar('size', { length: 30 }).notNull(),
    color: varchar('color', { length: 40 }).notNull(),
    imageUrl: varchar('image_url', { length: 300 }),
    quantity: integer('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    // This line's share of the order's code discount, for all its units, in paise.
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    // The product's HSN code and GST rate when the order was placed: later edits leave them be.
    hsnCode: varchar('hsn_code', { length: 8 }),
    gstRatePercent: smallint('gst_rate_percent').notNull().default(5),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_price_not_negative', sql`${t.pricePaise} >= 0 and ${t.discountPaise} >= 0`),
    check(
      'order_items_coupon_share_in_price',
      sql`${t.couponDiscountPaise} >= 0 and ${t.couponDiscountPaise} <= ${t.pricePaise} * ${t.quantity}`,
    ),
  ],
);

/**
 * The last invoice number given in each financial year ("26-27"), and the series it is in. The
 * row is locked by the update that takes the next number, inside the delivering transaction, so
 * numbers are consecutive across instances and a rolled-back delivery gives its number back.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: varchar('financial_year', { length: 5 }).primaryKey(),
  prefix: varchar('prefix', { length: 3 }).notNull(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The PDF of each issued invoice, as first drawn: an issued invoice never changes, so later
 * downloads (on any instance, after any restart) send these bytes instead of drawing it again.
 */
export const invoiceDocuments = pgTable('invoice_documents', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

/**
 * The last credit note number given in each financial year ("26-27"): a series of its own, as
 * GST asks, numbered like invoices (consecutive, a rollback gives its number back).
 */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: varchar('financial_year', { length: 5 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The PDF of each issued credit note, as first drawn (like invoice_documents). */
export const creditNoteDocuments = pgTable('credit_note_documents', {
  returnRequestId: uuid('return_request_id')
    .primaryKey()
    .references(() => returnRequests.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

/** Every delivery status an order has had, with when: the timeline shoppers and admins see. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: deliveryStatus('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- returns and exchanges

export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    requestNumber: varchar('request_number', { length: 20 }).notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: returnStatus('status').notNull().default('REQUESTED'),
    type: returnType('type').notNull(),
    note: varchar('note', { length: 500 }),
    adminNote: varchar('admin_note', { length: 500 }),
    // Where a cash-on-delivery RETURN is refunded; never written into a mail.
    refundUpiId: varchar('refund_upi_id', { length: 330 }),
    refundAmountPaise: integer('refund_amount_paise'),
    // A COMPLETED RETURN of an invoiced order: its credit note, and the seller as it names it
    // (frozen at issue, like an invoice's).
    creditNoteNumber: varchar('credit_note_number', { length: 16 }).unique(),
    creditNoteDate: timestamp('credit_note_date', { withTimezone: true }),
    creditNoteSeller: jsonb('credit_note_seller').$type<InvoiceSeller>(),
    // The order a COMPLETED exchange created for the sizes it held.
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('return_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('return_requests_created_idx').on(t.createdAt.desc()),
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_replacement_idx').on(t.replacementOrderId),
    check(
      'return_requests_refund_not_negative',
      sql`${t.refundAmountPaise} is null or ${t.refundAmountPaise} >= 0`,
    ),
  ],
);

export const returnRequestItems = pgTable(
  'return_request_items',
  {
    id: id(),
    returnRequestId: uuid('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    reason: returnReason('reason').notNull(),
    // The size asked for in exchange; the size is copied so it reads the same if the variant goes.
    exchangeVariantId: uuid('exchange_variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    exchangeSize: varchar('exchange_size', { length: 30 }),
    exchangeColor: varchar('exchange_color', { length: 40 }),
    // What a COMPLETED RETURN refunded for these units (their price less their part of the
    // code's discount): the credit note's line, GST included.
    refundPaise: integer('refund_paise'),
  },
  (t) => [
    index('return_request_items_request_idx').on(t.returnRequestId),
    index('return_request_items_order_item_idx').on(t.orderItemId),
    check('return_request_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** Every status a request has had, with when: its history for the customer and the admin. */
export const returnRequestHistory = pgTable(
  'return_request_history',
  {
    id: id(),
    returnRequestId: uuid('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    status: returnStatus('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_request_history_request_idx').on(t.returnRequestId, t.at)],
);

// ---------------------------------------------------------------- content

export const legalPages = pgTable('legal_pages', {
  id: id(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content').notNull(),
  // The owner's Hindi version for the Hindi pages; null: the English one is shown there.
  titleHi: varchar('title_hi', { length: 200 }),
  contentHi: text('content_hi'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const company = pgTable(
  'company',
  {
    // A single row: the shop has one set of company details.
    id: integer('id').primaryKey().default(1),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 10 }).notNull().default(''),
    address: varchar('address', { length: 500 }).notNull().default(''),
    pincode: varchar('pincode', { length: 6 }).notNull().default(''),
    logoKey: varchar('logo_key', { length: 200 }),
    // India's Consumer Protection (E-Commerce) Rules, 2020: the person customers complain to.
    grievanceOfficerName: varchar('grievance_officer_name', { length: 100 }),
    grievanceOfficerEmail: varchar('grievance_officer_email', { length: 254 }),
    grievanceOfficerPhone: varchar('grievance_officer_phone', { length: 10 }),
    // GST registration: the seller a tax invoice names. Null for a shop not registered.
    legalName: varchar('legal_name', { length: 200 }),
    gstin: varchar('gstin', { length: 15 }),
    stateCode: varchar('state_code', { length: 2 }),
    // How returned items reach the shop, for the approval mail and the Returns tab; null: the
    // default instructions.
    returnInstructions: varchar('return_instructions', { length: 1000 }),
    // The shop's own UPI ID and the payee name apps show; null: cash on delivery only.
    upiId: varchar('upi_id', { length: 330 }),
    upiPayeeName: varchar('upi_payee_name', { length: 50 }),
    updatedAt: updatedAt(),
  },
  (t) => [check('company_single_row', sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------- reviews

export const reviewStatus = pgEnum('review_status', ['PENDING', 'PUBLISHED', 'REJECTED']);

/** A verified buyer's review: one per customer and product, shown once the shop publishes it. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    // Cascade: a deleted product's reviews go with it.
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: varchar('title', { length: 120 }).notNull().default(''),
    body: varchar('body', { length: 2000 }).notNull().default(''),
    // "Asha R." as the account was named when the review was written.
    authorName: varchar('author_name', { length: 60 }).notNull(),
    status: reviewStatus('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    // A product's published reviews, newest first (its page), and the admin's list by status.
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('reviews_status_created_idx').on(t.status, t.createdAt.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------- mail

/** Mails that are not about an order, each of which a shopper may turn off (notifications). */
export const mailKind = pgEnum('mail_kind', ['STOCK_ALERT', 'CART_REMINDER', 'REVIEW_INVITATION']);

/**
 * Someone waiting for a sold-out size. A trigger on product_variants marks the alerts of a
 * variant whose stock goes from 0 to more as due; the dispatcher mails them, oldest first, and
 * spends each (notified_at).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    // Lower case, as emailSchema leaves it; a customer's alert also names their account.
    email: varchar('email', { length: 254 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The language of the page the alert was asked on: the mail is written in it.
    language: language('language').notNull().default('en'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One waiting alert per address and size; a spent one does not stop a new request.
    uniqueIndex('stock_alerts_waiting_key')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_due_idx')
      .on(t.dueAt, t.createdAt)
      .where(sql`${t.dueAt} is not null and ${t.notifiedAt} is null`),
    index('stock_alerts_email_idx').on(t.email),
  ],
);

/** A kind of mail an address turned off with its unsubscribe link (lower-case email). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    email: varchar('email', { length: 254 }).notNull(),
    kind: mailKind('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);

/**
 * Mail to send, written in the same transaction as what it reports (an order), then sent by the
 * outbox worker with retries; any instance may send it, one at a time (SKIP LOCKED).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // Null for a mail about an order (always sent); else the kind its recipient may turn off,
    // checked again just before sending.
    kind: mailKind('kind'),
    // Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post.
    headers: jsonb('headers').$type<Record<string, string>>(),
    // Set with sent_at when the mail was not sent on purpose (its kind was turned off).
    skippedReason: varchar('skipped_reason', { length: 200 }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

// ---------------------------------------------------------------- rate limits

/** Hit counters of the rate limits, shared by every instance of the server. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);

// ---------------------------------------------------------------- backups

export const backupTrigger = pgEnum('backup_trigger', ['SCHEDULED', 'MANUAL']);

/**
 * One backup attempt: started, then finished with a file or an error. The dashboard reads the
 * newest success and any failure after it; a run with neither time finished was cut off.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: id(),
    trigger: backupTrigger('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fileName: varchar('file_name', { length: 300 }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: varchar('error', { length: 1000 }),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt)],
);
