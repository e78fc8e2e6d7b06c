import { sql, type SQL } from 'drizzle-orm';
import type { SearchResponse } from '@shop/contracts/catalog';
import { queryRows, type Db } from '../db/client.ts';
import { loadProducts } from './product-view.ts';
import { listProducts, paginationOf } from './product-listing.ts';

const MAX_WORDS = 8;

function wordsOf(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[a-z0-9]+/g) ?? [])].slice(0, MAX_WORDS);
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * For each typed word, the catalogue words it may have meant: itself plus lexicon words within a
 * small edit distance (a letter wrong, missing, extra or two letters swapped; none for words of
 * three letters or less, one up to five, two beyond), and which typed words the lexicon knows.
 * One round trip for all words.
 */
async function correctedWords(
  db: Db,
  words: string[],
): Promise<{ groups: string[][]; known: Set<string> }> {
  const rows = await queryRows<{ word: string; known: boolean; term: string | null }>(
    db,
    sql`
    select w.word, exists (select 1 from search_terms s where s.term = w.word) as known, t.term
    from unnest(${textArray(words)}) as w(word)
    cross join lateral (
      select case when length(w.word) <= 3 then 0 when length(w.word) <= 5 then 1 else 2 end
    ) as allowed(edits)
    left join lateral (
      select term from search_terms
      where allowed.edits > 0
        and length(term) between length(w.word) - allowed.edits and length(w.word) + allowed.edits
        and term <> w.word
        and levenshtein_less_equal(term, w.word, allowed.edits) <= allowed.edits
      order by levenshtein(term, w.word), term
      limit 6
    ) t on true`,
  );
  const alternatives = new Map<string, string[]>(words.map((word) => [word, [word]]));
  const known = new Set<string>();
  for (const row of rows) {
    if (row.known) known.add(row.word);
    if (row.term !== null) alternatives.get(row.word)?.push(row.term);
  }
  return { groups: words.map((word) => alternatives.get(word) ?? [word]), known };
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
 * One page of the products matching `fuzzy`, and how many match. The matches are read once, in
 * one bitmap scan of the full-text index, into a narrow materialized set (id, date and two rank
 * flags) that is both counted and sorted: no window function carrying whole rows, no second scan.
 * Ranked: every typed word as typed, then a match in the name, then newest.
 */
async function pageOfMatches(
  db: Db,
  fuzzy: string,
  exact: string,
  page: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const fuzzyQuery = sql`to_tsquery('english', ${fuzzy})`;
  const exactMatch: SQL =
    exact === fuzzy ? sql`true` : sql`p.search_vector @@ to_tsquery('english', ${exact})`;
  const rows = await queryRows<{ id: string | null; total: number }>(
    db,
    sql`
    with matches as materialized (
      select p.id, p.created_at,
             ${exactMatch} as exact_match,
             p.name_vector @@ ${fuzzyQuery} as name_match
      from products p
      where p.search_vector @@ ${fuzzyQuery}
    )
    select ranked.id, counted.total
    from (select count(*)::int as total from matches) counted
    left join lateral (
      select id from matches
      order by exact_match desc, name_match desc, created_at desc, id
      limit ${limit} offset ${(page - 1) * limit}
    ) ranked on true`,
  );
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    total: Number(rows[0]?.total ?? 0),
  };
}

/**
 * A one-word search whose spellings reach a single lexeme of the catalogue (the common case: a
 * word as typed, or a typo with one correction) is read from the search postings: the page is a
 * range of their index, already in search order, and the count an index-only scan. Same matches
 * and order as pageOfMatches, without visiting each of thousands of matching products. Null when
 * the spellings reach several lexemes (then the full-text path ranks them).
 */
async function pageOfOneLexeme(
  db: Db,
  word: string,
  spellings: string[],
  typing: boolean,
  page: number,
  limit: number,
): Promise<{ ids: string[]; total: number } | null> {
  const lexemes = await queryRows<{ lexeme: string; present: boolean; extended: boolean }>(
    db,
    sql`
    with stems as (
      select distinct lexeme
      from unnest(${textArray(spellings)}) as spelling,
           unnest(tsvector_to_array(to_tsvector('english', spelling))) as lexeme
    ), typed as (
      select unnest(tsvector_to_array(to_tsvector('english', ${word}))) as lexeme
    )
    select s.lexeme,
      exists (select 1 from search_postings p where p.lexeme collate "C" = s.lexeme) as present,
      -- An unfinished word matches as a prefix too: does any longer lexeme begin with it?
      ${typing} and s.lexeme in (select lexeme from typed) and exists (
        select 1 from search_postings p
        where p.lexeme collate "C" > s.lexeme
          and p.lexeme collate "C" < left(s.lexeme, -1) || chr(ascii(right(s.lexeme, 1)) + 1)
      ) as extended
    from stems s`,
  );
  if (lexemes.some((row) => row.extended)) return null;
  const present = lexemes.filter((row) => row.present);
  if (present.length === 0) return { ids: [], total: 0 };
  if (present.length > 1) return null;
  const lexeme = present[0]!.lexeme;
  const [row] = await queryRows<{ ids: string[]; total: number }>(
    db,
    sql`
    select
      (select count(*)::int from search_postings where lexeme collate "C" = ${lexeme}) as total,
      array(
        select product_id from search_postings
        where lexeme collate "C" = ${lexeme}
        order by lexeme collate "C", in_name desc nulls last, created_at desc nulls last, product_id
        limit ${limit} offset ${(page - 1) * limit}
      ) as ids`,
  );
  return { ids: row?.ids ?? [], total: Number(row?.total ?? 0) };
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
  const [word] = words;
  const oneLexeme =
    words.length === 1 && word !== undefined
      ? await pageOfOneLexeme(db, word, groups[0]!, !known.has(word), page, limit)
      : null;
  if (oneLexeme) {
    return {
      products: await loadProducts(db, oneLexeme.ids),
      pagination: paginationOf(oneLexeme.total, page, limit),
    };
  }
  const exact = toTsQuery(
    words.map((word) => [word]),
    '&',
    new Set(words),
  );
  let matches = await pageOfMatches(db, toTsQuery(groups, '&', known), exact, page, limit);
  if (matches.total === 0 && words.length > 1) {
    matches = await pageOfMatches(db, toTsQuery(groups, '|', known), exact, page, limit);
  }
  return {
    products: await loadProducts(db, matches.ids),
    pagination: paginationOf(matches.total, page, limit),
  };
}
