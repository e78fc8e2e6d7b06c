import assert from 'node:assert/strict';
import { it } from 'node:test';
import { upiIdMessage } from './payments.ts';
import { createReturnBodySchema, exchangeSizeAllowed } from './returns.ts';

const line = '00000000-0000-4000-8000-000000000001';
const size = '00000000-0000-4000-8000-000000000002';

/** The problems of a body, as `path: message`. */
function problems(body: unknown): string[] {
  const result = createReturnBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

it('checks the UPI ID of a return and the sizes of an exchange while other fields are wrong', () => {
  // A form reports them as they are typed, and an API client hears of every problem at once.
  assert.deepEqual(
    problems({ type: 'RETURN', items: [{ orderItemId: line, quantity: 1 }], refundUpiId: 'x' }),
    ['items.0.reason: Choose a reason.', `refundUpiId: ${upiIdMessage}`],
  );
  assert.deepEqual(
    problems({
      type: 'EXCHANGE',
      items: [
        { orderItemId: line, quantity: 0, reason: 'SIZE_TOO_SMALL' },
        { orderItemId: line, quantity: 1, reason: 'SIZE_TOO_SMALL', exchangeVariantId: size },
      ],
    }),
    [
      'items.0.quantity: Quantity must be at least 1.',
      'items.0.exchangeVariantId: Choose the size to exchange for.',
      'items.1.orderItemId: Each item can be listed only once.',
    ],
  );
  assert.deepEqual(problems(null), [': Invalid input: expected object, received null']);
});

it('needs a UPI ID for a return only, trimmed, and ignores one on an exchange', () => {
  assert.deepEqual(
    problems({ type: 'RETURN', items: [{ orderItemId: line, quantity: 1, reason: 'DAMAGED' }] }),
    ['refundUpiId: Enter the UPI ID to refund to.'],
  );
  const refund = createReturnBodySchema.parse({
    type: 'RETURN',
    items: [{ orderItemId: line, quantity: 1, reason: 'DAMAGED' }],
    refundUpiId: '  meera.iyer@okaxis ',
  });
  assert.equal(refund.refundUpiId, 'meera.iyer@okaxis');
  assert.deepEqual(
    problems({
      type: 'EXCHANGE',
      items: [
        { orderItemId: line, quantity: 1, reason: 'SIZE_TOO_SMALL', exchangeVariantId: size },
      ],
      refundUpiId: 'not a upi id',
    }),
    [],
  );
});

it('allows the size bought again only when the size was not the problem', () => {
  assert.equal(exchangeSizeAllowed('SIZE_TOO_SMALL', '12-18M', '12-18 m'), false);
  assert.equal(exchangeSizeAllowed('SIZE_TOO_LARGE', '12-18M', '12-18M'), false);
  assert.equal(exchangeSizeAllowed('SIZE_TOO_SMALL', '12-18M', '18-24M'), true);
  assert.equal(exchangeSizeAllowed('DAMAGED', '12-18M', '12-18M'), true);
  assert.equal(exchangeSizeAllowed('WRONG_ITEM', '12-18M', '12-18M'), true);
});
