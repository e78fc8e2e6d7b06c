import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { isRequiredPage, type LegalPage, type SaveLegalPageBody } from '@shop/contracts/content';
import type { Db } from '../db/client.ts';
import { legalPages } from '../db/schema.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { sanitizeLegalHtml } from './html-sanitizer.ts';
import { starterPages } from './starter-pages.ts';

type LegalPageRow = typeof legalPages.$inferSelect;

const toLegalPage = (row: LegalPageRow): LegalPage => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: row.content,
  titleHi: row.titleHi,
  contentHi: row.contentHi,
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
  // Left out (undefined): a saved page keeps its Hindi; null clears it.
  const hindi = {
    ...(input.titleHi !== undefined && { titleHi: input.titleHi }),
    ...(input.contentHi !== undefined && { contentHi: hindiContent(input.contentHi) }),
  };
  const [row] = await db
    .insert(legalPages)
    .values({ slug: input.slug, title: input.title, content, ...hindi })
    .onConflictDoUpdate({
      target: legalPages.slug,
      set: { title: input.title, content, ...hindi, updatedAt: sql`now()` },
    })
    // xmax is 0 on a freshly inserted row version and set on one written by ON CONFLICT UPDATE.
    .returning({ ...getTableColumns(legalPages), created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('legal page upsert returned no row');
  const { created, ...page } = row;
  return { page: toLegalPage(page), created };
}

/** Sanitized as the English is; HTML that sanitizes to nothing visible is no Hindi version. */
function hindiContent(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeLegalHtml(html);
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : clean;
}

/** Deletes a page; the privacy policy and the terms and conditions must always exist. */
export async function deleteLegalPage(db: Db, slug: string): Promise<{ message: string }> {
  if (isRequiredPage(slug)) {
    throw conflict(
      'The privacy policy and the terms and conditions are required and cannot be deleted.',
    );
  }
  const [deleted] = await db
    .delete(legalPages)
    .where(eq(legalPages.slug, slug))
    .returning({ title: legalPages.title });
  if (!deleted) throw notFound('Page not found.');
  return { message: `Deleted page: ${deleted.title}` };
}

/**
 * A new shop's first pages: written only while the shop has no page at all, so a page the owner
 * deleted later does not come back on the next start. Two instances starting at once may both
 * see none; the slug's uniqueness keeps one copy of each.
 */
export async function createStarterPagesIfNone(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(legalPages);
  if (n > 0) return false;
  await db
    .insert(legalPages)
    .values(starterPages.map((page) => ({ ...page, content: sanitizeLegalHtml(page.content) })))
    .onConflictDoNothing({ target: legalPages.slug });
  return true;
}
