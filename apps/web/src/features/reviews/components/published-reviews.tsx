import type { ProductRating, ReviewSort } from '@shop/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageRange } from '../../../components/ui/page-range.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { productReviewsQuery, REVIEWS_PER_PAGE } from '../api/reviews.ts';
import { reviewSortLabels } from '../review-labels.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewCard } from './review-card.tsx';

type PublishedReviewsProps = {
  productId: string;
  /** The product's own figures: with none published there is no list to ask for. */
  rating: ProductRating;
  /** Under "No reviews yet." for a customer who may write the first one. */
  invitation: string | null;
  /** The customer's own review or the form, beside the summary. */
  aside: ReactNode;
};

/** The rating summary beside one page of the published reviews, sorted as the shopper picks. */
export function PublishedReviews({ productId, rating, invitation, aside }: PublishedReviewsProps) {
  const { t, i18n } = useLingui();
  const sortId = useId();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const hasReviews = rating.count > 0;
  const reviews = useQuery({
    ...productReviewsQuery(productId, sort, page),
    enabled: hasReviews,
  });
  const { data } = reviews;

  if (!hasReviews) {
    return (
      <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-14">
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-cream-100 p-6">
          <MessageSquareText aria-hidden="true" className="size-8 text-coral-600" />
          <p className="text-lg font-bold text-ink-900">
            <Trans>No reviews yet.</Trans>
          </p>
          {invitation && <p className="text-ink-700">{invitation}</p>}
        </div>
        {aside && <div>{aside}</div>}
      </div>
    );
  }

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-14">
      <div className="flex flex-col gap-8">
        {data ? (
          <RatingSummary summary={data.summary} />
        ) : (
          <div role="status" aria-label={t`Loading reviews…`} className="flex flex-col gap-3">
            <Skeleton className="h-12 w-40" />
            {[5, 4, 3, 2, 1].map((n) => (
              <Skeleton key={n} className="h-3 w-full" />
            ))}
          </div>
        )}
        {aside}
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PageRange pagination={data?.pagination} perPage={REVIEWS_PER_PAGE} noun={t`reviews`} />
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm font-bold whitespace-nowrap text-ink-900">
              <Trans>Sort reviews</Trans>
            </label>
            <NativeSelect
              id={sortId}
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as ReviewSort);
                setPage(1);
              }}
              className="h-10 text-sm"
            >
              {/* The labels' own order: the contracts' reviewSorts would bring zod's schemas. */}
              {Object.entries(reviewSortLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {i18n._(label)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {reviews.isError && !data ? (
          <LoadError
            message={t`Could not load the reviews.`}
            onRetry={() => void reviews.refetch()}
            retrying={reviews.isFetching}
          />
        ) : (
          <ol
            aria-label={t`Reviews`}
            aria-busy={reviews.isFetching || undefined}
            className="flex flex-col divide-y divide-ink-900/10 rounded-2xl bg-white px-4 shadow-soft sm:px-6"
          >
            {data
              ? data.data.map((review) => (
                  <li key={review.id} className="py-5">
                    <ReviewCard review={review} />
                  </li>
                ))
              : [1, 2, 3].map((n) => (
                  <li key={n} className="flex flex-col gap-2 py-5">
                    <Skeleton className="h-3.5 w-20" />
                    <Skeleton className="h-5 w-1/2" />
                    <Skeleton className="h-4 w-full" />
                  </li>
                ))}
          </ol>
        )}
        {data && (
          <Pagination
            label={t`Review pages`}
            currentPage={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onPageChange={setPage}
          />
        )}
      </div>
    </div>
  );
}
