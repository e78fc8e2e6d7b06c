import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatRupees, toPaise, toRupees } from './money.ts';

it('turns rupees into whole paise and back, rounding away floating-point dust', () => {
  assert.equal(toPaise(499.5), 49_950);
  assert.equal(toPaise(0.1 + 0.2), 30);
  assert.equal(toPaise(1.005), 100); // 100.49999… paise: rounds to the nearest paisa
  assert.equal(toRupees(49_950), 499.5);
});

describe('formatRupees', () => {
  it('formats rupees with the rupee sign, Indian digit grouping and two decimals', () => {
    assert.equal(formatRupees(123456.5), '₹1,23,456.50');
    assert.equal(formatRupees(499), '₹499.00');
    assert.equal(formatRupees(0), '₹0.00');
    assert.equal(formatRupees(-500), '-₹500.00');
  });

  it('can drop a trailing .00 as the cart does', () => {
    assert.equal(formatRupees(1299, { dropWholePaise: true }), '₹1,299');
    assert.equal(formatRupees(1299.9, { dropWholePaise: true }), '₹1,299.90');
    assert.equal(formatRupees(-1299, { dropWholePaise: true }), '-₹1,299');
  });

  // What it replaced, and what shoppers saw before: it must never drift from it.
  const intlRupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const agreesWithIntl = (amount: number) =>
    assert.equal(formatRupees(amount), intlRupees.format(amount), `amount ${amount}`);

  it("writes what Intl.NumberFormat('en-IN') writes for amounts of every size and sign", () => {
    const amounts = [
      0,
      0.01,
      0.1,
      0.5,
      0.99,
      1,
      9.9,
      10,
      99.99,
      100,
      999,
      999.99,
      1000,
      9999.99,
      12345.6,
      99999,
      100000,
      123456.78,
      999999.99,
      1000000,
      1234567.89,
      12345678.9,
      10 ** 9,
      123456789012.34,
    ];
    for (const amount of amounts) {
      agreesWithIntl(amount);
      agreesWithIntl(-amount || 0);
    }
  });

  it('agrees with Intl on every paisa up to ₹200, and on a spread of amounts up to crores', () => {
    for (let paise = -20_000; paise <= 20_000; paise += 1) agreesWithIntl(paise / 100);
    for (let paise = -2_000_000; paise <= 2_000_000; paise += 97) agreesWithIntl(paise / 100);
    for (let paise = 1; paise < 10 ** 15; paise = paise * 7 + 3) agreesWithIntl(paise / 100);
  });

  it('agrees with Intl on sums and products that carry floating-point dust', () => {
    const amounts = [0.1 + 0.2, 0.7 + 0.1, 99.99 * 3, 499.5 * 7, 1234.56 + 0.01, 19.99 * 17];
    for (const amount of amounts) {
      agreesWithIntl(amount);
      agreesWithIntl(-amount);
    }
    // Half a paisa, exact in binary: both round it away from zero.
    for (const amount of [0.125, 0.375, 1234.625]) {
      agreesWithIntl(amount);
      agreesWithIntl(-amount);
    }
  });
});
