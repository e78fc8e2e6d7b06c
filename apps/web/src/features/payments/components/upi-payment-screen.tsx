import { formatRupees } from '@shop/contracts/money';
import type { Order } from '@shop/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Hourglass, Smartphone } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ordersKey } from '../../../lib/query-keys.ts';
import { formatCountdown, spokenTimeLeft } from '../countdown.ts';
import { usePaysByAppLink } from '../use-pays-by-app-link.ts';
import { useSecondsLeft } from '../use-seconds-left.ts';
import { UpiQrCode } from './upi-qr-code.tsx';
import { UtrForm } from './utr-form.tsx';

// Bordered, not raised: the account pages already sit on a white panel.
const card = 'rounded-2xl border-2 border-ink-900/10 bg-white p-4 sm:p-6';

/** Who the money goes to, as the `upi://pay` link names them: the shopper checks it in the app. */
function payeeOf(upiUri: string): { name: string | null; upiId: string | null } {
  const query = new URLSearchParams(upiUri.slice(upiUri.indexOf('?') + 1));
  return { name: query.get('pn'), upiId: query.get('pa') };
}

/**
 * Paying an order by UPI: the amount and order number, the time left, the `upi://pay` link (a
 * button on a phone, a QR code on a computer), then the UTR. Once given, the shop checks it
 * against its bank account; an order not paid in time is cancelled.
 */
export function UpiPaymentScreen({ order }: { order: Order }) {
  const { t } = useLingui();
  const { payment } = order;
  const orderNumber = order.orderNumber;
  if (payment.method !== 'UPI') {
    return (
      <Outcome icon={CircleCheck} tone="sage" title={t`Nothing to pay now`}>
        <Trans>Order {orderNumber} is paid in cash on delivery, when it arrives.</Trans>
      </Outcome>
    );
  }
  if (payment.status === 'VERIFYING') {
    const utr = payment.utr;
    return (
      <Outcome icon={Hourglass} tone="sky" title={t`We are checking your payment`}>
        <Trans>
          Thank you! You gave the UPI reference <strong className="tabular-nums">{utr}</strong> for
          order {orderNumber}. The shop looks for it in its bank account and sends your order once
          it finds it; you get a mail then.
        </Trans>
      </Outcome>
    );
  }
  if (payment.status === 'PAID') {
    return (
      <Outcome icon={CircleCheck} tone="sage" title={t`Payment received`}>
        <Trans>Order {orderNumber} is paid. Thank you! We will mail you when it ships.</Trans>
      </Outcome>
    );
  }
  if (payment.status === 'FAILED' || !payment.expiresAt || !payment.upiUri) {
    return <PaymentFailed order={order} />;
  }
  return <AwaitingPayment order={order} expiresAt={payment.expiresAt} upiUri={payment.upiUri} />;
}

function PaymentFailed({ order }: { order: Order }) {
  const { t } = useLingui();
  const timedOut = order.payment.utr === null;
  const orderNumber = order.orderNumber;
  return (
    <Outcome icon={CircleX} tone="danger" title={t`Payment failed`}>
      {timedOut
        ? t`The time to pay order ${orderNumber} is up, so the order was cancelled and its items went back on sale.`
        : t`The shop did not find this payment in its bank account, so order ${orderNumber} was cancelled. If money left your account, write to us with the UTR.`}
    </Outcome>
  );
}

function AwaitingPayment({
  order,
  expiresAt,
  upiUri,
}: {
  order: Order;
  expiresAt: string;
  upiUri: string;
}) {
  const { t } = useLingui();
  const left = useSecondsLeft(expiresAt);
  const onPhone = usePaysByAppLink();
  const queryClient = useQueryClient();
  const amount = formatRupees(order.orderTotal);
  const payee = payeeOf(upiUri);
  const payeeName = payee.name;
  const orderNumber = order.orderNumber;
  const expired = left === 0;

  // The server cancels the order at its expiry: ask for it again to show what it says now.
  useEffect(() => {
    if (expired) void queryClient.invalidateQueries({ queryKey: ordersKey });
  }, [expired, queryClient]);

  if (expired) {
    return (
      <Outcome icon={CircleX} tone="danger" title={t`The time to pay is up`}>
        <Trans>
          No payment reference came for order {orderNumber} in time, so the order was cancelled and
          its items went back on sale.
        </Trans>
      </Outcome>
    );
  }

  const payButton = (look: 'primary' | 'outline') => (
    <a
      href={upiUri}
      className={buttonClasses({
        variant: look,
        size: look === 'primary' ? 'lg' : 'md',
        // A long amount wraps on a narrow phone instead of spilling out of the button.
        className:
          'h-auto! min-h-13 w-full px-5! py-3 text-center text-base! leading-snug whitespace-normal!',
      })}
    >
      <Smartphone aria-hidden="true" className="size-5 shrink-0" />
      <Trans>Pay {amount} with a UPI app</Trans>
    </a>
  );

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="upi-amount-heading" className={card}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="upi-amount-heading" className="text-2xl font-semibold sm:text-3xl">
              <Trans>
                Pay <span className="tabular-nums">{amount}</span> by UPI
              </Trans>
            </h2>
            <p className="mt-1 text-ink-700">
              <Trans>
                Order <strong className="text-ink-900">{orderNumber}</strong>
              </Trans>
              {payeeName && (
                <>
                  {' '}
                  ·{' '}
                  <Trans>
                    to <strong className="text-ink-900">{payeeName}</strong>
                  </Trans>
                </>
              )}
              {payee.upiId && (
                <>
                  {' '}
                  {/* On its own line when it does not fit, cut only when longer than a line. */}
                  <span className="inline-block max-w-full break-all">({payee.upiId})</span>
                </>
              )}
            </p>
          </div>
          <Countdown seconds={left} />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="upi-pay-heading" className={card}>
          <h3 id="upi-pay-heading" className="text-xl font-semibold">
            <Trans>1. Pay</Trans>
          </h3>
          {onPhone ? (
            <div className="mt-4 flex flex-col gap-3">
              {payButton('primary')}
              <p className="text-sm text-ink-700">
                <Trans>
                  Your UPI app opens with the amount and the order number filled in. Pay, then come
                  back here.
                </Trans>
              </p>
            </div>
          ) : (
            <div className="mt-4 flex flex-col items-center gap-4 text-center">
              <UpiQrCode
                uri={upiUri}
                label={t`QR code to pay ${amount} by UPI for order ${orderNumber}`}
                className="size-56 rounded-2xl border-2 border-ink-900/10"
              />
              <p className="text-sm text-ink-700">
                <Trans>
                  Scan it with any UPI app on your phone (Google Pay, PhonePe, Paytm, BHIM): the
                  amount and the order number are filled in.
                </Trans>
              </p>
              {payButton('outline')}
            </div>
          )}
        </section>
        <section aria-labelledby="upi-utr-heading" className={card}>
          <h3 id="upi-utr-heading" className="text-xl font-semibold">
            <Trans>2. Tell us the payment's reference</Trans>
          </h3>
          <p className="mt-1 mb-4 text-sm text-ink-700">
            <Trans>We send your order once this payment shows in the shop's bank account.</Trans>
          </p>
          <UtrForm orderId={order.id} />
        </section>
      </div>
    </div>
  );
}

/** mm:ss to the expiry; screen readers hear the minutes only as they change, not every second. */
function Countdown({ seconds }: { seconds: number }) {
  const { i18n } = useLingui();
  return (
    <div className="rounded-2xl bg-amber-100 px-4 py-2 text-amber-900">
      <p className="text-xs font-bold tracking-wide uppercase">
        <Trans>Time left to pay</Trans>
      </p>
      <p role="timer" className="font-display text-3xl font-semibold tabular-nums">
        {formatCountdown(seconds)}
      </p>
      <p aria-live="polite" className="sr-only">
        {spokenTimeLeft(i18n, seconds)}
      </p>
    </div>
  );
}

const tones = {
  sage: 'bg-sage-100 text-sage-700',
  sky: 'bg-sky-100 text-sky-700',
  danger: 'bg-danger-50 text-danger-600',
};

function Outcome({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: typeof CircleCheck;
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="payment-outcome-heading" className={card}>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <span className={`grid size-14 shrink-0 place-items-center rounded-full ${tones[tone]}`}>
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <div>
          <h2 id="payment-outcome-heading" className="text-2xl font-semibold">
            {title}
          </h2>
          <p className="mt-2 text-ink-700">{children}</p>
          <Link to="/myaccount/order" className={buttonClasses({ className: 'mt-5' })}>
            <Trans>View My Orders</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
