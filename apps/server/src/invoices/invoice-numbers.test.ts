import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { financialYearOf, formatInvoiceNumber } from '@shop/contracts/gst';
import type { Order } from '@shop/contracts/orders';
import type { ReturnRequest } from '@shop/contracts/returns';
import { invoiceCounters, orderItems } from '../db/schema.ts';
import {
  createCategoryVia,
  createProductVia,
  productForm,
  variant,
} from '../catalog/catalog-fixtures.ts';
import {
  customerWithCart,
  deliverOrderVia,
  placedOrder,
  placeOrderAs,
  setOrderStatusVia,
} from '../orders/orders-fixtures.ts';
import { askForReturn, deliveredOrder, moveReturn } from '../returns/returns-fixtures.ts';
import {
  bearer,
  callerOf,
  multipart,
  signInAdmin,
  useTestApp,
  type TestApp,
} from '../test/test-app.ts';
import { secondInstance } from '../test/second-instance.ts';
import { issueInvoiceNumber } from './invoice-numbers.service.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const call = callerOf(t);

/** Names the shop, whose initials are the series of the year's first invoice. */
async function nameShop(app: TestApp, token: string, name: string): Promise<void> {
  const form = await multipart({ name });
  const res = await app.app.inject({
    method: 'PUT',
    url: '/api/company-details',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`company: ${res.body}`);
}

async function babyWear(app: TestApp, token: string, name: string): Promise<Product> {
  const category = await createCategoryVia(app, token, { name: `${name} Shelf` });
  return createProductVia(app, token, {
    name,
    categoryId: category.id,
    variants: [variant('0-3M', 499, 1000), variant('3-6M', 549, 1000)],
  });
}

await nameShop(t, admin, 'Tiny Toes Boutique');
const romper = await babyWear(t, admin, 'Dino Romper');
const [small, medium] = romper.variants.map((v) => v.id) as [string, string];
const oneRomper = [{ variantId: small, quantity: 1 }];

// The clock of the test and the database's agree on the year, except in the minutes around
// midnight of 31 March, India time.
const year = financialYearOf(new Date());
const invoice = (n: number) => formatInvoiceNumber('TTB', year, n);

describe('invoice numbers', () => {
  it('numbers delivered orders 000001, 000002 in the series of the shop initials, dated at delivery', async () => {
    const first = (await placedOrder(t, oneRomper)).order;
    const second = (await placedOrder(t, oneRomper)).order;
    expect(first.invoiceNumber).toBeNull();

    const delivered = await deliverOrderVia(t, admin, first.id);
    expect(delivered.invoiceNumber).toBe(invoice(1));
    expect(delivered.invoiceNumber).toBe(`TTB/${year}/000001`);
    expect(delivered.invoiceDate).toBe(delivered.deliveredOn);
    expect(delivered.invoiceDate).not.toBeNull();
    expect((await deliverOrderVia(t, admin, second.id)).invoiceNumber).toBe(invoice(2));
  });

  it('keeps the number when an order is delivered again, and gives none before delivery', async () => {
    const { buyer, order } = await placedOrder(t, oneRomper);
    const delivered = await deliverOrderVia(t, admin, order.id);
    expect(delivered.invoiceNumber).toBe(invoice(3));

    const reopened = await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    expect(reopened).toMatchObject({
      invoiceNumber: invoice(3),
      invoiceDate: delivered.invoiceDate,
    });
    const again = await deliverOrderVia(t, admin, order.id);
    expect(again).toMatchObject({ invoiceNumber: invoice(3), invoiceDate: delivered.invoiceDate });

    const pending = (await placedOrder(t, oneRomper)).order;
    const shipped = await setOrderStatusVia(t, admin, (await placedOrder(t, oneRomper)).order.id, {
      deliveryStatus: 'SHIPPED',
    });
    const canceled = await setOrderStatusVia(t, admin, (await placedOrder(t, oneRomper)).order.id, {
      deliveryStatus: 'CANCELED',
    });
    for (const order of [pending, shipped, canceled]) {
      expect(order).toMatchObject({ invoiceNumber: null, invoiceDate: null });
    }
    // The customer sees the number kept; no number was taken meanwhile.
    const mine = (await call(buyer.token, 'GET', '/api/orders/my-orders')).json().orders as Order[];
    expect(mine.find((o) => o.id === order.id)!.invoiceNumber).toBe(invoice(3));
    expect((await deliverOrderVia(t, admin, pending.id)).invoiceNumber).toBe(invoice(4));
  });

  it("gives an exchange's replacement order (nothing paid) no number", async () => {
    const { token, order } = await deliveredOrder(t, admin, oneRomper);
    expect(order.invoiceNumber).toBe(invoice(5));
    const asked = await askForReturn(t, token, order.id, {
      type: 'EXCHANGE',
      items: [
        {
          orderItemId: order.items[0]!.id,
          quantity: 1,
          reason: 'SIZE_TOO_SMALL',
          exchangeVariantId: medium,
        },
      ],
    });
    expect(asked.statusCode).toBe(201);
    const request: ReturnRequest = asked.json().returnRequest;
    for (const status of ['APPROVED', 'RECEIVED']) {
      expect((await moveReturn(t, admin, request.id, { status })).statusCode).toBe(200);
    }
    const completed = await moveReturn(t, admin, request.id, { status: 'COMPLETED' });
    const replacementId = (completed.json().returnRequest as ReturnRequest).replacementOrderId;
    expect(replacementId).toEqual(expect.any(String));

    const replacement = await deliverOrderVia(t, admin, replacementId!);
    expect(replacement).toMatchObject({ orderTotal: 0, deliveryStatus: 'DELIVERED' });
    expect(replacement).toMatchObject({ invoiceNumber: null, invoiceDate: null });
    const next = (await placedOrder(t, oneRomper)).order;
    expect((await deliverOrderVia(t, admin, next.id)).invoiceNumber).toBe(invoice(6));
  });

  it('gives a rolled-back delivery its number back: the next delivery takes it, no gap', async () => {
    const { order } = await placedOrder(t, oneRomper);
    let taken = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        taken = await issueInvoiceNumber(tx, order.id);
        throw new Error('the courier scan failed');
      }),
    ).rejects.toThrow('the courier scan failed');
    expect(taken).toBe(invoice(7));
    const [counter] = await t.database.db
      .select({ lastNumber: invoiceCounters.lastNumber })
      .from(invoiceCounters)
      .where(eq(invoiceCounters.financialYear, year));
    expect(counter!.lastNumber).toBe(6);

    const delivered = await deliverOrderVia(t, admin, order.id);
    expect(delivered.invoiceNumber).toBe(invoice(7));
  });
});

/** The admin editor's save: a new product, or an update when the form has an id. */
const postProduct = (form: Awaited<ReturnType<typeof productForm>>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });

describe("order items' HSN code and GST rate", () => {
  it('are the product’s when the order is placed, and stay when the product changes', async () => {
    const category = await createCategoryVia(t, admin, { name: 'Festive' });
    const draft = {
      name: 'Gota Lehenga',
      categoryId: category.id,
      variants: [variant('4-5Y', 999, 50)],
    };
    const created = await postProduct(await productForm(draft, { hsnCode: '6204' }));
    expect(created.statusCode).toBe(201);
    const lehenga: Product = created.json().data;
    const line = [{ variantId: lehenga.variants[0]!.id, quantity: 2 }];
    const before = (await placedOrder(t, line)).order;
    expect(before.items[0]).toMatchObject({ hsnCode: '6204', gstRatePercent: 5 });

    const edit = await productForm(
      { ...draft, variants: [{ ...lehenga.variants[0]!, originalPrice: 2999 }], imageCount: 0 },
      { id: lehenga.id, hsnCode: '620442', gstRatePercent: '18' },
    );
    const edited = await postProduct(edit);
    expect(edited.json().data).toMatchObject({ hsnCode: '620442', gstRatePercent: 18 });

    const after = (await placedOrder(t, line)).order;
    expect(after.items[0]).toMatchObject({ hsnCode: '620442', gstRatePercent: 18 });
    const stored = await t.database.db
      .select({ hsnCode: orderItems.hsnCode, gstRatePercent: orderItems.gstRatePercent })
      .from(orderItems)
      .where(eq(orderItems.orderId, before.id));
    expect(stored).toEqual([{ hsnCode: '6204', gstRatePercent: 5 }]);
    const delivered = await deliverOrderVia(t, admin, before.id);
    expect(delivered.items[0]).toMatchObject({ hsnCode: '6204', gstRatePercent: 5 });
  });
});

// A shop of its own, whose first invoices are the concurrent ones.
const fresh = await useTestApp();
const freshAdmin = await signInAdmin(fresh);

describe('invoice numbers under concurrent deliveries', () => {
  it('gives 20 deliveries at once on two instances the numbers 1 to 20, each once', async () => {
    const socks = await babyWear(fresh, freshAdmin, 'Ankle Socks');
    const placed: Order[] = [];
    for (let i = 0; i < 20; i++) {
      const buyer = await customerWithCart(fresh, [
        { variantId: socks.variants[0]!.id, quantity: 1 },
      ]);
      placed.push((await placeOrderAs(fresh, buyer.token, buyer.addressId)).json().order);
    }
    const other = await secondInstance(fresh.database);
    try {
      const results = await Promise.all(
        placed.map((order, i) =>
          (i % 2 === 0 ? fresh.app : other).inject({
            method: 'PUT',
            url: `/api/orders/${order.id}/status`,
            headers: bearer(freshAdmin),
            payload: { deliveryStatus: 'DELIVERED' },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(placed.map(() => 200));
      const numbers = results.map((r) => (r.json().order as Order).invoiceNumber!).sort();
      expect(numbers).toEqual(
        Array.from({ length: 20 }, (_, i) => formatInvoiceNumber('LS', year, i + 1)),
      );
    } finally {
      await other.close();
    }
  }, 120_000);
});
