import type { Product } from '@shop/contracts/catalog';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ProductImage } from '../../../components/ui/product-image.tsx';

type ProductGalleryProps = { product: Pick<Product, 'name' | 'images'> };

/**
 * How wide the big photo is drawn: the page's width less its padding; from 64rem, 1.1 of the
 * 2.1 shares the page gives the gallery (after the 3.5rem column gap), less the 5.75rem column of
 * thumbnails; from 80rem the page stops growing. The server's preload of the first photo
 * (imagesizes) must say the same, or the browser fetches the photo twice.
 */
export const mainPhotoSizes =
  '(min-width: 80rem) 32rem, (min-width: 64rem) calc(52vw - 9.5rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)';

const arrowClasses =
  'absolute top-1/2 grid size-11 -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-white/90 text-ink-900 shadow-soft transition-colors hover:bg-white';

/**
 * Spec: the product's photo gallery. Thumbnails are buttons; the arrow keys move along them, and
 * arrow buttons on the big photo do the same for touch screens.
 */
export function ProductGallery({ product }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = product.images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const { t } = useLingui();
  const productName = product.name;
  const photoNumber = current + 1;

  function show(next: number, focus = false) {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  }

  function onThumbKey(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start">
      <div className="relative min-w-0 flex-1 overflow-hidden rounded-3xl bg-cream-200 shadow-soft">
        <ProductImage
          image={product.images[current]}
          alt={count > 1 ? t`${productName}, photo ${photoNumber} of ${count}` : productName}
          sizes={mainPhotoSizes}
          priority
          className="w-full"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={t`Previous photo`}
              onClick={() => show(current - 1)}
              className={clsx(arrowClasses, 'left-3')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t`Next photo`}
              onClick={() => show(current + 1)}
              className={clsx(arrowClasses, 'right-3')}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul
          aria-label={t`Product photos`}
          className="flex gap-2 overflow-x-auto p-1 lg:w-20 lg:shrink-0 lg:flex-col lg:overflow-visible"
          onKeyDown={onThumbKey}
        >
          {product.images.map((image, position) => {
            const thumbNumber = position + 1;
            return (
              <li key={image.id} className="shrink-0">
                <button
                  ref={(element) => {
                    thumbs.current[position] = element;
                  }}
                  type="button"
                  aria-label={t`Show photo ${thumbNumber} of ${count}`}
                  aria-pressed={position === current}
                  // One tab stop for the row; the arrow keys move within it.
                  tabIndex={position === current ? 0 : -1}
                  onClick={() => show(position)}
                  className={clsx(
                    'block w-16 cursor-pointer overflow-hidden rounded-xl border-2 transition-colors lg:w-full',
                    position === current
                      ? 'border-coral-600'
                      : 'border-transparent opacity-80 hover:opacity-100',
                  )}
                >
                  <ProductImage image={image} alt="" sizes="80px" className="w-full" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
