import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCount, formatOneDecimal } from './indian-numbers.ts';

// What these replace in the storefront: they must write what Intl writes.
const intlCount = new Intl.NumberFormat('en-IN');
const intlOneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

describe('formatCount', () => {
  it('groups thousands, lakhs and crores the Indian way', () => {
    assert.equal(formatCount(0), '0');
    assert.equal(formatCount(999), '999');
    assert.equal(formatCount(1_000), '1,000');
    assert.equal(formatCount(1_23_456), '1,23,456');
    assert.equal(formatCount(12_34_56_789), '12,34,56,789');
  });

  it("writes what Intl.NumberFormat('en-IN') writes for counts of every size", () => {
    for (let count = 0; count < 10 ** 13; count = count * 3 + 7) {
      assert.equal(formatCount(count), intlCount.format(count), String(count));
      assert.equal(formatCount(-count), intlCount.format(-count || 0), String(-count));
    }
  });
});

describe('formatOneDecimal', () => {
  it('keeps one decimal, and none for a whole number', () => {
    assert.equal(formatOneDecimal(4.25), '4.3');
    assert.equal(formatOneDecimal(4), '4');
    assert.equal(formatOneDecimal(3.96), '4');
    assert.equal(formatOneDecimal(1234.56), '1,234.6');
  });

  it("writes what Intl.NumberFormat('en-IN', one decimal at most) writes for averages", () => {
    for (let hundredths = 0; hundredths <= 500; hundredths += 1) {
      const average = hundredths / 100;
      assert.equal(formatOneDecimal(average), intlOneDecimal.format(average), String(average));
    }
    for (let value = 0.05; value < 10 ** 9; value = value * 3.7 + 0.15) {
      assert.equal(formatOneDecimal(value), intlOneDecimal.format(value), String(value));
    }
  });
});
