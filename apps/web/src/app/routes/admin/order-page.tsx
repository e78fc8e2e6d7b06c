import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { OrderManager } from '../../../features/admin-orders/components/order-manager.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminOrderPage() {
  return (
    <>
      <AdminPageHead
        title="Orders"
        description="Every order by delivery status, found by number, name, email, phone or date, and exported as CSV."
      />
      <PageHeading title="Orders">
        Find an order by its number, the customer's name, email or phone, or the days it was placed;
        follow it from placed to delivered, and export what you see as CSV.
      </PageHeading>
      <OrderManager />
    </>
  );
}
