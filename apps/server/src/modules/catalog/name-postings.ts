import type { Locale } from '@shop/shared/constants';
import { WORD_START_BELOW } from '@shop/shared/search';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { products, searchNamePostings } from '../../db/schema.ts';
import { nameTier, type SearchPlan } from './search.ts';

/**
 * A one-word search's name tier without reading every name that holds the word (decision 050).
 *
 * Each word of the names keeps its products in name order (search_name_postings). A product of the tier scores by
 * its best word: the word as typed, at the start of a word, inside one, or a variant or synonym, and the whole
 * query in the name along with the first three. Every product whose name holds that word scores at least as much,
 * and a tie goes to the product in stock, then to the name. So when a word's first names hold as many products in
 * stock as the page reaches, no product after them can be on the page: the page's products are among the first
 * names of the tier's words, and ranking those few, exactly as before, gives the page. A product named exactly the
 * query scores above the rest, and each word lists those apart.
 */

/** A word's first names are read this many times as far as the page reaches: room for those out of stock. */
const HEAD_PER_REACH = 2;
/** And again, this many times further, when that was not enough. */
const HEAD_WIDENED = 8;
/** A tier counted past this is counted no further: the search lists no more (decision 045). */
const COUNTED_TO = 1000;

/**
 * Whether the postings can rank a search's name tier: one word, found as typed anywhere in a word (not only at a
 * word's start, and without another literal form, so that the whole-query bonus and the word's level come from the
 * same word of a name), whose forms are all long enough to be words of the postings and hold no space.
 */
export function rankableFromPostings(plan: SearchPlan): boolean {
  const [word, ...more] = plan.words;
  if (!word || more.length) return false;
  const forms = [...word.literal, ...word.variants, ...word.synonyms];
  return (
    word.literal.length === 1 &&
    word.literal[0] === plan.folded &&
    word.startOnly.length === 0 &&
    forms.every((f) => !f.includes(' ') && [...f].length >= WORD_START_BELOW)
  );
}

interface WordPostings {
  word: string;
  stale: boolean;
  size: number;
  head: number[];
  /** How many of the head's products are in stock, when the tier holds more than COUNTED_TO and the word more than its head. */
  stocked: number | null;
  /** The products named exactly this word. */
  exact: number[];
  /** The tier's products, counted exactly up to COUNTED_TO, or COUNTED_TO + 1. */
  found: number;
}

/**
 * The products among which a one-word search's name tier has its page (the whole tier when it holds no more than
 * COUNTED_TO), and how many the tier holds (exactly, or COUNTED_TO + 1). Null when a word's lists were written
 * again while they were read: the tier is then read from the names.
 */
export async function tierCandidates(
  db: Db,
  plan: SearchPlan,
  locale: Locale,
  reach: number,
): Promise<{ candidates: number[]; found: number } | null> {
  let head = Math.max(reach * HEAD_PER_REACH, 32);
  for (let attempt = 0; attempt < 3; attempt++) {
    const words = await readPostings(db, plan, locale, head);
    const stale = words.filter((w) => w.stale).map((w) => w.word);
    if (stale.length) {
      if (attempt > 0) return null;
      await writePostings(db, stale);
      continue;
    }
    const found = words[0]?.found ?? 0;
    if (found > COUNTED_TO && words.some((w) => w.size > head && w.stocked! < reach)) {
      head *= HEAD_WIDENED;
      continue;
    }
    const candidates = new Set(words.flatMap((w) => w.head));
    for (const id of words.find((w) => w.word === plan.folded)?.exact ?? []) candidates.add(id);
    return { candidates: [...candidates], found };
  }
  return null;
}

const idsOf = (locale: Locale) => (locale === 'en' ? searchNamePostings.idsEn : searchNamePostings.idsAr);

/**
 * The tier's words, found as the tier's names are (nameTier), through the words' trigram index, each with its first
 * names (every name when the tier holds no more than COUNTED_TO: then the tier itself is ranked, by id).
 */
function readPostings(db: Db, plan: SearchPlan, locale: Locale, head: number): Promise<WordPostings[]> {
  return queryRows<WordPostings>(
    db,
    sql`with v as materialized (
          select ${searchNamePostings.word} as word, ${searchNamePostings.stale} as stale, ${idsOf(locale)} as ids,
            ${searchNamePostings.exact} as exact
          from ${searchNamePostings} where ${nameTier(plan, searchNamePostings.word)}),
        t as (select case when (select max(cardinality(ids)) from v) > ${COUNTED_TO} then ${COUNTED_TO + 1}
            else (select count(distinct i) from v, unnest(v.ids) as i) end::int as found)
        select v.word, v.stale, cardinality(v.ids) as size, v.exact, t.found,
          case when t.found <= ${COUNTED_TO} then v.ids else v.ids[1:${head}] end as head,
          case when t.found > ${COUNTED_TO} and cardinality(v.ids) > ${head} then
            (select count(*) from ${products} where ${products.id} = any(v.ids[1:${head}]) and ${products.stock} > 0)
          end::int as stocked
        from v, t`,
  );
}

/**
 * Makes the stale words' lists again. Each word's row is locked first, and its products are read by the statement
 * after, so a writer that marked it before commits first and is seen, and one that marks it later waits and marks
 * it again. Several searches of one stale word: the first makes the lists, the others find it no longer stale.
 */
async function writePostings(db: Db, words: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await queryRows<{ word: string }>(
      tx,
      sql`select ${searchNamePostings.word} as word from ${searchNamePostings}
          where ${searchNamePostings.word} = any(${sql.param([...words].sort())}::text[]) and ${searchNamePostings.stale}
          order by 1 for update`,
    );
    if (!locked.length) return;
    await tx.execute(
      sql`update ${searchNamePostings} set ids_ar = m.ar, ids_en = m.en, exact = m.exact, stale = false
          from unnest(${sql.param(locked.map((l) => l.word))}::text[]) as w(word)
          cross join lateral (
            select coalesce(array_agg(p.id order by p.name_ar, p.id), '{}') as ar,
              coalesce(array_agg(p.id order by p.name_en, p.id), '{}') as en,
              coalesce(array_agg(p.id order by p.id) filter (where p.search_name = w.word), '{}') as exact
            from ${products} p
            where p.status = 'active' and p.search_name like '%' || w.word || '%'
              and strpos(' ' || p.search_name || ' ', ' ' || w.word || ' ') > 0) as m
          where ${searchNamePostings.word} = w.word`,
    );
  });
}
