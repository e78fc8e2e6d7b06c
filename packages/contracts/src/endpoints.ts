import type { z } from 'zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  requestOtpBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
} from './accounts.ts';
import {
  addressBodySchema,
  addressListResponseSchema,
  addressResponseSchema,
} from './addresses.ts';
import {
  addToCartBodySchema,
  addToWishlistBodySchema,
  cartItemResponseSchema,
  cartCouponResponseSchema,
  cartResponseSchema,
  updateCartQuantityBodySchema,
  wishlistChangeResponseSchema,
  wishlistProductParamsSchema,
  wishlistResponseSchema,
} from './cart.ts';
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
} from './catalog.ts';
import { idParamsSchema, noContentSchema } from './common.ts';
import {
  companyDetailsResponseSchema,
  legalPageListResponseSchema,
  legalPageResponseSchema,
  legalPageSlugParamsSchema,
  saveLegalPageBodySchema,
  saveLegalPageResponseSchema,
} from './content.ts';
import { backupMadeResponseSchema } from './backups.ts';
import { dashboardResponseSchema, lowStockPageSchema, lowStockQuerySchema } from './dashboard.ts';
import {
  deliveryCheckQuerySchema,
  deliveryCheckSchema,
  deliverySettingsBodySchema,
  deliverySettingsResponseSchema,
} from './delivery.ts';
import { statesResponseSchema } from './india.ts';
import {
  adminCouponListQuerySchema,
  adminCouponListResponseSchema,
  applyCouponBodySchema,
  couponBodySchema,
  couponResponseSchema,
  topCouponsResponseSchema,
} from './offers.ts';
import {
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewResponseSchema,
  createReviewBodySchema,
  myReviewResponseSchema,
  productReviewsQuerySchema,
  productReviewsResponseSchema,
  reviewResponseSchema,
  updateReviewBodySchema,
} from './reviews.ts';
import {
  stockAlertBodySchema,
  stockAlertDemandResponseSchema,
  stockAlertResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from './notifications.ts';
import { messageSchema } from './errors.ts';
import { healthResponseSchema, readyResponseSchema } from './health.ts';
import {
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  placeOrderBodySchema,
  placeOrderHeadersSchema,
  sendConfirmationBodySchema,
  updateOrderStatusBodySchema,
  orderExportCsvSchema,
  packingSlipsQuerySchema,
  pdfDocumentSchema,
  placeOrderResponseSchema,
  cancelOrderBodySchema,
} from './orders.ts';
import {
  gstr1CsvQuerySchema,
  gstr1QuerySchema,
  gstr1ReturnSchema,
  reportCsvSchema,
  salesQuerySchema,
  salesReportSchema,
} from './gst-reports.ts';
import {
  adminPaymentBodySchema,
  codConfirmationBodySchema,
  codConfirmationQuerySchema,
  codConfirmationResponseSchema,
  codRiskQuerySchema,
  codRiskResponseSchema,
  paymentReferenceBodySchema,
  reconcileQuerySchema,
  reconcileResponseSchema,
} from './payments.ts';
import {
  adminReturnListQuerySchema,
  adminReturnListResponseSchema,
  createReturnBodySchema,
  myReturnsResponseSchema,
  returnRequestResponseSchema,
  updateReturnBodySchema,
} from './returns.ts';

/**
 * One call of the JSON API: the schemas of what it takes and of what it answers on success. The
 * server refuses to start unless each /api route uses exactly these schema objects; the web
 * client takes its types from them (a type-only import: no zod runs for it in the browser).
 */
export type EndpointDescriptor = {
  /** The `:name` segments of the path, by name. */
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  /** A JSON body, or a multipart/form-data one that the route reads part by part itself. */
  body?: z.ZodType | 'multipart';
  /** The body of every 2xx answer. */
  answer: z.ZodType;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every call under /api, keyed by its method and path (`:name` marks a path parameter). */
export const endpoints = {
  'GET /health': { answer: healthResponseSchema },
  'GET /ready': { answer: readyResponseSchema },

  'POST /auth/register': { body: registerBodySchema, answer: registerResponseSchema },
  'POST /auth/login': { body: loginBodySchema, answer: loginResponseSchema },
  'GET /auth/me': { answer: meResponseSchema },
  'PUT /users/profile': { body: updateProfileBodySchema, answer: meResponseSchema },
  'PUT /users/change-password': {
    body: changePasswordBodySchema,
    answer: changePasswordResponseSchema,
  },
  'POST /auth/forgot-password/request-otp': { body: requestOtpBodySchema, answer: messageSchema },
  'POST /auth/forgot-password/reset': { body: resetPasswordBodySchema, answer: messageSchema },

  'GET /categories': { answer: categoryListResponseSchema },
  'POST /categories': { body: createCategoryBodySchema, answer: categoryResponseSchema },
  'PUT /categories/:id': {
    params: idParamsSchema,
    body: updateCategoryBodySchema,
    answer: categoryResponseSchema,
  },
  'DELETE /categories/:id': { params: idParamsSchema, answer: messageSchema },
  'GET /products': { query: productListQuerySchema, answer: productListResponseSchema },
  'GET /products/search': { query: searchQuerySchema, answer: searchResponseSchema },
  'GET /products/category/:category': {
    params: categoryKeyParamsSchema,
    query: categoryProductsQuerySchema,
    answer: productPageResponseSchema,
  },
  'GET /products/slug/:slug': { params: productSlugParamsSchema, answer: productResponseSchema },
  'GET /products/:id': { params: idParamsSchema, answer: productResponseSchema },
  /** Published reviews only, with the rating summary. */
  'GET /products/:id/reviews': {
    params: idParamsSchema,
    query: productReviewsQuerySchema,
    answer: productReviewsResponseSchema,
  },
  'POST /products/:id/reviews': {
    params: idParamsSchema,
    body: createReviewBodySchema,
    answer: reviewResponseSchema,
  },
  /** - or C: 201, or 200 when that email already waits for that size; an in-stock size is 409. */
  'POST /products/:id/stock-alerts': {
    params: idParamsSchema,
    body: stockAlertBodySchema,
    answer: stockAlertResponseSchema,
  },
  /** The sizes people wait for, most waited-for first. */
  'GET /admin/stock-alerts': { answer: stockAlertDemandResponseSchema },
  'GET /products/:id/reviews/mine': { params: idParamsSchema, answer: myReviewResponseSchema },
  'GET /admin/reviews': {
    query: adminReviewListQuerySchema,
    answer: adminReviewListResponseSchema,
  },
  'PUT /admin/reviews/:id': {
    params: idParamsSchema,
    body: updateReviewBodySchema,
    answer: adminReviewResponseSchema,
  },
  /** Creates a product, or updates it when the form carries an id. */
  'POST /products': { body: 'multipart', answer: productResponseSchema },
  'DELETE /products/:id': { params: idParamsSchema, answer: messageSchema },
  /** The admin's product list: drafts included, searched, filtered and sorted. */
  'GET /admin/products': { query: adminProductsQuerySchema, answer: productPageResponseSchema },

  'GET /cart': { answer: cartResponseSchema },
  'POST /cart/add': { body: addToCartBodySchema, answer: cartItemResponseSchema },
  'PUT /cart/update-quantity': {
    body: updateCartQuantityBodySchema,
    answer: cartItemResponseSchema,
  },
  'DELETE /cart/remove/:id': { params: idParamsSchema, answer: messageSchema },
  /** 409 with the rule that failed, in the words of couponRuleMessages or addMoreMessage. */
  'POST /cart/coupon': { body: applyCouponBodySchema, answer: cartCouponResponseSchema },
  'DELETE /cart/coupon': { answer: cartCouponResponseSchema },

  'GET /wishlist': { answer: wishlistResponseSchema },
  'POST /wishlist/:productId': {
    params: wishlistProductParamsSchema,
    body: addToWishlistBodySchema,
    answer: wishlistChangeResponseSchema,
  },
  'DELETE /wishlist/:productId': {
    params: wishlistProductParamsSchema,
    answer: wishlistChangeResponseSchema,
  },

  'GET /addresses': { answer: addressListResponseSchema },
  'POST /addresses': { body: addressBodySchema, answer: addressResponseSchema },
  'PUT /addresses/:id': {
    params: idParamsSchema,
    body: addressBodySchema,
    answer: addressResponseSchema,
  },
  'DELETE /addresses/:id': { params: idParamsSchema, answer: messageSchema },
  'GET /meta/states': { answer: statesResponseSchema },

  'GET /delivery/check': { query: deliveryCheckQuerySchema, answer: deliveryCheckSchema },
  'GET /admin/delivery-settings': { answer: deliverySettingsResponseSchema },
  'PUT /admin/delivery-settings': {
    body: deliverySettingsBodySchema,
    answer: deliverySettingsResponseSchema,
  },

  'POST /orders/place': {
    headers: placeOrderHeadersSchema,
    body: placeOrderBodySchema,
    answer: placeOrderResponseSchema,
  },
  'GET /orders/my-orders': { answer: orderListResponseSchema },
  'PUT /orders/:id/cancel': {
    params: idParamsSchema,
    body: cancelOrderBodySchema,
    answer: orderResponseSchema,
  },
  /** The UTR of a UPI order's payment: AWAITING_PAYMENT -> VERIFYING; another order's UTR is 409. */
  'POST /orders/:id/payment-reference': {
    params: idParamsSchema,
    body: paymentReferenceBodySchema,
    answer: orderResponseSchema,
  },
  /** No sign-in: what the "Confirm my order" link's page shows; a GET never confirms. */
  'GET /orders/cod-confirmation': {
    query: codConfirmationQuerySchema,
    answer: codConfirmationResponseSchema,
  },
  /** No sign-in: the page's button; a second use answers the first confirmation. */
  'POST /orders/cod-confirmation': {
    body: codConfirmationBodySchema,
    answer: codConfirmationResponseSchema,
  },
  'PUT /admin/orders/:id/payment': {
    params: idParamsSchema,
    body: adminPaymentBodySchema,
    answer: orderResponseSchema,
  },
  /** The shop confirms a COD order by hand, after a phone call. */
  'PUT /admin/orders/:id/cod-confirmation': { params: idParamsSchema, answer: orderResponseSchema },
  /** multipart, one file `statement` (a bank statement CSV). */
  'POST /admin/payments/reconcile': {
    query: reconcileQuerySchema,
    body: 'multipart',
    answer: reconcileResponseSchema,
  },
  'GET /admin/reports/cod-risk': { query: codRiskQuerySchema, answer: codRiskResponseSchema },
  /** The month's GSTR-1 in the GST portal's offline tool JSON; 409 for a shop with no GSTIN. */
  'GET /admin/reports/gstr1': { query: gstr1QuerySchema, answer: gstr1ReturnSchema },
  /** text/csv: one section of that month's GSTR-1. */
  'GET /admin/reports/gstr1.csv': { query: gstr1CsvQuerySchema, answer: reportCsvSchema },
  /** JSON, or CSV with `Accept: text/csv`. */
  'GET /admin/reports/sales': { query: salesQuerySchema, answer: salesReportSchema },
  'GET /orders/all': { query: adminOrderListQuerySchema, answer: adminOrderListResponseSchema },
  /** text/csv, one row per order item (ORDER_EXPORT_COLUMNS), over the list's filters. */
  'GET /admin/orders/export.csv': {
    query: adminOrderExportQuerySchema,
    answer: orderExportCsvSchema,
  },
  'PUT /orders/:id/status': {
    params: idParamsSchema,
    body: updateOrderStatusBodySchema,
    answer: orderResponseSchema,
  },
  'POST /orders/send-confirmation': { body: sendConfirmationBodySchema, answer: messageSchema },
  /** application/pdf: the delivered order's tax invoice (or bill of supply). */
  'GET /orders/:id/invoice.pdf': { params: idParamsSchema, answer: pdfDocumentSchema },
  /** application/pdf: one order's packing slip, no prices. */
  'GET /admin/orders/:id/packing-slip.pdf': { params: idParamsSchema, answer: pdfDocumentSchema },
  /** application/pdf: the slips of several orders, one after the other. */
  'GET /admin/orders/packing-slips.pdf': {
    query: packingSlipsQuerySchema,
    answer: pdfDocumentSchema,
  },

  'POST /orders/:id/returns': {
    params: idParamsSchema,
    body: createReturnBodySchema,
    answer: returnRequestResponseSchema,
  },
  'GET /returns/mine': { answer: myReturnsResponseSchema },
  /** application/pdf: a completed return's GST credit note (the owner, or an admin). */
  'GET /returns/:id/credit-note.pdf': { params: idParamsSchema, answer: pdfDocumentSchema },
  'PUT /returns/:id/cancel': { params: idParamsSchema, answer: returnRequestResponseSchema },
  'GET /admin/returns': {
    query: adminReturnListQuerySchema,
    answer: adminReturnListResponseSchema,
  },
  'PUT /admin/returns/:id': {
    params: idParamsSchema,
    body: updateReturnBodySchema,
    answer: returnRequestResponseSchema,
  },

  'GET /admin/coupons': {
    query: adminCouponListQuerySchema,
    answer: adminCouponListResponseSchema,
  },
  /** 201; a code another coupon already has is 409. */
  'POST /admin/coupons': { body: couponBodySchema, answer: couponResponseSchema },
  'PUT /admin/coupons/:id': {
    params: idParamsSchema,
    body: couponBodySchema,
    answer: couponResponseSchema,
  },
  /** 204; a coupon any order used is 409 (deactivate it instead). */
  'DELETE /admin/coupons/:id': { params: idParamsSchema, answer: noContentSchema },

  'GET /legal-pages': { answer: legalPageListResponseSchema },
  'GET /legal-pages/slug/:slug': {
    params: legalPageSlugParamsSchema,
    answer: legalPageResponseSchema,
  },
  'POST /legal-pages': { body: saveLegalPageBodySchema, answer: saveLegalPageResponseSchema },
  'DELETE /legal-pages/:slug': { params: legalPageSlugParamsSchema, answer: messageSchema },
  'GET /company-details': { answer: companyDetailsResponseSchema },
  'PUT /company-details': { body: 'multipart', answer: companyDetailsResponseSchema },

  'GET /admin/dashboard': { answer: dashboardResponseSchema },
  'GET /admin/dashboard/low-stock': { query: lowStockQuerySchema, answer: lowStockPageSchema },
  'GET /admin/dashboard/coupons': { answer: topCouponsResponseSchema },
  'POST /admin/backups': { answer: backupMadeResponseSchema },

  /**
   * No sign-in: the mail's link or its client's one-click button (RFC 8058, whose form body is
   * read past) turns that kind of mail off for that address; DELETE turns it on again.
   */
  'POST /unsubscribe': { query: unsubscribeQuerySchema, answer: unsubscribeResponseSchema },
  'DELETE /unsubscribe': { query: unsubscribeQuerySchema, answer: unsubscribeResponseSchema },
} satisfies Record<`${HttpMethod} /${string}`, EndpointDescriptor>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
