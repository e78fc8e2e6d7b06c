import { asc, count, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Category, CreateCategoryBody, UpdateCategoryBody } from '@shop/contracts/catalog';
import { uuidSchema } from '@shop/contracts/common';
import { queryRows, type Db } from '../db/client.ts';
import { categories, couponCategories, products } from '../db/schema.ts';
import { AppError, conflict, notFound } from '../http/app-error.ts';
import { uniqueSlug } from './slugs.ts';
import { refreshSearchDocuments } from './search-documents.ts';

type CategoryRow = typeof categories.$inferSelect;

/** The whole tree with counts of the products on sale (drafts left out), descendants included. */
export async function listCategoryTree(db: Db): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
  const direct = await db
    .select({ categoryId: products.categoryId, products: count() })
    .from(products)
    .where(eq(products.status, 'ACTIVE'))
    .groupBy(products.categoryId);
  return buildTree(rows, new Map(direct.map((d) => [d.categoryId, d.products])));
}

function buildTree(rows: CategoryRow[], directCounts: Map<string, number>): Category[] {
  const nodes = new Map<string, Category>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      nameHi: row.nameHi,
      slug: row.slug,
      description: row.description,
      parentId: row.parentId,
      subCategories: [],
      _count: { products: directCounts.get(row.id) ?? 0 },
    });
  }
  const roots: Category[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.subCategories.push(node);
    else roots.push(node);
  }
  const rollUp = (node: Category): number => {
    node._count.products += node.subCategories.reduce((sum, child) => sum + rollUp(child), 0);
    return node._count.products;
  };
  roots.forEach(rollUp);
  return roots;
}

async function getCategoryView(db: Db, id: string): Promise<Category> {
  const tree = await listCategoryTree(db);
  const find = (list: Category[]): Category | undefined => {
    for (const node of list) {
      if (node.id === id) return node;
      const found = find(node.subCategories);
      if (found) return found;
    }
    return undefined;
  };
  const found = find(tree);
  if (!found) throw notFound('Category not found.');
  return found;
}

async function assertParentExists(db: Db, parentId: string): Promise<void> {
  const [parent] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, parentId));
  if (!parent) {
    throw new AppError('VALIDATION_FAILED', 400, 'The parent category does not exist.', [
      { path: 'parentId', message: 'The parent category does not exist.' },
    ]);
  }
}

/**
 * The position after the last of a parent's children (or of the top level): a new category, or
 * one moved under another parent, goes last among its siblings, where the owner looks for it.
 */
async function positionAfterSiblings(tx: Db, parentId: string | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(categories.position) })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId));
  return (row?.last ?? -1) + 1;
}

export async function createCategory(db: Db, input: CreateCategoryBody): Promise<Category> {
  if (input.parentId) await assertParentExists(db, input.parentId);
  const id = await db.transaction(async (tx) => {
    const slug = await uniqueSlug(tx, categories, categories.slug, input.name);
    const [row] = await tx
      .insert(categories)
      .values({
        name: input.name,
        nameHi: input.nameHi ?? null,
        slug,
        description: input.description ?? '',
        parentId: input.parentId ?? null,
        position: await positionAfterSiblings(tx, input.parentId ?? null),
      })
      .returning({ id: categories.id });
    return row!.id;
  });
  return getCategoryView(db, id);
}

/** The id of the category named by its id or its slug; 404 when there is none. */
export async function categoryIdOf(db: Db, idOrSlug: string): Promise<string> {
  // Only a uuid can be an id; a slug is looked up either way.
  const isId = uuidSchema.safeParse(idOrSlug).success;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      isId
        ? or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug))
        : eq(categories.slug, idOrSlug),
    );
  if (!category) throw notFound('Category not found.');
  return category.id;
}

/** Ids of the category and everything under it. */
export async function descendantIds(db: Db, rootIds: string[]): Promise<string[]> {
  if (rootIds.length === 0) return [];
  const result = await queryRows<{ id: string }>(
    db,
    sql`
    with recursive tree as (
      select id from categories where id in (${sql.join(
        rootIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      union
      select c.id from categories c join tree t on c.parent_id = t.id
    )
    select id from tree`,
  );
  return result.map((row) => row.id);
}

export async function updateCategory(
  db: Db,
  id: string,
  input: UpdateCategoryBody,
): Promise<Category> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw notFound('Category not found.');
    if (input.parentId) {
      await assertParentExists(tx, input.parentId);
      const own = await descendantIds(tx, [id]);
      if (own.includes(input.parentId)) {
        throw conflict('A category cannot be moved under itself or one of its subcategories.');
      }
    }
    await tx
      .update(categories)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.nameHi !== undefined && { nameHi: input.nameHi }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.parentId !== undefined &&
          input.parentId !== current.parentId && {
            parentId: input.parentId,
            position: await positionAfterSiblings(tx, input.parentId),
          }),
      })
      .where(eq(categories.id, id));
    if (input.name !== undefined && input.name !== current.name) {
      // Products are found by their category's name too.
      const affected = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.categoryId, await descendantIds(tx, [id])));
      await refreshSearchDocuments(
        tx,
        affected.map((p) => p.id),
      );
    }
  });
  return getCategoryView(db, id);
}

export async function deleteCategory(db: Db, id: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw notFound('Category not found.');
    const [children] = await tx
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.parentId, id));
    if (children && children.n > 0) {
      throw conflict('"{name}" still has subcategories; move or delete them first.', {
        name: current.name,
      });
    }
    const [owned] = await tx
      .select({ n: count() })
      .from(products)
      .where(eq(products.categoryId, id));
    if (owned && owned.n > 0) {
      throw conflict('"{name}" still has {count} product(s); move or delete them first.', {
        name: current.name,
        count: owned.n,
      });
    }
    // A code limited to this category would otherwise widen to every product.
    const [offered] = await tx
      .select({ n: count() })
      .from(couponCategories)
      .where(eq(couponCategories.categoryId, id));
    if (offered && offered.n > 0) {
      throw conflict('"{name}" is what {count} discount code(s) apply to; change them first.', {
        name: current.name,
        count: offered.n,
      });
    }
    await tx.delete(categories).where(eq(categories.id, id));
    return { message: `Deleted category: ${current.name}` };
  });
}
