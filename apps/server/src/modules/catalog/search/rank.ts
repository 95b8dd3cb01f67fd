/**
 * How a search's page is ranked and counted. The statement shapes, and when each is chosen (docs/search.md tells the
 * whole way; the decisions named give the measurements):
 *
 * 1. Postings, read and ranked (`rankFromLists`, decision 058): a search of one or two words of the whole catalogue,
 *    relevance first, nothing to filter on but the product being active, each word found as typed and in no other
 *    form (name-postings.ts, rankableFromPostings). One statement reads the words' first names from
 *    search_name_postings ("tier_lists") and ranks those candidates with their rows. Planned once.
 * 2. Postings read alone, then ranked (`rankFromCandidates`, decision 052): the same search when the first reading
 *    cannot give the page (too few in stock among the first names, or a word's lists stale): the lists are read
 *    further, then their candidates ranked by id. Planned once.
 * 3. Small name tier, ranked and counted together (`rankSmallTier`, decision 055): the name tier was found no larger
 *    than the search lists a moment ago; its ranking, rows and (when the page stands) the count of every match in one
 *    statement.
 * 4. Name tier ranked from the names (`rankPage` over nameTier, decision 045): a relevance search whose tier the
 *    trigram index of the names can find, when the postings cannot rank it.
 * 5. Every match ranked and counted (`rankPage` over the whole condition, decision 033): an explicit sort, a tier
 *    whose page does not stand, the `any` pass, or a tier the index cannot find. A window count over the sort keys.
 * 6. Matches counted (`countMatches`, decisions 045 and 049): when a tier's page stands but the postings did not
 *    count the matches, and for a page past the last answer; stopped one past SEARCH_ANSWERS_MAX.
 * 7. The page's rows by id (`rowsOf`, decision 048): when the ranking did not read them; one text, planned once.
 * 8. A list with a period's sales (`unranked`, products.ts): the list's own statement over the search's condition.
 *
 * Shapes 4, 5 and 6 run with the index-plan settings (withIndexPlan, decision 032): PostgreSQL's cost model charges
 * a LIKE on a long search text like any comparison and would read the whole table with workers; they are planned
 * once when the search is of one or two words of the whole catalogue (decision 057).
 */
import type { Locale } from '@shop/shared/constants';
import { SEARCH_ANSWERS_MAX } from '@shop/shared/constants';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx, withIndexPlan, withPlanOnce } from '../../../db/client.ts';
import { products } from '../../../db/schema.ts';
import type { CategoryIndex } from '../category-index.ts';
import {
  firstListsRead,
  type ListsRead,
  nameTierFoundSmall,
  rankableFromPostings,
  tierCandidates,
} from './name-postings.ts';
import {
  bestOutsideNameTier,
  nameTier,
  nameTierIndexed,
  type SearchPlan,
  searchExact,
  searchRelevance,
} from './query.ts';

/** An ORDER BY term: what is compared, and which way. */
export type SortKey = [SQL, 'asc' | 'desc'];

/** What a search reads of a product's row, at least: its id, and what "did you mean" reads. */
export interface RankedRow {
  id: number;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
}

/** A page to rank: built by index.ts for each pass of a search. */
export interface RankRequest<Row extends RankedRow> {
  plan: SearchPlan;
  mode: 'all' | 'any';
  /** Every match: the list's conditions and the search's. */
  where: SQL;
  /** The list's conditions alone. */
  base: SQL | undefined;
  sortKeys: SortKey[];
  locale: Locale;
  page: number;
  limit: number;
  columns: Record<string, unknown>;
  chosenSort: boolean;
  plannedOnce: boolean;
  /** The list lets the postings rank it (nothing to filter on but the product being active, in ascending order). */
  byPostingsAllowed: boolean;
  unranked?: ((where: SQL, orderBy: SortKey[]) => Promise<Row[]>) | undefined;
}

/**
 * The order of a search: without a chosen sort, the best answers first, then those in stock. With one, the whole
 * query in a name and then the products found as typed stay above typo matches. The list's order, then the id,
 * break ties.
 */
export function searchSortKeys(
  plan: SearchPlan,
  index: CategoryIndex,
  sort: { chosen: boolean; column: SQL; direction: 'asc' | 'desc' },
): SortKey[] {
  const keys: SortKey[] = sort.chosen
    ? [
        [sql`${products.searchName} like ${`%${plan.folded}%`}`, 'desc'],
        [searchExact(plan), 'desc'],
      ]
    : [
        [searchRelevance(plan, index), 'desc'],
        [sql`${products.stock} > 0`, 'desc'],
      ];
  return [...keys, [sort.column, sort.direction], [sql`${products.id}`, sort.direction]];
}

export const orderOf = (keys: SortKey[]) => keys.map(([key, dir]) => (dir === 'desc' ? desc(key) : asc(key)));

/** A search's page as ranked: each product's id, how many the search found, and its row when read with it. */
type Ranked<Row> = { id: number; total: number; row?: Row | undefined };
type Tier<Row> = { id: number; k0: unknown; found: number | string; row?: Row; matches?: unknown };

/** What every statement of one page shares. */
interface Page<Row extends RankedRow> extends RankRequest<Row> {
  db: Db;
  offset: number;
  /** How many rows the page may show: none past the SEARCH_ANSWERS_MAX'th answer (decision 045). */
  room: number;
}

/**
 * A page of a search, ranked, and how many it found. The ranking counts the rows it ranks (a window count taken
 * before the page is cut) instead of a second query reading them all again; the page's ids come first, then their
 * rows by primary key, in the same statement when the postings or a small tier rank it (shapes 1 to 3). Ranked by
 * relevance, the name tier goes first (query.ts, nameTier): its page stands when it is full and its last row
 * outranks anything outside the tier; otherwise every match is ranked (decision 055). For «فيتامين» at 100,000
 * products: 3,623 names read instead of 9,054 search texts, and no count (decision 045).
 */
export async function rankPage<Row extends RankedRow>(
  db: Db,
  request: RankRequest<Row>,
): Promise<[Row[], number]> {
  const offset = (request.page - 1) * request.limit;
  const p: Page<Row> = { ...request, db, offset, room: Math.min(request.limit, SEARCH_ANSWERS_MAX - offset) };
  const count = () => withIndexPlan(db, (on) => countMatches(on, p.where), { once: p.plannedOnce });
  if (p.unranked) {
    return Promise.all([p.unranked(p.where, p.sortKeys), count()]);
  }
  if (p.room <= 0) return [[], await count()];
  const namesRanked = p.mode === 'all' && !p.chosenSort && nameTierIndexed(p.plan);
  const postings =
    namesRanked && p.byPostingsAllowed && rankableFromPostings(p.plan) ? await tierFromPostings(p) : null;
  const ranked = await withIndexPlan(
    db,
    async (tx) => (namesRanked ? await namesFirst(p, tx, postings) : null) ?? (await everyMatch(p, tx)),
    { once: p.plannedOnce },
  );
  if (ranked.length === 0) return [[], offset === 0 ? 0 : await count()];
  const read = ranked.flatMap((r) => (r.row ? [r.row] : []));
  const rows = read.length === ranked.length ? read : await rowsOf(p, ranked);
  return [rows, ranked[0]!.total];
}

/** Shape 5: every match ranked, and counted by that ranking. */
async function everyMatch<Row extends RankedRow>(p: Page<Row>, tx: Db | Tx): Promise<Ranked<Row>[]> {
  const rows = await queryRows<{ id: number; found: number | string }>(
    tx,
    rankedIds(p, p.where, tx, 'first'),
  );
  return rows.map((r) => ({ id: r.id, total: Number(r.found) }));
}

/**
 * Shapes 3 and 4: the name tier ranked first, from the postings' candidates when they gave them. Null when the tier's
 * page does not stand: it is not full, or its last row does not outrank every match outside the names. Otherwise the
 * matches are counted by a statement of their own (planned inside the tier's statement, the count's LIKEs on the long
 * search texts made most of its planning, decision 049), unless the postings or the small tier counted them.
 */
async function namesFirst<Row extends RankedRow>(
  p: Page<Row>,
  tx: Db | Tx,
  postings: { tier: Tier<Row>[]; found: number } | null,
): Promise<Ranked<Row>[] | null> {
  const { plan } = p;
  const tier: Tier<Row>[] = postings
    ? postings.tier
    : nameTierFoundSmall(p.db, plan)
      ? withRows<Row>(
          await rankRows(
            p,
            and(p.base, nameTier(plan))!,
            tx,
            sql`select count(*) from (${matchesToCount(p.where)}) as m`,
          ),
        )
      : await queryRows<Tier<Row>>(tx, rankedIds(p, and(p.base, nameTier(plan))!, tx, 'first'));
  const last = tier.at(-1);
  if (!last) return null;
  if (!(tier.length === p.room && Number(last.k0) > bestOutsideNameTier(plan))) return null;
  const found = postings?.found ?? Number(last.found);
  const matches =
    found > SEARCH_ANSWERS_MAX
      ? SEARCH_ANSWERS_MAX + 1
      : last.matches != null
        ? Number(last.matches)
        : await countMatches(tx, p.where);
  return tier.map((r) => ({ id: r.id, total: matches, row: r.row }));
}

/**
 * Shapes 1 and 2: the name tier's page from the postings (decision 050), and how many the tier holds; null when the
 * postings cannot tell it. The first reading of the lists goes in the statement that ranks its candidates, and tells
 * whether that page stands (decision 058). Both are planned once per connection, one text per shape (decision 052).
 */
async function tierFromPostings<Row extends RankedRow>(
  p: Page<Row>,
): Promise<{ tier: Tier<Row>[]; found: number } | null> {
  const { db, plan } = p;
  const reach = p.offset + p.room;
  const firstRead = firstListsRead(db, plan, p.locale, reach);
  /** The tier's rows among `candidates` (ids, or the ids a statement before them holds), ranked. */
  const tierAmong = (candidates: SQL) =>
    and(p.base, nameTier(plan, products.searchName, 'rank'), sql`${products.id} = any(${candidates})`)!;
  let first: ListsRead | undefined;
  if (firstRead) {
    const fromLists = sql`(select "candidates" from "tier_lists")::int[]`;
    const rows = await withPlanOnce(db, (on) =>
      rankRows(p, tierAmong(fromLists), on, undefined, firstRead.reading),
    );
    first = rows[0]?.lists ?? undefined;
    if (first && !first.stale.length) {
      firstRead.noteSize(first.found);
      if (!first.short) return { tier: withRows<Row>(rows), found: first.found };
    }
  }
  // No page from the first reading: too few in stock among the first names, a word's lists not made since a write,
  // or no name at all.
  const postings = await tierCandidates(db, plan, p.locale, reach, first);
  if (!postings) return null;
  const candidates = sql`${sql.param(postings.candidates)}::int[]`;
  const tier = postings.candidates.length
    ? withRows<Row>(await withPlanOnce(db, (on) => rankRows(p, tierAmong(candidates), on)))
    : [];
  return { tier, found: postings.found };
}

/**
 * The page's ids, ranked, with how many rows were ranked; `keys` lists every sort key, not only the first. The sort
 * keys are worked out in a subquery that `offset 0` keeps apart, so the count holds only the keys: over whole product
 * rows, 9,054 of them for «فيتامين» at 100,000 products, it overflowed work_mem into temporary files (decision 033).
 */
function rankedIds<Row extends RankedRow>(p: Page<Row>, found: SQL, on: Db | Tx, keys: 'first' | 'all'): SQL {
  const keyed = on
    .select({
      id: products.id,
      ...Object.fromEntries(p.sortKeys.map(([key], i) => [`k${i}`, key.as(`k${i}`)])),
    })
    .from(products)
    .where(found);
  const order = p.sortKeys.map(([, dir], i) => sql.raw(`"k${i}" ${dir}`));
  const shown = sql.raw(
    (keys === 'all' ? p.sortKeys : p.sortKeys.slice(0, 1)).map((_, i) => `"k${i}"`).join(', '),
  );
  return sql`select "id", ${shown}, count(*) over () as "found"
      from (${keyed} offset 0) as "keyed"
      order by ${sql.join(order, sql`, `)} limit ${p.room} offset ${p.offset}`;
}

/**
 * The page's rows as ranked among the rows `found` finds, each with its sort keys and how many were ranked; with
 * `counted`, and only when the page stands (it is full and its last row outranks every match outside the names), how
 * many the search matches: PostgreSQL works out an uncorrelated subquery when it is first asked for. With `lists`, a
 * reading of the postings (tierFromPostings) goes before the ranking as "tier_lists", and each row carries what it
 * told.
 */
function rankRows<Row extends RankedRow>(p: Page<Row>, found: SQL, on: Db | Tx, counted?: SQL, lists?: SQL) {
  return (lists ? on.with(on.$with('tier_lists', {}).as(lists)) : on)
    .select({
      ...(p.columns as { id: typeof products.id }),
      k0: sql<unknown>`"ranked"."k0"`,
      found: sql<number | string>`"ranked"."found"`,
      matches: counted
        ? sql<number | string | null>`case when count(*) over () = ${p.room}
          and min("ranked"."k0") over () > ${bestOutsideNameTier(p.plan)} then (${counted}) end`
        : sql<null>`null`,
      lists: lists
        ? sql<ListsRead>`(select json_build_object('stale', stale, 'found', found, 'short', short,
            'ended', ended) from "tier_lists")`
        : sql<null>`null`,
    })
    .from(products)
    .innerJoin(sql`(${rankedIds(p, found, on, 'all')}) as "ranked"`, sql`"ranked"."id" = ${products.id}`)
    .orderBy(...p.sortKeys.map(([, dir], i) => sql.raw(`"ranked"."k${i}" ${dir}`)));
}

function withRows<Row>(rows: Awaited<ReturnType<typeof rankRows>>): Tier<Row>[] {
  return rows.map(({ k0, found, matches, lists: _, ...row }) => ({
    id: row.id,
    k0,
    found,
    matches,
    row: row as Row,
  }));
}

/** A search's matches, no further than one past what it lists (decision 045): counted, they tell the total. */
const matchesToCount = (where: SQL) =>
  sql`select 1 from ${products} where ${where} limit ${SEARCH_ANSWERS_MAX + 1}`;

/** Shape 6. */
async function countMatches(on: Db | Tx, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    on,
    sql`select count(*) as n from (${matchesToCount(where)}) as m`,
  );
  return Number(row?.n ?? 0);
}

/** Shape 7: the page's rows in its order, its ids one array, so that every page's read is one text (decision 048). */
async function rowsOf<Row extends RankedRow>(p: Page<Row>, ranked: Ranked<Row>[]): Promise<Row[]> {
  const ids = ranked.map((r) => r.id);
  const rows = (await withPlanOnce(p.db, (on) =>
    on
      .select(p.columns as { id: typeof products.id })
      .from(products)
      .where(sql`${products.id} = any(${sql.param(ids)}::int[])`),
  )) as unknown as Row[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
