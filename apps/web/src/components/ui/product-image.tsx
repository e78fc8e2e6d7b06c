import clsx from 'clsx';

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
};

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
}: ProductImageProps) {
  if (!image) {
    return (
      <span
        className={clsx(
          'grid aspect-[4/5] place-items-center bg-cream-200 p-4 text-center text-sm font-bold text-ink-500',
          className,
        )}
      >
        No Image Available
      </span>
    );
  }
  return (
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
}
