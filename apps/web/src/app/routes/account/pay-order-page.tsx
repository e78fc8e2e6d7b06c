import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { UpiPaymentScreen } from '../../../features/payments/components/upi-payment-screen.tsx';
import { myOrdersQuery } from '../../../lib/my-orders-query.ts';

/**
 * /myaccount/order/:id/pay: paying one of the customer's orders by UPI. The order comes from
 * the customer's own orders, so a reload (or coming back from the UPI app) shows it again.
 */
export function PayOrderPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const orders = useQuery(myOrdersQuery);
  const order = orders.data?.find((mine) => mine.id === id);

  let content;
  if (orders.isError) {
    content = (
      <LoadError
        message={t`Could not load your order. Please try again.`}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else if (orders.isPending) {
    content = (
      <div aria-busy="true" className="flex flex-col gap-6">
        <span role="status" className="sr-only">
          <Trans>Loading your order…</Trans>
        </span>
        <Skeleton className="h-32 rounded-3xl" />
        <Skeleton className="h-72 rounded-3xl" />
      </div>
    );
  } else if (!order) {
    content = (
      <EmptyState
        icon={PackageSearch}
        title={t`Order not found`}
        action={
          <Link to="/myaccount/order" className={buttonClasses()}>
            <Trans>View My Orders</Trans>
          </Link>
        }
      >
        <Trans>This order is not one of yours, or the link is not complete.</Trans>
      </EmptyState>
    );
  } else {
    content = <UpiPaymentScreen order={order} />;
  }

  return (
    <>
      <PageTitle title={t`Pay for your order`} />
      <meta name="description" content={t`Pay for your order by UPI and give its reference.`} />
      <PageHeading title={t`Pay for your order`} />
      <div className="mt-8">{content}</div>
    </>
  );
}
