import assert from 'node:assert/strict';
import { it } from 'node:test';
import { pinCodeSchema } from './india.ts';
import { pinCodeIn } from './pin-code.ts';

const notPinCodes = ['012345', '56001', '5600011', 'abcdef', '560 001', ''];

it('finds a PIN code of 6 digits not starting with 0, spaces around it dropped', () => {
  assert.equal(pinCodeIn('560001'), '560001');
  assert.equal(pinCodeIn(' 110001 '), '110001');
  for (const text of notPinCodes) assert.equal(pinCodeIn(text), null, text);
});

it("takes and refuses what the API's zod schema takes and refuses", () => {
  for (const text of ['560001', ' 110001 ', '999999', ...notPinCodes]) {
    const parsed = pinCodeSchema.safeParse(text);
    assert.equal(pinCodeIn(text), parsed.success ? parsed.data : null, text);
  }
});
