/*
 * The GST inside GST-inclusive prices, worked back per invoice line in integer paise. A line's
 * tax is rounded (half up) to the paisa and its taxable value is what is left, so every line, and
 * so the invoice, adds up to exactly what the buyer paid.
 */

/** A line as the tax sees it: what it charged (unit price x quantity, GST included) at a rate. */
export type TaxableLine = { totalPaise: number; ratePercent: number; hsnCode: string | null };

/**
 * A buyer in the seller's own state pays central and state GST (CGST + SGST, half the rate
 * each); a buyer in another state pays integrated GST (IGST) at the whole rate.
 */
export type SupplyKind = 'INTRA_STATE' | 'INTER_STATE';

export type LineTax = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type HsnSummaryRow = LineTax & { hsnCode: string | null; ratePercent: number };

export type GstBreakdown<L extends TaxableLine> = {
  lines: (L & LineTax)[];
  /** Column sums; with `totalPaise`, what the buyer paid. */
  totals: LineTax & { totalPaise: number };
  /** One row per HSN code and rate, in the order they first appear. */
  hsnSummary: HsnSummaryRow[];
};

/** numerator / denominator rounded half up, for a numerator >= 0 and a denominator > 0. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  const doubled = 2 * numerator + denominator;
  const twice = 2 * denominator;
  return (doubled - (doubled % twice)) / twice;
}

/** The tax inside one line's GST-inclusive total. */
export function lineTax(
  line: Pick<TaxableLine, 'totalPaise' | 'ratePercent'>,
  supply: SupplyKind,
): LineTax {
  const { totalPaise, ratePercent } = line;
  if (supply === 'INTRA_STATE') {
    const half = divideRoundingHalfUp(totalPaise * ratePercent, 2 * (100 + ratePercent));
    return { taxablePaise: totalPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igstPaise = divideRoundingHalfUp(totalPaise * ratePercent, 100 + ratePercent);
  return { taxablePaise: totalPaise - igstPaise, cgstPaise: 0, sgstPaise: 0, igstPaise };
}

const noTax = (): LineTax => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });

function addInto(sum: LineTax, tax: LineTax): void {
  sum.taxablePaise += tax.taxablePaise;
  sum.cgstPaise += tax.cgstPaise;
  sum.sgstPaise += tax.sgstPaise;
  sum.igstPaise += tax.igstPaise;
}

/** Every line's tax, the column totals, and the summary by HSN code and rate. */
export function gstBreakdown<L extends TaxableLine>(
  lines: readonly L[],
  supply: SupplyKind,
): GstBreakdown<L> {
  const taxed = lines.map((line) => ({ ...line, ...lineTax(line, supply) }));
  const totals = { ...noTax(), totalPaise: 0 };
  const summary = new Map<string, HsnSummaryRow>();
  for (const line of taxed) {
    addInto(totals, line);
    totals.totalPaise += line.totalPaise;
    const key = `${line.hsnCode ?? ''}@${line.ratePercent}`;
    let row = summary.get(key);
    if (!row) {
      row = { hsnCode: line.hsnCode, ratePercent: line.ratePercent, ...noTax() };
      summary.set(key, row);
    }
    addInto(row, line);
  }
  return { lines: taxed, totals, hsnSummary: [...summary.values()] };
}
