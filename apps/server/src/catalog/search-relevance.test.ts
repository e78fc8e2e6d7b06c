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
    for (const word of ['little', 'cotton', 'frock']) {
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
