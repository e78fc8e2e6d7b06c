import { parse } from 'csv-parse/sync';
import { badRequest } from '../http/app-error.ts';

/**
 * Reads a bank statement exported as CSV: the credit lines, each with its UPI reference (UTR)
 * when one can be found, and how many lines were left aside (debits, lines without an amount).
 *
 * Banks differ in everything but the essentials: a few lines of account details come before the
 * header row; the reference is "Reference", "UTR", "Ref No", "Chq./Ref.No." or "Transaction
 * Reference" (or only inside the narration, "UPI/433512345678/Meera Iyer/okaxis"); the money in
 * is "Amount", "Credit", "Deposit", "Deposit Amt." or "Cr", beside a debit column or a Dr/Cr
 * column that tells money out, which is never read. Amounts come as "1,299.00", "₹ 1,299" or
 * "1,299.00 Cr".
 */

export type StatementCredit = {
  /** 1 is the first line after the header row. */
  line: number;
  /** The reference as the statement gives it (else the narration); null when neither. */
  reference: string | null;
  /** The 12-digit UPI reference found in the reference or the narration. */
  utr: string | null;
  amountPaise: number;
};

export type Statement = { credits: StatementCredit[]; ignoredLines: number };

type Column = Exclude<keyof Columns, 'references'> | 'reference';

type Columns = {
  /** Every reference column: some banks give a transaction ID and the UTR apart. */
  references: number[];
  narration?: number;
  credit?: number;
  amount?: number;
  debit?: number;
  /** A column saying Cr or Dr of each line's amount. */
  kind?: number;
};

/** A header as compared: lower case, letters and digits only ("Chq./Ref.No." -> "chqrefno"). */
const simplified = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The column a header names, by the words banks use; undefined for the others (date, balance). */
function columnOf(header: string): Column | undefined {
  const name = simplified(header);
  if (!name || name.includes('balance') || name.includes('date')) return undefined;
  if (['crdr', 'drcr', 'type', 'transactiontype', 'debitcredit', 'creditdebit'].includes(name)) {
    return 'kind';
  }
  if (name.includes('debit') || name.includes('withdrawal') || name === 'dr') return 'debit';
  if (name.includes('credit') || name.includes('deposit') || name === 'cr') return 'credit';
  if (name.includes('amount') || name === 'amt' || name.startsWith('amtinr')) return 'amount';
  if (name.includes('ref') || name.includes('utr')) return 'reference';
  if (/narration|description|particulars|remarks|details/.test(name)) return 'narration';
  return undefined;
}

/** The columns of a row read as a header; undefined unless it names a reference and the money in. */
function headerColumns(row: string[]): Columns | undefined {
  const columns: Columns = { references: [] };
  row.forEach((cell, index) => {
    const column = columnOf(cell);
    if (column === 'reference') columns.references.push(index);
    else if (column && columns[column] === undefined) columns[column] = index;
  });
  const hasReference = columns.references.length > 0 || columns.narration !== undefined;
  const hasMoneyIn = columns.credit !== undefined || columns.amount !== undefined;
  return hasReference && hasMoneyIn ? columns : undefined;
}

const HEADER_SEARCH_ROWS = 40;
const DELIMITERS = [',', ';', '\t'];

export const STATEMENT_COLUMNS_LOOKED_FOR =
  'a reference (Reference, UTR, Ref No, Chq./Ref.No., Transaction Reference) or a narration (Narration, Description, Particulars), and the money in (Amount, Credit, Deposit, Deposit Amt., Cr)';

const unreadable = () =>
  badRequest(
    `This file does not look like a bank statement in CSV: no header row with ${STATEMENT_COLUMNS_LOOKED_FOR} was found. Download the statement from your net banking as CSV (or save the Excel file as CSV) and upload it again.`,
  );

/** The file's rows split on the first delimiter that gives a header row; 400 when none does. */
function rowsAndHeader(text: string): { rows: string[][]; headerAt: number; columns: Columns } {
  for (const delimiter of DELIMITERS) {
    let rows: string[][];
    try {
      rows = parse(text, {
        delimiter,
        bom: true,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        trim: true,
      });
    } catch {
      continue;
    }
    const searched = rows.slice(0, HEADER_SEARCH_ROWS);
    for (const [index, row] of searched.entries()) {
      const columns = headerColumns(row);
      if (columns) return { rows, headerAt: index, columns };
    }
  }
  throw unreadable();
}

/**
 * Paise of an amount as statements write it ("1,299.00", "₹ 1,299", "Rs. 1299.5", "1,299.00 Cr",
 * "(500.00)"), with the Cr/Dr it may carry; undefined when the cell holds no amount.
 */
export function parseAmount(cell: string): { paise: number; kind?: 'CR' | 'DR' } | undefined {
  let text = cell.replace(/[₹,\s]/g, '').replace(/^(INR|Rs\.?)/i, '');
  let kind: 'CR' | 'DR' | undefined;
  const marked = /^(.*?)(CR|DR)\.?$/i.exec(text);
  if (marked) {
    text = marked[1]!;
    kind = marked[2]!.toUpperCase() as 'CR' | 'DR';
  }
  const negative = /^\(.*\)$/.test(text) || text.startsWith('-');
  const match = /^\(?[-+]?(\d+)(?:\.(\d{1,2}))?\)?$/.exec(text);
  if (!match) return undefined;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (negative) return { paise, kind: 'DR' };
  return kind ? { paise, kind } : { paise };
}

/** Whether a Dr/Cr column's cell says money out. */
const isDebitKind = (cell: string) => /^(dr|d|debit|withdrawal)\.?$/i.test(cell.trim());

/**
 * A 12-digit number standing alone in the text (not part of a longer one): a UPI reference. A
 * reference column may pad it with zeros to 16 digits ("0000433512345678"), as some banks do.
 */
export function findUtr(text: string): string | null {
  const padded = /^0+(\d{12})$/.exec(text.trim());
  if (padded) return padded[1]!;
  return /(?<!\d)\d{12}(?!\d)/.exec(text)?.[0] ?? null;
}

/** The money a line brings in, in paise; undefined for a debit or a line without an amount. */
function creditPaise(row: string[], columns: Columns): number | undefined {
  const cell = (index: number | undefined) => (index === undefined ? '' : (row[index] ?? ''));
  if (columns.credit !== undefined) {
    const credit = parseAmount(cell(columns.credit));
    if (!credit || credit.paise === 0 || credit.kind === 'DR') return undefined;
    return credit.paise;
  }
  const amount = parseAmount(cell(columns.amount));
  if (!amount || amount.paise === 0 || amount.kind === 'DR') return undefined;
  if (columns.kind !== undefined && isDebitKind(cell(columns.kind))) return undefined;
  // An amount column beside a debit column: a line with a debit is money out.
  if (columns.debit !== undefined && (parseAmount(cell(columns.debit))?.paise ?? 0) > 0) {
    return undefined;
  }
  return amount.paise;
}

/** The statement's credit lines; 400 naming the columns looked for when it cannot be read. */
export function readStatement(file: Buffer): Statement {
  const { rows, headerAt, columns } = rowsAndHeader(file.toString('utf8'));
  const credits: StatementCredit[] = [];
  let ignoredLines = 0;
  rows.slice(headerAt + 1).forEach((row, index) => {
    const amountPaise = creditPaise(row, columns);
    if (amountPaise === undefined) {
      ignoredLines += 1;
      return;
    }
    const references = columns.references.map((column) => row[column] ?? '').filter(Boolean);
    const narration = columns.narration === undefined ? '' : (row[columns.narration] ?? '');
    const withUtr = references.find((reference) => findUtr(reference));
    credits.push({
      line: index + 1,
      reference: withUtr ?? references[0] ?? (narration || null),
      utr: findUtr(withUtr ?? narration),
      amountPaise,
    });
  });
  return { credits, ignoredLines };
}
