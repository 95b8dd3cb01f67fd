import { type Locale, SEARCH_ANSWERS_MAX } from '@shop/shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, withPlanOnce } from '../../../db/client.ts';
import { products, searchNamePostings } from '../../../db/schema.ts';
import { recallWords } from '../cache.ts';
import { indexable, nameTier, type SearchPlan, type SearchWord } from './query.ts';

/**
 * A search's name tier without reading every name that holds its words (decision 050).
 *
 * Each word of the names keeps its products in name order (search_name_postings). Ties in a search's ranking go to
 * the product in stock, then to the name, so a list in name order, read until it holds as many products in stock as
 * the page reaches, holds every product of that list the page can show.
 *
 * - One word: a product of the tier scores by its best word of the name (the word as typed, a word that begins with
 *   it, one that holds it, each with the whole-query bonus; or a variant or synonym), and every product whose name
 *   holds that word scores at least as much. So the page is among the first names of each of the tier's words.
 * - Two words: the best a product can score, but for being named exactly the query, is both words as whole words
 *   and the whole query in its name. Those products are all in both words' lists; when the first names the two
 *   lists share hold enough of them in stock, the page is among those.
 *
 * Either way those few products, and any named exactly the query (above everything), are ranked by the same
 * statement as before, selected by id: the same page.
 */

/** A word's first names are read this many times as far as the page reaches: room for those out of stock. */
const HEAD_PER_REACH = 2;
/** And again, this many times further, when that was not enough, */
const HEAD_WIDENED = 8;
/** at most this many times. */
const WIDENINGS = 2;
/**
 * The deepest a page may reach for the lists to be read: further, each word's list would be read nearly whole, for
 * every word of the tier, and the names are read as before. Six pages of 16, two of 48.
 */
const REACH_MAX = 96;
/** A tier counted past this is counted no further: the search lists no more (decision 045). */
const COUNTED_TO = SEARCH_ANSWERS_MAX;

/**
 * A word found as typed and in no other literal form, with no synonym, as its lists find it: anywhere in a word, or
 * (an Arabic word of three letters, query.ts) where a word begins. Either way a product's level for it is that of its
 * best name word: the word itself, a word that begins with it, or (found anywhere) one that holds it.
 */
const listedAsTyped = (w: SearchWord) =>
  w.literal.length === 1 &&
  w.literal[0] === w.word &&
  w.synonyms.length === 0 &&
  [...w.literal, ...w.variants].every((f) => !f.includes(' ') && indexable(f));

/**
 * Whether the postings can rank a search's name tier: one or two words, each found as typed (without another literal
 * form or a synonym, so that its level comes from the word as typed), with
 * forms long enough to be words of the postings and holding no space; two words only when neither is generic (so
 * both count in full).
 */
export function rankableFromPostings(plan: SearchPlan): boolean {
  const { words, required } = plan;
  if (!words.every(listedAsTyped)) return false;
  // One word typed once: the whole-query bonus is then the word's own («كريم كريم» is one word, and its bonus
  // another thing).
  return (
    (words.length === 1 && words[0]!.word === plan.folded) || (words.length === 2 && required.length === 2)
  );
}

const smallTierKey = (plan: SearchPlan) => `names:${plan.folded}`;

/**
 * Whether the postings found this search's name tier no larger than the search lists, a moment ago (within the
 * catalogue cache's period, and since the last change made here). Such a tier's matches are always counted.
 */
export function nameTierFoundSmall(db: Db, plan: SearchPlan): boolean {
  return tierSize(db, plan).small;
}

/**
 * What is remembered of a search's tier, and how to remember that a reading found it small. Taken before the lists
 * are read, so that a catalogue change made while they are read keeps nothing (recallWords).
 */
function tierSize(db: Db, plan: SearchPlan) {
  const key = smallTierKey(plan);
  const memo = recallWords<true>(db, [key]);
  return {
    small: memo.known.has(key),
    /** Remembers a tier no larger than the search lists: it is read from its names from now on. */
    note: (found: number) => {
      if (found <= COUNTED_TO) memo.keep(key, true);
    },
  };
}

interface Candidates {
  candidates: number[];
  /** The tier's products, counted exactly up to COUNTED_TO, or COUNTED_TO + 1. */
  found: number;
}

/** What a reading of a search's lists tells, but for its candidates: one row (listsRead). */
export interface ListsRead {
  /** Words of the search whose lists must be made again first. */
  stale: string[];
  found: number;
  /** The first names read hold too few in stock to tell the page. */
  short: boolean;
  /** And there are no more names to read. */
  ended: boolean;
}

interface Lists extends ListsRead {
  /** The products among which the page is: the first names read, and those named exactly the query. */
  candidates: number[];
}

/** How far each list is read, and how many products in stock the page reaches. */
interface Reading {
  head: number;
  reach: number;
}

/** How far each list is read first: twice as far as the page reaches, for room for those out of stock. */
const firstHead = (reach: number) => Math.max(reach * HEAD_PER_REACH, 32);

/**
 * The first reading of a search's lists, to be sent with the ranking of its candidates (products.ts): one statement
 * where the reading and the ranking were two round trips (decision 058), and how to remember the tier's size it tells.
 * Null when the lists are not read for this page (as tierCandidates).
 */
export function firstListsRead(
  db: Db,
  plan: SearchPlan,
  locale: Locale,
  reach: number,
): { reading: SQL; noteSize: (found: number) => void } | null {
  const size = tierSize(db, plan);
  if (reach > REACH_MAX || size.small) return null;
  return { reading: listsRead(plan, locale, { head: firstHead(reach), reach }), noteSize: size.note };
}

/**
 * The products among which a search's name tier has its page, and how many the tier holds. Null for a deep page,
 * when the tier was found small a moment ago, when the lists cannot tell the page, or when a word's lists were
 * written again while they were read: the tier is then read from the names. `first`: what the first reading told,
 * when it was sent with the ranking and could not give the page (the caller has remembered the size it told).
 */
export async function tierCandidates(
  db: Db,
  plan: SearchPlan,
  locale: Locale,
  reach: number,
  first?: ListsRead,
): Promise<Candidates | null> {
  if (reach > REACH_MAX) return null;
  // A tier found small a moment ago is ranked from its names: a thousand names or fewer cost about what the
  // postings' own statement does (a catalogue of 1,000 products: every search). Either way gives the same page. A
  // first reading was sent knowing it was not.
  const size = tierSize(db, plan);
  if (!first && size.small) return null;
  let head = firstHead(reach);
  let widened = 0;
  // A word's lists not made again since a write that named it (writeStalePostings runs after the catalogue's writes
  // commit): the names rank the tier meanwhile. A search never writes the lists.
  if (first?.stale.length) return null;
  // Where the first reading left off: its first names read further.
  if (first?.short) {
    if (first.ended || widened++ === WIDENINGS) return null;
    head *= HEAD_WIDENED;
  }
  for (;;) {
    const [lists] = await withPlanOnce(db, (on) =>
      queryRows<Lists>(on, listsRead(plan, locale, { head, reach })),
    );
    if (!lists || lists.stale.length) return null;
    size.note(lists.found);
    if (lists.short) {
      if (lists.ended || widened++ === WIDENINGS) return null;
      head *= HEAD_WIDENED;
      continue;
    }
    return { candidates: lists.candidates, found: lists.found };
  }
}

/**
 * One row: what a reading of the search's lists tells (ListsRead) and its candidates. Planned once per connection:
 * planning it cost PostgreSQL more than running it (decision 051).
 */
function listsRead(plan: SearchPlan, locale: Locale, reading: Reading): SQL {
  return plan.words.length === 1 ? oneWord(plan, locale, reading) : twoWords(plan, locale, reading);
}

const idsOf = (locale: Locale) => (locale === 'en' ? searchNamePostings.idsEn : searchNamePostings.idsAr);

/** The active products named exactly the query: through the names' hash index. */
const namedExactly = (plan: SearchPlan): SQL =>
  sql`(select coalesce(array_agg(${products.id}), '{}') from ${products}
      where ${products.searchName} = ${plan.folded} and ${products.status} = 'active')`;

/**
 * A one-word search's words, found as the tier's names are (nameTier), through the words' trigram index, each with
 * its first names (every name when the tier holds no more than COUNTED_TO: then the tier itself is ranked, by id).
 * A word read to its end (no count of its first names) holds every product of its list.
 */
function oneWord(plan: SearchPlan, locale: Locale, { head, reach }: Reading): SQL {
  return sql`with v as materialized (
      select ${searchNamePostings.word} as word, ${searchNamePostings.stale} as stale, ${idsOf(locale)} as ids
      from ${searchNamePostings} where ${nameTier(plan, searchNamePostings.word)}),
    t as (select case when (select max(cardinality(ids)) from v) > ${COUNTED_TO} then ${COUNTED_TO + 1}
        else (select count(distinct i) from v, unnest(v.ids) as i) end::int as found),
    w as materialized (select v.word, v.stale,
        case when t.found <= ${COUNTED_TO} then v.ids else v.ids[1:${head}] end as head,
        case when t.found > ${COUNTED_TO} and cardinality(v.ids) > ${head} then
          (select count(*) from ${products} where ${products.id} = any(v.ids[1:${head}]) and ${products.stock} > 0)
        end::int as stocked
      from v, t)
    select (select coalesce(array_agg(word), '{}') from w where stale) as stale, t.found,
      coalesce((select bool_or(stocked < ${reach}) from w), false) as short, false as ended,
      array(select i from w, unnest(w.head) as i union select unnest(${namedExactly(plan)})) as candidates
    from t`;
}

/**
 * A two-word search: the names both words' lists share, as words, in the first list's order, the first of them, and
 * how many of those are in stock with the whole query in their names. Only when the two words stand as words in
 * more names than the search lists: a smaller tier is read from its names (short and ended). Every name that holds
 * both words as words is in the tier.
 */
function twoWords(plan: SearchPlan, locale: Locale, { head, reach }: Reading): SQL {
  const [first, second] = plan.words.map((w) => w.word) as [string, string];
  return sql`with w as materialized (
      select ${searchNamePostings.word} as word, ${searchNamePostings.stale} as stale, ${idsOf(locale)} as ids
      from ${searchNamePostings} where ${searchNamePostings.word} in (${first}, ${second})),
    together as materialized (
      select a.id, a.n from w, unnest(w.ids) with ordinality as a(id, n)
      join (select unnest(ids) as id from w where word = ${second}) as b on b.id = a.id
      where w.word = ${first}),
    head as materialized (select id from together order by n limit ${head}),
    q as (select (select coalesce(array_agg(word), '{}') from w where stale) as stale,
      (select count(*) from together)::int as together,
      (select count(*) from head)::int as heads,
      (select count(*) from ${products} where ${products.id} in (select id from head) and ${products.stock} > 0
        and strpos(${products.searchName}, ${plan.folded}) > 0)::int as stocked)
    select q.stale, least(q.together, ${COUNTED_TO + 1})::int as found,
      q.together <= ${COUNTED_TO} or q.stocked < ${reach} as short,
      q.together <= ${COUNTED_TO} or q.heads >= q.together as ended,
      array(select id from head union select unnest(${namedExactly(plan)})) as candidates
    from q`;
}

/**
 * Makes the lists of every word marked stale again: after a catalogue write commits, and when the server starts (for
 * the writes made while no instance ran: an import, the seed, a migration). The products' triggers mark the words of
 * every name written (migrations 0016 and 0017), so no writer is missed; until its lists are made again, a word's
 * tier is ranked from the names. Each word's row is locked first, and its products are read by the statement after,
 * so a writer that marked it before commits first and is seen, and one that marks it later waits and marks it again.
 * Two writers making the same word's lists: the first makes them, the second finds it no longer stale.
 */
export async function writeStalePostings(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await queryRows<{ word: string }>(
      tx,
      sql`select ${searchNamePostings.word} as word from ${searchNamePostings}
          where ${searchNamePostings.stale} order by 1 for update`,
    );
    if (!locked.length) return;
    await tx.execute(
      sql`update ${searchNamePostings} set ids_ar = m.ar, ids_en = m.en, stale = false
          from unnest(${sql.param(locked.map((l) => l.word))}::text[]) as w(word)
          cross join lateral (
            select coalesce(array_agg(p.id order by p.name_ar, p.id), '{}') as ar,
              coalesce(array_agg(p.id order by p.name_en, p.id), '{}') as en
            from ${products} p
            where p.status = 'active' and p.search_name like '%' || w.word || '%'
              and strpos(' ' || p.search_name || ' ', ' ' || w.word || ' ') > 0) as m
          where ${searchNamePostings.word} = w.word`,
    );
  });
}
