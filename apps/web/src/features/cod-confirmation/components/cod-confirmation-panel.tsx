import { formatRupees } from '@shop/contracts/money';
import type { CodConfirmationResponse } from '@shop/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Link2Off, PackageCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { codConfirmationQuery, useConfirmCodOrder } from '../api/cod-confirmation.ts';

const ordersLink = (
  <Link to="/myaccount/order" className={buttonClasses({ variant: 'outline' })}>
    See My Orders
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
      <dt className="text-ink-700">Order</dt>
      <dd className="text-right font-bold text-ink-900">{order.orderNumber}</dd>
      <dt className="text-ink-700">To pay in cash on delivery</dt>
      <dd className="text-right font-bold text-ink-900">{formatRupees(order.orderTotal)}</dd>
      <dt className="text-ink-700">Items</dt>
      <dd className="text-right font-bold text-ink-900">{order.itemCount}</dd>
    </dl>
  );
}

function Unconfirmed({ token, order }: { token: string; order: CodConfirmationResponse }) {
  const confirm = useConfirmCodOrder(token);
  return (
    <Panel icon={<PackageCheck aria-hidden="true" className="size-8" />} title="Confirm your order">
      <p>
        Tell us you will be home to receive it and pay in cash: we can then send your parcel sooner.
      </p>
      <OrderSummary order={order} />
      {confirm.isError && (
        <p role="alert" className="font-semibold text-danger-600">
          {errorMessage(confirm.error, 'Your order could not be confirmed. Please try again.')}
        </p>
      )}
      <Button
        size="lg"
        className="mt-2"
        busy={confirm.isPending}
        busyLabel="Confirming…"
        onClick={() => confirm.mutate()}
      >
        Confirm my order
      </Button>
    </Panel>
  );
}

function Answer({ token, order }: { token: string; order: CodConfirmationResponse }) {
  if (order.cancelled) {
    return (
      <Panel
        icon={<CircleX aria-hidden="true" className="size-8" />}
        title="This order was cancelled"
        action={ordersLink}
      >
        <p>
          Order {order.orderNumber} has been cancelled, so there is nothing to confirm and nothing
          to pay.
        </p>
      </Panel>
    );
  }
  if (order.codConfirmedAt) {
    return (
      <Panel
        icon={<CircleCheck aria-hidden="true" className="size-8" />}
        title="Thank you! Your order is confirmed"
        action={ordersLink}
      >
        <p>
          We will get order {order.orderNumber} on its way. Please keep{' '}
          {formatRupees(order.orderTotal)} ready in cash for the delivery.
        </p>
        <p className="text-sm">Confirmed {formatDateTime(order.codConfirmedAt)}.</p>
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
  const query = useQuery({ ...codConfirmationQuery(token ?? ''), enabled: Boolean(token) });
  if (!token || query.isError) {
    return (
      <Panel
        icon={<Link2Off aria-hidden="true" className="size-8" />}
        title="This link does not work"
        action={ordersLink}
      >
        <p role="alert">
          {token
            ? errorMessage(query.error, 'The order could not be loaded. Please try again later.')
            : 'This link is not complete. Please open it again from your order confirmation mail.'}
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
        <span className="sr-only">Loading your order…</span>
        <Skeleton className="mx-auto size-16 rounded-full" />
        <Skeleton className="h-8" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  return <Answer token={token} order={query.data} />;
}
