import type { ReturnRequest } from '@shop/contracts/returns';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { formatIndianDate, formatIndianDateTime } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CreditNoteDownload } from '../../../components/credit-note-download.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Timeline } from '../../../components/ui/timeline.tsx';
import { formatRupees } from '@shop/contracts/money';
import { errorMessage } from '../../../lib/api-client.ts';
import { companyDetailsQuery } from '../../../lib/company-details-query.ts';
import { useCancelReturn } from '../api/returns.ts';
import {
  canCancelRequest,
  historyStepLabel,
  newestFirst,
  requestStatusLabel,
  returnReasonWords,
} from '../return-rules.ts';
import { ReturnStatusBadge } from './return-status-badge.tsx';

type ReturnRequestListProps = {
  requests: readonly ReturnRequest[];
  isPending: boolean;
  isError: boolean;
};

/** My Orders > Returns: every return and exchange request, newest first, with cancelling. */
export function ReturnRequestList({ requests, isPending, isError }: ReturnRequestListProps) {
  const { t } = useLingui();
  const cancel = useCancelReturn();
  const [toCancel, setToCancel] = useState<ReturnRequest | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const cancelled = useRef(false);

  if (isPending) {
    return (
      <p role="status" className="rounded-2xl bg-cream-100 px-6 py-10 text-center text-ink-700">
        <Trans>Loading your requests…</Trans>
      </p>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="rounded-2xl bg-cream-100 px-6 py-10 text-center text-ink-700">
        <Trans>
          Your return and exchange requests could not be loaded. Please try again later.
        </Trans>
      </p>
    );
  }
  if (requests.length === 0) {
    return (
      <p className="rounded-2xl bg-cream-100 px-6 py-10 text-center text-ink-700">
        <Trans>
          No return or exchange requests yet. A delivered order can be returned or exchanged from
          its row for 7 days.
        </Trans>
      </p>
    );
  }

  const requestToCancel = toCancel?.requestNumber ?? '';

  function confirmCancel() {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: ({ returnRequest }) => {
        cancelled.current = true;
        const { requestNumber } = returnRequest;
        toast.success(t`Request ${requestNumber} cancelled.`);
      },
      onError: (error) => toast.error(errorMessage(error, t`Failed to cancel the request.`)),
      onSettled: () => setToCancel(null),
    });
  }

  return (
    <div ref={listRef} tabIndex={-1} className="focus:outline-none">
      <ul className="flex flex-col gap-4">
        {newestFirst(requests).map((request) => (
          <li key={request.id}>
            <RequestCard request={request} onCancel={() => setToCancel(request)} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open) setToCancel(null);
        }}
        title={t`Cancel request ${requestToCancel}?`}
        description={t`The shop will not act on it. You can send a new request while the order's return window is open.`}
        cancelLabel={t`Keep Request`}
        confirmLabel={t`Yes, Cancel Request`}
        busy={cancel.isPending}
        busyLabel={t`Cancelling…`}
        onConfirm={confirmCancel}
        onCloseAutoFocus={(event) => {
          // The Cancel request button has gone: land on the list rather than on <body>.
          if (!cancelled.current) return;
          cancelled.current = false;
          event.preventDefault();
          listRef.current?.focus();
        }}
      />
    </div>
  );
}

/**
 * An approved request waits for its items: how they reach the shop, in the shop's words (the
 * default ones while the company details are loading, fail or have none).
 */
function SendBackInstructions() {
  const { i18n } = useLingui();
  const { data: company } = useQuery(companyDetailsQuery);
  // The shop's own words as written; else the contracts' DEFAULT_RETURN_INSTRUCTIONS, in the
  // page's language.
  const instructions =
    company?.returnInstructions?.trim() ||
    i18n._(
      msg`Pack the items unused, unwashed and with their tags, with a note of your request number. We will contact you within 2 working days to arrange how they reach us: a pickup from your address, or the address to send them to.`,
    );
  return (
    <div className="rounded-xl border-2 border-sage-300 bg-sage-100 px-3 py-2.5 text-sm">
      <p className="font-bold text-ink-900">
        <Trans>How to send the items back</Trans>
      </p>
      <p className="mt-1 text-ink-700">{instructions}</p>
    </div>
  );
}

function RequestCard({ request, onCancel }: { request: ReturnRequest; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const headingId = `return-${request.id}-heading`;
  const exchange = request.type === 'EXCHANGE';
  const { requestNumber, orderNumber } = request;
  const askedOn = formatIndianDate(request.createdAt);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border-2 border-ink-900/10 p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div>
          <h3 id={headingId} className="font-sans text-base font-bold text-ink-900">
            {exchange ? (
              <Trans>Exchange {requestNumber}</Trans>
            ) : (
              <Trans>Return {requestNumber}</Trans>
            )}
          </h3>
          <p className="text-sm text-ink-500">
            <Trans>
              Order {orderNumber} · asked on {askedOn}
            </Trans>
          </p>
        </div>
        <ReturnStatusBadge status={request.status}>
          {i18n._(requestStatusLabel(request))}
        </ReturnStatusBadge>
      </header>

      <ul aria-label={t`Items`} className="flex flex-col gap-2">
        {request.items.map((item) => {
          const { product } = item.orderItem;
          const { size } = product.variant;
          const reason = i18n._(returnReasonWords[item.reason]);
          return (
            <li key={item.orderItemId} className="rounded-xl bg-cream-100 px-3 py-2.5 text-sm">
              <p className="font-bold text-ink-900">
                {product.name} <span className="font-normal text-ink-700">× {item.quantity}</span>
              </p>
              <p className="text-ink-700">
                <Trans>Size {size}</Trans>
                {exchange && item.exchangeSize && (
                  <>
                    {' '}
                    <span aria-hidden="true">→</span>
                    <span className="sr-only">
                      <Trans>exchanged for</Trans>
                    </span>{' '}
                    <span className="font-bold text-ink-900">{item.exchangeSize}</span>
                  </>
                )}
              </p>
              <p className="text-ink-500">
                <Trans>Reason: {reason}</Trans>
              </p>
            </li>
          );
        })}
      </ul>

      {request.status === 'APPROVED' && <SendBackInstructions />}

      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {request.note && <Detail term={t`Your note`}>{request.note}</Detail>}
        {request.adminNote && <Detail term={t`From the shop`}>{request.adminNote}</Detail>}
        {request.type === 'RETURN' && request.refundUpiId && (
          <Detail term={t`Refund to`}>{request.refundUpiId}</Detail>
        )}
        {request.status === 'COMPLETED' && request.refundAmount !== null && (
          <Detail term={t`Refunded`}>
            <span className="font-bold tabular-nums">{formatRupees(request.refundAmount)}</span>
          </Detail>
        )}
        {request.replacementOrderNumber && (
          <Detail term={t`Replacement order`}>
            <span className="font-bold">{request.replacementOrderNumber}</span>
          </Detail>
        )}
      </dl>

      <CreditNoteDownload request={request} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Timeline
          steps={request.history.map((step) => ({
            label: i18n._(historyStepLabel(step.status)),
            at: step.at,
          }))}
          formatAt={formatIndianDateTime}
          label={t`History of request ${requestNumber}`}
        />
        {canCancelRequest(request) && (
          <Button
            variant="outline"
            size="sm"
            onClick={onCancel}
            className="border-danger-600/40 text-danger-600 hover:border-danger-600 hover:text-danger-600"
          >
            <Trans>
              Cancel request<span className="sr-only"> {requestNumber}</span>
            </Trans>
          </Button>
        )}
      </div>
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-bold text-ink-900">{term}</dt>
      <dd className="break-words text-ink-700">{children}</dd>
    </>
  );
}
