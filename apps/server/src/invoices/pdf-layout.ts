import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/*
 * What the invoice and the packing slip share: an A4 page with an embedded font, the shop's
 * logo, and a table that wraps long cells and carries on over pages under its header row.
 */

export type Pdf = PDFKit.PDFDocument;

export const FONT = 'regular';
export const BOLD = 'bold';
export const INK = '#1f2933';
export const MUTED = '#52606d';
export const RULE = '#9aa5b1';
export const SHADE = '#eef1f4';
export const MARGIN = 36;

const RUPEE_SIGN = 0x20b9;
const resolveFile = createRequire(import.meta.url).resolve;

/**
 * Noto Sans (SIL Open Font License, from npm): Latin and the rupee sign, which PDF's built-in
 * fonts lack. Read once; a font without the sign would print a blank box in every amount. The
 * package is read as files, never imported, so knip.json lists it as used.
 */
function loadFont(file: string): Buffer {
  const data = readFileSync(resolveFile(file));
  const font = fontkit.create(data);
  if (!('hasGlyphForCodePoint' in font) || !font.hasGlyphForCodePoint(RUPEE_SIGN)) {
    throw new Error(`${file} has no rupee sign (U+20B9)`);
  }
  return data;
}
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const embeddedFonts = () =>
  (fonts ??= {
    regular: loadFont('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: loadFont('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  });

/** Draws an A4 document and answers its bytes. */
export async function renderPdf(
  info: { title: string; author: string },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Creator: info.author },
  });
  const { regular, bold } = embeddedFonts();
  doc.registerFont(FONT, regular);
  doc.registerFont(BOLD, bold);
  doc.font(FONT).fillColor(INK);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

export const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;
const pageBottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more points fit on this one. */
export function keepTogether(doc: Pdf, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

export function horizontalRule(doc: Pdf, y = doc.y): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

/** A bold caption with text under it, at (x, y), `width` wide; answers the y below it. */
export function labelledBlock(
  doc: Pdf,
  caption: string,
  lines: string[],
  at: { x: number; y: number; width: number },
): number {
  doc.font(BOLD).fontSize(8).fillColor(MUTED).text(caption.toUpperCase(), at.x, at.y, {
    width: at.width,
  });
  doc.font(FONT).fontSize(9).fillColor(INK);
  for (const line of lines) doc.text(line, { width: at.width });
  return doc.y;
}

export type Column<Row> = {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  cell: (row: Row) => string;
  bold?: boolean;
};

const CELL_PADDING = 3;

/** The height a row of cells takes once each is wrapped to its column. */
function rowHeight(doc: Pdf, texts: string[], columns: Column<unknown>[], bold: boolean): number {
  doc.font(bold ? BOLD : FONT);
  const heights = texts.map((text, index) =>
    doc.heightOfString(text, { width: columns[index]!.width - 2 * CELL_PADDING }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function drawRow(
  doc: Pdf,
  texts: string[],
  columns: Column<unknown>[],
  options: { header: boolean; boldColumns: boolean[] },
): void {
  const height = rowHeight(doc, texts, columns, options.header);
  const top = doc.y;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  if (options.header) doc.rect(MARGIN, top, width, height).fill(SHADE);
  let x = MARGIN;
  texts.forEach((text, index) => {
    const column = columns[index]!;
    doc
      .font(options.header || options.boldColumns[index] ? BOLD : FONT)
      .fillColor(INK)
      .text(text, x + CELL_PADDING, top + CELL_PADDING, {
        width: column.width - 2 * CELL_PADDING,
        align: column.align ?? 'left',
      });
    x += column.width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + width, top + height)
    .lineWidth(options.header ? 0.8 : 0.4)
    .strokeColor(RULE)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

/**
 * A table from the current position across the page: a shaded header row, then one row per
 * item, each as tall as its longest wrapped cell. A row that would cross the page's foot goes
 * to the next page, under the header row again.
 */
export function drawTable<Row>(
  doc: Pdf,
  columns: Column<Row>[],
  rows: Row[],
  options: { fontSize?: number } = {},
): void {
  const untyped = columns as Column<unknown>[];
  const headers = columns.map((column) => column.header);
  const boldColumns = columns.map((column) => column.bold ?? false);
  doc.fontSize(options.fontSize ?? 8);
  const headerHeight = rowHeight(doc, headers, untyped, true);
  const header = () => drawRow(doc, headers, untyped, { header: true, boldColumns });
  const firstRowHeight = rows[0]
    ? rowHeight(
        doc,
        columns.map((c) => c.cell(rows[0]!)),
        untyped,
        false,
      )
    : 0;
  keepTogether(doc, headerHeight + firstRowHeight);
  header();
  for (const row of rows) {
    const texts = columns.map((column) => column.cell(row));
    if (doc.y + rowHeight(doc, texts, untyped, false) > pageBottom(doc)) {
      doc.addPage();
      doc.fontSize(options.fontSize ?? 8);
      header();
    }
    drawRow(doc, texts, untyped, { header: false, boldColumns });
  }
}

/** A line at the foot of every page, once all are drawn (the document buffers them). */
export function footPages(doc: Pdf, footer: (page: number, pages: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Text below the bottom margin would open a new page: lift the margin while writing there.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(footer(index - start, count), MARGIN, doc.page.height - 24, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
