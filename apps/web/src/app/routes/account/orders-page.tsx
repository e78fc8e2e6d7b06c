import { PageTitle } from '../../../components/ui/page-title.tsx';
import { OrderHistory } from '../../../features/orders/components/order-history.tsx';

export function OrdersPage() {
  return (
    <>
      <PageTitle title="My Orders" />
      <meta
        name="description"
        content="Track and manage your Little Sprouts orders: status, delivery dates, items and cancelling."
      />
      <OrderHistory />
    </>
  );
}
