import { PageTitle } from '../../../components/ui/page-title.tsx';
import { OrderHistory } from '../../../features/orders/components/order-history.tsx';
import { useBrandName } from '../../../features/company/api/company-details.ts';

export function OrdersPage() {
  const brandName = useBrandName();
  return (
    <>
      <PageTitle title="My Orders" />
      <meta
        name="description"
        content={`Track and manage your ${brandName} orders: status, delivery dates, items and cancelling.`}
      />
      <OrderHistory />
    </>
  );
}
