import { formatRupees } from '@shop/contracts/money';
import type { CodConfirmationResponse } from '@shop/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Link2Off, PackageCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { codConfirmationQuery, useConfirmCodOrder } from '../api/cod-confirmation.ts';

const ordersLink = (
  <Link to="/myaccount/order" className={buttonClasses({ variant: 'outline' })}>
    <Trans>See My Orders</Trans>
  </Link>
);

function Panel({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-3xl bg-white px-6 py-10 text-center shadow-soft sm:px-10">
      <span className="grid size-16 place-items-center rounded-full bg-coral-50 text-coral-600">
        {icon}
      </span>
      <h1 className="text-2xl font-semibold text-ink-900 sm:text-3xl">{title}</h1>
      <div className="flex flex-col gap-2 text-ink-700">{children}</div>
      {action}
    </div>
  );
}

/** The order as the link names it: number, the cash to keep ready and how many items. */
function OrderSummary({ order }: { order: CodConfirmationResponse }) {
  return (
    <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-cream-100 px-4 py-3 text-left tabular-nums">
      <dt className="text-ink-700">
        <Trans>Order</Trans>
      </dt>
      <dd className="text-right font-bold whitespace-nowrap text-ink-900">{order.orderNumber}</dd>
      <dt className="text-ink-700">
        <Trans>To pay in cash on delivery</Trans>
      </dt>
      <dd className="text-right font-bold text-ink-900">{formatRupees(order.orderTotal)}</dd>
      <dt className="text-ink-700">
        <Trans>Items</Trans>
      </dt>
      <dd className="text-right font-bold text-ink-900">{order.itemCount}</dd>
    </dl>
  );
}

function Unconfirmed({ token, order }: { token: string; order: CodConfirmationResponse }) {
  const { t } = useLingui();
  const confirm = useConfirmCodOrder(token);
  return (
    <Panel
      icon={<PackageCheck aria-hidden="true" className="size-8" />}
      title={t`Confirm your order`}
    >
      <p>
        <Trans>
          Tell us you will be home to receive it and pay in cash: we can then send your parcel
          sooner.
        </Trans>
      </p>
      <OrderSummary order={order} />
      {confirm.isError && (
        <p role="alert" className="font-semibold text-danger-600">
          {errorMessage(confirm.error, t`Your order could not be confirmed. Please try again.`)}
        </p>
      )}
      <Button
        size="lg"
        className="mt-2"
        busy={confirm.isPending}
        busyLabel={t`Confirming…`}
        onClick={() => confirm.mutate()}
      >
        <Trans>Confirm my order</Trans>
      </Button>
    </Panel>
  );
}

function Answer({ token, order }: { token: string; order: CodConfirmationResponse }) {
  const { t, i18n } = useLingui();
  const orderNumber = order.orderNumber;
  if (order.cancelled) {
    return (
      <Panel
        icon={<CircleX aria-hidden="true" className="size-8" />}
        title={t`This order was cancelled`}
        action={ordersLink}
      >
        <p>
          <Trans>
            Order {orderNumber} has been cancelled, so there is nothing to confirm and nothing to
            pay.
          </Trans>
        </p>
      </Panel>
    );
  }
  if (order.codConfirmedAt) {
    const amount = formatRupees(order.orderTotal);
    const confirmedAt = formatDateTime(order.codConfirmedAt, i18n.locale);
    return (
      <Panel
        icon={<CircleCheck aria-hidden="true" className="size-8" />}
        title={t`Thank you! Your order is confirmed`}
        action={ordersLink}
      >
        <p>
          <Trans>
            We will get order {orderNumber} on its way. Please keep {amount} ready in cash for the
            delivery.
          </Trans>
        </p>
        <p className="text-sm">
          <Trans>Confirmed {confirmedAt}.</Trans>
        </p>
      </Panel>
    );
  }
  return <Unconfirmed token={token} order={order} />;
}

/**
 * The page of a COD order mail's "Confirm my order" link: it shows the order (reading it
 * confirms nothing, so a mail scanner opening the link does no harm) and confirms it only with
 * the button. No sign-in: the link's token is the key.
 */
export function CodConfirmationPanel({ token }: { token: string | null }) {
  const { t } = useLingui();
  const query = useQuery({ ...codConfirmationQuery(token ?? ''), enabled: Boolean(token) });
  if (!token || query.isError) {
    return (
      <Panel
        icon={<Link2Off aria-hidden="true" className="size-8" />}
        title={t`This link does not work`}
        action={ordersLink}
      >
        <p role="alert">
          {token
            ? errorMessage(query.error, t`The order could not be loaded. Please try again later.`)
            : t`This link is not complete. Please open it again from your order confirmation mail.`}
        </p>
      </Panel>
    );
  }
  if (!query.data) {
    return (
      <div
        aria-busy="true"
        className="mx-auto flex max-w-lg flex-col gap-4 rounded-3xl bg-white p-10 shadow-soft"
      >
        <span className="sr-only">
          <Trans>Loading your order…</Trans>
        </span>
        <Skeleton className="mx-auto size-16 rounded-full" />
        <Skeleton className="h-8" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  return <Answer token={token} order={query.data} />;
}
