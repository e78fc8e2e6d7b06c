import assert from 'node:assert/strict';
import { it } from 'node:test';
import { companyFieldsSchema, gstinStateMessage } from './content.ts';
import {
  financialYearOf,
  formatInvoiceNumber,
  GST_RATE_MESSAGE,
  gstinCheckCharacter,
  GSTIN_CHECK_MESSAGE,
  GSTIN_MESSAGE,
  gstinOrBlankSchema,
  gstinSchema,
  gstRatePercentSchema,
  HSN_MESSAGE,
  hsnCodeSchema,
  INVOICE_NUMBER_MAX,
  invoicePrefixFor,
  suggestedGstRate,
} from './gst.ts';

const VALID = '27AAPFU0939F1ZV'; // a published example GSTIN (Maharashtra)

/** The messages a schema rejects `value` with. */
function problems(schema: { safeParse(value: unknown): unknown }, value: unknown): string[] {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { message: string }[] };
  };
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

it('accepts a GSTIN whose last character is its check character', () => {
  assert.equal(gstinCheckCharacter(VALID.slice(0, 14)), 'V');
  assert.equal(gstinSchema.parse(VALID), VALID);
  assert.equal(gstinSchema.parse('29AABCL1234M1ZF'), '29AABCL1234M1ZF');
});

it('rejects a GSTIN with any other last character with the check message', () => {
  for (const last of ['W', '0', 'A']) {
    assert.deepEqual(problems(gstinSchema, VALID.slice(0, 14) + last), [GSTIN_CHECK_MESSAGE]);
  }
  // One changed character in the middle is caught too.
  assert.deepEqual(problems(gstinSchema, '27AAPFU0939G1ZV'), [GSTIN_CHECK_MESSAGE]);
});

it('rejects a wrong shape or an unknown state code with the GSTIN message', () => {
  const unknownState = '40AAPFU0939F1Z';
  for (const bad of [
    '27AAPFU0939F1Z', // 14 characters
    '27AAPFU0939F1ZVX', // 16
    '27AAPF10939F1ZV', // a digit in the PAN's letters
    '27AAPFU0939F1YV', // no Z in 14th place
    '27AAPFU0939F0ZV', // entity number 0
    unknownState + gstinCheckCharacter(unknownState), // check character right, state unknown
    '',
  ]) {
    assert.deepEqual(problems(gstinSchema, bad), [GSTIN_MESSAGE], bad);
  }
  assert.deepEqual(problems(gstinSchema, 27), [GSTIN_MESSAGE]);
});

it('reads a GSTIN typed in lower case or with spaces', () => {
  assert.equal(gstinSchema.parse('27aapfu0939f1zv'), VALID);
  assert.equal(gstinSchema.parse(' 27 AAPFU 0939F 1ZV '), VALID);
  assert.equal(gstinOrBlankSchema.parse('27aapfu0939f1zv'), VALID);
});

it('takes a blank GSTIN as none, but still checks one that is given', () => {
  assert.equal(gstinOrBlankSchema.parse(''), '');
  assert.equal(gstinOrBlankSchema.parse('   '), '');
  assert.deepEqual(problems(gstinOrBlankSchema, '27AAPFU0939F1ZW'), [GSTIN_CHECK_MESSAGE]);
  assert.deepEqual(problems(gstinOrBlankSchema, '27AAPFU'), [GSTIN_MESSAGE]);
});

it('accepts HSN codes of 4, 6 or 8 digits only', () => {
  for (const good of ['6111', '611120', '61112000', ' 6209 ']) {
    assert.equal(hsnCodeSchema.parse(good), good.trim());
  }
  for (const bad of ['611', '61112', '6111200', '611120001', '61A1', '']) {
    assert.deepEqual(problems(hsnCodeSchema, bad), [HSN_MESSAGE], bad);
  }
});

it('accepts the GST slabs as numbers or form text, and nothing else', () => {
  for (const rate of [0, 5, 12, 18, 28]) assert.equal(gstRatePercentSchema.parse(rate), rate);
  assert.equal(gstRatePercentSchema.parse('18'), 18);
  for (const bad of ['', '  ', 7, '7', 3.5, -5, 'five']) {
    assert.deepEqual(problems(gstRatePercentSchema, bad), [GST_RATE_MESSAGE], String(bad));
  }
});

it('places a moment in the Indian financial year by India time', () => {
  // Midnight in India is 18:30 UTC the day before.
  assert.equal(financialYearOf(new Date('2026-03-31T18:29:00Z')), '25-26');
  assert.equal(financialYearOf(new Date('2026-03-31T18:31:00Z')), '26-27');
  assert.equal(financialYearOf(new Date('2026-03-31T18:30:00Z')), '26-27');
  assert.equal(financialYearOf(new Date('2027-01-15T10:00:00Z')), '26-27');
  assert.equal(financialYearOf(new Date('2099-12-31T23:00:00Z')), '99-00');
});

it("takes the invoice series from the shop name's initials, at most 3 letters", () => {
  assert.equal(invoicePrefixFor('Little Sprouts'), 'LS');
  assert.equal(invoicePrefixFor('  tiny   toes '), 'TT');
  assert.equal(invoicePrefixFor('Bal Gopal Baby Boutique'), 'BGB');
  assert.equal(invoicePrefixFor('2 Little (Monkeys)'), 'LM');
  assert.equal(invoicePrefixFor(''), 'INV');
  assert.equal(invoicePrefixFor('123 456'), 'INV');
});

it('writes invoice numbers of at most 16 characters', () => {
  assert.equal(formatInvoiceNumber('LS', '26-27', 123), 'LS/26-27/000123');
  const longest = formatInvoiceNumber('BGB', '26-27', 999_999);
  assert.equal(longest, 'BGB/26-27/999999');
  assert.ok(longest.length <= INVOICE_NUMBER_MAX);
});

const company = { name: 'Little Sprouts' };

it("takes the company's state from its GSTIN when left blank", () => {
  const fields = companyFieldsSchema.parse({ ...company, gstin: '29aabcl1234m1zf' });
  assert.equal(fields.gstin, '29AABCL1234M1ZF');
  assert.equal(fields.stateCode, '29');
  const unregistered = companyFieldsSchema.parse({ ...company, stateCode: '27' });
  assert.deepEqual([unregistered.gstin, unregistered.stateCode], ['', '27']);
});

it("rejects a GSTIN from another state than the company's, on the state field", () => {
  const result = companyFieldsSchema.safeParse({ ...company, gstin: VALID, stateCode: '29' });
  assert.equal(result.success, false);
  assert.deepEqual(
    result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    [['stateCode', gstinStateMessage(VALID)]],
  );
  assert.match(gstinStateMessage(VALID), /Maharashtra \(code 27\)/);
});

it('suggests 5 % for garments and footwear up to ₹2,500 a piece, 18 % above, else 5 %', () => {
  assert.equal(suggestedGstRate('6111', 2_500_00), 5);
  assert.equal(suggestedGstRate('611120', 2_500_01), 18);
  assert.equal(suggestedGstRate('6302', 3_000_00), 18);
  assert.equal(suggestedGstRate('640419', 2_600_00), 18);
  assert.equal(suggestedGstRate('9503', 5_000_00), 5);
  assert.equal(suggestedGstRate('5208', 5_000_00), 5);
});
