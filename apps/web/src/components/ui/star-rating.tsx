import { formatCount, formatOneDecimal } from '@shop/contracts/indian-numbers';
import type { ProductRating as Rating } from '@shop/contracts/reviews';
import clsx from 'clsx';
import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { CSSProperties } from 'react';
import { pluralForm } from '../../lib/plural-form.ts';

/** "4.3", "4": one decimal at most, as the server rounds an average. */
export function formatStars(stars: number): string {
  return formatOneDecimal(stars);
}

/** "Rated 4.3 out of 5 from 12 reviews", in the page's language. */
export function ratingLabel(
  i18n: I18n,
  { average, count }: { average: number; count: number },
): string {
  const stars = formatStars(average);
  const form = pluralForm(i18n, count);
  const reviews = formatCount(count);
  return i18n._(
    msg`Rated ${stars} out of 5 from ${select(form, { one: `${reviews} review`, other: `${reviews} reviews` })}`,
  );
}

type StarRatingProps = {
  /** 0 to 5, fractions drawn as part of a star. */
  rating: number;
  /** What screen readers hear; "Rated 4 out of 5" unless told. */
  label?: string;
  /** Hides the stars from screen readers when the text beside them says the same. */
  decorative?: boolean;
  size?: 'sm' | 'lg';
  className?: string;
};

/** Stars out of 5: a review's, or an average's. */
export function StarRating({
  rating,
  label,
  decorative = false,
  size = 'sm',
  className,
}: StarRatingProps) {
  const { i18n } = useLingui();
  const stars = formatStars(rating);
  return (
    <span
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': label ?? i18n._(msg`Rated ${stars} out of 5`) })}
      className={clsx('star-rating block', size === 'lg' && '[--star-size:1.375rem]', className)}
      style={{ '--stars': Math.max(0, Math.min(5, rating)) } as CSSProperties}
    />
  );
}

/**
 * A product's published reviews on its card: the stars, the average and how many ("4.3 (12)"),
 * read as one phrase. Nothing while it has none: a card never shows a rating nobody gave.
 */
export function ProductRating({ rating, className }: { rating: Rating; className?: string }) {
  const { i18n } = useLingui();
  const { average, count } = rating;
  if (average === null || count === 0) return null;
  return (
    <p
      role="img"
      aria-label={ratingLabel(i18n, { average, count })}
      className={clsx('flex items-center gap-1.5 text-sm text-ink-700', className)}
    >
      <StarRating rating={average} decorative />
      <span aria-hidden="true">
        <span className="font-bold text-ink-900">{formatStars(average)}</span> ({formatCount(count)}
        )
      </span>
    </p>
  );
}
