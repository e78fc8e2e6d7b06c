import type { ReturnRequest } from '@shop/contracts/returns';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../lib/api-client.ts';
import { downloadCreditNote } from '../lib/credit-note.ts';
import { Button } from './ui/button.tsx';

/**
 * A completed return's credit note: its number, the invoice it reduces, and the button that
 * saves the PDF. Nothing while the request has none.
 */
export function CreditNoteDownload({ request }: { request: ReturnRequest }) {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: downloadCreditNote,
    onError: (error) => toast.error(errorMessage(error, t`Failed to download the credit note.`)),
  });
  const { creditNote } = request;
  if (!creditNote) return null;
  const { number, invoiceNumber } = creditNote;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p className="text-ink-700">
        <Trans>
          Credit note <span className="font-semibold whitespace-nowrap text-ink-900">{number}</span>{' '}
          against invoice <span className="whitespace-nowrap text-ink-900">{invoiceNumber}</span>
        </Trans>
      </p>
      <Button
        variant="outline"
        size="sm"
        busy={download.isPending}
        busyLabel={t`Downloading…`}
        onClick={() => download.mutate({ id: request.id, number: creditNote.number })}
      >
        <FileDown aria-hidden="true" className="size-4" />
        <Trans>
          Download credit note<span className="sr-only"> {number}</span>
        </Trans>
      </Button>
    </div>
  );
}
