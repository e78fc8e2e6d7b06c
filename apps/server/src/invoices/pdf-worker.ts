// Runs in the drawing threads of pdf-drawing.ts (loaded by its path, as TypeScript, like the
// server itself): drawing a PDF is ~0.2 s of pure JavaScript that would otherwise hold the
// server's only thread, and every other request with it.
import { creditNotePdf, type CreditNoteInput } from './credit-note-pdf.ts';
import { invoicePdf, type InvoiceInput } from './invoice-pdf.ts';
import { packingSlipPdf, type PackingSlipInput } from './packing-slip-pdf.ts';

/**
 * What the server asks a drawing thread for. Buffers cross threads as plain Uint8Arrays (the
 * structured clone drops Buffer's class), so the logo is made a Buffer again here: PDFKit takes
 * anything else for a file path.
 */
export type PdfJob =
  | { kind: 'invoice'; input: InvoiceInput }
  | { kind: 'credit-note'; input: CreditNoteInput }
  | { kind: 'packing-slips'; input: PackingSlipInput };

const asBuffer = (bytes: Uint8Array | undefined) =>
  bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export default async function drawPdf(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'invoice':
      return invoicePdf({ ...job.input, logo: asBuffer(job.input.logo) });
    case 'credit-note':
      return creditNotePdf({ ...job.input, logo: asBuffer(job.input.logo) });
    case 'packing-slips':
      return packingSlipPdf({ ...job.input, logo: asBuffer(job.input.logo) });
  }
}
