import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArtKind, ArtPattern, DemoProduct } from './demo-catalogue.ts';
import { ART_HEIGHT, ART_WIDTH, artKinds, renderProductSvg } from './product-art.ts';

type ArtProduct = Pick<DemoProduct, 'art' | 'variants' | 'name'>;

function sample(
  kind: ArtKind,
  colours: string[],
  pattern: ArtPattern = 'plain',
  accentHex = '#F6CF5C',
): ArtProduct {
  return {
    name: `Sample ${kind}`,
    art: { kind, accentHex, pattern },
    variants: colours.map((hex, i) => ({
      size: 'Free Size',
      color: `Colour ${i}`,
      colorHexCode: hex,
      stock: 5,
      originalPrice: 499,
      discountPrice: null,
    })),
  };
}

async function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 1 }).toBuffer();
}

function distance(
  a: { r: number; g: number; b: number },
  b: { r: number; g: number; b: number },
): number {
  return Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);
}

const SAMPLE_KINDS: [ArtKind, ArtPattern][] = [
  ['bodysuit', 'stars'],
  ['frock', 'florals'],
  ['hoodie', 'plain'],
  ['shoes', 'stripes'],
  ['fabric-bolt', 'dots'],
  ['teddy', 'plain'],
];

describe('renderProductSvg', () => {
  describe.each(SAMPLE_KINDS)('%s (%s)', (kind, pattern) => {
    it.each([0, 1, 2, 3])(
      'view %i rasterizes to a 1200x1500 WebP that is not blank',
      async (view) => {
        const svg = renderProductSvg(sample(kind, ['#F88379', '#1F3A5F'], pattern), view);
        const webp = await toWebp(svg);
        const meta = await sharp(webp).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([ART_WIDTH, ART_HEIGHT]);
        expect([ART_WIDTH, ART_HEIGHT]).toEqual([1200, 1500]);
        const stats = await sharp(webp).stats();
        const maxStdev = Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
        expect(maxStdev).toBeGreaterThan(12);
        expect(stats.isOpaque).toBe(true);
      },
    );
  });

  it('draws the product in its own colour', async () => {
    const centre = async (hex: string) => {
      const webp = await toWebp(renderProductSvg(sample('tshirt', [hex]), 0));
      // stats() reads its input, so cut the middle of the shirt out first
      const crop = await sharp(webp)
        .extract({ left: 480, top: 820, width: 240, height: 240 })
        .png()
        .toBuffer();
      const { dominant } = await sharp(crop).stats();
      return dominant;
    };
    const pink = await centre('#F4B6C2');
    const navy = await centre('#1F3A5F');
    expect(distance(pink, navy)).toBeGreaterThan(120);
    // the dominant colour of the shirt's body is close to the colour asked for
    expect(distance(navy, { r: 0x1f, g: 0x3a, b: 0x5f })).toBeLessThan(70);
  });

  it('uses colorHex to draw another variant colour', () => {
    const product = sample('romper', ['#A8E6CF', '#F4B6C2'], 'dots');
    expect(renderProductSvg(product, 0, '#F4B6C2')).not.toBe(renderProductSvg(product, 0));
    expect(renderProductSvg(product, 0, '#F4B6C2')).toContain('#F4B6C2');
  });

  it('differs between views and is deterministic', () => {
    const product = sample('frock', ['#C9B8E8'], 'hearts');
    const views = [0, 1, 2, 3].map((v) => renderProductSvg(product, v));
    expect(new Set(views).size).toBe(4);
    expect(renderProductSvg(product, 2)).toBe(views[2]);
    expect(renderProductSvg(product, 6)).toBe(views[2]);
  });

  it('uses no text, fonts, scripts or external resources', () => {
    for (const kind of artKinds) {
      for (const view of [0, 1, 2, 3]) {
        const svg = renderProductSvg(sample(kind, ['#FFCBA4', '#2A9D8F'], 'florals'), view);
        expect(svg).not.toMatch(/<text|<image|<script|<style|font-family|href=|NaN|undefined/);
        expect(
          svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500"'),
        ).toBe(true);
      }
    }
  });

  it('falls back gracefully on a malformed colour', async () => {
    const svg = renderProductSvg(sample('bib', ['not-a-colour']), 0, 'also-bad');
    expect(svg).not.toContain('not-a-colour');
    const meta = await sharp(await toWebp(svg)).metadata();
    expect(meta.width).toBe(1200);
  });
});
