import { stringify } from 'csv-stringify/sync';
import type { Gstr1Return, Gstr1Section, SalesReport } from '@shop/contracts/gst-reports';
import { SALES_CSV_COLUMNS } from '@shop/contracts/gst-reports';
import { indianStates } from '@shop/contracts/india';

/**
 * CSV text for a spreadsheet: a UTF-8 byte order mark (Excel then reads names right), CRLF rows
 * quoted per RFC 4180, a text cell starting with =, +, -, @, tab or CR prefixed with ' so it never
 * runs as a formula. Amounts stay numbers (a refund's minus sign is no formula) with 2 decimals.
 */
function csvText(columns: readonly string[], rows: (string | number)[][]): string {
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...columns],
    escape_formulas: true,
    record_delimiter: 'windows',
    cast: { number: (value) => (Number.isInteger(value) ? String(value) : value.toFixed(2)) },
  });
}

/** "29-Karnataka", as the portal's templates name a place of supply. */
const placeName = (code: string) =>
  `${code}-${indianStates.find((state) => state.code === code)?.name ?? 'Other Territory'}`;

/** One section of the month's GSTR-1 as CSV, with the portal's column names and the tax amounts. */
export function gstr1SectionCsv(gstr1: Gstr1Return, section: Gstr1Section): string {
  switch (section) {
    case 'b2cs':
      return csvText(
        [
          'Type',
          'Supply',
          'Place Of Supply',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Central Tax',
          'State/UT Tax',
          'Cess Amount',
        ],
        gstr1.b2cs.map((row) => [
          row.typ,
          row.sply_ty === 'INTRA' ? 'Intra-state' : 'Inter-state',
          placeName(row.pos),
          row.rt,
          row.txval,
          row.iamt,
          row.camt,
          row.samt,
          row.csamt,
        ]),
      );
    case 'b2cl':
      return csvText(
        [
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Cess Amount',
        ],
        gstr1.b2cl.flatMap((place) =>
          place.inv.flatMap((invoice) =>
            invoice.itms.map((item) => [
              invoice.inum,
              invoice.idt,
              invoice.val,
              placeName(place.pos),
              item.itm_det.rt,
              item.itm_det.txval,
              item.itm_det.iamt,
              item.itm_det.csamt,
            ]),
          ),
        ),
      );
    case 'cdnur':
      return csvText(
        [
          'UR Type',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Note Value',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Cess Amount',
        ],
        gstr1.cdnur.flatMap((note) =>
          note.itms.map((item) => [
            note.typ,
            note.nt_num,
            note.nt_dt,
            note.ntty,
            placeName(note.pos),
            note.val,
            item.itm_det.rt,
            item.itm_det.txval,
            item.itm_det.iamt,
            item.itm_det.csamt,
          ]),
        ),
      );
    case 'hsn':
      return csvText(
        [
          'HSN',
          'UQC',
          'Total Quantity',
          'Rate',
          'Taxable Value',
          'Integrated Tax Amount',
          'Central Tax Amount',
          'State/UT Tax Amount',
          'Cess Amount',
        ],
        gstr1.hsn.hsn_b2c.map((row) => [
          row.hsn_sc,
          'NOS-NUMBERS',
          row.qty,
          row.rt,
          row.txval,
          row.iamt,
          row.camt,
          row.samt,
          row.csamt,
        ]),
      );
  }
}

/** The sales report as CSV: one row per group, then the totals. */
export function salesCsv(report: SalesReport): string {
  const figures = (row: SalesReport['totals']) => [
    row.orders,
    row.items,
    row.gross,
    row.discounts,
    row.net,
    row.tax,
    row.returns,
  ];
  return csvText(SALES_CSV_COLUMNS, [
    ...report.rows.map((row) => [row.label, ...figures(row)]),
    ['Total', ...figures(report.totals)],
  ]);
}
