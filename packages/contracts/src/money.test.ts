import assert from 'node:assert/strict';
import { it } from 'node:test';
import { toPaise, toRupees } from './money.ts';

it('turns rupees into whole paise and back, rounding away floating-point dust', () => {
  assert.equal(toPaise(499.5), 49_950);
  assert.equal(toPaise(0.1 + 0.2), 30);
  assert.equal(toPaise(1.005), 100); // 100.49999… paise: rounds to the nearest paisa
  assert.equal(toRupees(49_950), 499.5);
});
