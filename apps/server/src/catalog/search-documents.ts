import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Rewrites the searchable text of these products (name, description, category and its parent,
 * colours, sizes) and their search postings, and adds their words to the lexicon that typo
 * correction draws from (not numbers: a style number with a typo is another style number).
 * A draft gets no postings and lends no words: the one-word search, which reads only postings,
 * and the typo correction never find it; publishing it (a save) writes them.
 */
export async function refreshSearchDocuments(db: Db, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(sql`
    update products p
    set search_document = concat_ws(' ',
      p.name, p.description, c.name, parent.name,
      (select string_agg(distinct v.color || ' ' || v.size, ' ')
         from product_variants v where v.product_id = p.id))
    from categories c
    left join categories parent on parent.id = c.parent_id
    where c.id = p.category_id and p.id in (${idList(productIds)})`);
  await db.execute(sql`delete from search_postings where product_id in (${idList(productIds)})`);
  await db.execute(sql`
    insert into search_postings (lexeme, product_id, in_name, created_at)
    select l.lexeme, p.id, l.lexeme = any (tsvector_to_array(p.name_vector)), p.created_at
    from products p, unnest(tsvector_to_array(p.search_vector)) as l(lexeme)
    where p.id in (${idList(productIds)}) and p.status = 'ACTIVE'`);
  await db.execute(sql`
    insert into search_terms (term)
    select distinct word
    from products p,
         regexp_split_to_table(lower(p.search_document), '[^a-z0-9]+') as word
    where p.id in (${idList(productIds)}) and p.status = 'ACTIVE'
      and length(word) between 3 and 60 and word !~ '^[0-9]+$'
    on conflict do nothing`);
}
