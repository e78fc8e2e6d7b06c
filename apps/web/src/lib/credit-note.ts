import { downloadApiFile } from './api-client.ts';
import { saveFile } from './save-file.ts';

/** "CN/26-27/000001" -> "credit-note-CN-26-27-000001.pdf". */
export const creditNoteFileName = (number: string): string =>
  `credit-note-${number.replaceAll('/', '-')}.pdf`;

/**
 * Saves a completed return's GST credit note (a PDF the server issues when a return of an
 * invoiced order completes). The same call serves its customer and any admin.
 */
export async function downloadCreditNote(request: { id: string; number: string }): Promise<void> {
  const pdf = await downloadApiFile(`/returns/${encodeURIComponent(request.id)}/credit-note.pdf`);
  saveFile(pdf, creditNoteFileName(request.number));
}
