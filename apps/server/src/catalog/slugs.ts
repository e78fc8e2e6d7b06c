import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'item';
}

/** A slug made from the name, with -2, -3... when taken. Slugs never change after creation. */
export async function uniqueSlug(
  db: Db,
  table: PgTable,
  column: PgColumn,
  name: string,
): Promise<string> {
  const base = slugify(name);
  const rows = await db
    .select({ slug: sql<string>`${column}` })
    .from(table)
    .where(sql`${column} = ${base} or ${column} like ${`${base}-%`}` as SQL);
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
