import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';

type ImageSource = { url: string; thumbUrl: string };

type ProductImageProps = {
  image: ImageSource | null | undefined;
  alt: string;
  /** How wide the image is drawn, for the browser to pick the 400w or the 1200w file. */
  sizes: string;
  className?: string;
  /**
   * The largest image of the first screen (the page's LCP element): fetched first, at once and
   * decoded with the page rather than in the background.
   */
  priority?: boolean;
  /** Other images of the first screen may load at once; everything else waits until near. */
  loading?: 'lazy' | 'eager';
  /**
   * A media query outside which the image's container hides it (display: none): there a blank
   * picture stands in, because a browser downloads a hidden image that is not lazy all the same.
   */
  shownOnlyWhen?: string;
};

/**
 * The smallest GIF there is: what a hidden picture loads instead of a photo. Its source carries a
 * width and sizes like the photo's own srcset, as HTML requires of a picture's sources.
 */
const BLANK_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * A catalogue photo (4:5, served as a 400w thumbnail and a 1200w full image), or the 'No Image
 * Available' tile for a product without photos.
 */
export function ProductImage({
  image,
  alt,
  sizes,
  className,
  priority = false,
  loading = 'lazy',
  shownOnlyWhen,
}: ProductImageProps) {
  if (!image) {
    return (
      <span
        className={clsx(
          'grid aspect-[4/5] place-items-center bg-cream-200 p-4 text-center text-sm font-bold text-ink-500',
          className,
        )}
      >
        <Trans>No Image Available</Trans>
      </span>
    );
  }
  const photo = (
    <img
      src={image.thumbUrl}
      srcSet={`${image.thumbUrl} 400w, ${image.url} 1200w`}
      sizes={sizes}
      width={400}
      height={500}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={clsx('aspect-[4/5] object-cover', className)}
    />
  );
  if (!shownOnlyWhen) return photo;
  return (
    <picture>
      <source media={`not all and ${shownOnlyWhen}`} srcSet={`${BLANK_PICTURE} 1w`} sizes="1px" />
      {photo}
    </picture>
  );
}
