import assert from 'node:assert/strict';
import { it } from 'node:test';
import { formatRupees, toPaise, toRupees } from './money.ts';

it('turns rupees into whole paise and back, rounding away floating-point dust', () => {
  assert.equal(toPaise(499.5), 49_950);
  assert.equal(toPaise(0.1 + 0.2), 30);
  assert.equal(toPaise(1.005), 100); // 100.49999… paise: rounds to the nearest paisa
  assert.equal(toRupees(49_950), 499.5);
});

it('formats rupees with the rupee sign, Indian digit grouping and two decimals', () => {
  assert.equal(formatRupees(123456.5), '₹1,23,456.50');
  assert.equal(formatRupees(499), '₹499.00');
  assert.equal(formatRupees(0), '₹0.00');
});

it('can drop a trailing .00 as the cart does', () => {
  assert.equal(formatRupees(1299, { dropWholePaise: true }), '₹1,299');
  assert.equal(formatRupees(1299.9, { dropWholePaise: true }), '₹1,299.90');
});
