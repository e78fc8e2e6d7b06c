import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderExportQuerySchema,
  type AdminOrderExportQuery,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  cancelOrderBodySchema,
  type Order,
  orderExportCsvSchema,
  orderListResponseSchema,
  orderResponseSchema,
  placeOrderResponseSchema,
  placeOrderBodySchema,
  placeOrderHeadersSchema,
  sendConfirmationBodySchema,
  SHIPMENT_TEXT_MAX,
  updateOrderStatusBodySchema,
} from '@shop/contracts/orders';
import { idParamsSchema } from '@shop/contracts/common';
import { RETURN_WINDOW_DAYS } from '@shop/contracts/returns';
import { messageSchema } from '@shop/contracts/errors';
import { mailingDeps, type AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { errorResponses } from '../http/openapi.ts';
import {
  cancelOrder,
  listAllOrders,
  listMyOrders,
  placeOrder,
  resendConfirmation,
  setDeliveryStatus,
} from './orders.service.ts';
import { orderExportCsv, shopToday } from './order-export.service.ts';

const customerOnly = access.customer('Orders are placed from customer accounts.');

export function ordersRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const deps = mailingDeps(ctx);

  app.post('/orders/place', {
    config: { ...customerOnly, changes: 'stock' },
    schema: {
      tags: ['orders'],
      summary: 'Place an order from the cart, paid by cash on delivery or now by UPI',
      description: [
        'COD: the PIN code must offer cash on delivery and the total stay within its cap (409',
        'naming the rule otherwise). UPI (only when the company details have a UPI ID, else 409):',
        'any PIN code the shop serves; the order waits in AWAITING_PAYMENT until `expiresAt`',
        '(UPI_PAYMENT_MINUTES after placing), and the answer carries `payment`: the `upi://pay`',
        'link, the amount in rupees and `expiresAt`. Either way the stock is taken, the cart',
        'emptied and the confirmation mailed.',
      ].join(' '),
      headers: placeOrderHeadersSchema,
      body: placeOrderBodySchema,
      response: { 201: placeOrderResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const order = await placeOrder(deps, authOf(request).userId, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        upiPaymentMinutes: ctx.config.upiPaymentMinutes,
      });
      request.log.info({ orderId: order.id, orderNumber: order.orderNumber }, 'order placed');
      return reply.status(201).send({ order, ...upiPaymentRequest(order) });
    },
  });

  app.get('/orders/my-orders', {
    config: customerOnly,
    schema: {
      tags: ['orders'],
      summary: "The caller's orders, newest first",
      response: { 200: orderListResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ orders: await listMyOrders(db, authOf(request).userId) }),
  });

  app.put('/orders/:id/cancel', {
    config: { ...customerOnly, changes: 'stock' },
    schema: {
      tags: ['orders'],
      summary: 'Cancel one of your own PENDING orders',
      description:
        'Only the owner (404 for anyone else), only while PENDING, and not an exchange’s ' +
        'replacement order (409 otherwise: only the shop may stop one). A UPI order whose ' +
        'payment is VERIFYING is 409 until the shop has checked it; a paid UPI order needs ' +
        '`refundUpiId` (400 without) and records the refund owed. The stock goes back, the ' +
        'timeline gains CANCELED, and the customer is mailed.',
      params: idParamsSchema,
      body: cancelOrderBodySchema,
      response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      order: await cancelOrder(deps, authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.get('/orders/all', {
    config: access.admin,
    schema: {
      tags: ['orders'],
      summary: 'All orders, newest first, found by number, name, email or phone, dates and status',
      description:
        '`q` finds part of the order number, the account or shipped-to name, the email or a phone ' +
        '(account mobile or shipping phone; spaces, dashes, +91 or a leading 0 are ignored), any ' +
        'case. `from` and `to` are India dates, both whole days included. `statusCounts` counts ' +
        'the orders every filter but `status` matches.',
      querystring: adminOrderListQuerySchema,
      response: { 200: adminOrderListResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listAllOrders(db, request.query),
  });

  // Registered without the zod type provider, whose reply types want the answer as one string:
  // the CSV is streamed. The query is still validated by its schema, and the answer is never
  // serialized (Fastify sends a stream as it is).
  fastify.get<{ Querystring: AdminOrderExportQuery }>('/admin/orders/export.csv', {
    config: access.admin,
    schema: {
      tags: ['orders'],
      summary: 'The filtered orders as CSV, one row per order line, for a spreadsheet',
      description:
        'The filters of GET /orders/all without paging. `text/csv; charset=utf-8` with a UTF-8 ' +
        'byte order mark (so Excel reads rupee signs and names right), CRLF rows quoted per ' +
        "RFC 4180; a cell starting with =, +, -, @, tab or carriage return gets a leading ' so it " +
        'is never run as a formula. Amounts are rupees with 2 decimals; dates India time. A ' +
        'row per order line: the account that placed the order (Account holder, Account email) ' +
        'and the person it goes to (Recipient, Recipient phone, Address, PIN code) apart.',
      querystring: adminOrderExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: orderExportCsvSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${shopToday()}.csv"`)
        .header('cache-control', 'no-store')
        .send(orderExportCsv(db, request.query)),
  });

  app.put('/orders/:id/status', {
    config: { ...access.admin, changes: 'stock' },
    schema: {
      tags: ['orders'],
      summary:
        'Set the delivery status, with courier and tracking number when SHIPPED; mails the customer',
      description: [
        'Any of the four statuses. Moving to SHIPPED records when the parcel first left and takes',
        `the optional \`courier\` and \`trackingNumber\` (at most ${SHIPMENT_TEXT_MAX} characters each;`,
        'an empty one clears it, a missing one keeps what is stored); with any other status they',
        'are ignored. A UPI order may move to SHIPPED or DELIVERED only once PAID (409 before).',
        'DELIVERED records `deliveredOn` and, for cash on delivery, the payment, and opens the',
        `${RETURN_WINDOW_DAYS}-day return window (\`returnableUntil\`). Entering CANCELED returns`,
        'the stock once (a paid UPI order records the refund owed, to the optional `refundUpiId`;',
        "an unpaid one's payment FAILS); leaving it takes the stock again (409 if it is gone).",
        'Each change adds to',
        "the order's `statusHistory` and queues a mail to the customer: shipped (with courier and",
        'tracking number), delivered, or cancelled; moving back to PENDING, or from DELIVERED back',
        'to SHIPPED (a correction), mails nothing. Setting the status the order already has changes',
        'nothing and mails nothing, except that SHIPPED again with a courier or tracking number',
        'updates those.',
      ].join(' '),
      params: idParamsSchema,
      body: updateOrderStatusBodySchema,
      response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      order: await setDeliveryStatus(deps, request.params.id, request.body),
    }),
  });

  app.post('/orders/send-confirmation', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['orders'],
      summary: "Mail the confirmation again, to the account's own email",
      body: sendConfirmationBodySchema,
      response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      resendConfirmation(deps, authOf(request).userId, request.body.orderData.id),
  });
}

/** How to pay a UPI order now, while it waits for its payment; nothing for cash on delivery. */
function upiPaymentRequest(order: Order) {
  const { upiUri, expiresAt } = order.payment;
  if (!upiUri || !expiresAt) return {};
  return { payment: { upiUri, amount: order.orderTotal, expiresAt } };
}
