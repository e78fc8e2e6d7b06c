import type { RatingSummary as Summary } from '@shop/contracts/reviews';
import { Trans, useLingui } from '@lingui/react/macro';
import { ratingLabel, StarRating } from '../../../components/ui/star-rating.tsx';
import { reviewsText, starsText } from '../review-labels.ts';

/** The average in big figures, its stars, how many reviews, and a bar per number of stars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useLingui();
  const { average, count, distribution } = summary;
  if (average === null || count === 0) return null;
  const reviews = reviewsText(i18n, count);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <p
          aria-hidden="true"
          className="font-display text-5xl leading-none font-semibold text-ink-900 tabular-nums"
        >
          {/* Always one decimal in the big figure, "4.0", as review summaries read. */}
          {average.toFixed(1)}
        </p>
        <div className="flex flex-col gap-1.5">
          <StarRating rating={average} size="lg" label={ratingLabel(i18n, { average, count })} />
          <p className="text-sm text-ink-700">
            <Trans>Based on {reviews}</Trans>
          </p>
        </div>
      </div>
      <ul aria-label={t`Reviews by stars`} className="flex flex-col gap-2">
        {distribution.map(({ stars, count: starCount }) => (
          <li key={stars} className="flex items-center gap-3 text-sm">
            <span className="sr-only">
              {starsText(i18n, stars)}: {reviewsText(i18n, starCount)}
            </span>
            <span aria-hidden="true" className="w-8 shrink-0 font-bold text-ink-700">
              {stars} <span className="text-amber-500">★</span>
            </span>
            <span
              aria-hidden="true"
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-ink-100"
            >
              <span
                className="block h-full rounded-full bg-[#e5a500]"
                style={{ width: `${(starCount / count) * 100}%` }}
              />
            </span>
            <span aria-hidden="true" className="w-8 shrink-0 text-right text-ink-700 tabular-nums">
              {starCount}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
