import clsx from 'clsx';
import { ImageOff } from 'lucide-react';

type CartLineImageProps = {
  image: { url: string; thumbUrl: string } | undefined;
  /** Size classes of the square, e.g. 'size-24 sm:size-28'. */
  className: string;
};

/** A line's product photo: the 400w thumbnail, or the 1200w picture on dense screens. */
export function CartLineImage({ image, className }: CartLineImageProps) {
  const classes = clsx('shrink-0 rounded-xl bg-cream-200 object-cover', className);
  if (!image) {
    return (
      <span className={clsx(classes, 'grid place-items-center text-ink-500')}>
        <ImageOff aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return (
    <img
      src={image.thumbUrl}
      srcSet={`${image.thumbUrl} 400w, ${image.url} 1200w`}
      sizes="112px"
      width={112}
      height={112}
      loading="lazy"
      decoding="async"
      // The product's name sits right next to it, so the photo adds nothing for screen readers.
      alt=""
      className={classes}
    />
  );
}
