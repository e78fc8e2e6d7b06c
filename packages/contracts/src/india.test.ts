import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  formatIndianMobile,
  indianMobileDigits,
  indianMobileOrBlankSchema,
  indianMobileSchema,
  indianStateNamed,
  indianStates,
  indianStatesByName,
  indianStateSchema,
  MOBILE_MESSAGE,
  pinCodeSchema,
} from './india.ts';

it("lists India's 28 states and 8 union territories once each, in GST code order", () => {
  assert.equal(indianStates.length, 36);
  const codes = indianStates.map((state) => state.code);
  assert.equal(new Set(codes).size, 36);
  assert.equal(new Set(indianStates.map((state) => state.name)).size, 36);
  assert.deepEqual(codes, [...codes].sort());
  assert.ok(codes.every((code) => /^[0-9]{2}$/.test(code)));
  assert.deepEqual(indianStateNamed('Karnataka'), { code: '29', name: 'Karnataka' });
  assert.equal(indianStatesByName[0]?.name, 'Andaman and Nicobar Islands');
  assert.equal(indianStatesByName.at(-1)?.name, 'West Bengal');
});

it('reads a state in any case and spacing, and gives its official spelling', () => {
  assert.equal(indianStateSchema.parse('tamil nadu'), 'Tamil Nadu');
  assert.equal(indianStateSchema.parse('  WEST   bengal '), 'West Bengal');
  assert.equal(indianStateNamed('delhi')?.code, '07');
  for (const name of ['X', 'Bangalore', 'WB', 'Tamilnadu', '']) {
    assert.equal(indianStateSchema.safeParse(name).success, false, name);
  }
});

it('takes a mobile written with +91, 91 or 0 in front, spaces and dashes, as its 10 digits', () => {
  for (const typed of [
    '9845012345',
    '+91 98450-12345',
    '+919845012345',
    '91 98450 12345',
    '098450 12345',
    '98450-12345',
  ]) {
    assert.equal(indianMobileDigits(typed), '9845012345', typed);
    assert.equal(indianMobileSchema.parse(typed), '9845012345', typed);
  }
  assert.equal(indianMobileDigits('6000000000'), '6000000000');
});

it('refuses numbers that are not Indian mobiles', () => {
  for (const typed of ['123', '5845012345', '984501234', '98450123456', '+1 9845012345', 'abc']) {
    assert.equal(indianMobileDigits(typed), undefined, typed);
    assert.equal(indianMobileSchema.safeParse(typed).success, false, typed);
  }
});

it('shows a mobile as people read it', () => {
  assert.equal(formatIndianMobile('9845012345'), '98450 12345');
  assert.equal(formatIndianMobile('12345'), '12345');
});

it('takes a PIN code of 6 digits not starting with 0', () => {
  assert.equal(pinCodeSchema.parse('560001'), '560001');
  assert.equal(pinCodeSchema.parse(' 110001 '), '110001');
  for (const pin of ['012345', '56001', '5600011', 'abcdef', '560 001', '']) {
    assert.equal(pinCodeSchema.safeParse(pin).success, false, pin);
  }
});

it('lets a profile leave its mobile blank, and names the rule when one is wrong', () => {
  assert.equal(indianMobileOrBlankSchema.parse('  '), '');
  assert.equal(indianMobileOrBlankSchema.parse('098450 12345'), '9845012345');
  const wrong = indianMobileOrBlankSchema.safeParse('12345');
  assert.equal(wrong.success, false);
  assert.equal(wrong.error?.issues[0]?.message, MOBILE_MESSAGE);
});
