import os from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../http/app-error.ts';
import type { CreditNoteInput } from './credit-note-pdf.ts';
import type { InvoiceInput } from './invoice-pdf.ts';
import type { PackingSlipInput } from './packing-slip-pdf.ts';
import type { PdfJob } from './pdf-worker.ts';

/** Draws the shop's PDFs in worker threads; the server's own thread only waits for the bytes. */
export type PdfDrawing = {
  invoice(input: InvoiceInput): Promise<Buffer>;
  creditNote(input: CreditNoteInput): Promise<Buffer>;
  packingSlips(input: PackingSlipInput): Promise<Buffer>;
  /** How many drawing threads are running now (none until the first PDF, none once closed). */
  readonly threads: number;
  /** Lets the PDFs under way finish, then stops the threads. */
  close(): Promise<void>;
};

// A thread per core but one, which stays the server's: the server answers everything else while
// PDFs are drawn. Each thread draws one PDF at a time.
const defaultThreads = Math.max(1, os.availableParallelism() - 1);
// PDFs waiting for a thread, per thread: ~0.2 s each, so the last in line waits a few seconds.
// Past that the shop is flooded, and an honest 503 beats an ever longer wait.
const QUEUED_PER_THREAD = 16;
// Piscina's refusal when its queue is full; it has no error class of its own to test for.
const QUEUE_FULL = 'Task queue is at limit';
// A thread not used for this long ends; the next PDF starts one again (~0.3 s, once).
const IDLE_MS = 5 * 60_000;
// Drawing threads yield the cores to the server's thread when both want one (Linux only).
const LOWER_PRIORITY = 5;

export function startPdfDrawing(
  options: { threads?: number; queuedPerThread?: number } = {},
): PdfDrawing {
  const threads = options.threads ?? defaultThreads;
  const pool = new Piscina<PdfJob, Uint8Array>({
    filename: new URL('./pdf-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    maxQueue: threads * (options.queuedPerThread ?? QUEUED_PER_THREAD),
    idleTimeout: IDLE_MS,
    niceIncrement: LOWER_PRIORITY,
  });

  async function draw(job: PdfJob): Promise<Buffer> {
    const bytes = await pool.run(job).catch((error: unknown) => {
      if (error instanceof Error && error.message === QUEUE_FULL) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          503,
          'The shop is busy preparing documents. Please try again in a minute.',
        );
      }
      throw error;
    });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  return {
    invoice: (input) => draw({ kind: 'invoice', input }),
    creditNote: (input) => draw({ kind: 'credit-note', input }),
    packingSlips: (input) => draw({ kind: 'packing-slips', input }),
    get threads() {
      return pool.threads.length;
    },
    close: () => pool.close(),
  };
}
