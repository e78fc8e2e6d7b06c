import { sql } from 'drizzle-orm';
import type { SearchResponse } from '@shop/contracts/catalog';
import { queryRows, type Db } from '../db/client.ts';
import { paginationOf } from './product-listing.ts';
import { loadProducts } from './product-view.ts';
import { listProducts } from './product-listing.ts';

const MAX_WORDS = 8;

function wordsOf(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[a-z0-9]+/g) ?? [])].slice(0, MAX_WORDS);
}

// Edits allowed per word: none for very short words, one for short, two for long ones.
const allowedEdits = (word: string) => (word.length <= 3 ? 0 : word.length <= 5 ? 1 : 2);

/**
 * For each typed word, the catalogue words it may have meant: itself plus lexicon words within a
 * small edit distance (a letter wrong, missing, extra or two letters swapped).
 */
async function correctedWords(
  db: Db,
  words: string[],
): Promise<{ groups: string[][]; known: Set<string> }> {
  const fuzzy = words.filter((word) => allowedEdits(word) > 0);
  const alternatives = new Map<string, string[]>(words.map((word) => [word, [word]]));
  if (fuzzy.length > 0) {
    const result = await queryRows<{ word: string; term: string }>(
      db,
      sql`
      select w.word, t.term
      from unnest(${sql`array[${sql.join(
        fuzzy.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]`}) as w(word)
      cross join lateral (
        select term from search_terms
        where term <> w.word
          and abs(length(term) - length(w.word)) <= 2
          and levenshtein_less_equal(term, w.word, case when length(w.word) <= 5 then 1 else 2 end)
              <= case when length(w.word) <= 5 then 1 else 2 end
        order by levenshtein(term, w.word), term
        limit 6
      ) t`,
    );
    for (const row of result) alternatives.get(row.word)?.push(row.term);
  }
  const known = await queryRows<{ term: string }>(
    db,
    sql`select term from search_terms where term in (${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )})`,
  );
  return {
    groups: words.map((word) => alternatives.get(word) ?? [word]),
    known: new Set(known.map((row) => row.term)),
  };
}

/**
 * tsquery text: words AND-ed (order free), each an OR of its spellings. The last word may still be
 * being typed, so it also matches as a prefix, unless it already is a word of the catalogue
 * (prefix scans are the expensive part of the index lookup).
 */
function toTsQuery(groups: string[][], joiner: '&' | '|', known: Set<string>): string {
  return groups
    .map((group, index) => {
      const typing = index === groups.length - 1 && !known.has(group[0]!);
      const terms = group.map((term, i) => (typing && i === 0 ? `${term}:*` : term));
      return `(${terms.join(' | ')})`;
    })
    .join(` ${joiner} `);
}

/**
 * Ranked, typo-tolerant search over name, description, category, colour and size. Exact words
 * rank above corrected ones and a match in the name above one elsewhere. When no product has
 * every word, products with some of them are shown instead of nothing.
 */
export async function searchProducts(
  db: Db,
  q: string,
  page: number,
  limit: number,
): Promise<SearchResponse> {
  const words = wordsOf(q);
  if (words.length === 0) {
    const all = await listProducts(db, { page, limit, categoryId: [], size: [], sort: 'default' });
    return { products: all.data, pagination: all.pagination };
  }
  const { groups, known } = await correctedWords(db, words);
  const exact = toTsQuery(
    words.map((word) => [word]),
    '&',
    new Set(words),
  );
  for (const joiner of ['&', '|'] as const) {
    const fuzzy = toTsQuery(groups, joiner, known);
    const result = await queryRows<{ id: string; total: number }>(
      db,
      sql`
      with q as (
        select to_tsquery('english', ${fuzzy}) as fuzzy, to_tsquery('english', ${exact}) as exact
      )
      select p.id, count(*) over ()::int as total
      from products p, q
      where p.search_vector @@ q.fuzzy
      order by
        (p.search_vector @@ q.exact) desc,
        (p.name_vector @@ q.fuzzy) desc,
        p.created_at desc, p.id
      limit ${limit} offset ${(page - 1) * limit}`,
    );
    const total = Number(result[0]?.total ?? 0);
    if (total > 0 || joiner === '|') {
      return {
        products: await loadProducts(
          db,
          result.map((row) => row.id),
        ),
        pagination: paginationOf(total, page, limit),
      };
    }
  }
  return { products: [], pagination: paginationOf(0, page, limit) };
}
