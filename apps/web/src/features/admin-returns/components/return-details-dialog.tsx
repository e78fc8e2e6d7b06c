import {
  RETURN_NOTE_MAX,
  returnMoves,
  returnReasonLabels,
  updateReturnBodySchema,
  type ReturnRequest,
  type ReturnStatus,
} from '@shop/contracts/returns';
import { CircleAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { CreditNoteDownload } from '../../../components/credit-note-download.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { Timeline } from '../../../components/ui/timeline.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { customerName } from '../../../lib/customer-name.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { formatRupees } from '@shop/contracts/money';
import { useUpdateReturn } from '../api/returns.ts';
import {
  moveLabel,
  moveQuestion,
  refundDue,
  returnStatusLabels,
  returnTypeLabels,
} from '../return-labels.ts';
import { ReturnStatusBadge } from './return-status-badge.tsx';

type ReturnDetailsDialogProps = {
  request: ReturnRequest | null;
  onClose: () => void;
  /** The request as the server answered a step: shown until the list catches up. */
  onChanged: (request: ReturnRequest) => void;
};

/** One request: what is sent back and why, the customer and their order, and the next steps. */
export function ReturnDetailsDialog({ request, onClose, onChanged }: ReturnDetailsDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {request && (
        <DialogContent
          title={`Request ${request.requestNumber}`}
          description={`${request.type === 'RETURN' ? 'Return for a refund' : 'Size exchange'} · asked ${formatDateTime(request.createdAt)}`}
          className="sm:max-w-3xl"
        >
          {/* Keyed by request, so the note and any error start afresh for another one. */}
          <ReturnDetails key={request.id} request={request} onChanged={onChanged} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const sectionHeading = 'text-lg font-semibold';

function ReturnDetails({
  request,
  onChanged,
}: {
  request: ReturnRequest;
  onChanged: (request: ReturnRequest) => void;
}) {
  const { address } = request.order;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <ReturnStatusBadge status={request.status} />
        <span className="rounded-full bg-ink-100 px-2.5 py-1 text-xs font-bold text-ink-700">
          {returnTypeLabels[request.type]}
        </span>
        <span className="text-sm text-ink-700">
          Order <span className="font-mono font-bold text-ink-900">{request.orderNumber}</span>
        </span>
      </div>

      <section aria-labelledby="return-items-heading">
        <h3 id="return-items-heading" className={sectionHeading}>
          Items
        </h3>
        <ul className="mt-3 flex flex-col divide-y divide-ink-900/10 rounded-2xl bg-white px-4 shadow-soft">
          {request.items.map((item) => {
            const { product } = item.orderItem;
            return (
              <li key={item.orderItemId} className="flex gap-3 py-3">
                <Thumbnail src={product.images[0]?.url} size={56} />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="text-base font-bold text-ink-900">{product.name}</p>
                  <p className="text-ink-700">
                    Bought size {product.variant.size}
                    {product.variant.color && ` · ${product.variant.color}`} ·{' '}
                    {formatRupees(item.orderItem.priceAtPurchase)} each
                  </p>
                  <p className="text-ink-700">Reason: {returnReasonLabels[item.reason]}</p>
                  {request.type === 'EXCHANGE' && (
                    <p className="font-bold text-sky-700">
                      New size: {item.exchangeSize ?? 'not given'}
                    </p>
                  )}
                </div>
                <p className="shrink-0 font-bold whitespace-nowrap text-ink-900 tabular-nums">
                  Qty {item.quantity}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="return-note-heading">
        <h3 id="return-note-heading" className={sectionHeading}>
          Customer&apos;s note
        </h3>
        {request.note ? (
          <blockquote className="mt-2 rounded-xl border-l-4 border-coral-300 bg-white px-4 py-3 text-sm whitespace-pre-line text-ink-800">
            {request.note}
          </blockquote>
        ) : (
          <p className="mt-2 text-sm text-ink-500">No note.</p>
        )}
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="return-customer-heading">
          <h3 id="return-customer-heading" className={sectionHeading}>
            Customer and order
          </h3>
          <p className="mt-2 font-bold text-ink-900">{customerName(request.customer)}</p>
          <p className="text-sm break-all text-ink-700">{request.customer.email}</p>
          <dl className="mt-2 flex flex-col gap-1 text-sm">
            <DetailRow term="Order">
              <span className="font-mono">{request.orderNumber}</span>
            </DetailRow>
            <DetailRow term="Placed">{formatDate(request.order.orderDate)}</DetailRow>
            <DetailRow term="Delivered">{formatDate(request.order.deliveredOn)}</DetailRow>
            <DetailRow term="Order total">{formatRupees(request.order.orderTotal)}</DetailRow>
          </dl>
          <p className="mt-3 text-sm font-bold text-ink-500">Ship to</p>
          <PostalAddress address={address} />
        </section>

        <section aria-labelledby="return-money-heading">
          <h3 id="return-money-heading" className={sectionHeading}>
            {request.type === 'RETURN' ? 'Refund' : 'Replacement'}
          </h3>
          <dl className="mt-2 flex flex-col gap-1 text-sm">
            {request.type === 'RETURN' ? (
              <>
                <DetailRow term="UPI ID">
                  <span className="font-mono break-all select-all">
                    {request.refundUpiId ?? 'Not given'}
                  </span>
                </DetailRow>
                {request.refundAmount === null ? (
                  <DetailRow term="Refund due">{formatRupees(refundDue(request))}</DetailRow>
                ) : (
                  <DetailRow term="Refunded">{formatRupees(request.refundAmount)}</DetailRow>
                )}
              </>
            ) : (
              <DetailRow term="Replacement order">
                {request.replacementOrderNumber ? (
                  <span className="font-mono">{request.replacementOrderNumber}</span>
                ) : (
                  'Created when the exchange is completed'
                )}
              </DetailRow>
            )}
          </dl>
          <div className="mt-2">
            <CreditNoteDownload request={request} />
          </div>
        </section>

        <section aria-labelledby="return-history-heading" className="sm:col-span-2">
          <h3 id="return-history-heading" className={sectionHeading}>
            History
          </h3>
          <Timeline
            variant="compact"
            className="mt-2"
            steps={request.history.map((change) => ({
              label: returnStatusLabels[change.status],
              at: change.at,
            }))}
            formatAt={formatDateTime}
          />
        </section>
      </div>

      <ReturnActions request={request} onChanged={onChanged} />
    </div>
  );
}

const noteSchema = updateReturnBodySchema.shape.adminNote;

/** What happens when a step is refused, in words an admin can act on. */
function refusal(error: unknown): string {
  const message = errorMessage(error, 'Failed to update the request.');
  if (error instanceof ApiError && error.code === 'OUT_OF_STOCK') {
    return `${message} The size asked for in exchange is not in stock: restock it and try again, or reject the request.`;
  }
  if (error instanceof ApiError && error.status === 409) {
    return `${message} The request may have changed meanwhile; the list has been reloaded.`;
  }
  return message;
}

/** The note to the customer and a button for each step the request may take from here. */
function ReturnActions({
  request,
  onChanged,
}: {
  request: ReturnRequest;
  onChanged: (request: ReturnRequest) => void;
}) {
  const update = useUpdateReturn();
  const [note, setNote] = useState(request.adminNote ?? '');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [asking, setAsking] = useState<ReturnStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // Set at once, before the re-render that disables the buttons: a double click sends one step.
  const sending = useRef(false);
  const actionsHeading = useId();
  const moves = returnMoves[request.status];
  const noteChanged = note.trim() !== (request.adminNote ?? '');
  const question = asking && moveQuestion(request, asking);

  /** The note to send (undefined when unchanged), or false when it breaks the API's rule. */
  function checkedNote(): string | undefined | false {
    const result = noteSchema.safeParse(note);
    if (!result.success) {
      setNoteError(result.error.issues[0]?.message);
      noteRef.current?.focus();
      return false;
    }
    setNoteError(undefined);
    return noteChanged ? (result.data ?? '') : undefined;
  }

  function send(status: ReturnStatus) {
    if (sending.current) return;
    const adminNote = checkedNote();
    if (adminNote === false) {
      setAsking(null);
      return;
    }
    setFailure(null);
    sending.current = true;
    update.mutate(
      { request, status, adminNote },
      {
        onSuccess: ({ returnRequest }) => {
          toast.success(
            status === request.status
              ? 'Note saved'
              : `${returnRequest.requestNumber} is now ${returnStatusLabels[returnRequest.status]}`,
            { duration: adminToastDuration },
          );
          setNote(returnRequest.adminNote ?? '');
          onChanged(returnRequest);
        },
        onError: (error) => setFailure(refusal(error)),
        onSettled: () => {
          sending.current = false;
          setAsking(null);
        },
      },
    );
  }

  return (
    <section
      aria-labelledby={actionsHeading}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-soft"
    >
      <h3 id={actionsHeading} className={sectionHeading}>
        {moves.length > 0 ? 'Next step' : 'Note to the customer'}
      </h3>
      {failure && (
        <p
          role="alert"
          className="flex gap-2 rounded-xl bg-danger-50 px-3 py-2 text-sm font-semibold text-danger-600"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {failure}
        </p>
      )}
      <TextareaField
        ref={noteRef}
        label="Note to the customer"
        optional
        rows={3}
        hint={`The customer sees it in their account and in the mail of the next step. At most ${RETURN_NOTE_MAX} characters.`}
        error={noteError}
        value={note}
        disabled={update.isPending}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        {moves.map((to) => (
          <Button
            key={to}
            variant={to === 'REJECTED' || to === 'CANCELLED' ? 'outline' : 'primary'}
            disabled={update.isPending}
            onClick={() => {
              if (checkedNote() !== false) setAsking(to);
            }}
          >
            {moveLabel(request, to)}
          </Button>
        ))}
        {noteChanged && (
          <Button
            variant="ghost"
            disabled={update.isPending}
            busy={update.isPending && update.variables.status === request.status}
            busyLabel="Saving…"
            onClick={() => send(request.status)}
          >
            Save note only
          </Button>
        )}
      </div>
      {moves.length === 0 && (
        <p className="text-sm text-ink-500">
          This request is {returnStatusLabels[request.status].toLowerCase()}: no further steps.
        </p>
      )}
      {question && asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={question.title}
          description={question.description}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel}
          tone={question.tone}
          busy={update.isPending}
          busyLabel="Updating…"
          onConfirm={() => send(asking)}
        />
      )}
    </section>
  );
}
