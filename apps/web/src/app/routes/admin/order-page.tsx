import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { OrderManager } from '../../../features/admin-orders/components/order-manager.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminOrderPage() {
  return (
    <>
      <AdminPageHead
        title="Orders"
        description="Every order by delivery status, with its details and status."
      />
      <PageHeading title="Orders">
        Follow every order from placed to delivered, and update its delivery status.
      </PageHeading>
      <OrderManager />
    </>
  );
}
