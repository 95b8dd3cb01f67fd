import { toPage } from '@shop/shared/api';
import { effectiveMaxPerOrder } from '@shop/shared/cart';
import type { ProductListQuery, ProductPage, ProductView, Suggestions } from '@shop/shared/catalog';
import { type Locale, SALES_PERIOD_DAYS, SEARCH_ANSWERS_MAX } from '@shop/shared/constants';
import { WORD_START_BELOW, wordsApart } from '@shop/shared/search';
import { stockStatus } from '@shop/shared/stock';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Db, queryRows, type Tx, withIndexPlan, withPlanOnce } from '../../db/client.ts';
import { discountProducts, discounts, products } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { remember } from './cache.ts';
import { productCounts } from './categories.ts';
import { type CategoryIndex, categoryIndex, pickLang } from './category-index.ts';
import {
  firstListsRead,
  type ListsRead,
  nameTierFoundSmall,
  rankableFromPostings,
  tierCandidates,
} from './name-postings.ts';
import {
  bestSavingShare,
  categoriesUnderDiscount,
  discountIsLive,
  type LiveDiscounts,
  liveDiscounts,
  type Pricing,
  paidPrice,
  priceProducts,
} from './pricing.ts';
import { advertisable, advertisedCounts, isPromotionalList } from './promotion.ts';
import { rankBySalesSince, unitsSoldSince } from './sales.ts';
import {
  bestOutsideNameTier,
  didYouMean,
  nameTier,
  nameTierIndexed,
  planSearch,
  type SearchColumn,
  type SearchPlan,
  searchExact,
  searchMatch,
  searchRelevance,
} from './search.ts';

type Attachment = ProductView['attachments'][number];
/**
 * A product's images in their order, read with its row instead of by a second query per page. Spelt out: in a
 * select of one table, drizzle writes that table's columns unqualified, and an unqualified "id" in here would be
 * the image's.
 */
const productAttachments = sql<Attachment[]>`coalesce((
    select json_agg(json_build_object('url', i.url, 'path', i.path, 'mime_type', i.mime_type) order by i.sort_order, i.id)
    from product_images as i where i.product_id = "products"."id"), '[]')`.mapWith(
  (value: Attachment[] | string) => (typeof value === 'string' ? JSON.parse(value) : value),
);

const listColumns = {
  id: products.id,
  categoryId: products.categoryId,
  nameAr: products.nameAr,
  nameEn: products.nameEn,
  descriptionAr: products.descriptionAr,
  descriptionEn: products.descriptionEn,
  price: products.price,
  stock: products.stock,
  featured: products.featured,
  bestseller: products.bestseller,
  requiresPrescription: products.requiresPrescription,
  maxPerOrder: products.maxPerOrder,
  returnable: products.returnable,
  status: products.status,
  image: products.image,
  salesCount: products.salesCount,
  createdAt: products.createdAt,
  attachments: productAttachments,
};
type ProductRow = Pick<typeof products.$inferSelect, Exclude<keyof typeof listColumns, 'attachments'>> & {
  attachments: Attachment[];
  /** Units sold in the list's period, when it asked for one. */
  periodSales?: number | null;
};

/** `array[1, 2, 3]::int[]`, one parameter per id. */
const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** `load`'s rows in the order of `ids`: a ranked page reads its ids first, then their rows by primary key. */
async function inOrderOf<T extends { id: number }>(
  ids: number[],
  load: (ids: number[]) => Promise<T[]>,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await load(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An ORDER BY term: what is compared, and which way. */
type SortKey = [SQL, 'asc' | 'desc'];

/** The live discounts, remembered like the answers they price (cache.ts ends them at a discount boundary). */
const rememberedDiscounts = (db: Db) => remember(db, 'live-discounts', () => liveDiscounts(db));

export async function listProducts(db: Db, query: ProductListQuery, locale: Locale): Promise<ProductPage> {
  const [index, live, plan] = await Promise.all([
    categoryIndex(db),
    rememberedDiscounts(db),
    query.search ? planSearch(db, query.search) : null,
  ]);
  // A search of nothing but signs («؟», «%_», an emoji) has no word to look for: it finds nothing, rather than
  // every product under the heading of a search.
  if (query.search !== undefined && !plan)
    return { ...toPage([], 0, query.page, query.limit), did_you_mean: null, total_capped: false };
  const words = plan?.words ?? [];

  const promotional = isPromotionalList(query);
  const wholeCatalogSearch = words.length > 0 && !query.category;
  /**
   * A search of the whole catalogue in one or two words is ranked and counted by statements planned once: however
   * common its words, their trigram conditions all go to the index, so a plan made without them is the plan made
   * with them, and planning it every time cost more than running it at 1,000 products (decision 057). Three words
   * and more, PostgreSQL indexes the rarest, and a search in a category may walk the category's index instead.
   */
  const plannedOnce = wholeCatalogSearch && words.length <= 2;
  // A search of the whole catalogue checks the status on the rows it finds, not through an index: as an index
  // condition, a small catalogue's planner read every active product through the category index and compared
  // each one's search text (3.2 ms at 1,000 products) rather than take the trigram index (0.7 ms).
  const filters: SQL[] = [
    wholeCatalogSearch ? sql`(${products.status} || '') = 'active'` : eq(products.status, 'active'),
  ];
  if (promotional) filters.push(advertisable());
  let categoryIds = index.visibleIds();
  if (query.category) {
    const category = index.resolve(query.category);
    if (!category) throw new AppError('NOT_FOUND', 'Category not found');
    categoryIds = index.descendantsOf(category.id).filter((id) => index.visible.has(id));
  }
  // A search of the whole catalogue lists every visible category: as an index condition, that list made
  // the planner intersect the search's trigram scan with a bitmap of every product (~6 ms at 100,000
  // products, for nothing). `+ 0` keeps the same condition as a check on the matching rows only, and when no
  // category is hidden there is nothing to check (61 comparisons on each of thousands of matches). Within
  // one category tree the category index is selective and stays an index condition.
  const inListed = wholeCatalogSearch
    ? categoryIds.length === index.byId.size
      ? undefined
      : sql`(${products.categoryId} + 0) = any(${intArray(categoryIds.length ? categoryIds : [-1])})`
    : inArray(products.categoryId, categoryIds.length ? categoryIds : [-1]);
  if (query.featured !== undefined) filters.push(eq(products.featured, query.featured));
  if (query.bestseller !== undefined) filters.push(eq(products.bestseller, query.bestseller));
  const listed = new Set(categoryIds);
  // Categories listed here that a live category discount reaches, and the products' own live discounts.
  const discounted = query.discount
    ? categoriesUnderDiscount(index, live.byCategory).filter((id) => listed.has(id))
    : [];
  const viaProduct = sql`${products.id} in (select ${discountProducts.productId} from ${discountProducts} join ${discounts} on ${discounts.id} = ${discountProducts.discountId} where ${discountIsLive()})`;
  const onOffer = query.discount
    ? discounted.length
      ? or(viaProduct, inArray(products.categoryId, discounted))
      : viaProduct
    : undefined;

  // Every required word must appear in the product's search text, as typed, spelt another way or with a
  // typo (search.ts); when no product holds them all, products holding some of them answer, ranked.
  const base = and(...filters, inListed, onOffer);
  let where = plan ? and(base, searchMatch(plan, 'all')) : base;

  // A sales ranking, or a list that names a period, carries each product's sales in that period:
  // the running all-time count, or the units of the last 7 or 30 days' orders (sales.ts).
  const period = query.period ?? 'all';
  const withSales = query.sort === 'sales' || query.period !== undefined;
  const windowDays = withSales && period !== 'all' ? SALES_PERIOD_DAYS[period] : null;
  const sold = windowDays === null ? null : unitsSoldSince(db, windowDays).as('sold');
  const periodSales = sold ? sql<number>`coalesce(${sold.units}, 0)`.mapWith(Number) : products.salesCount;

  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const nameColumn = locale === 'en' ? products.nameEn : products.nameAr;
  const sortColumn =
    query.sort === 'price'
      ? paidPrice(index, live)
      : query.sort === 'created_at'
        ? products.createdAt
        : query.sort === 'sales'
          ? periodSales
          : query.sort === 'discount'
            ? bestSavingShare(index, live)
            : nameColumn;
  // A discount's share, or a price less a live discount, is computed per row: no index walks it.
  const computedOrder =
    query.sort === 'discount' || (query.sort === 'price' && sortColumn !== products.price);
  const sortKeys: SortKey[] = [];
  if (plan) {
    // Without an explicit sort, the best answers first (search.ts), then those in stock. With one, the
    // whole query in a name and then the products found as typed stay above typo matches.
    if (!query.sort)
      sortKeys.push([searchRelevance(plan, index), 'desc'], [sql`${products.stock} > 0`, 'desc']);
    else {
      sortKeys.push(
        [sql`${products.searchName} like ${`%${plan.folded}%`}`, 'desc'],
        [searchExact(plan), 'desc'],
      );
    }
  }
  sortKeys.push([sql`${sortColumn}`, direction], [sql`${products.id}`, direction]);
  const orderBy = sortKeys.map(([key, dir]) => (dir === 'desc' ? desc(key) : asc(key)));

  const offset = (query.page - 1) * query.limit;
  // A category page, or the offers, in one of the walked orders: instead of walking the whole catalogue's
  // order and discarding the rows of other categories, each listed category's run is walked on its own
  // index (category, status, sort key, id) for as many rows as the page reaches, and only those few
  // candidates are sorted for the page. Offers add the products with a discount of their own.
  // (A computed order is not walked: see `computedOrder`.) The candidates are sorted by the key their
  // index holds, so only the page's rows are read from the table: reading every candidate's row to sort
  // it read 321 rows for page 5 of a category of five, and cost a third of the statement.
  // The walked orders are plain columns: `sortColumn`, then the id.
  const walked =
    !words.length && windowDays === null && !computedOrder && Boolean(query.category || query.discount);
  const candidates = () => {
    const reach = offset + query.limit;
    const keyed = { id: products.id, sortKey: sql`${sortColumn}`.as('sort_key') };
    const byCategory = (ids: number[]) =>
      sql`select c_p.id, c_p.sort_key from unnest(${sql.param(ids)}::int[]) as c(id) cross join lateral (${db
        .select(keyed)
        .from(products)
        .where(and(sql`${products.categoryId} = c.id`, ...filters))
        .orderBy(...orderBy)
        .limit(reach)}) as c_p`;
    const branches: SQL[] = [];
    if (!query.discount) branches.push(byCategory(categoryIds));
    else {
      if (discounted.length) branches.push(byCategory(discounted));
      const own = db
        .select(keyed)
        .from(products)
        .where(
          and(
            viaProduct,
            inListed,
            discounted.length ? notInArray(products.categoryId, discounted) : undefined,
            ...filters,
          ),
        )
        .orderBy(...orderBy)
        .limit(reach);
      branches.push(sql`${own}`);
    }
    const order = sql.raw(`sort_key ${direction}, id ${direction}`);
    return sql`${products.id} in (select id from (${sql.join(
      branches.map((b) => sql`(${b})`),
      sql` union all `,
    )}) as walked order by ${order} limit ${query.limit} offset ${offset})`;
  };
  const listWhere = () => (walked ? candidates() : where);
  /** Where the page starts among the rows `listWhere` finds: a walk has cut the page already. */
  const listOffset = walked ? 0 : offset;
  // A plain category or whole-catalog page is counted from the per-category counts (remembered)
  // instead of scanning 100,000 rows on every page view; filtered lists are counted for real.
  const plain =
    !words.length && query.featured === undefined && query.bestseller === undefined && !query.discount;
  /** A search's matches, no further than one past what it lists (decision 045): counted, they tell the total. */
  const matchesToCount = () => sql`select 1 from ${products} where ${where} limit ${SEARCH_ANSWERS_MAX + 1}`;
  const countMatches = async (on: Db | Tx) => {
    const [row] = await queryRows<{ n: number | string }>(
      on,
      sql`select count(*) as n from (${matchesToCount()}) as m`,
    );
    return Number(row?.n ?? 0);
  };
  const countTotal = async () => {
    if (plain) {
      const counts = await (promotional ? advertisedCounts(db) : productCounts(db));
      return categoryIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
    }
    if (query.discount && !words.length && query.featured === undefined && query.bestseller === undefined) {
      return countDiscounted(db, index, categoryIds, live.byCategory);
    }
    if (words.length) return withIndexPlan(db, countMatches, { once: plannedOnce });
    const [row] = await db.select({ n: count() }).from(products).where(where);
    return Number(row?.n ?? 0);
  };
  const listRows = async (): Promise<ProductRow[]> => {
    if (windowDays !== null && query.sort === 'sales' && !words.length) {
      // The sales ranking of a whole category or catalogue: drawn without sorting every product.
      const ranks = await rankBySalesSince(db, {
        where,
        days: windowDays,
        order: query.order ?? 'asc',
        limit: query.limit,
        offset,
      });
      const units = new Map(ranks.map((r) => [r.id, r.units]));
      const rows = await inOrderOf(
        ranks.map((r) => r.id),
        (ids) => db.select(listColumns).from(products).where(inArray(products.id, ids)),
      );
      return rows.map((row) => ({ ...row, periodSales: units.get(row.id) ?? 0 }));
    }
    if (!withSales) {
      const page = (on: Db) =>
        on
          .select(listColumns)
          .from(products)
          .where(listWhere())
          .orderBy(...orderBy)
          .limit(query.limit)
          .offset(listOffset);
      // A category page's walk is one of a few texts (its categories one array, every value a parameter), so
      // PostgreSQL plans it once per connection instead of on every miss (decision 048).
      return walked && !query.discount ? withPlanOnce(db, page) : page(db);
    }
    const select = db.select({ ...listColumns, periodSales }).from(products);
    return (sold ? select.leftJoin(sold, eq(sold.productId, products.id)) : select)
      .where(listWhere())
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(listOffset);
  };
  /** A page's rows: the list's columns, and its period's sales when it asked for them. */
  const pageColumns = withSales ? { ...listColumns, periodSales } : listColumns;
  /** A search's page as ranked: each product's id, how many the search found, and its row when read with it. */
  type Ranked = { id: number; total: number; row?: ProductRow | undefined };
  /** How many rows a search's page may show: none past the SEARCH_ANSWERS_MAX'th answer (decision 045). */
  const searchRoom = Math.min(query.limit, SEARCH_ANSWERS_MAX - offset);
  /**
   * A search ranks the rows it finds, so the same pass counts them (a window count taken before the page is
   * cut) instead of a second query reading them all again; the page's ids come first, then their rows by
   * primary key (in the same statement for a tier ranked from the postings, decision 052, or known small, decision
   * 055). The sort keys are worked out in a subquery that `offset 0` keeps apart, so the count holds only the
   * keys: over whole product rows, 9,054 of them for «فيتامين» at 100,000 products, it overflowed work_mem into
   * temporary files and cost as much as the ranking itself (decision 033).
   *
   * Ranked by relevance, the name tier is ranked first (search.ts, nameTier): the products whose names hold
   * the words. Its page stands when it is full and the last row it shows outranks anything outside the tier.
   * The matches are then counted, no further than SEARCH_ANSWERS_MAX, only when the tier holds fewer than that.
   * Otherwise every match is ranked, as with an explicit sort, and counted by that ranking (decision 055). For
   * «فيتامين» at 100,000 products: 3,623 names read instead of 9,054 search texts, and no count (decision 045).
   *
   * The matches are found through the trigram index even for a common word. PostgreSQL's cost model charges
   * a LIKE on a product's long search text like any comparison, so for «فيتامين» it chose to read the whole
   * table with two extra workers: three times the time and about four times the CPU of the index (decision
   * 032). It is told so for these statements (withIndexPlan), and without workers: under load there is no
   * idle core to lend them.
   */
  const searchPage = async (mode: 'all' | 'any'): Promise<[ProductRow[], number]> => {
    if (searchRoom <= 0) return [[], await countTotal()];
    const namesRanked = plan && mode === 'all' && !query.sort && nameTierIndexed(plan);
    // A search of one or two words in the whole catalogue, with nothing else to filter on than what the postings
    // hold (the active products), in the order they keep (decision 050).
    const byPostings =
      namesRanked &&
      filters.length === 1 &&
      !inListed &&
      !onOffer &&
      direction === 'asc' &&
      rankableFromPostings(plan);
    /** The page's ids, ranked, with how many rows were ranked; `keys` lists every sort key, not only the first. */
    const rankedIds = (found: SQL, on: Db | Tx, keys: 'first' | 'all') => {
      const keyed = on
        .select({
          id: products.id,
          ...Object.fromEntries(sortKeys.map(([key], i) => [`k${i}`, key.as(`k${i}`)])),
        })
        .from(products)
        .where(found);
      const order = sortKeys.map(([, dir], i) => sql.raw(`"k${i}" ${dir}`));
      const shown = sql.raw(
        (keys === 'all' ? sortKeys : sortKeys.slice(0, 1)).map((_, i) => `"k${i}"`).join(', '),
      );
      return sql`select "id", ${shown}, count(*) over () as "found"
          from (${keyed} offset 0) as "keyed"
          order by ${sql.join(order, sql`, `)} limit ${searchRoom} offset ${offset}`;
    };
    /**
     * The page's rows as ranked among the rows `found` finds, each with its sort keys and how many were ranked;
     * with `counted`, and only when the page stands (it is full and its last row outranks every match outside the
     * names), how many the search matches: PostgreSQL works out an uncorrelated subquery when it is first asked for.
     * That test only spares the count; namesFirst decides whether the page stands, and counts on its own if it
     * finds no count here. With `lists`, a reading of the postings (tierFromPostings) goes before the ranking as
     * "tier_lists", and each row carries what it told.
     */
    const rankRows = (found: SQL, on: Db | Tx, counted?: SQL, lists?: SQL) =>
      (lists ? on.with(on.$with('tier_lists', {}).as(lists)) : on)
        .select({
          ...pageColumns,
          k0: sql<unknown>`"ranked"."k0"`,
          found: sql<number | string>`"ranked"."found"`,
          matches: counted
            ? sql<number | string | null>`case when count(*) over () = ${searchRoom}
              and min("ranked"."k0") over () > ${bestOutsideNameTier(plan!)} then (${counted}) end`
            : sql<null>`null`,
          // What the reading of the lists ranked with the page told (tierFromPostings).
          lists: lists
            ? sql<ListsRead>`(select json_build_object('stale', stale, 'found', found, 'short', short,
                'ended', ended) from "tier_lists")`
            : sql<null>`null`,
        })
        .from(products)
        .innerJoin(sql`(${rankedIds(found, on, 'all')}) as "ranked"`, sql`"ranked"."id" = ${products.id}`)
        .orderBy(...sortKeys.map(([, dir], i) => sql.raw(`"ranked"."k${i}" ${dir}`)));
    type Tier = { id: number; k0: unknown; found: number | string; row?: ProductRow; matches?: unknown };
    const withRows = (rows: Awaited<ReturnType<typeof rankRows>>): Tier[] =>
      rows.map(({ k0, found, matches, lists: _, ...row }) => ({ id: row.id, k0, found, matches, row }));
    /** The tier's rows among `candidates` (ids, or the ids a statement before them holds), ranked. */
    const tierAmong = (candidates: SQL) =>
      and(base, nameTier(plan!, products.searchName, 'rank'), sql`${products.id} = any(${candidates})`)!;
    /**
     * The name tier's page from the postings (decision 050), and how many the tier holds; null when the postings
     * cannot tell it. The first reading of the lists goes in the statement that ranks its candidates, and tells
     * whether that page stands (decision 058): read, then ranked, they were two round trips. Both are planned once
     * per connection, one text per shape of query (decision 052).
     */
    const tierFromPostings = async (): Promise<{ tier: Tier[]; found: number } | null> => {
      const reach = offset + searchRoom;
      const firstRead = firstListsRead(db, plan!, locale, reach);
      let first: ListsRead | undefined;
      if (firstRead) {
        const fromLists = sql`(select "candidates" from "tier_lists")::int[]`;
        const rows = await withPlanOnce(db, (on) =>
          rankRows(tierAmong(fromLists), on, undefined, firstRead.reading),
        );
        first = rows[0]?.lists ?? undefined;
        if (first && !first.stale.length) {
          firstRead.noteSize(first.found);
          if (!first.short) return { tier: withRows(rows), found: first.found };
        }
      }
      // No page from the first reading: a word's lists written since, or too few in stock among the first names,
      // or no name at all.
      const postings = await tierCandidates(db, plan!, locale, reach, first);
      if (!postings) return null;
      const candidates = sql`${sql.param(postings.candidates)}::int[]`;
      const tier = postings.candidates.length
        ? withRows(await withPlanOnce(db, (on) => rankRows(tierAmong(candidates), on)))
        : [];
      return { tier, found: postings.found };
    };
    const postings = byPostings ? await tierFromPostings() : null;
    /** The page as ranked on `tx`, a connection with the index-plan settings (withIndexPlan). */
    const rankSearch = async (tx: Db | Tx): Promise<Ranked[]> => {
      const rankPage = (found: SQL) =>
        queryRows<{ id: number; k0: unknown; found: number | string }>(tx, rankedIds(found, tx, 'first'));
      /**
       * A tier the postings found small a moment ago is ranked from its names: the page's ranking, its rows and,
       * when it stands, the count of every match, in one statement where they were three (decision 055). Planned once
       * when the search is (`plannedOnce`).
       */
      const rankSmallTier = () =>
        rankRows(and(base, nameTier(plan!))!, tx, sql`select count(*) from (${matchesToCount()}) as m`);
      const namesFirst = async () => {
        if (!plan || !namesRanked) return null;
        const tier: Tier[] = postings
          ? postings.tier
          : nameTierFoundSmall(db, plan)
            ? withRows(await rankSmallTier())
            : await rankPage(and(base, nameTier(plan))!);
        const last = tier.at(-1);
        if (!last) return null;
        // The tier's page stands when it is full and its last row outranks every match outside the names. Otherwise
        // every match is ranked, which counts them as it goes: a count asked first, to learn whether the names
        // held every match, cost «شامبو للشعر» 7.7 ms of its 45 at 100,000 products (decision 055).
        if (!(tier.length === searchRoom && Number(last.k0) > bestOutsideNameTier(plan))) return null;
        const found = postings?.found ?? Number(last.found);
        // The matches are counted by a statement of their own: planned inside the tier's statement, the count's
        // LIKEs on the long search texts made most of its planning even for a common word, whose count was never
        // run (decision 049). A tier known small has them counted already.
        const matches =
          found > SEARCH_ANSWERS_MAX
            ? SEARCH_ANSWERS_MAX + 1
            : last.matches != null
              ? Number(last.matches)
              : await countMatches(tx);
        return tier.map((r) => ({ id: r.id, total: matches, row: r.row }));
      };
      const ranked = async () => (await rankPage(where!)).map((r) => ({ id: r.id, total: Number(r.found) }));
      return (await namesFirst()) ?? (await ranked());
    };
    const ranked = await withIndexPlan(db, rankSearch, { once: plannedOnce });
    if (ranked.length === 0) return [[], offset === 0 ? 0 : await countTotal()];
    const read = ranked.flatMap((r) => (r.row ? [r.row] : []));
    // The page's ids as one array, so that every page's read is one text, planned once (decision 048).
    const rows =
      read.length === ranked.length
        ? read
        : await inOrderOf(
            ranked.map((r) => r.id),
            (ids) =>
              withPlanOnce(db, (on) =>
                on
                  .select(pageColumns)
                  .from(products)
                  .where(sql`${products.id} = any(${sql.param(ids)}::int[])`),
              ),
          );
    return [rows, ranked[0]!.total];
  };
  let [rows, total] =
    words.length && sold === null ? await searchPage('all') : await Promise.all([listRows(), countTotal()]);
  if (plan && total === 0 && plan.required.length > 1) {
    // No product holds every word («سيروم فيتامين سي»): those holding most of them, best first.
    where = and(base, searchMatch(plan, 'any'));
    [rows, total] = sold === null ? await searchPage('any') : await Promise.all([listRows(), countTotal()]);
  }
  if (plan && total === 0) {
    // «panadol500», «فيتامينc»: a word run into a number or into the other script finds nothing as typed; set
    // apart, it may.
    const apart = wordsApart(plan.folded);
    if (apart !== plan.folded) return listProducts(db, { ...query, search: apart }, locale);
  }
  const capped = plan !== null && total > SEARCH_ANSWERS_MAX;
  if (plan) {
    total = Math.min(total, SEARCH_ANSWERS_MAX);
    rows = rows.slice(0, Math.max(0, searchRoom));
  }
  const views = await toViews(db, index, rows, locale, live);
  return {
    ...toPage(views, total, query.page, query.limit),
    total_capped: capped,
    did_you_mean: plan
      ? didYouMean(
          plan,
          rows.map((r) => ({
            names: `${r.nameAr} ${r.nameEn}`,
            more: `${r.descriptionAr} ${r.descriptionEn}`,
          })),
        )
      : null,
  };
}

/**
 * How many products a plain offers list holds, without scanning the catalogue: every advertisable product
 * of the discounted categories (from the remembered per-category counts), plus those with a discount of
 * their own outside them (a short indexed walk from the discount's products). Offers are promotion, so
 * prescription medicines are not counted.
 */
async function countDiscounted(
  db: Db,
  index: CategoryIndex,
  categoryIds: number[],
  liveCategory: LiveDiscounts['byCategory'],
): Promise<number> {
  const listed = new Set(categoryIds);
  const wholeCategories = categoriesUnderDiscount(index, liveCategory).filter((id) => listed.has(id));
  const counts = await advertisedCounts(db);
  const inCategories = wholeCategories.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
  const [own] = await db
    .select({ n: countDistinct(products.id) })
    .from(discountProducts)
    .innerJoin(discounts, eq(discounts.id, discountProducts.discountId))
    .innerJoin(products, eq(products.id, discountProducts.productId))
    .where(
      and(
        discountIsLive(),
        eq(products.status, 'active'),
        advertisable(),
        inArray(products.categoryId, categoryIds.length ? categoryIds : [-1]),
        wholeCategories.length ? notInArray(products.categoryId, wholeCategories) : undefined,
      ),
    );
  return inCategories + Number(own?.n ?? 0);
}

/**
 * The header's suggestions: the products whose names answer the search, best first, found without reading
 * every match. A common prefix («فيتا») matches thousands of products; the most sold 40 of them are walked
 * on the sales index (the walk stops there), and only those are ranked by how well their names answer. When
 * no name answers, the rest of the product's text is asked the same way.
 */
export async function suggestProducts(
  db: Db,
  plan: SearchPlan,
  locale: Locale,
  limit: number,
): Promise<Suggestions['products']> {
  const index = await categoryIndex(db);
  // One or two letters typed so far: the names that start with them, read from the prefix index alone.
  const short = plan.words.length === 1 && [...plan.folded].length < WORD_START_BELOW;
  const top = async (column: SearchColumn) => {
    const match = short
      ? or(...plan.words[0]!.literal.map((f) => sql`${products.searchName} like ${`${f}%`}`))
      : searchMatch(plan, 'all', column);
    const candidates = db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'active'), match))
      .orderBy(desc(products.salesCount), desc(products.id))
      .limit(SUGGEST_CANDIDATES);
    // Hidden categories are left out of the few candidates, not of the walk (checked on every row, the
    // list of visible categories cost more to plan than the walk itself).
    return db
      .select(suggestColumns)
      .from(products)
      .where(inArray(products.id, candidates))
      .orderBy(
        desc(searchRelevance(plan, index)),
        desc(sql`${products.stock} > 0`),
        desc(products.salesCount),
        asc(products.id),
      )
      .limit(limit * 2);
  };
  const visible = <T extends { categoryId: number }>(rows: T[]) =>
    rows.filter((r) => index.visible.has(r.categoryId)).slice(0, limit);
  let rows = visible(await top(products.searchName));
  if (!rows.length && !short) rows = visible(await top(products.searchText));
  // A suggestion shows a name, a price and the main image: no gallery to read.
  const pricing = await priceProducts(db, index, rows, await rememberedDiscounts(db));
  return rows.map((row) => ({
    id: row.id,
    name: pickLang(locale, row.nameAr, row.nameEn),
    price: pricing.get(row.id)!.price,
    image: row.image,
  }));
}

/** How many of the most sold matches a suggestion ranks (see suggestProducts). */
const SUGGEST_CANDIDATES = 40;
/** What a suggestion shows and prices. */
const suggestColumns = {
  id: products.id,
  categoryId: products.categoryId,
  nameAr: products.nameAr,
  nameEn: products.nameEn,
  price: products.price,
  image: products.image,
};

/**
 * One product as the API shows it, remembered with the catalogue's answers (decision 007): a product page's meta
 * tags and the API call its render makes read it once between them, and its stock changes drop it.
 */
export function getProduct(db: Db, id: number, locale: Locale): Promise<ProductView> {
  return remember(db, `product:${locale}:${id}`, async (shown) => {
    shown.add(id);
    return readProduct(db, id, locale);
  });
}

async function readProduct(db: Db, id: number, locale: Locale): Promise<ProductView> {
  const index = await categoryIndex(db);
  // One text for every product: planned once per connection (decision 048).
  const [row] = await withPlanOnce(db, (on) =>
    on
      .select(listColumns)
      .from(products)
      .where(and(eq(products.id, id), eq(products.status, 'active'))),
  );
  if (!row || !index.visible.has(row.categoryId)) throw new AppError('NOT_FOUND', 'Product Not Found');
  const [view] = await toViews(db, index, [row], locale);
  return view!;
}

async function toViews(
  db: Db,
  index: CategoryIndex,
  rows: ProductRow[],
  locale: Locale,
  live?: LiveDiscounts,
): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const pricing = await priceProducts(db, index, rows, live ?? (await rememberedDiscounts(db)));
  return rows.map((row) => toView(index, row, locale, pricing.get(row.id)!));
}

/**
 * The ids of the products an answer shows: every product view in it, however deep (a page of them, a product,
 * the sections of the offers page). A catalog answer remembers them, so that their stock changes drop it.
 */
export function productIdsIn(value: unknown, into = new Set<number>(), depth = 0): Set<number> {
  if (depth > 6 || typeof value !== 'object' || value === null) return into;
  if (Array.isArray(value)) {
    for (const item of value) productIdsIn(item, into, depth + 1);
    return into;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'number' && 'stock_status' in record) {
    into.add(record.id);
    return into;
  }
  for (const part of Object.values(record)) {
    if (typeof part === 'object' && part !== null) productIdsIn(part, into, depth + 1);
  }
  return into;
}

function toView(index: CategoryIndex, row: ProductRow, locale: Locale, pricing: Pricing): ProductView {
  const category = index.byId.get(row.categoryId)!;
  const parent = category.parentId === null ? undefined : index.byId.get(category.parentId);
  const ref = (c: typeof category) => ({
    id: c.id,
    slug: c.slug,
    name: pickLang(locale, c.nameAr, c.nameEn),
  });
  const d = pricing.discount;
  return {
    id: row.id,
    name: pickLang(locale, row.nameAr, row.nameEn),
    description: pickLang(locale, row.descriptionAr, row.descriptionEn),
    price: row.price,
    stock: row.stock,
    stock_status: stockStatus(row.stock),
    // A prescription medicine is never shown as featured or a bestseller, whatever its stored flags.
    featured: row.featured && !row.requiresPrescription,
    bestseller: row.bestseller && !row.requiresPrescription,
    requires_prescription: row.requiresPrescription,
    max_per_order: effectiveMaxPerOrder(row.maxPerOrder, row.requiresPrescription),
    // The return form's rule (returns/policy.ts), so the page promises only what the form will accept.
    returnable: row.returnable ?? index.returnable(row.categoryId),
    status: row.status,
    image: row.image,
    attachments: row.attachments,
    category: { ...ref(category), parent: parent ? ref(parent) : null },
    category_id: category.id,
    category_name: pickLang(locale, category.nameAr, category.nameEn),
    has_discount: d !== null,
    discount_id: d?.id ?? null,
    discount_type: d?.type ?? null,
    discount_value: d?.value ?? null,
    discount_percentage: pricing.percentage,
    discounted_price: pricing.price,
    original_price: pricing.originalPrice,
    discount_ends_at: d ? d.endsAt.toISOString() : null,
    sales_count: row.salesCount,
    period_sales: row.periodSales ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
