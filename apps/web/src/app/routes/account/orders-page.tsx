import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export function OrdersPage() {
  return (
    <>
      <PageTitle title="My Orders" />
      <PageHeading title="My Orders">
        Track and manage your orders: each order you place, its status and its delivery date will be
        listed here.
      </PageHeading>
    </>
  );
}
