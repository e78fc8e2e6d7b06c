import { reviewStatuses, type ReviewStatus } from '@shop/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { AdminQueryState, AdminSkeletonList } from '../../../components/ui/admin-query-state.tsx';
import { PageRange } from '../../../components/ui/page-range.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
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
  const { data, isError } = reviews;
  const decide = useDecideReview();

  useEffect(() => {
    if (isError) toast.error('Failed to fetch reviews', { duration: adminToastDuration });
  }, [isError]);

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

  const pagination = data?.pagination;
  return (
    <>
      <PageRange pagination={pagination} perPage={ADMIN_REVIEWS_PER_PAGE} noun="reviews" />
      <AdminQueryState
        panelClassName="mt-3 rounded-2xl md:bg-white md:p-2 md:shadow-soft"
        query={reviews}
        loading={
          <AdminSkeletonList
            label="Loading reviews"
            rows={6}
            className="gap-3 md:p-2"
            rowClassName="h-16 max-md:h-56"
          />
        }
        errorMessage="The reviews could not be loaded."
        empty={{
          when: (answer) => answer.data.length === 0,
          icon: MessageSquareText,
          message: status
            ? `No ${reviewStatusBadges[status].label.toLowerCase()} reviews.`
            : 'No reviews yet.',
        }}
        className="rounded-2xl bg-white"
      >
        {(answer) => (
          <ReviewTable
            reviews={answer.data}
            onDecide={onDecide}
            savingId={decide.isPending ? decide.variables.review.id : null}
          />
        )}
      </AdminQueryState>
      {pagination && (
        <Pagination
          className="mt-6"
          label="Review pages"
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          pageHref={pageHref}
        />
      )}
    </>
  );
}
