import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  codRefusalMessage,
  deliveryRuleFor,
  deliverySettingsBodySchema,
  deliveryTermsFor,
} from './delivery.ts';

const rule = (
  prefix: string,
  fields: Partial<{
    serviceable: boolean;
    codAvailable: boolean;
    deliveryDays: number | null;
  }> = {},
) => ({
  prefix,
  serviceable: true,
  codAvailable: true,
  deliveryDays: null,
  ...fields,
});

it('lets the longest matching prefix decide, whatever the order of the rules', () => {
  const rules = [rule('5600'), rule('5'), rule('56'), rule('560099')];
  assert.equal(deliveryRuleFor(rules, '560001')?.prefix, '5600');
  assert.equal(deliveryRuleFor(rules, '560099')?.prefix, '560099');
  assert.equal(deliveryRuleFor(rules, '570001')?.prefix, '5');
  assert.equal(deliveryRuleFor(rules, '110001'), undefined);
  assert.equal(deliveryRuleFor([], '110001'), undefined);
});

it('serves a PIN code without a rule with cash on delivery in the default days', () => {
  assert.deepEqual(deliveryTermsFor({ defaultDeliveryDays: 5, rules: [] }, '560001'), {
    serviceable: true,
    codAvailable: true,
    deliveryDays: 5,
  });
});

it("applies the rule's terms: not served, no COD, its days or the default", () => {
  const settings = {
    defaultDeliveryDays: 6,
    rules: [
      rule('19', { serviceable: false }),
      rule('56', { codAvailable: false }),
      rule('5600', { deliveryDays: 2 }),
    ],
  };
  assert.deepEqual(deliveryTermsFor(settings, '194101'), {
    serviceable: false,
    codAvailable: false,
    deliveryDays: null,
  });
  assert.deepEqual(deliveryTermsFor(settings, '561001'), {
    serviceable: true,
    codAvailable: false,
    deliveryDays: 6,
  });
  assert.deepEqual(deliveryTermsFor(settings, '560001'), {
    serviceable: true,
    codAvailable: true,
    deliveryDays: 2,
  });
});

it('says why an order cannot go cash on delivery, naming the PIN code or the cap', () => {
  const check = {
    pincode: '560001',
    serviceable: true,
    codAvailable: true,
    codMaxOrderValue: 2000,
  };
  assert.equal(codRefusalMessage(check, 2000), null);
  assert.deepEqual(codRefusalMessage(check, 2000.01), {
    message:
      'Cash on delivery is limited to orders up to {amount}. Remove some items to place this order.',
    values: { amount: '₹2,000' },
  });
  assert.equal(codRefusalMessage({ ...check, codMaxOrderValue: null }, 1_00_000), null);
  assert.deepEqual(codRefusalMessage({ ...check, codAvailable: false }, 10), {
    message: 'Cash on delivery is not available for PIN code {pincode}. Choose another address.',
    values: { pincode: '560001' },
  });
  assert.deepEqual(codRefusalMessage({ ...check, serviceable: false, codAvailable: false }, 10), {
    message: 'We do not deliver to PIN code {pincode} yet. Choose another address.',
    values: { pincode: '560001' },
  });
});

const body = { codMaxOrderValue: null, defaultDeliveryDays: 5 };
const served = { serviceable: true, codAvailable: true };

it('cleans a settings body: trimmed prefixes, no COD or days where not served, ids dropped', () => {
  const parsed = deliverySettingsBodySchema.parse({
    ...body,
    rules: [
      { id: 'r1', prefix: ' 56 ', ...served, deliveryDays: 3 },
      { prefix: '19', serviceable: false, codAvailable: true, deliveryDays: 9 },
      { prefix: '11', ...served },
    ],
  });
  assert.deepEqual(parsed.rules, [
    { prefix: '56', serviceable: true, codAvailable: true, deliveryDays: 3 },
    { prefix: '19', serviceable: false, codAvailable: false, deliveryDays: null },
    { prefix: '11', serviceable: true, codAvailable: true, deliveryDays: null },
  ]);
});

it('refuses duplicate or malformed prefixes, bad days and a zero cap', () => {
  const refusals: [unknown, string][] = [
    [
      {
        ...body,
        rules: [
          { prefix: '56', ...served },
          { prefix: '56', ...served },
        ],
      },
      'There is already a rule for 56.',
    ],
    [
      { ...body, rules: [{ prefix: '5600011', ...served }] },
      'A rule covers 1 to 6 digits of a PIN code, like 56 or 560001.',
    ],
    [
      { ...body, rules: [{ prefix: '5a', ...served }] },
      'A rule covers 1 to 6 digits of a PIN code, like 56 or 560001.',
    ],
    [{ ...body, defaultDeliveryDays: 0, rules: [] }, 'Delivery takes at least 1 day.'],
    [{ ...body, defaultDeliveryDays: 2.5, rules: [] }, 'Delivery days must be a whole number.'],
    [
      { ...body, rules: [{ prefix: '5', ...served, deliveryDays: 61 }] },
      'Delivery days must be at most 60.',
    ],
    [
      { ...body, codMaxOrderValue: 0, rules: [] },
      'The cash-on-delivery cap must be more than ₹0; leave it empty for no cap.',
    ],
  ];
  for (const [input, message] of refusals) {
    const result = deliverySettingsBodySchema.safeParse(input);
    assert.equal(result.success, false, message);
    assert.deepEqual(
      result.error?.issues.map((issue) => issue.message),
      [message],
    );
  }
});
