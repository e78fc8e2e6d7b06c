import { sql, type SQL } from 'drizzle-orm';
import type { SearchResponse } from '@shop/contracts/catalog';
import { queryRows, type Db } from '../db/client.ts';
import { loadProducts } from './product-view.ts';
import { listProducts } from './product-listing.ts';
import { paginationOf } from '../http/pagination.ts';

const MAX_WORDS = 8;
// Enough for the spellings a typo really leaves open; each one is another term in the query.
const MAX_CORRECTIONS = 8;

function wordsOf(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[a-z0-9]+/g) ?? [])].slice(0, MAX_WORDS);
}

const sqlArray = (values: (string | number)[], type: 'text' | 'int') =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

const textArray = (values: string[]) => sqlArray(values, 'text');

/**
 * How many typos a typed word may have, as Algolia and Typesense allow by default: none below
 * four letters (short words are too close to each other to guess from), one from four, two from
 * eight. A typo is a letter wrong, missing or extra, or two neighbouring letters swapped.
 */
export function typosAllowed(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/** The spellings that one swap of two different neighbouring letters makes of each word. */
function swapsOf(words: string[]): string[] {
  const swapped = new Set<string>();
  for (const word of words) {
    for (let i = 0; i + 1 < word.length; i++) {
      if (word[i] === word[i + 1]) continue;
      swapped.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
  }
  return [...swapped];
}

type TypedWord = {
  word: string;
  /** A word of the catalogue's lexicon as typed, so not one still being typed. */
  known: boolean;
  /** The word as typed, then the catalogue words it may have been meant as (none if it matched). */
  spellings: string[];
};

/**
 * Judges each typed word against the catalogue in one round trip. A word that finds products as
 * typed (its lexeme, a stop word, or for the last word, which may still be being typed, the start
 * of a lexeme) is left alone. Any other gets the lexicon's words (search_terms) within its typos,
 * nearest first. The last word, if no word of the lexicon is within its typos, gets the words with
 * its first letter that it begins within its typos ("dungre" is "dungare", the start of
 * "dungarees", with a letter missing). Levenshtein counts a swap as two edits, so swaps are matched as spellings made in
 * advance: one swap, or for two typos a swap and one more edit, or two swaps.
 */
async function judgeWords(db: Db, words: string[]): Promise<TypedWord[]> {
  const edits = words.map(typosAllowed);
  const swaps = words.map((word) => swapsOf([word]));
  const doubleSwaps = swaps.map((once, i) =>
    edits[i] === 2 ? swapsOf(once).filter((twice) => twice !== words[i]) : [],
  );
  const rows = await queryRows<{ word: string; known: boolean; term: string | null }>(
    db,
    sql`
    with typed as materialized (
      select t.word, t.edits, t.position, t.position = ${words.length} as typing,
             -- Levenshtein counts a swap as two edits: with two typos, a swap and one more edit
             -- is three, and two swaps four.
             case when t.edits = 1 then 1 else 4 end as bound,
             string_to_array(t.swaps, ' ') as swaps,
             string_to_array(t.double_swaps, ' ') as double_swaps,
             tsvector_to_array(to_tsvector('english', t.word)) as stems
      from unnest(${textArray(words)}, ${sqlArray(edits, 'int')},
                  ${textArray(swaps.map((list) => list.join(' ')))},
                  ${textArray(doubleSwaps.map((list) => list.join(' ')))})
           with ordinality as t(word, edits, swaps, double_swaps, position)
    ), judged as materialized (
      select t.*,
        exists (select 1 from search_terms s where s.term = t.word) as known,
        -- One probe of the postings index per lexeme: the first lexeme from it on is either
        -- itself (found as typed) or, for the word being typed, one that it begins.
        cardinality(t.stems) = 0 or exists (
          select 1
          from unnest(t.stems) as stem,
               lateral (select min(p.lexeme collate "C") as lexeme from search_postings p
                        where p.lexeme collate "C" >= stem) as next
          where next.lexeme = stem or t.typing and starts_with(next.lexeme, stem)
        ) as matched
      from typed t
    )
    select j.word, j.known, c.term
    from judged j
    left join lateral (
      select near.term, coalesce(near.whole, near.start) as distance
      from (
        select fits.*, count(fits.whole) over () as wholes
        from (
          select candidate.term,
                 min(fit.distance) filter (where candidate.spelled = candidate.term) as whole,
                 min(fit.distance) as start
          from (
            select s.term, s.term as spelled,
                   levenshtein_less_equal(s.term, j.word, j.bound) as edits
            from search_terms s
            where not j.matched and j.edits > 0 and s.term <> j.word
              and length(s.term) between length(j.word) - j.edits and length(j.word) + j.edits
            union all
            -- The start of a longer word, with the first letter right: a typo there is rare in
            -- a word being typed, and this keeps the scan to a small part of the lexicon.
            select s.term, left(s.term, len),
                   levenshtein_less_equal(left(s.term, len), j.word, j.bound)
            from search_terms s
            cross join generate_series(length(j.word) - j.edits, length(j.word) + j.edits) as len
            where not j.matched and j.edits > 0 and j.typing and len < length(s.term)
              -- Terms are [a-z0-9] and at most 60 long, so this range is the words that begin
              -- with that letter whatever the collation, read from the primary key.
              and s.term between left(j.word, 1) and rpad(left(j.word, 1), 61, 'z')
            -- Computed once per row, not once for each use below.
            offset 0
          ) candidate
          cross join lateral (
            select case
              when candidate.spelled = any (j.swaps) then 1
              when candidate.edits <= j.edits then candidate.edits
              when j.edits = 2 and candidate.edits <= 4 then
                case when candidate.spelled = any (j.double_swaps) or exists (
                  select 1 from unnest(j.swaps) as swapped
                  where levenshtein_less_equal(candidate.spelled, swapped, 1) <= 1
                ) then 2 end
            end as distance
          ) fit
          where fit.distance is not null
          group by candidate.term
        ) fits
      ) near
      where near.whole is not null or near.wholes = 0
      order by distance, length(near.term), near.term
      limit ${MAX_CORRECTIONS}
    ) c on true
    order by j.position, c.distance, length(c.term), c.term`,
  );
  const judged = new Map<string, TypedWord>(
    words.map((word) => [word, { word, known: false, spellings: [word] }]),
  );
  for (const row of rows) {
    const typed = judged.get(row.word)!;
    typed.known = row.known;
    if (row.term !== null) typed.spellings.push(row.term);
  }
  return [...judged.values()];
}

/**
 * A word's part of a tsquery: an OR of its spellings. The last word may still be being typed, so
 * as typed it also matches as a prefix, unless it already is a word of the catalogue (prefix
 * scans are the expensive part of the index lookup).
 */
function wordQuery(word: TypedWord, last: boolean, spellings = word.spellings): string {
  const typing = last && !word.known;
  return `(${spellings.map((term, i) => (typing && i === 0 ? `${term}:*` : term)).join(' | ')})`;
}

/** tsquery text: the words AND-ed (order free) or OR-ed, each an OR of its spellings. */
function toTsQuery(words: TypedWord[], joiner: '&' | '|'): string {
  return words
    .map((word, index) => wordQuery(word, index === words.length - 1))
    .join(` ${joiner} `);
}

/**
 * One page of the products matching `query`, and how many match. The matches are read once, in
 * one bitmap scan of the full-text index, into a narrow materialized set (id, date and two rank
 * keys) that is both counted and sorted: no window function carrying whole rows, no second scan.
 * Ranked: more words found as typed (`typedWords`, each a tsquery; when any word will do, a
 * product with a word as typed comes before one with a corrected word), then a match in the
 * name, then newest.
 */
async function pageOfMatches(
  db: Db,
  query: string,
  typedWords: string[],
  page: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const tsQuery = sql`to_tsquery('english', ${query})`;
  const wordsAsTyped: SQL =
    typedWords.length === 0
      ? sql`0`
      : sql.join(
          typedWords.map((word) => sql`(p.search_vector @@ to_tsquery('english', ${word}))::int`),
          sql` + `,
        );
  const rows = await queryRows<{ id: string | null; total: number }>(
    db,
    sql`
    with matches as materialized (
      select p.id, p.created_at,
             ${wordsAsTyped} as typed_words,
             p.name_vector @@ ${tsQuery} as name_match
      from products p
      where p.search_vector @@ ${tsQuery} and p.status = 'ACTIVE'
    )
    select ranked.id, counted.total
    from (select count(*)::int as total from matches) counted
    left join lateral (
      select id from matches
      order by typed_words desc, name_match desc, created_at desc, id
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
 * Ranked, typo-tolerant search over name, description, category, colour and size. A word that
 * finds products as typed is taken as typed; any other is corrected within its typos. A match in
 * the name ranks above one elsewhere. When no product has every word, products with some of them
 * are shown instead of nothing, those with words as typed first.
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
  const typed = await judgeWords(db, words);
  const [only] = typed;
  const oneLexeme =
    typed.length === 1 && only !== undefined
      ? await pageOfOneLexeme(db, only.word, only.spellings, !only.known, page, limit)
      : null;
  if (oneLexeme) {
    return {
      products: await loadProducts(db, oneLexeme.ids),
      pagination: paginationOf(oneLexeme.total, page, limit),
    };
  }
  // Every product that has all the words has each word the same way (as typed, or corrected),
  // so only the fallback to any word needs the words as typed to rank.
  let matches = await pageOfMatches(db, toTsQuery(typed, '&'), [], page, limit);
  if (matches.total === 0 && typed.length > 1) {
    const asTyped = typed.map((word, index) =>
      wordQuery(word, index === typed.length - 1, [word.word]),
    );
    matches = await pageOfMatches(db, toTsQuery(typed, '|'), asTyped, page, limit);
  }
  return {
    products: await loadProducts(db, matches.ids),
    pagination: paginationOf(matches.total, page, limit),
  };
}
