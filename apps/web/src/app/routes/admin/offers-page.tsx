import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { OfferManager } from '../../../features/admin-offers/components/offer-manager.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminOffersPage() {
  return (
    <>
      <AdminPageHead
        title="Offers"
        description="Discount codes: create, schedule, limit, turn off or delete them."
      />
      <PageHeading title="Discount codes">
        A code takes a percentage or an amount off an order between its dates, within the limits you
        set. Dates and times are India time.
      </PageHeading>
      <OfferManager />
    </>
  );
}
