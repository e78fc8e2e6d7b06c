import type { Order } from '@shop/contracts/orders';
import { paymentStatusLabels, utrSchema } from '@shop/contracts/payments';
import { formatRupees } from '@shop/contracts/money';
import { CircleCheck, CircleX, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { PaymentStatusBadge } from '../../../components/ui/payment-status-badge.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useRecordPayment } from '../api/payments.ts';
import { ScreenshotWarning } from './screenshot-warning.tsx';

type Question = 'PAID' | 'FAILED' | null;

/**
 * A UPI order's payment in its details: where it stands, the UTR the customer gave, and, while
 * the shop waits for the money, "Mark as paid" and "Payment failed", each asked first. Nothing
 * for a cash-on-delivery order.
 */
export function OrderPaymentActions({ order }: { order: Order }) {
  const [question, setQuestion] = useState<Question>(null);
  if (order.paymentMethod !== 'UPI') return null;
  const { payment } = order;
  const open = payment.status === 'AWAITING_PAYMENT' || payment.status === 'VERIFYING';
  return (
    <section
      aria-labelledby="order-payment-heading"
      className="rounded-2xl bg-white p-4 shadow-soft"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="order-payment-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Smartphone aria-hidden="true" className="size-5 text-ink-500" />
          UPI payment
        </h3>
        <PaymentStatusBadge status={payment.status}>
          {paymentStatusLabels[payment.status]}
        </PaymentStatusBadge>
      </div>
      <dl className="mt-3 flex flex-col gap-1 text-sm">
        <DetailRow term="Amount">{formatRupees(order.orderTotal)}</DetailRow>
        <DetailRow term="UTR" className="font-mono break-all">
          {payment.utr ?? 'Not given yet'}
        </DetailRow>
        {payment.paidAt && <DetailRow term="Paid">{formatDateTime(payment.paidAt)}</DetailRow>}
        {payment.status === 'AWAITING_PAYMENT' && payment.expiresAt && (
          <DetailRow term="Cancelled unless paid by">{formatDateTime(payment.expiresAt)}</DetailRow>
        )}
      </dl>
      {open && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setQuestion('PAID')}>
            <CircleCheck aria-hidden="true" className="size-4" />
            Mark as paid
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="border-danger-600/40 text-danger-600 hover:border-danger-600 hover:text-danger-600"
            onClick={() => setQuestion('FAILED')}
          >
            <CircleX aria-hidden="true" className="size-4" />
            Payment failed
          </Button>
        </div>
      )}
      {question === 'PAID' && <MarkPaidDialog order={order} onClose={() => setQuestion(null)} />}
      {question === 'FAILED' && (
        <PaymentFailedDialog order={order} onClose={() => setQuestion(null)} />
      )}
    </section>
  );
}

type DialogProps = { order: Order; onClose: () => void };

function MarkPaidDialog({ order, onClose }: DialogProps) {
  const record = useRecordPayment(order.id);
  const [utr, setUtr] = useState(order.payment.utr ?? '');
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    let checkedUtr: string | undefined;
    if (utr.trim() !== '') {
      const checked = utrSchema.safeParse(utr);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? null);
        return;
      }
      checkedUtr = checked.data;
    }
    record.mutate(
      { status: 'PAID', ...(checkedUtr ? { utr: checkedUtr } : {}) },
      {
        onSuccess: () => {
          toast.success(`Order ${order.orderNumber} marked as paid`, {
            duration: adminToastDuration,
          });
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to record the payment.')),
      },
    );
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Mark order ${order.orderNumber} as paid?`}
      description={`Only when ${formatRupees(order.orderTotal)} with this UTR shows in your bank account. The order can then be shipped.`}
      cancelLabel="Not yet"
      confirmLabel="Mark as paid"
      tone="default"
      busy={record.isPending}
      busyLabel="Saving…"
      onConfirm={confirm}
    >
      <ScreenshotWarning />
      <TextField
        label="UTR"
        optional
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        hint="The 12-digit reference on your bank statement."
        value={utr}
        onChange={(event) => {
          setUtr(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
        className="tabular-nums"
      />
    </ConfirmDialog>
  );
}

function PaymentFailedDialog({ order, onClose }: DialogProps) {
  const record = useRecordPayment(order.id);
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    record.mutate(
      { status: 'FAILED' },
      {
        onSuccess: () => {
          toast.success(`Order ${order.orderNumber} cancelled: payment failed`, {
            duration: adminToastDuration,
          });
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to record the payment.')),
      },
    );
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Payment of order ${order.orderNumber} failed?`}
      description="Only when the money is not in your bank account. The order is cancelled, its items go back in stock and the customer gets a mail."
      cancelLabel="Keep waiting"
      confirmLabel="Payment failed"
      busy={record.isPending}
      busyLabel="Cancelling…"
      onConfirm={confirm}
    >
      <ScreenshotWarning />
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger-600">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
