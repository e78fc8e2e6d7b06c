import type { AdminReview } from '@shop/contracts/reviews';
import clsx from 'clsx';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CustomerIdentity } from '../../../components/ui/customer-identity.tsx';
import { StackedTableHead } from '../../../components/ui/stacked-table-head.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { ToneBadge } from '../../../components/ui/status-badge.tsx';
import { customerName } from '../../../lib/customer-name.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { productPath } from '../../../lib/product-path.ts';
import type { ReviewDecision } from '../api/reviews.ts';
import { reviewDecisions, reviewStatusBadges } from '../review-labels.ts';
import { ReviewText } from './review-text.tsx';

type ReviewTableProps = {
  reviews: readonly AdminReview[];
  onDecide: (decision: ReviewDecision) => void;
  /** The review whose change is being saved: its buttons wait. */
  savingId: string | null;
};

/*
 * Below md each row becomes a card; the header row stays for screen readers only. In the table,
 * words are never split: the product and customer columns keep room for theirs, the review takes
 * what is left, and a screen too narrow for all of them scrolls the table (as the product list
 * does) rather than breaking "Channapatna" into "Channa / patna".
 */
const cell = 'px-4 py-3 align-top max-md:p-0';
const phoneLabel = 'mr-1 font-semibold text-ink-500 md:hidden';

export function ReviewTable({ reviews, onDecide, savingId }: ReviewTableProps) {
  return (
    <table className="w-full border-collapse max-md:block">
      <caption className="sr-only">Reviews, newest first</caption>
      <StackedTableHead
        stacksBelow="md"
        columns={[
          { label: 'Product' },
          { label: 'Customer' },
          { label: 'Rating' },
          { label: 'Review', className: 'min-w-48' },
          { label: 'Written on' },
          { label: 'Status' },
          { label: <span className="sr-only">Actions</span> },
        ]}
      />
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {reviews.map((review) => {
          const author = customerName(review.customer);
          return (
            <tr
              key={review.id}
              className="border-b border-ink-900/10 hover:bg-cream-50 max-md:flex max-md:flex-col max-md:gap-2.5 max-md:rounded-2xl max-md:border max-md:bg-white max-md:p-4 max-md:text-sm"
            >
              <td className={cell}>
                <Link
                  to={productPath(review.product)}
                  className="font-bold wrap-anywhere text-coral-700 hover:underline md:wrap-break-word"
                >
                  {review.product.name}
                </Link>
              </td>
              <td className={cell}>
                <CustomerIdentity person={review.customer} />
              </td>
              <td className={clsx(cell, 'md:pt-4')}>
                <StarRating rating={review.rating} label={`Rated ${review.rating} out of 5`} />
              </td>
              <td className={cell}>
                <ReviewText title={review.title} body={review.body} />
              </td>
              <td className={clsx(cell, 'whitespace-nowrap text-ink-700')}>
                <span className={phoneLabel}>Written on</span>
                {formatDate(review.createdAt)}
              </td>
              <td className={cell}>
                <ToneBadge tone={reviewStatusBadges[review.status].tone}>
                  {reviewStatusBadges[review.status].label}
                </ToneBadge>
              </td>
              <td className={cell}>
                <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
                  {reviewDecisions
                    .filter((decision) => decision.status !== review.status)
                    .map((decision) => (
                      <Button
                        key={decision.status}
                        size="sm"
                        variant={decision.status === 'PUBLISHED' ? 'primary' : 'outline'}
                        aria-label={`${decision.label}: review by ${author} of ${review.product.name}`}
                        busy={savingId === review.id}
                        disabled={savingId !== null}
                        onClick={() => onDecide({ review, status: decision.status })}
                        className="whitespace-nowrap"
                      >
                        {decision.label}
                      </Button>
                    ))}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
