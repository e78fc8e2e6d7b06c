import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ReturnManager } from '../../../features/admin-returns/components/return-manager.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminReturnsPage() {
  return (
    <>
      <AdminPageHead
        title="Returns"
        description="Return and exchange requests by status, with their details and next steps."
      />
      <PageHeading title="Returns and Exchanges">
        Approve, receive and complete the returns and size exchanges customers ask for within 7 days
        of delivery.
      </PageHeading>
      <ReturnManager />
    </>
  );
}
