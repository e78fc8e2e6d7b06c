import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@shop/contracts/dashboard';
import type { Db } from '../db/client.ts';
import {
  backupRuns,
  categories,
  orders,
  products,
  productVariants,
  returnRequests,
  reviews,
  stockAlerts,
  users,
} from '../db/schema.ts';
import { returnStatuses } from '@shop/contracts/returns';
import type { ReviewStatus } from '@shop/contracts/reviews';
import { bearer, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { getDashboard } from './dashboard.service.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const customer = (await signUpCustomer(t.app)).token;

const DAY = 24 * 60 * 60 * 1000;

async function fetchDashboard(): Promise<Dashboard> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Dashboard }).data;
}

let orderCounter = 0;
type OrderFixture = {
  totalPaise: number;
  status: 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'CANCELED';
  createdAt: Date;
  deliveredOn?: Date;
};

async function insertOrders(db: Db, userId: string, list: OrderFixture[]): Promise<void> {
  await db.insert(orders).values(
    list.map((order) => {
      orderCounter += 1;
      return {
        orderNumber: `T${String(orderCounter).padStart(6, '0')}`,
        userId,
        deliveryStatus: order.status,
        subtotalPaise: order.totalPaise,
        discountTotalPaise: 0,
        orderTotalPaise: order.totalPaise,
        shipFullName: 'Asha Rao',
        shipAddressLine1: '1 MG Road',
        shipCity: 'Bengaluru',
        shipState: 'Karnataka',
        shipPostalCode: '560001',
        expectedDeliveryDate: '2030-01-01',
        createdAt: order.createdAt,
        deliveredOn: order.deliveredOn ?? null,
      };
    }),
  );
}

async function insertUser(db: Db): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: 'buyer@example.com', username: 'buyer', passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  return user!.id;
}

describe('admin dashboard', () => {
  it('answers zeros and 30 empty days on an empty shop', async () => {
    const data = await fetchDashboard();
    expect(data).toMatchObject({
      categories: 0,
      products: 0,
      orders: 0,
      pendingOrders: 0,
      revenue: 0,
      openOrders: 0,
      openOrdersValue: 0,
      openReturnRequests: 0,
      pendingReviews: 0,
      lowStockVariants: [],
      lowStockVariantCount: 0,
    });
    expect(data.salesByDay).toHaveLength(30);
    expect(data.salesByDay.every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(data.salesByDay.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    // The test app runs with the default BACKUP_AT (03:30 India time): automatic on PGlite only.
    const automatic = t.database.kind === 'pglite';
    expect(data.backup).toEqual({
      lastBackupAt: null,
      lastBackupFile: null,
      lastFailure: null,
      database: automatic ? 'embedded' : 'postgres',
      automatic,
      nextBackupAt: automatic ? expect.any(String) : null,
    });
    if (automatic) {
      const next = new Date(data.backup.nextBackupAt!);
      // 03:30 in India is 22:00 UTC, within the coming day.
      expect(next.toISOString().slice(11)).toBe('22:00:00.000Z');
      expect(next.getTime() - Date.now()).toBeGreaterThan(0);
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(DAY);
    }
  });

  it('counts the catalogue and orders, takes revenue from delivered orders only, and lists low stock', async () => {
    const { db } = t.database;
    const [clothing, toys] = await db
      .insert(categories)
      .values([
        { name: 'Clothing', slug: 'clothing' },
        { name: 'Toys', slug: 'toys' },
      ])
      .returning({ id: categories.id });
    const [romper, teddy, socks] = await db
      .insert(products)
      .values([
        { name: 'Sunny Romper', slug: 'sunny-romper', categoryId: clothing!.id },
        { name: 'Teddy Bear', slug: 'teddy-bear', categoryId: toys!.id },
        { name: 'Ankle Socks', slug: 'ankle-socks', categoryId: clothing!.id },
      ])
      .returning({ id: products.id });
    const variant = (productId: string, size: string, stock: number) => ({
      productId,
      size,
      color: 'Yellow',
      stock,
      originalPricePaise: 49_900,
    });
    const [romperOut, romperLow] = await db
      .insert(productVariants)
      .values([variant(romper!.id, '0-3M', 0), variant(romper!.id, '3-6M', 3)])
      .returning({ id: productVariants.id });
    await db
      .insert(productVariants)
      .values([
        variant(romper!.id, '6-12M', 10),
        variant(teddy!.id, 'Free Size', 5),
        variant(teddy!.id, 'Large', 6),
        ...Array.from({ length: 22 }, (_, i) => variant(socks!.id, `S${i + 1}`, 4)),
      ]);
    // Two people wait for the sold-out romper; a third was mailed already and waits no more.
    await db.insert(stockAlerts).values([
      { variantId: romperOut!.id, email: 'first@example.com' },
      { variantId: romperOut!.id, email: 'second@example.com' },
      { variantId: romperOut!.id, email: 'mailed@example.com', notifiedAt: new Date() },
    ]);

    const userId = await insertUser(db);
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    await insertOrders(db, userId, [
      { totalPaise: 100_050, status: 'PENDING', createdAt: new Date(today) },
      {
        totalPaise: 25_000,
        status: 'DELIVERED',
        createdAt: new Date(today),
        deliveredOn: new Date(today + 3600_000),
      },
      { totalPaise: 99_900, status: 'CANCELED', createdAt: new Date(today) },
      {
        totalPaise: 40_025,
        status: 'SHIPPED',
        createdAt: new Date(today - 3 * DAY + 12 * 3600_000),
      },
      // The first day of the window, at its first instant...
      { totalPaise: 10_000, status: 'PENDING', createdAt: new Date(today - 29 * DAY) },
      // ...and one millisecond before it: not among the days' orders; delivered two days ago.
      {
        totalPaise: 70_000,
        status: 'DELIVERED',
        createdAt: new Date(today - 29 * DAY - 1),
        deliveredOn: new Date(today - 2 * DAY + 5 * 3600_000),
      },
      { totalPaise: 55_500, status: 'CANCELED', createdAt: new Date(today - 10 * DAY) },
    ]);

    const data = await fetchDashboard();
    expect(data.categories).toBe(2);
    expect(data.products).toBe(3);
    expect(data.orders).toBe(7);
    expect(data.pendingOrders).toBe(2);
    // Cash on delivery: only the two delivered orders are money in; PENDING and SHIPPED are open.
    expect(data.revenue).toBe(950);
    expect(data.openOrders).toBe(3);
    expect(data.openOrdersValue).toBe(1500.75);

    // 25 variants have at most 5 left; the 20 with the fewest are listed, fewest first.
    expect(data.lowStockVariants).toHaveLength(20);
    expect(data.lowStockVariants[0]).toEqual({
      variantId: romperOut!.id,
      productId: romper!.id,
      productName: 'Sunny Romper',
      productSlug: 'sunny-romper',
      size: '0-3M',
      color: 'Yellow',
      stock: 0,
      waiting: 2,
    });
    expect(data.lowStockVariants[1]).toMatchObject({
      variantId: romperLow!.id,
      stock: 3,
      waiting: 0,
    });
    expect(data.lowStockVariants.slice(2).every((v) => v.stock === 4)).toBe(true);
    expect(data.lowStockVariants.slice(2).every((v) => v.productSlug === 'ankle-socks')).toBe(true);
    // ...and the rest are counted and come page by page, in the same order.
    expect(data.lowStockVariantCount).toBe(25);
    const lowStock = (query: string, token = admin) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/dashboard/low-stock${query}`,
        headers: bearer(token),
      });
    const second = await lowStock('?page=2');
    expect(second.statusCode).toBe(200);
    expect(second.json().pagination).toEqual({
      totalItems: 25,
      totalPages: 2,
      currentPage: 2,
      limit: 20,
    });
    expect(second.json().variants.map((v: { stock: number }) => v.stock)).toEqual([4, 4, 4, 4, 5]);
    const first = await lowStock('?limit=100');
    expect(first.json().variants.slice(0, 20)).toEqual(data.lowStockVariants);
    expect(first.json().variants.at(-1)).toMatchObject({ productName: 'Teddy Bear', stock: 5 });
    expect((await lowStock('?page=0')).statusCode).toBe(400);
    expect((await lowStock('', customer)).statusCode).toBe(403);

    const days = data.salesByDay;
    expect(days).toHaveLength(30);
    const dates = days.map((day) => day.date);
    const expectedDates = Array.from({ length: 30 }, (_, i) =>
      new Date(today - (29 - i) * DAY).toISOString().slice(0, 10),
    );
    expect(dates).toEqual(expectedDates);
    // Orders count on the day they were placed, revenue on the day the parcel was delivered.
    expect(days[29]).toEqual({ date: expectedDates[29], orders: 2, revenue: 250 });
    expect(days[27]).toEqual({ date: expectedDates[27], orders: 0, revenue: 700 });
    expect(days[26]).toEqual({ date: expectedDates[26], orders: 1, revenue: 0 });
    expect(days[0]).toEqual({ date: expectedDates[0], orders: 1, revenue: 0 });
    const others = days.filter((_, i) => ![0, 26, 27, 29].includes(i));
    expect(others.every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
  });

  it('buckets by UTC day across a month end in a leap year', async () => {
    const { db } = t.database;
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    await insertOrders(db, user!.id, [
      { totalPaise: 12_345, status: 'PENDING', createdAt: new Date('2024-02-29T23:59:59.999Z') },
      { totalPaise: 20_000, status: 'SHIPPED', createdAt: new Date('2024-03-01T00:00:00.000Z') },
      // The window is 2024-02-01 to 2024-03-01: its first instant counts, the one before does not.
      {
        totalPaise: 5_000,
        status: 'DELIVERED',
        createdAt: new Date('2024-02-01T00:00:00.000Z'),
        deliveredOn: new Date('2024-02-29T23:59:59.999Z'),
      },
      {
        totalPaise: 30_000,
        status: 'DELIVERED',
        createdAt: new Date('2024-01-31T23:59:59.999Z'),
        deliveredOn: new Date('2024-02-01T00:00:00.000Z'),
      },
      {
        totalPaise: 7_000,
        status: 'DELIVERED',
        createdAt: new Date('2024-01-20T00:00:00.000Z'),
        deliveredOn: new Date('2024-01-31T23:59:59.999Z'),
      },
      // After "now": not counted as today's sales.
      { totalPaise: 40_000, status: 'PENDING', createdAt: new Date('2024-03-02T00:00:00.000Z') },
    ]);
    const noSchedule = { database: 'embedded' as const, automatic: false, nextBackupAt: null };
    const data = await getDashboard(db, noSchedule, new Date('2024-03-01T10:00:00Z'));
    const days = data.salesByDay;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2024-02-01', orders: 1, revenue: 300 });
    expect(days.reduce((sum, day) => sum + day.orders, 0)).toBe(3);
    expect(days.reduce((sum, day) => sum + day.revenue, 0)).toBe(350);
    expect(days.find((day) => day.date === '2024-02-29')).toEqual({
      date: '2024-02-29',
      orders: 1,
      revenue: 50,
    });
    expect(days[29]).toEqual({ date: '2024-03-01', orders: 1, revenue: 0 });
  });

  it('counts the return and exchange requests still being dealt with', async () => {
    const { db } = t.database;
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
    // One request in each status, and a second one still REQUESTED.
    await db.insert(returnRequests).values(
      [...returnStatuses, 'REQUESTED' as const].map((status, index) => ({
        requestNumber: `RT-TEST${index}`,
        orderId: order!.id,
        userId: user!.id,
        status,
        type: 'RETURN' as const,
      })),
    );
    // REQUESTED twice, APPROVED and RECEIVED; not REJECTED, COMPLETED or CANCELLED.
    expect((await fetchDashboard()).openReturnRequests).toBe(4);
  });

  it('counts the reviews waiting for the shop to publish or reject them', async () => {
    const { db } = t.database;
    const [first, second] = await db.select({ id: users.id }).from(users).limit(2);
    const [romper, teddy] = await db.select({ id: products.id }).from(products).limit(2);
    const review = (productId: string, userId: string, status: ReviewStatus) => ({
      productId,
      userId,
      rating: 4,
      authorName: 'Asha R.',
      status,
    });
    // Two PENDING; not the PUBLISHED or the REJECTED one.
    await db
      .insert(reviews)
      .values([
        review(romper!.id, first!.id, 'PENDING'),
        review(romper!.id, second!.id, 'PUBLISHED'),
        review(teddy!.id, first!.id, 'REJECTED'),
        review(teddy!.id, second!.id, 'PENDING'),
      ]);
    expect((await fetchDashboard()).pendingReviews).toBe(2);
  });

  it('tells when the last backup was made, and a failure after it', async () => {
    const { db } = t.database;
    const finishedAt = new Date(Date.now() - 26 * 3600_000);
    await db.insert(backupRuns).values({
      trigger: 'SCHEDULED',
      startedAt: new Date(finishedAt.getTime() - 60_000),
      finishedAt,
      fileName: 'shop-backup-2026-11-23T22-00-00Z.tar.gz',
      sizeBytes: 123_456,
    });
    expect((await fetchDashboard()).backup).toMatchObject({
      lastBackupAt: finishedAt.toISOString(),
      lastBackupFile: 'shop-backup-2026-11-23T22-00-00Z.tar.gz',
      lastFailure: null,
    });

    const failedAt = new Date(Date.now() - 2 * 3600_000);
    await db.insert(backupRuns).values({
      trigger: 'MANUAL',
      startedAt: new Date(failedAt.getTime() - 5_000),
      finishedAt: failedAt,
      error: 'No space left on the disk',
    });
    expect((await fetchDashboard()).backup).toMatchObject({
      lastBackupAt: finishedAt.toISOString(),
      lastFailure: { at: failedAt.toISOString(), message: 'No space left on the disk' },
    });
  });

  it('is for admins only: 401 for visitors, 403 for customers', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHENTICATED');
    const shopper = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(customer),
    });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().code).toBe('FORBIDDEN');
  });
});
