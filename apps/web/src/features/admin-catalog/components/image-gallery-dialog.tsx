import type { Product } from '@shop/contracts/catalog';
import clsx from 'clsx';
import { useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

type ImageGalleryDialogProps = { product: Product | null; onClose: () => void };

/** The Images column's gallery: a large view and a strip of thumbnails. */
export function ImageGalleryDialog({ product, onClose }: ImageGalleryDialogProps) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product && (
        <DialogContent
          title={`Images of ${product.name}`}
          description={`${product.images.length} ${product.images.length === 1 ? 'image' : 'images'}; the first is the cover.`}
        >
          <Gallery key={product.id} product={product} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function Gallery({ product }: { product: Product }) {
  const [shown, setShown] = useState(0);
  const image = product.images[shown];
  if (!image) return <p className="text-ink-700">This product has no images.</p>;
  return (
    <div className="flex flex-col gap-4">
      <img
        src={image.url}
        srcSet={`${image.thumbUrl} 400w, ${image.url} 1200w`}
        sizes="(min-width: 640px) 600px, 90vw"
        alt={`${product.name}, image ${shown + 1} of ${product.images.length}`}
        width={1200}
        height={1200}
        className="aspect-square w-full rounded-2xl bg-cream-200 object-contain"
      />
      <ul aria-label="Thumbnails" className="flex gap-2 overflow-x-auto pb-1">
        {product.images.map((thumb, index) => (
          <li key={thumb.id} className="shrink-0">
            <button
              type="button"
              aria-label={`Show image ${index + 1}`}
              aria-current={index === shown || undefined}
              onClick={() => setShown(index)}
              className={clsx(
                'block cursor-pointer overflow-hidden rounded-xl border-2 transition-colors',
                index === shown ? 'border-coral-600' : 'border-transparent hover:border-coral-300',
              )}
            >
              <img
                src={thumb.thumbUrl}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                className="size-16 object-cover sm:size-18"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
