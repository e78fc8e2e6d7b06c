import { upiIdMessage } from '@shop/contracts/payments';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderItem } from '../../test/order-fixtures.ts';
import {
  formFieldOf,
  returnBody,
  returnFormResolver,
  returnFormValues,
  type ReturnFormValues,
} from './return-form.ts';

const itemA = '0b7f1b9e-3c2a-4c4e-9d7a-1f2e3d4c5b6a';
const itemB = '1c8a2d0f-4d3b-4d5f-8e6b-2a3b4c5d6e7f';
const size = '2d9b3e1a-5e4c-4e6a-9f7c-3b4c5d6e7f80';
const order = makeOrder({
  items: [makeOrderItem({ id: itemA }), makeOrderItem({ id: itemB, quantity: 1 })],
});

function values(change: (values: ReturnFormValues) => void): ReturnFormValues {
  const result = returnFormValues(order);
  change(result);
  return result;
}

const resolve = (form: ReturnFormValues) =>
  returnFormResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the return form', () => {
  it('sends only the ticked lines, a UPI ID only with a return, a size only with an exchange', () => {
    const form = values((v) => {
      v.type = 'EXCHANGE';
      v.lines[1] = {
        ...v.lines[1]!,
        selected: true,
        reason: 'SIZE_TOO_SMALL',
        exchangeVariantId: size,
      };
      v.refundUpiId = 'meera@okaxis';
    });
    expect(returnBody(form)).toEqual({
      body: {
        type: 'EXCHANGE',
        items: [
          { orderItemId: itemB, quantity: 1, reason: 'SIZE_TOO_SMALL', exchangeVariantId: size },
        ],
      },
      lineOfItem: [1],
    });
  });

  it("checks the UPI ID with the contract's schema and message", async () => {
    const form = values((v) => {
      v.type = 'RETURN';
      v.lines[0] = { ...v.lines[0]!, selected: true, reason: 'DAMAGED' };
      v.refundUpiId = 'meera';
    });
    expect((await resolve(form)).errors).toEqual({
      refundUpiId: { type: 'custom', message: upiIdMessage },
    });
    form.refundUpiId = 'meera@okaxis';
    expect(await resolve(form)).toEqual({
      values: {
        type: 'RETURN',
        items: [{ orderItemId: itemA, quantity: 1, reason: 'DAMAGED' }],
        refundUpiId: 'meera@okaxis',
      },
      errors: {},
    });
  });

  it('puts the problems of an item under the form line it came from', async () => {
    const form = values((v) => {
      v.type = 'EXCHANGE';
      v.lines[1] = { ...v.lines[1]!, selected: true };
    });
    const { errors } = await resolve(form);
    expect(errors.lines?.[1]?.reason?.message).toBe('Choose a reason.');
    expect(errors.lines?.[1]?.exchangeVariantId?.message).toBe('Choose the size to exchange for.');
    expect(errors.lines?.[0]).toBeUndefined();
  });

  it('checks the UPI ID as it is typed, before the items are complete', async () => {
    const form = values((v) => {
      v.type = 'RETURN';
      v.refundUpiId = 'meera@';
    });
    expect((await resolve(form)).errors.refundUpiId?.message).toBe(upiIdMessage);
    form.refundUpiId = '';
    expect((await resolve(form)).errors.refundUpiId?.message).toBe(
      'Enter the UPI ID to refund to.',
    );
    form.refundUpiId = 'meera@okaxis';
    expect((await resolve(form)).errors.refundUpiId).toBeUndefined();
  });

  it('asks for a type and at least one item', async () => {
    const { errors } = await resolve(returnFormValues(order));
    expect(errors.type?.message).toBe('Choose a return or an exchange.');
    expect(errors.lines?.message).toBe('Choose at least one item.');
  });

  it("maps the server's field paths back to the form", () => {
    expect(formFieldOf(['items', 0, 'quantity'], [1])).toBe('lines.1.quantity');
    expect(formFieldOf('items.0.reason'.split('.'), [2])).toBe('lines.2.reason');
    expect(formFieldOf(['items'], [])).toBe('lines');
    expect(formFieldOf(['refundUpiId'], [])).toBe('refundUpiId');
    expect(formFieldOf(['unknown'], [])).toBeNull();
  });
});
