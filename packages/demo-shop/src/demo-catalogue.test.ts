import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { DemoCategory } from './demo-catalogue.ts';
import { demoCategories, demoProducts } from './demo-catalogue.ts';
import { artKinds, renderProductSvg } from './product-art.ts';

function flatten(
  categories: DemoCategory[],
  depth = 1,
): { category: DemoCategory; depth: number }[] {
  return categories.flatMap((category) => [
    { category, depth },
    ...flatten(category.children ?? [], depth + 1),
  ]);
}

const all = flatten(demoCategories);
const slugs = all.map((c) => c.category.slug);
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

describe('demo categories', () => {
  it('has the six top-level categories of the home hero', () => {
    expect(demoCategories.map((c) => c.name)).toEqual([
      'Baby Fashion',
      'Baby Fabrics',
      'Nursery Essentials',
      'Baby Accessories',
      'Play & Comfort',
      'Kids Collection',
    ]);
  });

  it('gives each top-level category 2 to 4 subcategories, some with a third level', () => {
    for (const top of demoCategories) {
      expect(top.children?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(top.children?.length ?? 0).toBeLessThanOrEqual(4);
    }
    expect(all.some((c) => c.depth === 3)).toBe(true);
  });

  it('has unique kebab-case slugs, names and descriptions', () => {
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const { category } of all) {
      expect(category.slug).toMatch(kebab);
      expect(category.name.length).toBeGreaterThan(2);
      expect(category.description.length).toBeGreaterThan(20);
    }
  });
});

describe('demo products', () => {
  const variants = demoProducts.flatMap((p) => p.variants);

  it('has at least 90 products with unique kebab-case slugs and names', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(90);
    const productSlugs = demoProducts.map((p) => p.slug);
    expect(new Set(productSlugs).size).toBe(productSlugs.length);
    expect(new Set(demoProducts.map((p) => p.name)).size).toBe(demoProducts.length);
    for (const slug of productSlugs) expect(slug).toMatch(kebab);
  });

  it('puts every product in a category that exists, and spreads them over all six', () => {
    for (const p of demoProducts) expect(slugs).toContain(p.categorySlug);
    const topOf = new Map<string, string>();
    for (const top of demoCategories)
      for (const { category } of flatten([top])) topOf.set(category.slug, top.slug);
    const perTop = new Map<string, number>();
    for (const p of demoProducts) {
      const top = topOf.get(p.categorySlug) ?? '';
      perTop.set(top, (perTop.get(top) ?? 0) + 1);
    }
    for (const top of demoCategories) expect(perTop.get(top.slug) ?? 0).toBeGreaterThanOrEqual(8);
  });

  it('has 2 to 4 sentence descriptions', () => {
    for (const p of demoProducts) {
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.slug).toBeLessThanOrEqual(4);
    }
  });

  it('has 1 to 15 variants per product, as sizes x 1 to 3 colours, each combination once', () => {
    for (const p of demoProducts) {
      expect(p.variants.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.variants.length, p.slug).toBeLessThanOrEqual(15);
      const colours = new Set(p.variants.map((v) => v.color));
      const sizes = new Set(p.variants.map((v) => v.size));
      expect(colours.size).toBeLessThanOrEqual(3);
      expect(p.variants.length).toBe(colours.size * sizes.size);
      expect(new Set(p.variants.map((v) => `${v.size}|${v.color}`)).size).toBe(p.variants.length);
    }
  });

  it('uses valid colours and stock figures', () => {
    for (const v of variants) {
      expect(v.colorHexCode).toMatch(/^#[0-9A-F]{6}$/);
      expect(v.color.length).toBeGreaterThan(2);
      expect(Number.isInteger(v.stock)).toBe(true);
      expect(v.stock).toBeGreaterThanOrEqual(0);
      expect(v.stock).toBeLessThanOrEqual(40);
    }
  });

  it('prices in rupees with at most 2 decimals; the discount is an amount saved below the price', () => {
    for (const v of variants) {
      expect(v.originalPrice).toBeGreaterThan(0);
      expect(decimals(v.originalPrice)).toBeLessThanOrEqual(2);
      if (v.discountPrice !== null) {
        expect(v.discountPrice).toBeGreaterThan(0);
        expect(v.discountPrice).toBeLessThan(v.originalPrice);
        expect(decimals(v.discountPrice)).toBeLessThanOrEqual(2);
      }
    }
    const discounted = demoProducts.filter((p) => p.variants.some((v) => v.discountPrice !== null));
    const share = discounted.length / demoProducts.length;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.7);
  });

  it('has some sold-out sizes and at least 3 fully sold-out products', () => {
    const soldOut = demoProducts.filter((p) => p.variants.every((v) => v.stock === 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    const partly = demoProducts.filter(
      (p) => p.variants.some((v) => v.stock === 0) && p.variants.some((v) => v.stock > 0),
    );
    expect(partly.length).toBeGreaterThanOrEqual(10);
    const inStock = variants.filter((v) => v.stock > 0).length;
    expect(inStock / variants.length).toBeGreaterThan(0.7);
  });

  it('uses the size conventions of each kind of product', () => {
    const sizes = (kinds: string[]) =>
      demoProducts
        .filter((p) => kinds.includes(p.art.kind))
        .flatMap((p) => p.variants.map((v) => v.size));
    for (const s of sizes(['fabric-bolt'])) expect(s).toMatch(/^\d+ m$/);
    for (const s of sizes(['shoes', 'sandals'])) expect(s).toMatch(/^\d{1,2}$/);
    for (const s of sizes(['bodysuit'])) expect(s).toMatch(/^\d+-\d+M$/);
    for (const s of sizes(['tshirt', 'hoodie', 'kurta', 'lehenga'])) expect(s).toMatch(/^\d-\dY$/);
  });

  it('has 2 to 4 images and spread-out creation dates', () => {
    for (const p of demoProducts) {
      expect([2, 3, 4]).toContain(p.imageCount);
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(1);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(365);
    }
    expect(new Set(demoProducts.map((p) => p.createdDaysAgo)).size).toBeGreaterThan(50);
  });

  it('only uses art kinds that can be drawn, and uses every one of them', () => {
    const used = new Set(demoProducts.map((p) => p.art.kind));
    for (const kind of used) expect(artKinds).toContain(kind);
    for (const kind of artKinds) expect(used.has(kind), kind).toBe(true);
    expect(artKinds.length).toBeGreaterThanOrEqual(16);
    for (const p of demoProducts) expect(p.art.accentHex).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('renders every art kind', async () => {
    for (const kind of artKinds) {
      const product = demoProducts.find((p) => p.art.kind === kind);
      if (!product) throw new Error(`no product draws ${kind}`);
      const png = await sharp(Buffer.from(renderProductSvg(product, 0)))
        .resize(300, 375)
        .png()
        .toBuffer();
      const stats = await sharp(png).stats();
      expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev)), kind).toBeGreaterThan(10);
    }
  }, 60_000);

  it('is deterministic', async () => {
    vi.resetModules();
    const again = await import('./demo-catalogue.ts');
    expect(again.demoProducts).not.toBe(demoProducts);
    expect(again.demoProducts).toEqual(demoProducts);
  });
});
