import type { ProductRating } from '@shop/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCustomerName } from '../../../lib/use-customer.ts';
import { myReviewQuery } from '../api/reviews.ts';
import { OwnReview } from './own-review.tsx';
import { PublishedReviews } from './published-reviews.tsx';
import { ReviewForm } from './review-form.tsx';

type ProductReviewsProps = {
  product: { id: string; rating: ProductRating };
};

/**
 * The product page's "Customer reviews" (#reviews, where the review mails link): the published
 * reviews for everyone, and for a signed-in customer their own review or the form to write one.
 * Below the fold, so it loads in the browser; the server renders its frame.
 */
export function ProductReviews({ product }: ProductReviewsProps) {
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
      <ReviewForm
        productId={product.id}
        customer={customer}
        onSubmitted={() => setJustSubmitted(true)}
      />
    ) : null;

  return (
    <section
      id="reviews"
      aria-labelledby={headingId}
      className="mt-14 scroll-mt-24 border-t border-ink-900/10 pt-10 lg:mt-20"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-ink-900 sm:text-3xl">
        Customer reviews
      </h2>
      <PublishedReviews
        productId={product.id}
        rating={product.rating}
        invitation={mine?.canReview ? 'Be the first to review this product.' : null}
        aside={own}
      />
    </section>
  );
}
