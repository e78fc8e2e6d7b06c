import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './demo-catalogue.ts';
import { DEMO_IMAGE_SIZES, demoImageFiles, demoImagesDir } from './demo-images.ts';

const REDRAW = 'run `npm run draw -w packages/demo-shop` and commit the images';

describe('committed demo images', () => {
  it.each(demoProducts.map((product) => [product.slug, product] as const))(
    '%s has a full-size and a thumbnail WebP for every view',
    async (_slug, product) => {
      for (const files of demoImageFiles(product)) {
        for (const size of ['full', 'thumb'] as const) {
          const meta = await sharp(files[size])
            .metadata()
            .catch(() => undefined);
          expect(meta, `${files[size]} is missing or unreadable: ${REDRAW}`).toBeDefined();
          expect(meta?.format).toBe('webp');
          expect({ width: meta?.width, height: meta?.height }).toEqual(DEMO_IMAGE_SIZES[size]);
        }
      }
    },
  );

  it('holds no picture of a product or view the catalogue no longer has', () => {
    const wanted = demoProducts.flatMap((product) =>
      demoImageFiles(product).flatMap((files) => [files.full, files.thumb]),
    );
    const present = readdirSync(demoImagesDir).map((name) => `${demoImagesDir}${name}`);
    expect(present.sort(), REDRAW).toEqual(wanted.sort());
  });
});
