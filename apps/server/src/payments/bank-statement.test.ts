import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { findUtr, parseAmount, readStatement } from './bank-statement.ts';

const read = (lines: string[]) => readStatement(Buffer.from(lines.join('\r\n'), 'utf8'));

describe('reading a bank statement CSV', () => {
  it('reads an HDFC-style export: account lines first, Chq./Ref.No. padded, Withdrawal and Deposit Amt.', () => {
    const statement = read([
      'HDFC BANK Ltd.,,,,,,',
      'Account No :,50100123456789,,,,,',
      'Statement From :,01/11/2026,To :,28/11/2026,,,',
      '',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      '27/11/26,UPI-MEERA IYER-meera@okaxis-UTIB0001234-433512345678-PAYMENT,0000433512345678,27/11/26,,"1,299.00","45,120.50"',
      '27/11/26,NEFT DR-ELECTRICITY BOARD,N331262345,27/11/26,"2,400.00",,"42,720.50"',
      '28/11/26,UPI-RAVI KUMAR-ravi@oksbi-SBIN0004321-433599998888-UPI,0000433599998888,28/11/26,,649.50,"43,370.00"',
      '',
      '*** End of statement ***',
    ]);
    expect(statement.credits).toEqual([
      { line: 1, reference: '0000433512345678', utr: '433512345678', amountPaise: 129900 },
      { line: 3, reference: '0000433599998888', utr: '433599998888', amountPaise: 64950 },
    ]);
    // The debit line and the closing line.
    expect(statement.ignoredLines).toBe(2);
  });

  it('reads an SBI-style export: Ref No./Cheque No., Debit and Credit, ₹ amounts', () => {
    const statement = read([
      'Account Name,Little Sprouts',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      '27 Nov 2026,27 Nov 2026,BY TRANSFER-UPI/CR/433512345678/MEERA IYER/UTIB/meera@okaxis,TRANSFER FROM 433512345678,,"₹ 1,299",15000',
      '27 Nov 2026,27 Nov 2026,TO TRANSFER-UPI/DR/433500001111/AMAZON,TRANSFER TO 433500001111,₹ 500,,14500',
    ]);
    expect(statement.credits).toEqual([
      {
        line: 1,
        reference: 'TRANSFER FROM 433512345678',
        utr: '433512345678',
        amountPaise: 129900,
      },
    ]);
    expect(statement.ignoredLines).toBe(1);
  });

  it('reads a Kotak-style export: Amount with a Dr/Cr column, semicolons between fields', () => {
    const statement = read([
      'Sl. No.;Transaction Date;Value Date;Description;Chq / Ref No.;Amount;Dr / Cr;Balance;Dr / Cr',
      '1;27-11-2026;27-11-2026;UPI/433512345678/Meera Iyer/okaxis;UPI-433512345678;1,299.00;CR;15,000.00;CR',
      '2;27-11-2026;27-11-2026;UPI/433500001111/Swiggy/okhdfc;UPI-433500001111;350.00;DR;14,650.00;CR',
    ]);
    expect(statement.credits).toEqual([
      { line: 1, reference: 'UPI-433512345678', utr: '433512345678', amountPaise: 129900 },
    ]);
    expect(statement.ignoredLines).toBe(1);
  });

  it('reads a UTR column and a plain Amount (negative for money out), and the narration when the reference has none', () => {
    const statement = read([
      'Transaction Reference,UTR,Narration,Amount (INR)',
      'TXN-1,433512345678,UPI credit,1299',
      'TXN-2,,UPI/433577776666/Asha Rao/oksbi,"1,049.5"',
      'TXN-3,433500001111,Card payment,-250.00',
      'TXN-4,,Cash deposit at branch,2000.00',
    ]);
    expect(statement.credits).toEqual([
      { line: 1, reference: '433512345678', utr: '433512345678', amountPaise: 129900 },
      { line: 2, reference: 'TXN-2', utr: '433577776666', amountPaise: 104950 },
      { line: 4, reference: 'TXN-4', utr: null, amountPaise: 200000 },
    ]);
    expect(statement.ignoredLines).toBe(1);
  });

  it('reads an Axis-style export: PARTICULARS, DR and CR columns', () => {
    const statement = read([
      'Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL',
      '27-11-2026,,UPI/P2A/433512345678/MEERA IYER/Axis Bank,,1299.00,15000.00,123',
      '27-11-2026,,UPI/P2M/433500001111/SWIGGY,350.00,,14650.00,123',
    ]);
    expect(statement.credits).toEqual([
      {
        line: 1,
        reference: 'UPI/P2A/433512345678/MEERA IYER/Axis Bank',
        utr: '433512345678',
        amountPaise: 129900,
      },
    ]);
    expect(statement.ignoredLines).toBe(1);
  });

  it('refuses a file with no header row it knows, naming the columns it looked for', () => {
    for (const text of [
      'Date,Who,What\n1/1/26,Meera,Rompers',
      '\u0000\u0001PK\u0003\u0004 binary',
      '',
    ]) {
      let error: unknown;
      try {
        readStatement(Buffer.from(text));
      } catch (thrown) {
        error = thrown;
      }
      expect(error, JSON.stringify(text)).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(400);
      expect((error as AppError).message).toContain(
        'Reference, UTR, Ref No, Chq./Ref.No., Transaction Reference',
      );
      expect((error as AppError).message).toContain('Amount, Credit, Deposit, Deposit Amt., Cr');
    }
  });
});

describe('amounts and references', () => {
  it.each([
    ['1,299.00', { paise: 129900 }],
    ['₹ 1,299', { paise: 129900 }],
    ['₹1,29,999.50', { paise: 12999950 }],
    ['Rs. 1299.5', { paise: 129950 }],
    ['INR 649.50', { paise: 64950 }],
    ['1,299.00 Cr', { paise: 129900, kind: 'CR' }],
    ['500.00Dr', { paise: 50000, kind: 'DR' }],
    ['-250.00', { paise: 25000, kind: 'DR' }],
    ['(250.00)', { paise: 25000, kind: 'DR' }],
  ])('reads %s', (cell, amount) => {
    expect(parseAmount(cell)).toEqual(amount);
  });

  it.each(['', '-', 'NIL', '12.345', '1.2.3'])('finds no amount in %o', (cell) => {
    expect(parseAmount(cell)).toBeUndefined();
  });

  it('finds a UTR standing alone, or padded with zeros, but not inside a longer number', () => {
    expect(findUtr('UPI/433512345678/Meera Iyer/okaxis')).toBe('433512345678');
    expect(findUtr('0000433512345678')).toBe('433512345678');
    expect(findUtr('NEFT 12345678901234567')).toBeNull();
    expect(findUtr('IMPS 12345678901')).toBeNull();
  });
});
