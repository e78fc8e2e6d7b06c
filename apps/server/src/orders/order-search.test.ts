import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ORDER_EXPORT_COLUMNS, type Order } from '@shop/contracts/orders';
import { orderItems, orders, productVariants, users } from '../db/schema.ts';
import { callerOf, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { placedOrder, setOrderStatusVia } from './orders-fixtures.ts';
import { rupeesText, shopDateTime } from './order-export.service.ts';
import { phoneDigits } from './order-filters.ts';

const t = await useTestApp();
const { db } = t.database;
const admin = await signInAdmin(t);
const call = callerOf(t);
const category = await createCategoryVia(t, admin, { name: 'Girls' });
const frock = await createProductVia(t, admin, {
  name: 'Star Frock',
  categoryId: category.id,
  variants: [variant('2-3Y', 899.5, 20), variant('3-4Y', 1049, 20)],
});
await db
  .update(productVariants)
  .set({ sku: 'SF-23Y' })
  .where(eq(productVariants.id, frock.variants[0]!.id));

/** Places an order, then sets who placed it, where it went and when, straight in the database. */
async function orderOf(
  lines: { variant: number; quantity: number }[],
  account: Partial<typeof users.$inferInsert>,
  shipment: Partial<typeof orders.$inferInsert>,
): Promise<Order> {
  const { order } = await placedOrder(
    t,
    lines.map((line) => ({ variantId: frock.variants[line.variant]!.id, quantity: line.quantity })),
  );
  await db.update(users).set(account).where(eq(users.id, order.user.id));
  await db.update(orders).set(shipment).where(eq(orders.id, order.id));
  return order;
}

// 23:30 IST on 5 March, 00:00 IST on 6 March, 23:59 IST on 4 March.
const meera = await orderOf(
  [
    { variant: 0, quantity: 2 },
    { variant: 1, quantity: 1 },
  ],
  { firstName: 'Meera', lastName: 'Iyer', email: 'meera.iyer@example.com', mobile: '9123456789' },
  { createdAt: new Date('2026-03-05T18:00:00Z') },
);
const ravi = await orderOf(
  [{ variant: 1, quantity: 1 }],
  { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.org', mobile: null },
  {
    createdAt: new Date('2026-03-05T18:30:00Z'),
    shipFullName: 'Ravi Kumar',
    shipPhone: '9000000001',
  },
);
const hostile = await orderOf(
  [{ variant: 0, quantity: 1 }],
  { firstName: '=HYPERLINK("http://evil.example","Click")', lastName: '' },
  {
    createdAt: new Date('2026-03-04T18:29:00Z'),
    shipFullName: '@SUM(1+1)',
    shipPhone: null,
    shipAddressLine1: '+91 Street, "Block" A',
    shipAddressLine2: null,
    shipCity: '-Pune',
    shipState: 'Maharashtra',
  },
);
await db
  .update(orderItems)
  .set({ productName: 'Frock, "Party"\nEdition' })
  .where(eq(orderItems.orderId, hostile.id));

const numbersFound = async (query: string) => {
  const res = await call(admin, 'GET', `/api/orders/all?limit=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().orders as Order[]).map((order) => order.orderNumber);
};

describe('GET /orders/all: search', () => {
  it('finds part of an order number, any case', async () => {
    const part = meera.orderNumber.slice(3, 8).toLowerCase();
    expect(await numbersFound(`q=${part}`)).toEqual([meera.orderNumber]);
  });

  it('finds the first, last or whole account name, and the shipped-to name', async () => {
    for (const q of ['meera', 'IYER', 'Meera%20Iyer', 'asha%20rao']) {
      expect(await numbersFound(`q=${q}`), q).toEqual([meera.orderNumber]);
    }
    expect(await numbersFound('q=kumar')).toEqual([ravi.orderNumber]);
  });

  it('finds part of an email', async () => {
    expect(await numbersFound('q=MEERA.IYER@')).toEqual([meera.orderNumber]);
    expect(await numbersFound('q=example.org')).toEqual([ravi.orderNumber]);
  });

  it('finds the shipping phone or the account mobile however it is spelled', async () => {
    for (const q of ['98450 12345', '+91 9845012345', '+91-98450-12345', '09845012345', '84501']) {
      expect(await numbersFound(`q=${encodeURIComponent(q)}`), q).toEqual([meera.orderNumber]);
    }
    expect(await numbersFound(`q=${encodeURIComponent('+91 91234 56789')}`)).toEqual([
      meera.orderNumber,
    ]);
    expect(await numbersFound('q=900000')).toEqual([ravi.orderNumber]);
  });

  it('takes % and _ literally and finds nothing for an unknown text', async () => {
    expect(await numbersFound('q=%25')).toEqual([]);
    expect(await numbersFound('q=_')).toEqual([]);
    expect(await numbersFound('q=nobody')).toEqual([]);
  });
});

describe('GET /orders/all: dates in India time', () => {
  it('includes the whole of `to` and starts `from` at midnight IST', async () => {
    expect(await numbersFound('from=2026-03-05&to=2026-03-05')).toEqual([meera.orderNumber]);
    expect(await numbersFound('from=2026-03-06')).toEqual([ravi.orderNumber]);
    expect(await numbersFound('to=2026-03-04')).toEqual([hostile.orderNumber]);
    expect(await numbersFound('from=2026-03-04&to=2026-03-06')).toEqual([
      ravi.orderNumber,
      meera.orderNumber,
      hostile.orderNumber,
    ]);
  });

  it('refuses a start after the end, or a date that is not YYYY-MM-DD', async () => {
    for (const query of ['from=2026-03-06&to=2026-03-05', 'from=05-03-2026', 'to=2026-02-30']) {
      const res = await call(admin, 'GET', `/api/orders/all?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const csv = await call(
      admin,
      'GET',
      '/api/admin/orders/export.csv?from=2026-03-06&to=2026-03-05',
    );
    expect(csv.statusCode).toBe(400);
  });

  it('refuses a date before 2000 or after 2100 with the validation error body', async () => {
    // Year 1 (or 0) shifted to India time is a year PostgreSQL refuses: it was a 500.
    const impossible = ['from=0001-01-01', 'from=0000-01-01', 'to=0000-12-31', 'from=1999-12-31'];
    for (const query of [...impossible, 'to=2101-01-01', 'from=9999-12-31']) {
      for (const path of ['/api/orders/all', '/api/admin/orders/export.csv']) {
        const res = await call(admin, 'GET', `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['content-disposition']).toBeUndefined();
        const field = query.split('=')[0];
        expect(res.json()).toEqual({
          message: `${field}: Use a date from 2000-01-01 to 2100-12-31.`,
          code: 'VALIDATION_FAILED',
          details: [{ path: field, message: 'Use a date from 2000-01-01 to 2100-12-31.' }],
        });
      }
    }
    expect(await numbersFound('from=2000-01-01&to=2100-12-31')).toHaveLength(3);
  });
});

describe('GET /orders/all: status tabs over the filtered set', () => {
  it('counts every status among the orders the other filters match', async () => {
    await setOrderStatusVia(t, admin, ravi.id, { deliveryStatus: 'SHIPPED' });
    const res = await call(
      admin,
      'GET',
      '/api/orders/all?from=2026-03-05&to=2026-03-06&status=SHIPPED',
    );
    const body = res.json();
    expect(body.orders.map((order: Order) => order.orderNumber)).toEqual([ravi.orderNumber]);
    expect(body.pagination.totalItems).toBe(1);
    expect(body.statusCounts).toEqual({
      ALL: 2,
      PENDING: 1,
      SHIPPED: 1,
      DELIVERED: 0,
      CANCELED: 0,
    });
    const searched = (await call(admin, 'GET', '/api/orders/all?q=meera')).json();
    expect(searched.statusCounts).toEqual({
      ALL: 1,
      PENDING: 1,
      SHIPPED: 0,
      DELIVERED: 0,
      CANCELED: 0,
    });
  });
});

describe('GET /admin/orders/export.csv', () => {
  const exportCsv = (query = '', token = admin) =>
    call(token, 'GET', `/api/admin/orders/export.csv${query}`);
  const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

  it('is for admins only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/orders/export.csv' });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await signUpCustomer(t.app);
    expect((await exportCsv('', token)).statusCode).toBe(403);
  });

  it('answers a UTF-8 CSV attachment: a byte order mark, the header, a row per order line', async () => {
    const res = await exportCsv('?q=meera');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(ORDER_EXPORT_COLUMNS.join(','));
    // Meera's account placed the order; it goes to Asha Rao, whose phone and address these are.
    expect(header).toBe(
      'Order number,Date,Account holder,Account email,Recipient,Recipient phone,Address,PIN code,' +
        'Status,Product,SKU,Size,Colour,Quantity,Unit price,Line total,Discount code,Code discount',
    );
    expect(rows).toEqual([
      `${meera.orderNumber},2026-03-05 23:30,Meera Iyer,meera.iyer@example.com,Asha Rao,9845012345,` +
        '"12 MG Road, Bengaluru, Karnataka",560001,PENDING,Star Frock,SF-23Y,2-3Y,Blush Pink,2,899.50,1799.00,,',
      `${meera.orderNumber},2026-03-05 23:30,Meera Iyer,meera.iyer@example.com,Asha Rao,9845012345,` +
        '"12 MG Road, Bengaluru, Karnataka",560001,PENDING,Star Frock,,3-4Y,Blush Pink,1,1049.00,1049.00,,',
      '',
    ]);
  });

  it('takes the same filters as the list, without paging, newest first', async () => {
    const rows = lines((await exportCsv('?from=2026-03-05')).body).slice(1, -1);
    expect(rows.map((row) => row.split(',')[0])).toEqual([
      ravi.orderNumber,
      meera.orderNumber,
      meera.orderNumber,
    ]);
    expect(lines((await exportCsv('?status=SHIPPED')).body).slice(1, -1)).toHaveLength(1);
    expect(lines((await exportCsv('?q=nobody')).body)).toEqual([
      ORDER_EXPORT_COLUMNS.join(','),
      '',
    ]);
  });

  it('quotes commas, quotes and newlines and guards every cell a spreadsheet would run', async () => {
    const body = (await exportCsv('?to=2026-03-04')).body.replace(/^\uFEFF/, '');
    const row = body.slice(body.indexOf('\r\n') + 2);
    expect(row).toBe(
      `${hostile.orderNumber},2026-03-04 23:59,` +
        `"'=HYPERLINK(""http://evil.example"",""Click"")",${hostile.user.email},'@SUM(1+1),,` +
        `"'+91 Street, ""Block"" A, -Pune, Maharashtra",560001,PENDING,` +
        '"Frock, ""Party""\nEdition",SF-23Y,2-3Y,Blush Pink,1,899.50,899.50,,\r\n',
    );
  });

  it('guards the shipped-to name, a tab and a lone dash too', async () => {
    await db
      .update(users)
      .set({ firstName: '', lastName: '' })
      .where(eq(users.id, hostile.user.id));
    await db
      .update(orderItems)
      .set({ productName: '\tTabbed', color: '-' })
      .where(eq(orderItems.orderId, hostile.id));
    const [, row] = lines((await exportCsv('?to=2026-03-04')).body);
    const cells = row!.split(',');
    expect(cells[2]).toBe('');
    expect(cells[4]).toBe("'@SUM(1+1)");
    expect(row).toContain(",'\tTabbed,SF-23Y,2-3Y,'-,1,");
  });

  it('fails as readable JSON, without the download headers, when the database fails', async () => {
    // The order lines are read once the answer (gzipped CSV attachment) has started.
    await db.execute(sql`alter table order_items rename to order_items_away`);
    try {
      const res = await t.app.inject({
        url: '/api/admin/orders/export.csv',
        headers: { authorization: `Bearer ${admin}`, 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
    } finally {
      await db.execute(sql`alter table order_items_away rename to order_items`);
    }
  });
});

describe('export helpers', () => {
  it('writes paise as rupees with two decimals, in integers', () => {
    expect([0, 5, 50, 89950, 104900, 123456789].map(rupeesText)).toEqual([
      '0.00',
      '0.05',
      '0.50',
      '899.50',
      '1049.00',
      '1234567.89',
    ]);
  });

  it('writes instants as India wall-clock time', () => {
    expect(shopDateTime(new Date('2026-03-05T18:29:59Z'))).toBe('2026-03-05 23:59');
    expect(shopDateTime(new Date('2026-03-05T18:30:00Z'))).toBe('2026-03-06 00:00');
  });

  it('reads a phone number in its usual spellings as its 10 digits', () => {
    expect(phoneDigits('98450 12345')).toBe('9845012345');
    expect(phoneDigits('+91 98450-12345')).toBe('9845012345');
    expect(phoneDigits('919845012345')).toBe('9845012345');
    expect(phoneDigits('(0) 98450 12345')).toBe('9845012345');
    expect(phoneDigits('Asha')).toBeUndefined();
    expect(phoneDigits('LS-7K2')).toBeUndefined();
  });
});
