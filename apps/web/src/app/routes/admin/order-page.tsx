import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export function AdminOrderPage() {
  return (
    <>
      <PageTitle title="Orders" />
      <PageHeading title="Orders">
        Every order by status, its details and its delivery status will be managed here.
      </PageHeading>
    </>
  );
}
