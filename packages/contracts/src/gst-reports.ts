import { z } from 'zod';
import { shopDateSchema } from './common.ts';

// ---------------------------------------------------------------- GSTR-1

const PERIOD_MESSAGE = 'Choose a month as YYYY-MM.';
/** A month of India's calendar, e.g. "2026-11": the return's tax period. */
export const gstPeriodSchema = z
  .string({ error: PERIOD_MESSAGE })
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, PERIOD_MESSAGE);

export const gstr1QuerySchema = z.object({ period: gstPeriodSchema });

export const gstr1Sections = ['b2cs', 'b2cl', 'cdnur', 'hsn'] as const;
export type Gstr1Section = (typeof gstr1Sections)[number];
export const gstr1SectionLabels: Record<Gstr1Section, string> = {
  b2cs: 'B2C small (7)',
  b2cl: 'B2C large (5)',
  cdnur: 'Credit notes, unregistered (9B)',
  hsn: 'HSN summary, B2C (12)',
};
export const gstr1CsvQuerySchema = gstr1QuerySchema.extend({
  section: z.enum(gstr1Sections, { error: 'Choose a section: b2cs, b2cl, cdnur or hsn.' }),
});
export type Gstr1CsvQuery = z.infer<typeof gstr1CsvQuerySchema>;

/**
 * An inter-state invoice to an unregistered buyer above this value (₹1,00,000 since August 2024)
 * is reported one by one in B2CL; every other sale to a consumer goes into B2CS, summed.
 */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

/** Rupees with 2 decimals, as the GST portal's JSON writes amounts. */
const rupees = z.number();
/** A GST state code of 2 digits: the place of supply. */
const placeOfSupply = z.string();
/** A date as the portal writes it: dd-mm-yyyy (India time). */
const portalDate = z.string();

const itemDetailSchema = z.object({
  rt: z.number(),
  txval: rupees,
  iamt: rupees,
  csamt: rupees,
});
const numberedItemsSchema = z.array(z.object({ num: z.number().int(), itm_det: itemDetailSchema }));

/** The month's return in the shape of the GST portal's offline tool JSON (the parts a B2C shop files). */
export const gstr1ReturnSchema = z.object({
  gstin: z.string(),
  /** The period as MMYYYY. */
  fp: z.string(),
  /** Small B2C supplies, per kind, place of supply and rate, less this month's credit notes on them. */
  b2cs: z.array(
    z.object({
      sply_ty: z.enum(['INTRA', 'INTER']),
      typ: z.literal('OE'),
      pos: placeOfSupply,
      rt: z.number(),
      txval: rupees,
      iamt: rupees,
      camt: rupees,
      samt: rupees,
      csamt: rupees,
    }),
  ),
  /** Large inter-state B2C invoices, one by one, grouped by place of supply. */
  b2cl: z.array(
    z.object({
      pos: placeOfSupply,
      inv: z.array(
        z.object({
          inum: z.string(),
          idt: portalDate,
          val: rupees,
          itms: numberedItemsSchema,
        }),
      ),
    }),
  ),
  /** Credit notes against B2CL invoices. */
  cdnur: z.array(
    z.object({
      typ: z.literal('B2CL'),
      ntty: z.literal('C'),
      nt_num: z.string(),
      nt_dt: portalDate,
      val: rupees,
      pos: placeOfSupply,
      itms: numberedItemsSchema,
    }),
  ),
  /** The summary by HSN code and rate, net of the month's credit notes. */
  hsn: z.object({
    hsn_b2c: z.array(
      z.object({
        num: z.number().int(),
        hsn_sc: z.string(),
        uqc: z.literal('NOS'),
        qty: z.number(),
        rt: z.number(),
        txval: rupees,
        iamt: rupees,
        camt: rupees,
        samt: rupees,
        csamt: rupees,
      }),
    ),
  }),
  /** The documents issued in the month: invoices (1) and credit notes (5), first to last. */
  doc_issue: z.object({
    doc_det: z.array(
      z.object({
        doc_num: z.number().int(),
        doc_typ: z.string(),
        docs: z.array(
          z.object({
            num: z.number().int(),
            from: z.string(),
            to: z.string(),
            totnum: z.number().int(),
            cancel: z.number().int(),
            net_issue: z.number().int(),
          }),
        ),
      }),
    ),
  }),
});
export type Gstr1Return = z.infer<typeof gstr1ReturnSchema>;

/** The figures a section adds up to, for the Reports screen's totals. */
export type Gstr1SectionTotals = {
  rows: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
};

const paiseOf = (value: number) => Math.round(value * 100);

/** Each section's row count and sums, in paise (the sections' own figures added up). */
export function gstr1SectionTotals(gstr1: Gstr1Return): Record<Gstr1Section, Gstr1SectionTotals> {
  const empty = (): Gstr1SectionTotals => ({
    rows: 0,
    taxablePaise: 0,
    igstPaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
  });
  const add = (
    sum: Gstr1SectionTotals,
    row: { txval: number; iamt: number; camt?: number; samt?: number },
  ) => {
    sum.taxablePaise += paiseOf(row.txval);
    sum.igstPaise += paiseOf(row.iamt);
    sum.cgstPaise += paiseOf(row.camt ?? 0);
    sum.sgstPaise += paiseOf(row.samt ?? 0);
  };
  const totals = { b2cs: empty(), b2cl: empty(), cdnur: empty(), hsn: empty() };
  for (const row of gstr1.b2cs) {
    totals.b2cs.rows += 1;
    add(totals.b2cs, row);
  }
  for (const place of gstr1.b2cl) {
    for (const invoice of place.inv) {
      totals.b2cl.rows += 1;
      for (const item of invoice.itms) add(totals.b2cl, item.itm_det);
    }
  }
  for (const note of gstr1.cdnur) {
    totals.cdnur.rows += 1;
    for (const item of note.itms) add(totals.cdnur, item.itm_det);
  }
  for (const row of gstr1.hsn.hsn_b2c) {
    totals.hsn.rows += 1;
    add(totals.hsn, row);
  }
  return totals;
}

// ---------------------------------------------------------------- sales report

export const salesGroupings = ['day', 'category', 'product', 'payment'] as const;
export type SalesGrouping = (typeof salesGroupings)[number];
export const salesGroupingLabels: Record<SalesGrouping, string> = {
  day: 'Day',
  category: 'Category',
  product: 'Product',
  payment: 'Payment method',
};
/** The longest range one report covers. */
export const SALES_RANGE_MAX_DAYS = 366;

export const salesQuerySchema = z
  .object({
    from: shopDateSchema,
    to: shopDateSchema,
    by: z.enum(salesGroupings, { error: 'Group by day, category, product or payment.' }),
  })
  .refine((query) => query.from <= query.to, {
    message: 'The start date must not be after the end date.',
    path: ['to'],
  })
  .refine(
    (query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < SALES_RANGE_MAX_DAYS,
    { message: `Choose at most ${SALES_RANGE_MAX_DAYS} days.`, path: ['to'] },
  );
export type SalesQuery = z.infer<typeof salesQuerySchema>;

const salesFiguresSchema = z.object({
  /** Invoices (delivered sales) in the range. */
  orders: z.number().int(),
  /** Units sold. */
  items: z.number().int(),
  /** Rupees at list price, before any discount. */
  gross: z.number(),
  /** Rupees off: the products' own discounts and the codes'. */
  discounts: z.number(),
  /** Rupees charged (gross less discounts), GST included. */
  net: z.number(),
  /** Rupees of GST inside `net`, as the invoices work it. */
  tax: z.number(),
  /** Rupees refunded by the credit notes issued in the range. */
  returns: z.number(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(salesGroupings),
  rows: z.array(salesFiguresSchema.extend({ key: z.string(), label: z.string() })),
  totals: salesFiguresSchema,
});
export type SalesReport = z.infer<typeof salesReportSchema>;
/** The CSV's columns, in order (`Accept: text/csv`). */
export const SALES_CSV_COLUMNS = [
  'Group',
  'Orders',
  'Items',
  'Gross',
  'Discounts',
  'Net',
  'Tax',
  'Returns',
] as const;
export const reportCsvSchema = z.string();
