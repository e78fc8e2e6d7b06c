import clsx from 'clsx';

const boxes = { 56: 'size-14', 64: 'size-16' };

/**
 * A product's small square photo beside its name, or a blank tile when it has none. Decorative:
 * the name next to it says what it is.
 */
export function Thumbnail({ src, size }: { src: string | undefined; size: keyof typeof boxes }) {
  const box = clsx(boxes[size], 'shrink-0 rounded-xl bg-cream-200');
  if (!src) return <span className={box} />;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={clsx(box, 'object-cover')}
    />
  );
}
