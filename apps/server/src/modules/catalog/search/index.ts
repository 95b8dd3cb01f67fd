/**
 * Search: the one way into it. `search(db, request)` reads what the shopper typed and answers the page's products,
 * ranked, how many the search found, and a "did you mean". docs/search.md tells the whole way; decision 072 why it is
 * a folder of its own inside the catalogue.
 *
 * - query.ts: the plan of a query (its words, their literal forms, variant spellings, synonyms and typos, read from
 *   the vocabulary), the SQL conditions that find and rank products by it, and "did you mean".
 * - rank.ts: the statements that rank a page (their shapes are listed there).
 * - name-postings.ts: the names' postings a search of one or two words ranks its name tier from.
 * - fields.ts: what a product's search columns hold, written with the product.
 * - vocabulary.ts: the typo keys of the catalogue's words.
 * - writes.ts: what a catalogue write does to the postings and the vocabulary.
 */
import { toPage } from '@shop/shared/api';
import type { Locale } from '@shop/shared/constants';
import { SEARCH_ANSWERS_MAX } from '@shop/shared/constants';
import { wordsApart } from '@shop/shared/search';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { CategoryIndex } from '../category-index.ts';
import { didYouMean, planSearch, type SearchPlan, searchMatch } from './query.ts';
import { type RankedRow, rankPage, type SortKey, searchSortKeys } from './rank.ts';

export { categoryNamesFor, refreshSearchText, type SearchSource, searchFields } from './fields.ts';
export {
  planSearch,
  type SearchColumn,
  type SearchPlan,
  type SearchWord,
  searchMatch,
  searchRelevance,
  wordsHold,
} from './query.ts';
export { catchUpSearch, searchCaughtUp } from './writes.ts';

/** Where a search looks, as the list asking for it sets it out (products.ts). */
export interface SearchScope<Row extends RankedRow> {
  /** The list's conditions but the search's own: the product active, in a listed category, on offer. */
  base: SQL | undefined;
  /** No condition but that the product is active: the postings, which hold the active products, can rank it. */
  onlyActive: boolean;
  /** The list's own order, when the shopper chose one; otherwise the best answers first. */
  sort: { chosen: boolean; column: SQL; direction: 'asc' | 'desc' };
  /** What a row of the page holds. */
  columns: Record<string, unknown>;
  /**
   * A list that carries each product's sales over a period reads its rows itself, in the search's order, among the
   * rows the search finds: the ranked statements do not join the period's sales.
   */
  unranked?: (where: SQL, orderBy: SortKey[]) => Promise<Row[]>;
}

export interface SearchRequest<Row extends RankedRow> {
  /** As the shopper typed it. */
  text: string;
  page: number;
  limit: number;
  locale: Locale;
  /** The whole catalogue, or one category's tree. */
  wholeCatalog: boolean;
  index: CategoryIndex;
  /** The list's conditions, worked out once the search is known to have words. */
  scope: () => SearchScope<Row>;
}

export interface SearchAnswer<Row extends RankedRow> {
  /** The page's products, best first, with their rows. */
  rows: Row[];
  /** Counts the page shows: how many the search found, at most SEARCH_ANSWERS_MAX, and whether there were more. */
  facets: { total: number; capped: boolean };
  did_you_mean: string | null;
}

/**
 * The products answering a search, ranked: every required word in a product (as typed, spelt another way, a synonym
 * or a typo), or, when no product holds them all, those holding most of them; and when that finds nothing either,
 * the query with a word run into a number or into the other script set apart. Null for a search of nothing but
 * signs («؟», «%_», an emoji): it has no word to look for, and finds nothing rather than every product.
 */
export async function search<Row extends RankedRow>(
  db: Db,
  request: SearchRequest<Row>,
): Promise<SearchAnswer<Row> | null> {
  const plan = await planSearch(db, request.text);
  if (!plan) return null;
  const scope = request.scope();
  const pass = (mode: 'all' | 'any') => rankedPass<Row>(db, request, scope, plan, mode);
  let [rows, total] = await pass('all');
  // No product holds every word («سيروم فيتامين سي»): those holding most of them, best first.
  if (total === 0 && plan.required.length > 1) [rows, total] = await pass('any');
  if (total === 0) {
    // «panadol500», «فيتامينc»: a word run into a number or into the other script finds nothing as typed; set
    // apart, it may.
    const apart = wordsApart(plan.folded);
    if (apart !== plan.folded) return search(db, { ...request, text: apart });
  }
  const offset = (request.page - 1) * request.limit;
  const shown = rows.slice(0, Math.max(0, Math.min(request.limit, SEARCH_ANSWERS_MAX - offset)));
  return {
    rows: shown,
    facets: { total: Math.min(total, SEARCH_ANSWERS_MAX), capped: total > SEARCH_ANSWERS_MAX },
    did_you_mean: didYouMean(
      plan,
      shown.map((r) => ({ names: `${r.nameAr} ${r.nameEn}`, more: `${r.descriptionAr} ${r.descriptionEn}` })),
    ),
  };
}

/** An empty search's page (a search of nothing but signs). */
export const nothingFound = (page: number, limit: number) => ({
  ...toPage([], 0, page, limit),
  did_you_mean: null,
  total_capped: false,
});

/** One pass of a search: every required word (`all`) or any of them, ranked and counted. */
function rankedPass<Row extends RankedRow>(
  db: Db,
  request: SearchRequest<Row>,
  scope: SearchScope<Row>,
  plan: SearchPlan,
  mode: 'all' | 'any',
): Promise<[Row[], number]> {
  const where = and(scope.base, searchMatch(plan, mode))!;
  const sortKeys = searchSortKeys(plan, request.index, scope.sort);
  return rankPage<Row>(db, {
    plan,
    mode,
    where,
    base: scope.base,
    sortKeys,
    locale: request.locale,
    page: request.page,
    limit: request.limit,
    columns: scope.columns,
    chosenSort: scope.sort.chosen,
    // A search of the whole catalogue in one or two words is ranked and counted by statements planned once:
    // however common its words, their trigram conditions all go to the index, so a plan made without them is the
    // plan made with them, and planning it every time cost more than running it at 1,000 products (decision 057).
    // Three words and more, PostgreSQL indexes the rarest, and a search in a category may walk the category's index.
    plannedOnce: request.wholeCatalog && plan.words.length <= 2,
    byPostingsAllowed: scope.onlyActive && scope.sort.direction === 'asc',
    unranked: scope.unranked,
  });
}
