import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gstRates } from '@shop/contracts/gst';
import { gstBreakdown, lineTax, type SupplyKind } from './gst-tax.service.ts';

const supplies: SupplyKind[] = ['INTRA_STATE', 'INTER_STATE'];

const anyLine = fc.record({
  unitPricePaise: fc.integer({ min: 0, max: 10_00_000_00 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  ratePercent: fc.constantFrom(...gstRates),
  hsnCode: fc.constantFrom('6111', '61112000', '6209', '9503', null),
});
const anyInvoice = fc.record({
  lines: fc.array(anyLine, { minLength: 1, maxLength: 30 }),
  supply: fc.constantFrom(...supplies),
});

describe('lineTax', () => {
  it("takes CGST = SGST (and no IGST) in the seller's state, IGST alone elsewhere", () => {
    fc.assert(
      fc.property(anyLine, fc.constantFrom(...supplies), (line, supply) => {
        const tax = lineTax(
          { totalPaise: line.unitPricePaise * line.quantity, ratePercent: line.ratePercent },
          supply,
        );
        if (supply === 'INTRA_STATE') {
          expect(tax.cgstPaise).toBe(tax.sgstPaise);
          expect(tax.igstPaise).toBe(0);
        } else {
          expect(tax.cgstPaise).toBe(0);
          expect(tax.sgstPaise).toBe(0);
        }
      }),
    );
  });

  it('adds up to the line total exactly, never negative, within a paisa of the exact tax', () => {
    fc.assert(
      fc.property(anyLine, fc.constantFrom(...supplies), (line, supply) => {
        const totalPaise = line.unitPricePaise * line.quantity;
        const { ratePercent } = line;
        const tax = lineTax({ totalPaise, ratePercent }, supply);
        expect(tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise).toBe(totalPaise);
        for (const part of Object.values(tax)) {
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
        }
        const exactTax = (totalPaise * ratePercent) / (100 + ratePercent);
        if (supply === 'INTRA_STATE') {
          expect(Math.abs(tax.cgstPaise - exactTax / 2)).toBeLessThanOrEqual(1);
        } else {
          expect(Math.abs(tax.igstPaise - exactTax)).toBeLessThanOrEqual(1);
        }
        const exactTaxable = (totalPaise * 100) / (100 + ratePercent);
        expect(Math.abs(tax.taxablePaise - exactTaxable)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('works ₹499 at 5 % back to ₹475.24 taxable and ₹11.88 + ₹11.88 (or ₹23.76 IGST)', () => {
    expect(lineTax({ totalPaise: 499_00, ratePercent: 5 }, 'INTRA_STATE')).toEqual({
      taxablePaise: 475_24,
      cgstPaise: 11_88,
      sgstPaise: 11_88,
      igstPaise: 0,
    });
    // 49,900 x 5 / 105 = 2,376.19 paise.
    expect(lineTax({ totalPaise: 499_00, ratePercent: 5 }, 'INTER_STATE')).toEqual({
      taxablePaise: 475_24,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 23_76,
    });
  });

  it('rounds each half on its own: ₹2,999 at 18 % in the state', () => {
    // 2,99,900 x 18 / 236 = 22,873.7288 paise: each half 228.74, taxable 2,541.52.
    expect(lineTax({ totalPaise: 2_999_00, ratePercent: 18 }, 'INTRA_STATE')).toEqual({
      taxablePaise: 2_541_52,
      cgstPaise: 228_74,
      sgstPaise: 228_74,
      igstPaise: 0,
    });
    // IGST 45,747.4576 paise -> 457.47, taxable 2,541.53.
    expect(lineTax({ totalPaise: 2_999_00, ratePercent: 18 }, 'INTER_STATE').igstPaise).toBe(
      457_47,
    );
  });

  it('takes no tax at 0 %, and rounds a half paisa up', () => {
    expect(lineTax({ totalPaise: 12_345, ratePercent: 0 }, 'INTER_STATE')).toEqual({
      taxablePaise: 12_345,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
    // 21 x 5 / 210 = 0.5 paise per half: rounded up to 1.
    expect(lineTax({ totalPaise: 21, ratePercent: 5 }, 'INTRA_STATE').cgstPaise).toBe(1);
  });
});

describe('gstBreakdown', () => {
  it('sums the lines into totals that equal what was paid, per column', () => {
    fc.assert(
      fc.property(anyInvoice, ({ lines, supply }) => {
        const paid = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
        const breakdown = gstBreakdown(
          lines.map((l) => ({
            totalPaise: l.unitPricePaise * l.quantity,
            ratePercent: l.ratePercent,
            hsnCode: l.hsnCode,
          })),
          supply,
        );
        const { totals } = breakdown;
        expect(totals.totalPaise).toBe(paid);
        expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(
          paid,
        );
        for (const column of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) {
          const ofLines = breakdown.lines.reduce((sum, line) => sum + line[column], 0);
          const ofSummary = breakdown.hsnSummary.reduce((sum, row) => sum + row[column], 0);
          expect(ofLines).toBe(totals[column]);
          expect(ofSummary).toBe(totals[column]);
        }
      }),
    );
  });

  it('keeps each line as given and groups the summary by HSN code and rate', () => {
    const breakdown = gstBreakdown(
      [
        { name: 'Romper', totalPaise: 998_00, ratePercent: 5, hsnCode: '6111' },
        { name: 'Frock', totalPaise: 2_999_00, ratePercent: 18, hsnCode: '6111' },
        { name: 'Bib', totalPaise: 199_00, ratePercent: 5, hsnCode: '6111' },
      ],
      'INTRA_STATE',
    );
    expect(breakdown.lines.map((line) => line.name)).toEqual(['Romper', 'Frock', 'Bib']);
    expect(breakdown.hsnSummary).toEqual([
      // 99,800 -> halves 2,376.19 -> 23.76 each; 19,900 -> 473.81 -> 4.74 each.
      {
        hsnCode: '6111',
        ratePercent: 5,
        taxablePaise: 950_48 + 189_52,
        cgstPaise: 23_76 + 4_74,
        sgstPaise: 23_76 + 4_74,
        igstPaise: 0,
      },
      {
        hsnCode: '6111',
        ratePercent: 18,
        taxablePaise: 2_541_52,
        cgstPaise: 228_74,
        sgstPaise: 228_74,
        igstPaise: 0,
      },
    ]);
  });
});
