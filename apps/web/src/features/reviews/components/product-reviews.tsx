import type { ProductRating } from '@shop/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCustomerName } from '../../../lib/use-customer.ts';
import { myReviewQuery } from '../api/reviews.ts';
import { OwnReview } from './own-review.tsx';
import { PublishedReviews } from './published-reviews.tsx';

/*
 * The form is fetched only for a customer who may write a review: it brings react-hook-form and
 * zod's schemas, which every other visit of the product page would download for nothing.
 */
const ReviewForm = lazy(() =>
  import('./review-form.tsx').then((module) => ({ default: module.ReviewForm })),
);

/**
 * Holds the form's place while its code loads, at the form's height as measured in Chromium, so
 * the reviews below do not jump when it arrives: 516 px on phones up to 400 px wide (the hint
 * takes two lines; 496 px on wider phones), 512 px from 640 px up, where the card's padding grows
 * (532 px in the desktop's narrow column beside the reviews, whose list is the taller anyway).
 */
function ReviewFormPlaceholder() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t`Loading the review form…`}
      className="flex h-[32.25rem] flex-col gap-4 rounded-2xl bg-white p-4 shadow-soft sm:h-[32rem] sm:p-6"
    >
      {/* The form's rows: heading, stars, title, review (taking what is left), button. */}
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-17.5 w-60" />
      <Skeleton className="h-18.5 w-full" />
      <Skeleton className="w-full flex-1" />
      <Skeleton className="h-11 w-40" />
    </div>
  );
}

type ProductReviewsProps = {
  product: { id: string; rating: ProductRating };
};

/**
 * The product page's "Customer reviews" (#reviews, where the review mails link): the published
 * reviews for everyone, and for a signed-in customer their own review or the form to write one.
 * Below the fold, so it loads in the browser; the server renders its frame.
 */
export function ProductReviews({ product }: ProductReviewsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const customer = useCustomerName();
  const { data: mine } = useQuery({
    ...myReviewQuery(product.id, customer ?? ''),
    enabled: customer !== null,
  });
  const [justSubmitted, setJustSubmitted] = useState(false);

  const own =
    customer === null || !mine ? null : mine.review ? (
      <OwnReview review={mine.review} justSubmitted={justSubmitted} />
    ) : mine.canReview ? (
      <Suspense fallback={<ReviewFormPlaceholder />}>
        <ReviewForm
          productId={product.id}
          customer={customer}
          onSubmitted={() => setJustSubmitted(true)}
        />
      </Suspense>
    ) : null;

  return (
    <section
      id="reviews"
      aria-labelledby={headingId}
      className="mt-14 scroll-mt-24 border-t border-ink-900/10 pt-10 lg:mt-20"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-ink-900 sm:text-3xl">
        <Trans>Customer reviews</Trans>
      </h2>
      <PublishedReviews
        productId={product.id}
        rating={product.rating}
        invitation={mine?.canReview ? t`Be the first to review this product.` : null}
        aside={own}
      />
    </section>
  );
}
