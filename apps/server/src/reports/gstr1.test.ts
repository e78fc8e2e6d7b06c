import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { B2CL_THRESHOLD_PAISE, gstr1SectionTotals } from '@shop/contracts/gst-reports';
import { lineTax } from '../invoices/gst-tax.service.ts';
import {
  gstr1Of,
  isLarge,
  type DocumentLine,
  type IssuedCreditNote,
  type IssuedInvoice,
} from './gstr1.ts';

const SHOP_STATE = '29';

const lineArb = fc.record({
  hsnCode: fc.constantFrom('61112000', '6209', '9503', null),
  ratePercent: fc.constantFrom(0, 5, 12, 18),
  quantity: fc.integer({ min: 1, max: 6 }),
  // Up to ₹60,000 a line, so that some invoices pass the B2CL threshold and most do not.
  totalPaise: fc.integer({ min: 1, max: 60_000_00 }),
});

const invoiceArb = (index: number) =>
  fc
    .record({
      placeOfSupply: fc.constantFrom(SHOP_STATE, '27', '07', '33'),
      // About one invoice in eight belongs to an order cancelled after delivery.
      cancelled: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
      lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
      day: fc.integer({ min: 1, max: 30 }),
    })
    .map(({ placeOfSupply, cancelled, lines, day }): IssuedInvoice => ({
      number: `LS/26-27/${String(index + 1).padStart(6, '0')}`,
      date: `2026-11-${String(day).padStart(2, '0')}`,
      sellerState: SHOP_STATE,
      placeOfSupply,
      totalPaise: lines.reduce((sum, line) => sum + line.totalPaise, 0),
      cancelled,
      lines,
    }));

/** A month's documents: invoices, and credit notes against some of them for part of a line. */
const monthArb = fc
  .integer({ min: 0, max: 12 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => invoiceArb(index))))
  .chain((invoices) =>
    fc
      .array(
        fc.record({
          invoice: fc.integer({ min: 0, max: Math.max(0, invoices.length - 1) }),
          share: fc.integer({ min: 1, max: 100 }),
        }),
        { maxLength: invoices.length === 0 ? 0 : 5 },
      )
      .map((picks) => {
        const notes: IssuedCreditNote[] = picks.map(({ invoice, share }, index) => {
          const source = invoices[invoice]!;
          const line = source.lines[0]!;
          return {
            number: `CN/26-27/${String(index + 1).padStart(6, '0')}`,
            date: '2026-11-30',
            invoice: source,
            lines: [
              {
                ...line,
                quantity: 1,
                totalPaise: Math.max(1, Math.floor((line.totalPaise * share) / 100)),
              },
            ],
          };
        });
        return { invoices, notes };
      }),
  );

type Sums = { taxable: number; igst: number; cgst: number; sgst: number };
function documentSums(
  docs: { doc: Pick<IssuedInvoice, 'sellerState' | 'placeOfSupply'>; lines: DocumentLine[] }[],
): Sums {
  const sums = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  for (const { doc, lines } of docs) {
    const supply = doc.sellerState === doc.placeOfSupply ? 'INTRA_STATE' : 'INTER_STATE';
    for (const line of lines) {
      const tax = lineTax(line, supply);
      sums.taxable += tax.taxablePaise;
      sums.igst += tax.igstPaise;
      sums.cgst += tax.cgstPaise;
      sums.sgst += tax.sgstPaise;
    }
  }
  return sums;
}

const minus = (a: Sums, b: Sums): Sums => ({
  taxable: a.taxable - b.taxable,
  igst: a.igst - b.igst,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
});

describe('GSTR-1 from the month’s documents', () => {
  it('adds up, section by section, to what the invoices and credit notes say, to the paisa', () => {
    fc.assert(
      fc.property(monthArb, ({ invoices, notes }) => {
        const gstr1 = gstr1Of('29AAGCL1234M1ZA', '2026-11', invoices, notes);
        const totals = gstr1SectionTotals(gstr1);
        const live = invoices.filter((invoice) => !invoice.cancelled);
        const asDocs = (list: IssuedInvoice[]) => list.map((doc) => ({ doc, lines: doc.lines }));
        const noteDocs = (list: IssuedCreditNote[]) =>
          list.map((note) => ({ doc: note.invoice, lines: note.lines }));
        const sectionSums = (section: keyof typeof totals): Sums => ({
          taxable: totals[section].taxablePaise,
          igst: totals[section].igstPaise,
          cgst: totals[section].cgstPaise,
          sgst: totals[section].sgstPaise,
        });

        // B2CL: the large invoices; CDNUR: the credit notes against them.
        expect(sectionSums('b2cl')).toEqual(documentSums(asDocs(live.filter(isLarge))));
        expect(sectionSums('cdnur')).toEqual(
          documentSums(noteDocs(notes.filter((note) => isLarge(note.invoice)))),
        );
        // B2CS: every other invoice, less the credit notes against such invoices.
        expect(sectionSums('b2cs')).toEqual(
          minus(
            documentSums(asDocs(live.filter((invoice) => !isLarge(invoice)))),
            documentSums(noteDocs(notes.filter((note) => !isLarge(note.invoice)))),
          ),
        );
        // HSN: every invoice less every credit note.
        expect(sectionSums('hsn')).toEqual(
          minus(documentSums(asDocs(live)), documentSums(noteDocs(notes))),
        );
        const units = (lines: DocumentLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);
        expect(gstr1.hsn.hsn_b2c.reduce((sum, row) => sum + row.qty, 0)).toBe(
          live.reduce((sum, invoice) => sum + units(invoice.lines), 0) -
            notes.reduce((sum, note) => sum + units(note.lines), 0),
        );
        // Documents issued: every invoice and credit note, the cancelled ones counted as such.
        const [invoiceDocs, noteDocsIssued] = [1, 5].map(
          (kind) => gstr1.doc_issue.doc_det.find((entry) => entry.doc_num === kind)?.docs[0],
        );
        expect(invoiceDocs?.totnum ?? 0).toBe(invoices.length);
        expect(invoiceDocs?.cancel ?? 0).toBe(invoices.length - live.length);
        expect(noteDocsIssued?.totnum ?? 0).toBe(notes.length);
        // Intra-state supplies carry CGST + SGST only, inter-state IGST only.
        for (const row of gstr1.b2cs) {
          if (row.sply_ty === 'INTRA') expect(row.iamt).toBe(0);
          else expect(row.camt + row.samt).toBe(0);
          expect(row.sply_ty === 'INTRA').toBe(row.pos === SHOP_STATE);
        }
      }),
      { numRuns: 300 },
    );
  });

  const oneLine = (placeOfSupply: string, totalPaise: number): IssuedInvoice => ({
    number: 'LS/26-27/000001',
    date: '2026-11-30',
    sellerState: SHOP_STATE,
    placeOfSupply,
    totalPaise,
    cancelled: false,
    lines: [{ hsnCode: '6209', ratePercent: 12, quantity: 1, totalPaise }],
  });

  it('reports an inter-state invoice one by one only above ₹1,00,000', () => {
    const at = gstr1Of('29AAGCL1234M1ZA', '2026-11', [oneLine('27', B2CL_THRESHOLD_PAISE)], []);
    expect(at.b2cl).toEqual([]);
    expect(at.b2cs).toHaveLength(1);
    const above = gstr1Of(
      '29AAGCL1234M1ZA',
      '2026-11',
      [oneLine('27', B2CL_THRESHOLD_PAISE + 1)],
      [],
    );
    expect(above.b2cs).toEqual([]);
    expect(above.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: 'LS/26-27/000001',
            idt: '30-11-2026',
            val: 100000.01,
            // 1,00,00,001 paise at 12 %: IGST 10,71,429; the rest is the taxable value.
            itms: [{ num: 1, itm_det: { rt: 12, txval: 89285.72, iamt: 10714.29, csamt: 0 } }],
          },
        ],
      },
    ]);
    // Within the shop's own state, however large, an invoice stays in B2CS.
    const local = gstr1Of(
      '29AAGCL1234M1ZA',
      '2026-11',
      [oneLine('29', 5 * B2CL_THRESHOLD_PAISE)],
      [],
    );
    expect(local.b2cl).toEqual([]);
    expect(local.b2cs[0]).toMatchObject({ sply_ty: 'INTRA', pos: '29', rt: 12 });
  });

  it('names the period as MMYYYY and the documents by their first and last numbers', () => {
    const invoices = [3, 1, 2].map((n) => ({
      ...oneLine('29', 49900),
      number: `LS/26-27/00000${n}`,
    }));
    const gstr1 = gstr1Of('29AAGCL1234M1ZA', '2026-04', invoices, []);
    expect(gstr1.fp).toBe('042026');
    expect(gstr1.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [
          {
            num: 1,
            from: 'LS/26-27/000001',
            to: 'LS/26-27/000003',
            totnum: 3,
            cancel: 0,
            net_issue: 3,
          },
        ],
      },
    ]);
  });
});
