import type { Order } from '@shop/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadInvoice } from '../../../lib/order-invoice.ts';

/** A delivered order's tax invoice: its number and the button that saves the PDF. */
export function InvoiceDownload({ order }: { order: Order }) {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: downloadInvoice,
    onError: (error) => toast.error(errorMessage(error, t`Failed to download the invoice.`)),
  });
  const { invoiceNumber } = order;
  if (!invoiceNumber) return null;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p className="text-ink-700">
        <Trans>
          Invoice{' '}
          <span className="font-semibold whitespace-nowrap text-ink-900">{invoiceNumber}</span>
        </Trans>
      </p>
      <Button
        variant="outline"
        size="sm"
        busy={download.isPending}
        busyLabel={t`Downloading…`}
        onClick={() => download.mutate({ id: order.id, invoiceNumber })}
      >
        <FileDown aria-hidden="true" className="size-4" />
        <Trans>
          Download invoice<span className="sr-only"> {invoiceNumber}</span>
        </Trans>
      </Button>
    </div>
  );
}
