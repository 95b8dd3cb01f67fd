import { toPage } from '@shop/shared/api';
import { effectiveMaxPerOrder } from '@shop/shared/cart';
import type { ProductListQuery, ProductPage, ProductView, Suggestions } from '@shop/shared/catalog';
import { type Locale, SALES_PERIOD_DAYS } from '@shop/shared/constants';
import { WORD_START_BELOW } from '@shop/shared/search';
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
import { type Db, withPlanOnce } from '../../db/client.ts';
import { discountProducts, discounts, products } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { remember } from './cache.ts';
import { productCounts } from './categories.ts';
import { type CategoryIndex, categoryIndex, pickLang } from './category-index.ts';
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
  nothingFound,
  type SearchColumn,
  type SearchPlan,
  search,
  searchMatch,
  searchRelevance,
} from './search/index.ts';
import { orderOf, type SortKey } from './search/rank.ts';

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

/** The live discounts, remembered like the answers they price (cache.ts ends them at a discount boundary). */
const rememberedDiscounts = (db: Db) => remember(db, 'live-discounts', () => liveDiscounts(db));

/**
 * A page of products: a category's, the offers, the featured, a sales ranking, or a search's. A search is asked of
 * the search module (search/index.ts), which ranks it; every other list is read here.
 */
export async function listProducts(db: Db, query: ProductListQuery, locale: Locale): Promise<ProductPage> {
  const [index, live] = await Promise.all([categoryIndex(db), rememberedDiscounts(db)]);
  if (query.search !== undefined) return searchProducts(db, query, locale, index, live);
  const scope = listScope(index, live, query, false);
  const order = listOrder(db, index, live, query, locale);
  const [rows, total] = await Promise.all([
    listRows(db, query, scope, order),
    countList(db, index, live, query, scope),
  ]);
  const views = await toViews(db, index, rows, locale, live);
  return { ...toPage(views, total, query.page, query.limit), total_capped: false, did_you_mean: null };
}

async function searchProducts(
  db: Db,
  query: ProductListQuery,
  locale: Locale,
  index: CategoryIndex,
  live: LiveDiscounts,
): Promise<ProductPage> {
  const order = listOrder(db, index, live, query, locale);
  const wholeCatalog = !query.category;
  const answer = await search<ProductRow>(db, {
    text: query.search!,
    page: query.page,
    limit: query.limit,
    locale,
    wholeCatalog,
    index,
    scope: () => {
      const scope = listScope(index, live, query, wholeCatalog);
      const { sold } = order;
      return {
        base: scope.base,
        onlyActive: scope.filters.length === 1 && !scope.inListed && !scope.onOffer,
        sort: { chosen: Boolean(query.sort), column: sql`${order.sortColumn}`, direction: order.direction },
        columns: order.columns,
        unranked: sold
          ? (where, keys) =>
              db
                .select({ ...listColumns, periodSales: order.periodSales })
                .from(products)
                .leftJoin(sold, eq(sold.productId, products.id))
                .where(where)
                .orderBy(...orderOf(keys))
                .limit(query.limit)
                .offset((query.page - 1) * query.limit)
          : undefined,
      };
    },
  });
  if (!answer) return nothingFound(query.page, query.limit);
  const views = await toViews(db, index, answer.rows, locale, live);
  return {
    ...toPage(views, answer.facets.total, query.page, query.limit),
    total_capped: answer.facets.capped,
    did_you_mean: answer.did_you_mean,
  };
}

/** Which products a list holds, but for a search's words. */
interface ListScope {
  /** The product active, and for a promotional list advertisable, featured, a bestseller as asked. */
  filters: SQL[];
  categoryIds: number[];
  inListed: SQL | undefined;
  /** Categories listed here that a live category discount reaches. */
  discounted: number[];
  /** The products with a live discount of their own. */
  viaProduct: SQL;
  onOffer: SQL | undefined;
  base: SQL | undefined;
}

function listScope(
  index: CategoryIndex,
  live: LiveDiscounts,
  query: ProductListQuery,
  wholeCatalogSearch: boolean,
): ListScope {
  // A search of the whole catalogue checks the status on the rows it finds, not through an index: as an index
  // condition, a small catalogue's planner read every active product through the category index and compared
  // each one's search text (3.2 ms at 1,000 products) rather than take the trigram index (0.7 ms).
  const filters: SQL[] = [
    wholeCatalogSearch ? sql`(${products.status} || '') = 'active'` : eq(products.status, 'active'),
  ];
  if (isPromotionalList(query)) filters.push(advertisable());
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
  const discounted = query.discount
    ? categoriesUnderDiscount(index, live.byCategory).filter((id) => listed.has(id))
    : [];
  const viaProduct = sql`${products.id} in (select ${discountProducts.productId} from ${discountProducts} join ${discounts} on ${discounts.id} = ${discountProducts.discountId} where ${discountIsLive()})`;
  const onOffer = query.discount
    ? discounted.length
      ? or(viaProduct, inArray(products.categoryId, discounted))
      : viaProduct
    : undefined;
  const base = and(...filters, inListed, onOffer);
  return { filters, categoryIds, inListed, discounted, viaProduct, onOffer, base };
}

/**
 * A list's order. A sales ranking, or a list that names a period, carries each product's sales in that period: the
 * running all-time count, or the units of the last 7 or 30 days' orders (sales.ts).
 */
function listOrder(
  db: Db,
  index: CategoryIndex,
  live: LiveDiscounts,
  query: ProductListQuery,
  locale: Locale,
) {
  const period = query.period ?? 'all';
  const withSales = query.sort === 'sales' || query.period !== undefined;
  const windowDays = withSales && period !== 'all' ? SALES_PERIOD_DAYS[period] : null;
  const sold = windowDays === null ? null : unitsSoldSince(db, windowDays).as('sold');
  const periodSales = sold ? sql<number>`coalesce(${sold.units}, 0)`.mapWith(Number) : products.salesCount;
  const direction: 'asc' | 'desc' = query.order === 'desc' ? 'desc' : 'asc';
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
  const keys: SortKey[] = [
    [sql`${sortColumn}`, direction],
    [sql`${products.id}`, direction],
  ];
  /** A page's rows: the list's columns, and its period's sales when it asked for them. */
  const columns = withSales ? { ...listColumns, periodSales } : listColumns;
  return { withSales, windowDays, sold, periodSales, direction, sortColumn, computedOrder, keys, columns };
}
type ListOrder = ReturnType<typeof listOrder>;

/**
 * A category page, or the offers, in one of the walked orders: instead of walking the whole catalogue's order and
 * discarding the rows of other categories, each listed category's run is walked on its own index (category, status,
 * sort key, id) for as many rows as the page reaches, and only those few candidates are sorted for the page. Offers
 * add the products with a discount of their own. (A computed order is not walked: see `computedOrder`.) The
 * candidates are sorted by the key their index holds, so only the page's rows are read from the table: reading every
 * candidate's row to sort it read 321 rows for page 5 of a category of five, and cost a third of the statement. The
 * walked orders are plain columns: `sortColumn`, then the id.
 */
function walkedCandidates(db: Db, query: ProductListQuery, scope: ListScope, order: ListOrder): SQL {
  const offset = (query.page - 1) * query.limit;
  const reach = offset + query.limit;
  const orderBy = orderOf(order.keys);
  const keyed = { id: products.id, sortKey: sql`${order.sortColumn}`.as('sort_key') };
  const byCategory = (ids: number[]) =>
    sql`select c_p.id, c_p.sort_key from unnest(${sql.param(ids)}::int[]) as c(id) cross join lateral (${db
      .select(keyed)
      .from(products)
      .where(and(sql`${products.categoryId} = c.id`, ...scope.filters))
      .orderBy(...orderBy)
      .limit(reach)}) as c_p`;
  const branches: SQL[] = [];
  if (!query.discount) branches.push(byCategory(scope.categoryIds));
  else {
    if (scope.discounted.length) branches.push(byCategory(scope.discounted));
    const own = db
      .select(keyed)
      .from(products)
      .where(
        and(
          scope.viaProduct,
          scope.inListed,
          scope.discounted.length ? notInArray(products.categoryId, scope.discounted) : undefined,
          ...scope.filters,
        ),
      )
      .orderBy(...orderBy)
      .limit(reach);
    branches.push(sql`${own}`);
  }
  const direction = order.direction;
  const sorted = sql.raw(`sort_key ${direction}, id ${direction}`);
  return sql`${products.id} in (select id from (${sql.join(
    branches.map((b) => sql`(${b})`),
    sql` union all `,
  )}) as walked order by ${sorted} limit ${query.limit} offset ${offset})`;
}

/** A list's page of rows (not a search's). */
async function listRows(
  db: Db,
  query: ProductListQuery,
  scope: ListScope,
  order: ListOrder,
): Promise<ProductRow[]> {
  const offset = (query.page - 1) * query.limit;
  const orderBy = orderOf(order.keys);
  if (order.windowDays !== null && query.sort === 'sales') {
    // The sales ranking of a whole category or catalogue: drawn without sorting every product.
    const ranks = await rankBySalesSince(db, {
      where: scope.base,
      days: order.windowDays,
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
  const walked =
    order.windowDays === null && !order.computedOrder && Boolean(query.category || query.discount);
  const where = walked ? walkedCandidates(db, query, scope, order) : scope.base;
  /** Where the page starts among the rows `where` finds: a walk has cut the page already. */
  const from = walked ? 0 : offset;
  if (!order.withSales) {
    const page = (on: Db) =>
      on
        .select(listColumns)
        .from(products)
        .where(where)
        .orderBy(...orderBy)
        .limit(query.limit)
        .offset(from);
    // A category page's walk is one of a few texts (its categories one array, every value a parameter), so
    // PostgreSQL plans it once per connection instead of on every miss (decision 048).
    return walked && !query.discount ? withPlanOnce(db, page) : page(db);
  }
  const select = db.select({ ...listColumns, periodSales: order.periodSales }).from(products);
  return (order.sold ? select.leftJoin(order.sold, eq(order.sold.productId, products.id)) : select)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(from);
}

/**
 * How many products a list holds. A plain category or whole-catalog page is counted from the per-category counts
 * (remembered) instead of scanning 100,000 rows on every page view; filtered lists are counted for real.
 */
async function countList(
  db: Db,
  index: CategoryIndex,
  live: LiveDiscounts,
  query: ProductListQuery,
  scope: ListScope,
): Promise<number> {
  const unfiltered = query.featured === undefined && query.bestseller === undefined;
  if (unfiltered && !query.discount) {
    const counts = await (isPromotionalList(query) ? advertisedCounts(db) : productCounts(db));
    return scope.categoryIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
  }
  if (unfiltered) return countDiscounted(db, index, scope.categoryIds, live.byCategory);
  const [row] = await db.select({ n: count() }).from(products).where(scope.base);
  return Number(row?.n ?? 0);
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
