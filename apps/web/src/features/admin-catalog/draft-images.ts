import { arrayMove } from '@dnd-kit/sortable';
import type { Product } from '@shop/contracts/catalog';

/**
 * One image of the editor, saved or picked but not uploaded yet, in the order the shop will show
 * them: the first is the product's cover.
 */
export type DraftImage =
  | { kind: 'saved'; key: string; id: string; previewUrl: string }
  | { kind: 'new'; key: string; file: File; previewUrl: string };

export const savedDraftImage = (image: Product['images'][number]): DraftImage => ({
  kind: 'saved',
  key: image.id,
  id: image.id,
  previewUrl: image.thumbUrl,
});

/** Moves the image at `from` to `to`; a position outside the list changes nothing. */
export function moveImage(
  images: readonly DraftImage[],
  from: number,
  to: number,
): readonly DraftImage[] {
  const inside = (index: number) => Number.isInteger(index) && index >= 0 && index < images.length;
  if (from === to || !inside(from) || !inside(to)) return images;
  return arrayMove([...images], from, to);
}

/**
 * What the product form sends for the images (see /api/docs): the new files in the
 * order shown, and `imageOrder` naming every image in that order, saved ones by id and the n-th
 * new file as `new:<n>`, so the server stores saved and new images interleaved as the admin
 * arranged them.
 */
export function imageUpload(images: readonly DraftImage[]): {
  files: File[];
  imageOrder: string[];
} {
  const files: File[] = [];
  const imageOrder = images.map((image) => {
    if (image.kind === 'saved') return image.id;
    files.push(image.file);
    return `new:${files.length - 1}`;
  });
  return { files, imageOrder };
}

/** How a tile names its image for screen readers, e.g. "saved image 2" or "new image 3 (a.png)". */
export function imageLabel(image: DraftImage, position: number): string {
  return image.kind === 'saved'
    ? `saved image ${position}`
    : `new image ${position} (${image.file.name})`;
}
