import { describe, expect, it } from 'vitest';
import type { DeliverySettingsBodyInput } from '@shop/contracts/delivery';
import { PIN_CODE_MESSAGE } from '@shop/contracts/pin-code';
import { callerOf, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { expectedDeliveryDate } from './delivery.service.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const call = callerOf(t);

async function saveSettings(body: DeliverySettingsBodyInput) {
  const res = await call(admin, 'PUT', '/api/admin/delivery-settings', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().settings;
}

const check = async (pincode: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/delivery/check?pincode=${pincode}` })).json();

const daysFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('GET /delivery/check', () => {
  it('serves every PIN code with cash on delivery in the default days while there is no rule', async () => {
    await saveSettings({ codMaxOrderValue: null, defaultDeliveryDays: 5, rules: [] });
    expect(await check('560001')).toEqual({
      pincode: '560001',
      serviceable: true,
      codAvailable: true,
      deliveryDays: 5,
      expectedDeliveryDate: daysFromToday(5),
      codMaxOrderValue: null,
    });
  });

  it('lets the longest matching prefix decide', async () => {
    await saveSettings({
      codMaxOrderValue: 2500.5,
      defaultDeliveryDays: 6,
      rules: [
        { prefix: '5', serviceable: true, codAvailable: true, deliveryDays: 4 },
        { prefix: '56', serviceable: true, codAvailable: false, deliveryDays: null },
        { prefix: '5600', serviceable: true, codAvailable: true, deliveryDays: 2 },
        { prefix: '560099', serviceable: false, codAvailable: true, deliveryDays: 3 },
        { prefix: '19', serviceable: false, codAvailable: false },
      ],
    });
    expect(await check('560001')).toMatchObject({
      serviceable: true,
      codAvailable: true,
      deliveryDays: 2,
      expectedDeliveryDate: daysFromToday(2),
      codMaxOrderValue: 2500.5,
    });
    // deliveryDays null: the shop's default.
    expect(await check('561001')).toMatchObject({
      serviceable: true,
      codAvailable: false,
      deliveryDays: 6,
      expectedDeliveryDate: daysFromToday(6),
    });
    expect(await check('570001')).toMatchObject({ deliveryDays: 4, codAvailable: true });
    expect(await check('560099')).toMatchObject({
      serviceable: false,
      codAvailable: false,
      deliveryDays: null,
      expectedDeliveryDate: null,
    });
    expect(await check('194101')).toMatchObject({ serviceable: false, expectedDeliveryDate: null });
    // No rule: served, with COD, in the default days.
    expect(await check('110001')).toMatchObject({
      serviceable: true,
      codAvailable: true,
      deliveryDays: 6,
    });
  });

  it('refuses (400) a malformed PIN code', async () => {
    for (const pincode of ['012345', '56001', 'abcdef', '5600011', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/delivery/check?pincode=${pincode}`,
      });
      expect(res.statusCode, pincode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'pincode', message: PIN_CODE_MESSAGE }],
      });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/delivery/check' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('delivery settings (admin)', () => {
  it('answers rules sorted by prefix, the cap in rupees, and replaces every rule on save', async () => {
    const saved = await saveSettings({
      codMaxOrderValue: 1999.99,
      defaultDeliveryDays: 7,
      rules: [
        { id: 'ignored', prefix: '60', serviceable: true, codAvailable: true, deliveryDays: 3 },
        { prefix: ' 11 ', serviceable: false, codAvailable: true, deliveryDays: 9 },
      ],
    });
    expect(saved).toMatchObject({
      codMaxOrderValue: 1999.99,
      defaultDeliveryDays: 7,
      rules: [
        // Not served: no COD and no days, whatever was sent.
        { prefix: '11', serviceable: false, codAvailable: false, deliveryDays: null },
        { prefix: '60', serviceable: true, codAvailable: true, deliveryDays: 3 },
      ],
    });
    expect(saved.rules[1].id).not.toBe('ignored');
    const read = await call(admin, 'GET', '/api/admin/delivery-settings');
    expect(read.json().settings).toEqual(saved);

    const replaced = await saveSettings({
      codMaxOrderValue: null,
      defaultDeliveryDays: 5,
      rules: [{ prefix: '7', serviceable: true, codAvailable: false }],
    });
    expect(replaced.rules).toEqual([
      {
        id: expect.any(String),
        prefix: '7',
        serviceable: true,
        codAvailable: false,
        deliveryDays: null,
      },
    ]);
    expect(replaced.codMaxOrderValue).toBeNull();
    expect((await call(admin, 'GET', '/api/admin/delivery-settings')).json().settings).toEqual(
      replaced,
    );
  });

  it('refuses (400) a duplicate prefix, a bad prefix or bad days, and changes nothing', async () => {
    const before = await saveSettings({
      codMaxOrderValue: 500,
      defaultDeliveryDays: 4,
      rules: [{ prefix: '40', serviceable: true, codAvailable: true, deliveryDays: 2 }],
    });
    const rule = { serviceable: true, codAvailable: true };
    const refused: [DeliverySettingsBodyInput, string][] = [
      [
        {
          codMaxOrderValue: null,
          defaultDeliveryDays: 5,
          rules: [
            { prefix: '56', ...rule },
            { prefix: '56', ...rule },
          ],
        },
        'rules.1.prefix',
      ],
      [
        { codMaxOrderValue: null, defaultDeliveryDays: 5, rules: [{ prefix: '5600012', ...rule }] },
        'rules.0.prefix',
      ],
      [
        { codMaxOrderValue: null, defaultDeliveryDays: 5, rules: [{ prefix: '56a', ...rule }] },
        'rules.0.prefix',
      ],
      [
        { codMaxOrderValue: null, defaultDeliveryDays: 5, rules: [{ prefix: '', ...rule }] },
        'rules.0.prefix',
      ],
      [{ codMaxOrderValue: null, defaultDeliveryDays: 0, rules: [] }, 'defaultDeliveryDays'],
      [{ codMaxOrderValue: 0, defaultDeliveryDays: 5, rules: [] }, 'codMaxOrderValue'],
      [
        {
          codMaxOrderValue: null,
          defaultDeliveryDays: 5,
          rules: [{ prefix: '5', ...rule, deliveryDays: 61 }],
        },
        'rules.0.deliveryDays',
      ],
    ];
    for (const [body, path] of refused) {
      const res = await call(admin, 'PUT', '/api/admin/delivery-settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const duplicate = await call(admin, 'PUT', '/api/admin/delivery-settings', refused[0]![0]);
    expect(duplicate.json().details).toContainEqual({
      path: 'rules.1.prefix',
      message: 'There is already a rule for 56.',
    });
    expect((await call(admin, 'GET', '/api/admin/delivery-settings')).json().settings).toEqual(
      before,
    );
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    const body = { codMaxOrderValue: null, defaultDeliveryDays: 5, rules: [] };
    const customer = await signUpCustomer(t.app);
    expect((await call(customer.token, 'GET', '/api/admin/delivery-settings')).statusCode).toBe(
      403,
    );
    expect(
      (await call(customer.token, 'PUT', '/api/admin/delivery-settings', body)).statusCode,
    ).toBe(403);
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/admin/delivery-settings',
        ...(method === 'PUT' ? { payload: body } : {}),
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('expectedDeliveryDate', () => {
  it('is a calendar date the given days later (UTC), across months and years', () => {
    expect(expectedDeliveryDate(5, new Date('2026-12-29T20:00:00Z'))).toBe('2027-01-03');
    expect(expectedDeliveryDate(1, new Date('2028-02-28T00:00:00Z'))).toBe('2028-02-29');
  });
});
