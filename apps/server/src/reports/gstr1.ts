import { B2CL_THRESHOLD_PAISE, type Gstr1Return } from '@shop/contracts/gst-reports';
import { toRupees } from '@shop/contracts/money';
import { lineTax, type LineTax } from '../invoices/gst-tax.service.ts';

/** A line of a tax document: what it charged (GST included) for how many units, at a rate. */
export type DocumentLine = {
  hsnCode: string | null;
  ratePercent: number;
  quantity: number;
  totalPaise: number;
};

/** A tax invoice issued in the month, as it was issued. */
export type IssuedInvoice = {
  number: string;
  /** India's calendar date it was issued, YYYY-MM-DD. */
  date: string;
  /** The GST state code of the seller when it was issued, and of the place of supply. */
  sellerState: string;
  placeOfSupply: string;
  totalPaise: number;
  /** The order was cancelled after delivery: the invoice stands, but counts as cancelled. */
  cancelled: boolean;
  lines: DocumentLine[];
};

/** A credit note issued in the month, with the invoice it reduces. */
export type IssuedCreditNote = {
  number: string;
  date: string;
  invoice: Pick<IssuedInvoice, 'sellerState' | 'placeOfSupply' | 'totalPaise'>;
  lines: DocumentLine[];
};

type Taxed = LineTax & { totalPaise: number };
const zero = (): Taxed => ({
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  totalPaise: 0,
});

function addInto(sum: Taxed, tax: Taxed, sign: 1 | -1): void {
  sum.taxablePaise += sign * tax.taxablePaise;
  sum.cgstPaise += sign * tax.cgstPaise;
  sum.sgstPaise += sign * tax.sgstPaise;
  sum.igstPaise += sign * tax.igstPaise;
  sum.totalPaise += sign * tax.totalPaise;
}

const interState = (doc: Pick<IssuedInvoice, 'sellerState' | 'placeOfSupply'>) =>
  doc.sellerState !== doc.placeOfSupply;

/** B2C large: an inter-state invoice above the threshold, reported one by one. */
export const isLarge = (
  invoice: Pick<IssuedInvoice, 'sellerState' | 'placeOfSupply' | 'totalPaise'>,
) => interState(invoice) && invoice.totalPaise > B2CL_THRESHOLD_PAISE;

/** A line's tax, worked as its invoice (or credit note) worked it. */
function taxOf(
  doc: Pick<IssuedInvoice, 'sellerState' | 'placeOfSupply'>,
  line: DocumentLine,
): Taxed {
  const supply = interState(doc) ? 'INTER_STATE' : 'INTRA_STATE';
  return { ...lineTax(line, supply), totalPaise: line.totalPaise };
}

/** "2026-11-05" -> "05-11-2026", the portal's way. */
const portalDate = (day: string) => day.split('-').reverse().join('-');

/** Per rate, a document's taxable value and IGST, numbered as the portal's item lists are. */
function itemsByRate(
  doc: Pick<IssuedInvoice, 'sellerState' | 'placeOfSupply'>,
  lines: DocumentLine[],
) {
  const byRate = new Map<number, Taxed>();
  for (const line of lines) {
    const sum = byRate.get(line.ratePercent) ?? zero();
    addInto(sum, taxOf(doc, line), 1);
    byRate.set(line.ratePercent, sum);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, sum], index) => ({
      num: index + 1,
      itm_det: {
        rt: rate,
        txval: toRupees(sum.taxablePaise),
        iamt: toRupees(sum.igstPaise),
        csamt: 0,
      },
    }));
}

/** The documents' first and last numbers and count, as the portal's document summary asks. */
function documentRange(numbers: string[], cancelled: number) {
  if (numbers.length === 0) return [];
  const sorted = numbers.toSorted();
  return [
    {
      num: 1,
      from: sorted[0]!,
      to: sorted.at(-1)!,
      totnum: sorted.length,
      cancel: cancelled,
      net_issue: sorted.length - cancelled,
    },
  ];
}

/**
 * The month's GSTR-1 from its invoices and credit notes: every figure is a sum, in paise, of
 * what the documents say line by line (the same tax the PDFs show), turned into rupees last.
 *
 * - B2CL: inter-state invoices above ₹1,00,000, one by one; CDNUR: credit notes against them.
 * - B2CS: every other invoice, summed per kind of supply, place of supply and rate, less the
 *   month's credit notes against such invoices (the portal nets them there).
 * - HSN (B2C): per HSN code and rate, every invoice less every credit note of the month.
 * - Documents issued: the month's invoice and credit-note numbers; an invoice whose order was
 *   cancelled after delivery counts as cancelled and stays out of the sections.
 */
export function gstr1Of(
  gstin: string,
  period: string,
  invoices: IssuedInvoice[],
  creditNotes: IssuedCreditNote[],
): Gstr1Return {
  const live = invoices.filter((invoice) => !invoice.cancelled);
  const small = new Map<string, Taxed & { interState: boolean; pos: string; rate: number }>();
  const addSmall = (
    doc: Pick<IssuedInvoice, 'sellerState' | 'placeOfSupply'>,
    line: DocumentLine,
    sign: 1 | -1,
  ) => {
    const key = `${interState(doc) ? 'INTER' : 'INTRA'}|${doc.placeOfSupply}|${line.ratePercent}`;
    const row = small.get(key) ?? {
      ...zero(),
      interState: interState(doc),
      pos: doc.placeOfSupply,
      rate: line.ratePercent,
    };
    addInto(row, taxOf(doc, line), sign);
    small.set(key, row);
  };
  const hsn = new Map<string, Taxed & { hsn: string; rate: number; quantity: number }>();
  const addHsn = (
    doc: Pick<IssuedInvoice, 'sellerState' | 'placeOfSupply'>,
    line: DocumentLine,
    sign: 1 | -1,
  ) => {
    const code = line.hsnCode ?? '';
    const key = `${code}|${line.ratePercent}`;
    const row = hsn.get(key) ?? { ...zero(), hsn: code, rate: line.ratePercent, quantity: 0 };
    addInto(row, taxOf(doc, line), sign);
    row.quantity += sign * line.quantity;
    hsn.set(key, row);
  };

  const large = new Map<string, Gstr1Return['b2cl'][number]['inv']>();
  for (const invoice of live) {
    for (const line of invoice.lines) addHsn(invoice, line, 1);
    if (isLarge(invoice)) {
      const list = large.get(invoice.placeOfSupply) ?? [];
      list.push({
        inum: invoice.number,
        idt: portalDate(invoice.date),
        val: toRupees(invoice.totalPaise),
        itms: itemsByRate(invoice, invoice.lines),
      });
      large.set(invoice.placeOfSupply, list);
    } else {
      for (const line of invoice.lines) addSmall(invoice, line, 1);
    }
  }
  const cdnur: Gstr1Return['cdnur'] = [];
  for (const note of creditNotes) {
    for (const line of note.lines) addHsn(note.invoice, line, -1);
    if (isLarge(note.invoice)) {
      cdnur.push({
        typ: 'B2CL',
        ntty: 'C',
        nt_num: note.number,
        nt_dt: portalDate(note.date),
        val: toRupees(note.lines.reduce((sum, line) => sum + line.totalPaise, 0)),
        pos: note.invoice.placeOfSupply,
        itms: itemsByRate(note.invoice, note.lines),
      });
    } else {
      for (const line of note.lines) addSmall(note.invoice, line, -1);
    }
  }

  return {
    gstin,
    fp: `${period.slice(5, 7)}${period.slice(0, 4)}`,
    b2cs: [...small.values()]
      .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate)
      .map((row) => ({
        sply_ty: row.interState ? ('INTER' as const) : ('INTRA' as const),
        typ: 'OE' as const,
        pos: row.pos,
        rt: row.rate,
        txval: toRupees(row.taxablePaise),
        iamt: toRupees(row.igstPaise),
        camt: toRupees(row.cgstPaise),
        samt: toRupees(row.sgstPaise),
        csamt: 0,
      })),
    b2cl: [...large.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pos, inv]) => ({ pos, inv: inv.toSorted((a, b) => a.inum.localeCompare(b.inum)) })),
    cdnur: cdnur.toSorted((a, b) => a.nt_num.localeCompare(b.nt_num)),
    hsn: {
      hsn_b2c: [...hsn.values()]
        .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
        .map((row, index) => ({
          num: index + 1,
          hsn_sc: row.hsn,
          uqc: 'NOS' as const,
          qty: row.quantity,
          rt: row.rate,
          txval: toRupees(row.taxablePaise),
          iamt: toRupees(row.igstPaise),
          camt: toRupees(row.cgstPaise),
          samt: toRupees(row.sgstPaise),
          csamt: 0,
        })),
    },
    doc_issue: {
      doc_det: [
        {
          doc_num: 1,
          doc_typ: 'Invoices for outward supply',
          docs: documentRange(
            invoices.map((invoice) => invoice.number),
            invoices.length - live.length,
          ),
        },
        {
          doc_num: 5,
          doc_typ: 'Credit Note',
          docs: documentRange(
            creditNotes.map((note) => note.number),
            0,
          ),
        },
      ].filter((entry) => entry.docs.length > 0),
    },
  };
}
