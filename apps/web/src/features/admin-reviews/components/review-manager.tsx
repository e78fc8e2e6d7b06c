import { reviewStatuses, type ReviewStatus } from '@shop/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { toast } from 'sonner';
import { AdminPagedList } from '../../../components/ui/admin-paged-list.tsx';
import { StatusTabs } from '../../../components/ui/status-tabs.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { useStatusSearch } from '../../../lib/use-status-search.ts';
import {
  ADMIN_REVIEWS_PER_PAGE,
  adminReviewsQuery,
  useDecideReview,
  type ReviewDecision,
} from '../api/reviews.ts';
import { reviewDecisions, reviewStatusBadges } from '../review-labels.ts';
import { ReviewTable } from './review-table.tsx';

/** Every review by status, to publish or reject. */
export function ReviewManager() {
  const { tab, status, page, setTab, pageHref } = useStatusSearch(reviewStatuses);
  // The list's own query (one request); this observer keeps the previous counts on screen while
  // another tab loads, so the tab row does not flicker.
  const { data: counts } = useQuery({
    ...adminReviewsQuery(status, page),
    select: (response) => response.statusCounts,
  });

  return (
    <StatusTabs
      className="mt-8"
      label="Reviews by status"
      statuses={reviewStatuses}
      value={tab}
      onValueChange={setTab}
      counts={counts}
    >
      <ReviewList status={status} page={page} pageHref={pageHref} />
    </StatusTabs>
  );
}

type ReviewListProps = {
  status: ReviewStatus | undefined;
  page: number;
  pageHref: (page: number) => string;
};

function ReviewList({ status, page, pageHref }: ReviewListProps) {
  const reviews = useQuery(adminReviewsQuery(status, page));
  const decide = useDecideReview();

  const onDecide = (decision: ReviewDecision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        const done = reviewDecisions.find((option) => option.status === decision.status);
        toast.success(done?.toast ?? 'Review updated', { duration: adminToastDuration });
      },
      onError: (error) =>
        toast.error(error.message || 'The review could not be updated.', {
          duration: adminToastDuration,
        }),
    });

  return (
    <AdminPagedList
      query={reviews}
      items="reviews"
      perPage={ADMIN_REVIEWS_PER_PAGE}
      phoneRowClassName="max-md:h-56"
      empty={{
        when: (answer) => answer.data.length === 0,
        icon: MessageSquareText,
        message: status
          ? `No ${reviewStatusBadges[status].label.toLowerCase()} reviews.`
          : 'No reviews yet.',
      }}
      pagesLabel="Review pages"
      pageHref={pageHref}
    >
      {(answer) => (
        <div className="md:overflow-x-auto">
          <ReviewTable
            reviews={answer.data}
            onDecide={onDecide}
            savingId={decide.isPending ? decide.variables.review.id : null}
          />
        </div>
      )}
    </AdminPagedList>
  );
}
