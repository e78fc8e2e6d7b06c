// Where the demo products' committed pictures are: one full-size and one thumbnail WebP per
// product view, named after the product's slug so a redraw replaces the same files.
import { fileURLToPath } from 'node:url';
import type { DemoProduct } from './demo-catalogue.ts';

/** The same two sizes the server makes from an upload. */
export const DEMO_IMAGE_SIZES = {
  full: { width: 1200, height: 1500 },
  thumb: { width: 400, height: 500 },
} as const;

export const demoImagesDir = fileURLToPath(new URL('../images/', import.meta.url));

export type DemoImageFiles = { view: number; full: string; thumb: string };

/** The committed files of each of a product's views, in display order (absolute paths). */
export function demoImageFiles(
  product: Pick<DemoProduct, 'slug' | 'imageCount'>,
): DemoImageFiles[] {
  return Array.from({ length: product.imageCount }, (_, view) => ({
    view,
    full: `${demoImagesDir}${product.slug}-${view}-full.webp`,
    thumb: `${demoImagesDir}${product.slug}-${view}-thumb.webp`,
  }));
}
