import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { queryRows } from '../db/client.ts';
import { loadDemoShop } from '../bootstrap.ts';
import { seedDemoShop } from '../demo/demo-shop.service.ts';
import { createDiskImageStore } from '../images/image-store.ts';
import { useTestApp } from '../test/test-app.ts';
import { typosAllowed } from './product-search.ts';

// Typo tolerance on the demo shop's own words: a word is corrected only when it finds nothing as
// typed, and only within the typos its length allows, so a correct word is never widened into
// look-alikes ("rattle" once reached "little" and answered kurta sets, frocks and bodysuits).
const images = createDiskImageStore(mkdtempSync(path.join(os.tmpdir(), 'shop-media-')));
const t = await useTestApp({ images });
await seedDemoShop({
  db: t.database.db,
  images,
  log: pino({ level: 'silent' }),
  demo: await loadDemoShop(),
});

async function search(q: string): Promise<{ names: string[]; total: number }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/search?q=${encodeURIComponent(q)}&limit=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { products: Product[]; pagination: { totalItems: number } };
  return { names: body.products.map((p) => p.name), total: body.pagination.totalItems };
}

/** Names of the products whose searchable text has one of these words, read from the database. */
async function productsSaying(pattern: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    t.database.db,
    sql`select name from products where search_document ~* ${`\\m(${pattern})\\M`}`,
  );
  return rows.map((row) => row.name).sort();
}

describe('typo tolerance on the demo catalogue', () => {
  it('allows no typo below four letters, one from four, two from eight', () => {
    expect(
      ['bib', 'hat', 'frok', 'rattle', 'swaddle', 'dungaree', 'channapatna'].map(typosAllowed),
    ).toEqual([0, 0, 1, 1, 1, 2, 2]);
  });

  it('answers "rattle" with the rattles only', async () => {
    const { names, total } = await search('rattle');
    expect(names.sort()).toEqual(await productsSaying('rattles?'));
    expect(total).toBe(3);
    expect(names.every((name) => name.endsWith('Rattle'))).toBe(true);
  });

  it('does not widen a correctly spelled word', async () => {
    for (const word of ['little', 'cotton', 'gingham']) {
      const { names, total } = await search(word);
      expect(total, word).toBe((await productsSaying(`${word}s?`)).length);
      expect(names.sort(), word).toEqual(await productsSaying(`${word}s?`));
    }
  });

  it('finds dungarees for "dungre", the start of the word with a letter missing', async () => {
    const typo = await search('dungre');
    expect(typo).toEqual(await search('dungarees'));
    expect(typo.names.slice(0, 3).every((name) => name.endsWith('Dungaree'))).toBe(true);
  });

  it('never corrects a word of three letters', async () => {
    expect((await search('hat')).total).toBeGreaterThan(0);
    expect(await search('hta')).toEqual({ names: [], total: 0 });
    expect(await search('cpa')).toEqual({ names: [], total: 0 });
  });

  it('still finds the product behind a typo within the allowance', async () => {
    expect(await search('kurat')).toEqual(await search('kurta'));
    expect(await search('swadle')).toEqual(await search('swaddle'));
    expect(await search('rmoper')).toEqual(await search('romper'));
    expect((await search('chanaptna')).names).toEqual(['Channapatna Wooden Rattle']);
  });

  it('does not correct beyond the allowance', async () => {
    // Two typos in a word of six letters: "rattle" is not "little", nor is this "rattle".
    expect(await search('ratlel')).toEqual({ names: [], total: 0 });
  });

  it('ranks products with words as typed above those with a corrected word', async () => {
    const rattles = await productsSaying('rattles?');
    const swaddles = await productsSaying('swaddles?');
    const { names, total } = await search('rattle swadle');
    expect(total).toBe(rattles.length + swaddles.length);
    expect(names.slice(0, rattles.length).sort()).toEqual(rattles);
    expect(names.slice(rattles.length).sort()).toEqual(swaddles);
  });

  it('matches the last word as the start of a word while it is being typed', async () => {
    expect(await search('dunga')).toEqual(await search('dungarees'));
    const typing = await search('wooden ratt');
    expect(typing).toEqual(await search('wooden rattle'));
    expect(typing.names).toContain('Channapatna Wooden Rattle');
  });
});

/** The demo products in a category or its subcategories, by the category's slug. */
async function productsIn(slug: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    t.database.db,
    sql`select p.name from products p
        join categories c on c.id = p.category_id
        left join categories parent on parent.id = c.parent_id
        where ${slug} in (c.slug, parent.slug)`,
  );
  return rows.map((row) => row.name).sort();
}

/** Months a size like "18-24M" or "2-3Y" spans, both ends included; null for any other size. */
function monthsOf(size: string): [number, number] | null {
  const range = /^(\d+)-(\d+)\s*([MY])$/.exec(size);
  if (!range) return null;
  const perUnit = range[3] === 'Y' ? 12 : 1;
  return [Number(range[1]) * perUnit, Number(range[2]) * perUnit];
}

/** The demo products with a size that fits a child of this many months. */
async function productsFitting(months: number): Promise<string[]> {
  const rows = await queryRows<{ name: string; size: string }>(
    t.database.db,
    sql`select distinct p.name, v.size from products p
        join product_variants v on v.product_id = p.id`,
  );
  const fitting = rows.filter((row) => {
    const span = monthsOf(row.size);
    return span !== null && span[0] <= months && months <= span[1];
  });
  return [...new Set(fitting.map((row) => row.name))].sort();
}

async function sizesOf(name: string): Promise<string[]> {
  const rows = await queryRows<{ size: string }>(
    t.database.db,
    sql`select distinct v.size from product_variants v
        join products p on p.id = v.product_id where p.name = ${name}`,
  );
  return rows.map((row) => row.size);
}

describe("the shop's words on the demo catalogue", () => {
  it('finds the footwear for "shoes", "shoe" and "footwear", not a fabric', async () => {
    const footwear = await productsIn('kids-footwear');
    expect(footwear).toHaveLength(6);
    for (const q of ['shoes', 'shoe', 'footwear']) {
      const { names } = await search(q);
      expect(names.sort(), q).toEqual(footwear);
    }
  });

  it('ranks the products with the word as typed before its synonyms', async () => {
    const sandals = await productsIn('sandals');
    const { names } = await search('sandals');
    expect(names.slice(0, sandals.length).sort()).toEqual(sandals);
    expect(names.sort()).toEqual(await productsIn('kids-footwear'));
  });

  it('finds the Night Suit and the pyjamas for "nightsuit", "night suit" and "pajamas"', async () => {
    for (const q of ['nightsuit', 'night suit', 'pajamas', 'pyjamas']) {
      const { names } = await search(q);
      expect(names, q).toContain('Organic Striped Night Suit');
      // The night suit and the pyjamas first: the fabrics that mention pyjamas come after.
      const sleepwear = [
        'Block Print Cotton Kurta Pyjama',
        'Cosy Flannel Check Pyjamas',
        'Organic Striped Night Suit',
        'Twinkle Stars Pyjama Set',
      ];
      expect(names.slice(0, sleepwear.length).sort(), q).toEqual(sleepwear);
      expect(
        names.some((name) => name.includes('Fabric')),
        q,
      ).toBe(true);
    }
  });

  it('finds words the catalogue writes as one or as two', async () => {
    expect((await search('sunhat')).names.sort()).toEqual(await productsSaying('sun hats?'));
    expect((await search('sun dress')).names).toContain('Gingham Sundress');
  });

  it('finds what fits a two-year-old for "2 years", "2 yrs", "2Y", "24M" and "24 months"', async () => {
    const fitting = await productsFitting(24);
    expect(fitting.length).toBeGreaterThan(30);
    for (const q of ['2 years', '2 yrs', '2Y', '24M', '24 months']) {
      const { names, total } = await search(q);
      expect(total, q).toBe(fitting.length);
      expect(names.sort(), q).toEqual(fitting);
    }
  });

  it('puts the products sized "2-3Y" first for "2-3Y", and no fabric', async () => {
    const { names, total } = await search('2-3Y');
    const inSize = (await productsFitting(30)).length;
    expect(total).toBe(inSize);
    const sizes = await Promise.all(names.map(sizesOf));
    // Sized "2-3Y" first, then sizes that take in those years ("2-4Y" socks).
    const sized = sizes.filter((list) => list.includes('2-3Y')).length;
    expect(sized).toBeGreaterThan(20);
    expect(sizes.slice(0, sized).every((list) => list.includes('2-3Y'))).toBe(true);
    expect(names.slice(sized)).toEqual(['Cotton Ankle Socks - Hearts']);
    expect(names.some((name) => name.includes('Fabric'))).toBe(false);
  });

  it('narrows a kind of product to an age', async () => {
    const { names } = await search('frock 2 years');
    expect(names.length).toBeGreaterThan(0);
    const fitting = await productsFitting(24);
    expect(names.every((name) => fitting.includes(name))).toBe(true);
    // Frocks first, then what the synonym "dress" finds.
    const frocks = names.filter((name) => name.endsWith('Frock'));
    expect(frocks.length).toBeGreaterThan(2);
    expect(names.slice(0, frocks.length)).toEqual(frocks);
  });
});
