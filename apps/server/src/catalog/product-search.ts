import { sql, type SQL } from 'drizzle-orm';
import type { SearchResponse } from '@shop/contracts/catalog';
import { queryRows, type Db } from '../db/client.ts';
import { loadProducts } from './product-view.ts';
import { listProducts } from './product-listing.ts';
import { paginationOf } from '../http/pagination.ts';
import { agesIn, sizeLabelsFor } from './search-ages.ts';
import { isVocabularyPhrase, spellingsOf, synonymsOf } from './search-vocabulary.ts';

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
  /** Finds products as typed (or, being typed, as the start of a word). */
  matched: boolean;
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
async function judgeWords(db: Db, words: string[], lastIsTyped: boolean): Promise<TypedWord[]> {
  const edits = words.map(typosAllowed);
  const swaps = words.map((word) => swapsOf([word]));
  const doubleSwaps = swaps.map((once, i) =>
    edits[i] === 2 ? swapsOf(once).filter((twice) => twice !== words[i]) : [],
  );
  const rows = await queryRows<{
    word: string;
    known: boolean;
    matched: boolean;
    term: string | null;
  }>(
    db,
    sql`
    with typed as materialized (
      select t.word, t.edits, t.position, t.position = ${lastIsTyped ? words.length : 0} as typing,
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
    select j.word, j.known, j.matched, c.term
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
    words.map((word) => [word, { word, known: false, matched: false, spellings: [word] }]),
  );
  for (const row of rows) {
    const typed = judged.get(row.word)!;
    typed.known = row.known;
    typed.matched = row.matched;
    if (row.term !== null) typed.spellings.push(row.term);
  }
  return [...judged.values()];
}

/**
 * A word's part of a tsquery: an OR of its spellings. The last word may still be being typed, so
 * as typed it also matches as a prefix, unless it already is a word of the catalogue (prefix
 * scans are the expensive part of the index lookup).
 */
function wordQuery(word: TypedWord, typing: boolean, spellings = word.spellings): string {
  const prefix = typing && !word.known;
  return `(${spellings.map((term, i) => (prefix && i === 0 ? `${term}:*` : term)).join(' | ')})`;
}

/** A word or phrase of the shop's vocabulary in tsquery text: the words next to each other. */
const phraseQuery = (phrase: string) => phrase.split(' ').join(' <-> ');

/**
 * One part of a search, each found in a product for the product to match: a word, a phrase of
 * the shop's vocabulary, two words the catalogue writes as one, or an age. Both as tsquery text.
 */
type SearchTerm = {
  /** As typed (a typed age as the size label it names): these matches rank first. */
  typed: string;
  /** Every way it is found: as typed, its typo corrections, synonyms, split or joined, sizes. */
  found: string;
  /** Found some way other than as typed or corrected, so ranking needs `typed`. */
  widened: boolean;
  /** A single word: a search of it alone may be read from the postings (pageOfLexemes). */
  postings?: { word: string; spellings: string[]; synonyms: string[]; typing: boolean };
};

const anyOf = (queries: string[]) => `(${queries.join(' | ')})`;

/**
 * A term the shopper typed, widened by the shop's words (synonyms, the sizes an age fits): it
 * matches any of `typed` or `others`, and `typed` alone ranks, so what she wrote comes first and
 * a widened term is never typo-corrected (`widened`).
 */
function widenedTerm(typed: string[], others: string[]): SearchTerm {
  return {
    typed: anyOf(typed),
    found: anyOf([...typed, ...others]),
    widened: others.length > 0,
  };
}

/** The search text's ages (months, years, ranges), as terms found by the sizes that fit them. */
function ageTerms(text: string): { terms: SearchTerm[]; rest: string } {
  const ages = agesIn(text);
  let rest = text;
  for (const age of ages) rest = rest.replace(age.text, ' ');
  return { terms: ages.map((age) => widenedTerm([age.label], sizeLabelsFor(age))), rest };
}

/**
 * Pairs of neighbouring words that the catalogue writes as one word ("sun dress": "sundress"),
 * and for words that find nothing as typed, the two catalogue words they run together
 * ("nightsuit": "night suit"). One look-up in the lexicon, only when there is something to ask.
 */
async function compoundsOf(db: Db, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await queryRows<{ term: string }>(
    db,
    sql`select term from search_terms where term = any (${textArray([...new Set(candidates)])})`,
  );
  return new Set(rows.map((row) => row.term));
}

// Halves shorter than this are too loose to stand for a word ("t", "co").
const SHORTEST_HALF = 3;

function splitsOf(word: string): [string, string][] {
  const splits: [string, string][] = [];
  for (let at = SHORTEST_HALF; at <= word.length - SHORTEST_HALF; at++) {
    splits.push([word.slice(0, at), word.slice(at)]);
  }
  return splits;
}

type WordGroup =
  | { kind: 'vocabulary'; words: string[] }
  | { kind: 'joined'; words: [string, string] }
  | { kind: 'plain'; word: string };

/**
 * The search's words as terms. A phrase or word of the shop's vocabulary is found by its synonyms
 * and never corrected (a synonym beats a typo correction); two words the catalogue writes as one
 * are found either way; any other word is judged against the catalogue (judgeWords), and one that
 * finds nothing as typed is found as the two catalogue words it runs together, else corrected.
 */
async function wordTerms(db: Db, words: string[], lastIsTyped: boolean): Promise<SearchTerm[]> {
  const pairs = words.slice(1).map((word, i) => [words[i]!, word] as [string, string]);
  const joined = await compoundsOf(
    db,
    pairs.filter((pair) => !isVocabularyPhrase(pair)).map((pair) => pair.join('')),
  );
  const groups: WordGroup[] = [];
  for (let i = 0; i < words.length;) {
    const pair = pairs[i];
    const word = words[i]!;
    if (pair && isVocabularyPhrase(pair)) groups.push({ kind: 'vocabulary', words: pair });
    else if (pair && joined.has(pair.join(''))) groups.push({ kind: 'joined', words: pair });
    else if (synonymsOf(word).length > 0) groups.push({ kind: 'vocabulary', words: [word] });
    else groups.push({ kind: 'plain', word });
    i += groups.at(-1)!.kind === 'plain' ? 1 : (groups.at(-1) as { words: string[] }).words.length;
  }
  const plainWords = groups.flatMap((group) => (group.kind === 'plain' ? [group.word] : []));
  const lastGroup = groups.at(-1);
  const typing = lastIsTyped && lastGroup?.kind === 'plain';
  const judged = new Map(
    (plainWords.length > 0 ? await judgeWords(db, plainWords, typing) : []).map((word) => [
      word.word,
      word,
    ]),
  );
  const unmatched = [...judged.values()].filter((word) => !word.matched);
  const halves = await compoundsOf(
    db,
    unmatched.flatMap((word) => splitsOf(word.word).flat()),
  );
  return groups.map((group): SearchTerm => {
    if (group.kind === 'vocabulary') {
      // The same word joined or split ("nightsuit", "night suit") counts as typed.
      const phrase = group.words.join(' ');
      const spellings = spellingsOf(phrase);
      const synonyms = synonymsOf(phrase).filter((synonym) => !spellings.includes(synonym));
      const term = widenedTerm(
        [`(${group.words.join(' & ')})`, ...spellings.map(phraseQuery)],
        synonyms.map(phraseQuery),
      );
      const singleWords = [phrase, ...spellings, ...synonyms].every((entry) =>
        /^[a-z0-9]+$/.test(entry),
      );
      return singleWords
        ? {
            ...term,
            postings: { word: phrase, spellings: [phrase, ...spellings], synonyms, typing: false },
          }
        : term;
    }
    if (group.kind === 'joined') {
      return widenedTerm([`(${group.words.join(' & ')})`, group.words.join('')], []);
    }
    const word = judged.get(group.word)!;
    const last = group === lastGroup && typing;
    const splits = word.matched
      ? []
      : splitsOf(word.word).filter(([head, tail]) => halves.has(head) && halves.has(tail));
    if (splits.length > 0) {
      return widenedTerm(
        [
          wordQuery(word, last, [word.word]),
          ...splits.map((split) => phraseQuery(split.join(' '))),
        ],
        [],
      );
    }
    return {
      typed: wordQuery(word, last, [word.word]),
      found: wordQuery(word, last),
      widened: false,
      postings: {
        word: word.word,
        spellings: word.spellings,
        synonyms: [],
        typing: last && !word.known,
      },
    };
  });
}

/** tsquery text: the terms AND-ed (order free) or OR-ed, each found any of its ways. */
function toTsQuery(terms: SearchTerm[], joiner: '&' | '|'): string {
  return terms.map((term) => term.found).join(` ${joiner} `);
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
 * A one-word search is read from the search postings when its spellings and synonyms are single
 * lexemes of the catalogue (the common case: a word as typed, a typo with its corrections, a word
 * of the shop's vocabulary): the count is an index-only scan, and for one lexeme the page is a
 * range of their index, already in search order; for several, their postings are merged per
 * product (the spellings' lexemes first). Same matches and order as pageOfMatches, without
 * visiting each of thousands of matching products. Null when the last word, still being typed,
 * begins a longer lexeme (then the full-text path matches it as a prefix).
 */
async function pageOfLexemes(
  db: Db,
  word: string,
  spellings: string[],
  synonyms: string[],
  typing: boolean,
  page: number,
  limit: number,
): Promise<{ ids: string[]; total: number } | null> {
  const lexemes = await queryRows<{
    lexeme: string;
    spelled: boolean;
    present: boolean;
    extended: boolean;
  }>(
    db,
    sql`
    with stems as (
      select lexeme, bool_or(spelled) as spelled
      from unnest(${textArray([...spellings, ...synonyms])}) with ordinality as s(spelling, n),
           lateral (select ${spellings.length} >= s.n as spelled) as tier,
           unnest(tsvector_to_array(to_tsvector('english', spelling))) as lexeme
      group by lexeme
    ), typed as (
      select unnest(tsvector_to_array(to_tsvector('english', ${word}))) as lexeme
    )
    select s.lexeme, s.spelled,
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
  const offset = (page - 1) * limit;
  if (present.length === 1) {
    const lexeme = present[0]!.lexeme;
    const [row] = await queryRows<{ ids: string[]; total: number }>(
      db,
      sql`
      select
        (select count(*)::int from search_postings where lexeme collate "C" = ${lexeme}) as total,
        array(
          select product_id from search_postings
          where lexeme collate "C" = ${lexeme}
          order by lexeme collate "C", in_name desc nulls last, created_at desc nulls last,
                   product_id
          limit ${limit} offset ${offset}
        ) as ids`,
    );
    return { ids: row?.ids ?? [], total: Number(row?.total ?? 0) };
  }
  const spelled = present.filter((row) => row.spelled).map((row) => row.lexeme);
  const [row] = await queryRows<{ ids: string[]; total: number }>(
    db,
    sql`
    with hits as materialized (
      select product_id,
             bool_or(lexeme collate "C" = any (${textArray(spelled)})) as spelled,
             bool_or(in_name) as in_name, max(created_at) as created_at
      from search_postings
      where lexeme collate "C" = any (${textArray(present.map((row) => row.lexeme))})
      group by product_id
    )
    select
      (select count(*)::int from hits) as total,
      array(
        select product_id from hits
        order by spelled desc, in_name desc, created_at desc, product_id
        limit ${limit} offset ${offset}
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
  const text = q.toLowerCase();
  const ages = ageTerms(text);
  const words = wordsOf(ages.rest);
  if (words.length === 0 && ages.terms.length === 0) {
    const all = await listProducts(db, { page, limit, categoryId: [], size: [], sort: 'default' });
    return { products: all.data, pagination: all.pagination };
  }
  // The last word may still be being typed, unless an age comes after it.
  const lastIsTyped = words.length > 0 && wordsOf(text).at(-1) === words.at(-1);
  const terms = [...(await wordTerms(db, words, lastIsTyped)), ...ages.terms];
  const [only] = terms;
  const oneLexeme =
    terms.length === 1 && only?.postings
      ? await pageOfLexemes(
          db,
          only.postings.word,
          only.postings.spellings,
          only.postings.synonyms,
          only.postings.typing,
          page,
          limit,
        )
      : null;
  if (oneLexeme) {
    return {
      products: await loadProducts(db, oneLexeme.ids),
      pagination: paginationOf(oneLexeme.total, page, limit),
    };
  }
  // Products that have every term have each word the same way (as typed, or corrected), unless a
  // term is widened (synonyms, ages): then, and in the fallback to any term, the terms as typed
  // rank first.
  const typed = terms.map((term) => term.typed);
  const widened = terms.some((term) => term.widened);
  let matches = await pageOfMatches(db, toTsQuery(terms, '&'), widened ? typed : [], page, limit);
  if (matches.total === 0 && terms.length > 1) {
    matches = await pageOfMatches(db, toTsQuery(terms, '|'), typed, page, limit);
  }
  return {
    products: await loadProducts(db, matches.ids),
    pagination: paginationOf(matches.total, page, limit),
  };
}
