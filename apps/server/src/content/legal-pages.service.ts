import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { LegalPage, SaveLegalPageBody } from '@shop/contracts/content';
import type { Db } from '../db/client.ts';
import { legalPages } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { sanitizeLegalHtml } from './html-sanitizer.ts';

type LegalPageRow = typeof legalPages.$inferSelect;

const toLegalPage = (row: LegalPageRow): LegalPage => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listLegalPages(db: Db): Promise<LegalPage[]> {
  const rows = await db
    .select()
    .from(legalPages)
    .orderBy(asc(legalPages.title), asc(legalPages.slug));
  return rows.map(toLegalPage);
}

export async function getLegalPage(db: Db, slug: string): Promise<LegalPage> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  if (!row) throw notFound('Page not found.');
  return toLegalPage(row);
}

/**
 * Creates the page with this slug or updates it, in one statement (two admins saving a new page
 * at once cannot collide). The slug is the key; the body's id is not used. The HTML is
 * sanitized before it is stored, so what the database holds is always safe to render.
 */
export async function saveLegalPage(
  db: Db,
  input: SaveLegalPageBody,
): Promise<{ page: LegalPage; created: boolean }> {
  const content = sanitizeLegalHtml(input.content);
  const [row] = await db
    .insert(legalPages)
    .values({ slug: input.slug, title: input.title, content })
    .onConflictDoUpdate({
      target: legalPages.slug,
      set: { title: input.title, content, updatedAt: sql`now()` },
    })
    // xmax is 0 on a freshly inserted row version and set on one written by ON CONFLICT UPDATE.
    .returning({ ...getTableColumns(legalPages), created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('legal page upsert returned no row');
  const { created, ...page } = row;
  return { page: toLegalPage(page), created };
}
