import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ReviewManager } from '../../../features/admin-reviews/components/review-manager.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminReviewsPage() {
  return (
    <>
      <AdminPageHead
        title="Reviews"
        description="Customer reviews by status, to publish or reject."
      />
      <PageHeading title="Customer reviews">
        Only customers who received a product can review it. A review shows on the product page, and
        counts towards its rating, once you publish it.
      </PageHeading>
      <ReviewManager />
    </>
  );
}
