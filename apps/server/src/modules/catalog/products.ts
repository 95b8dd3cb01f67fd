import { type Page, toPage } from '@shop/shared/api';
import type { ProductListQuery, ProductView } from '@shop/shared/catalog';
import { type Locale, SALES_PERIOD_DAYS } from '@shop/shared/constants';
import { normalizeSearchText } from '@shop/shared/search';
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
import type { Db } from '../../db/client.ts';
import { discountProducts, discounts, productImages, products } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { remember } from './cache.ts';
import { productCounts } from './categories.ts';
import { type CategoryIndex, categoryIndex, pickLang } from './category-index.ts';
import {
  categoriesUnderDiscount,
  discountIsLive,
  liveCategoryDiscounts,
  type Pricing,
  priceProducts,
} from './pricing.ts';
import { rankBySalesSince, unitsSoldSince } from './sales.ts';

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
  status: products.status,
  image: products.image,
  salesCount: products.salesCount,
  createdAt: products.createdAt,
};
type ProductRow = Pick<typeof products.$inferSelect, keyof typeof listColumns> & {
  /** Units sold in the list's period, when it asked for one. */
  periodSales?: number | null;
};

/** Search words shorter than this match too much to be worth a trigram comparison. */
const MIN_FUZZY_WORD = 4;

function searchCondition(words: string[]): SQL | undefined {
  // Every word must appear (as typed, once folded) or be close to a word of the product (a typo).
  const perWord = words.map((w) => {
    const like = sql`${products.searchText} like ${`%${w}%`}`;
    return w.length >= MIN_FUZZY_WORD ? or(like, sql`${w} <% ${products.searchText}`) : like;
  });
  return and(...perWord);
}

export async function listProducts(
  db: Db,
  query: ProductListQuery,
  locale: Locale,
): Promise<Page<ProductView>> {
  const [index, liveCategory] = await Promise.all([
    categoryIndex(db),
    remember(db, 'live-category-discounts', () => liveCategoryDiscounts(db)),
  ]);

  const conditions: (SQL | undefined)[] = [eq(products.status, 'active')];
  let categoryIds = index.visibleIds();
  if (query.category) {
    const category = index.resolve(query.category);
    if (!category) throw new AppError('NOT_FOUND', 'Category not found');
    categoryIds = index.descendantsOf(category.id).filter((id) => index.visible.has(id));
  }
  conditions.push(inArray(products.categoryId, categoryIds.length ? categoryIds : [-1]));
  if (query.featured !== undefined) conditions.push(eq(products.featured, query.featured));
  if (query.bestseller !== undefined) conditions.push(eq(products.bestseller, query.bestseller));
  if (query.discount) {
    const discounted = categoriesUnderDiscount(index, liveCategory);
    const viaProduct = sql`${products.id} in (select ${discountProducts.productId} from ${discountProducts} join ${discounts} on ${discounts.id} = ${discountProducts.discountId} where ${discountIsLive()})`;
    conditions.push(
      discounted.length ? or(viaProduct, inArray(products.categoryId, discounted)) : viaProduct,
    );
  }

  const folded = query.search ? normalizeSearchText(query.search) : '';
  const words = folded.split(' ').filter(Boolean);
  if (words.length) conditions.push(searchCondition(words));
  const where = and(...conditions);

  // A sales ranking, or a list that names a period, carries each product's sales in that period:
  // the running all-time count, or the units of the last 7 or 30 days' orders (sales.ts).
  const period = query.period ?? 'all';
  const withSales = query.sort === 'sales' || query.period !== undefined;
  const windowDays = withSales && period !== 'all' ? SALES_PERIOD_DAYS[period] : null;
  const sold = windowDays === null ? null : unitsSoldSince(db, windowDays).as('sold');
  const periodSales = sold ? sql<number>`coalesce(${sold.units}, 0)`.mapWith(Number) : products.salesCount;

  const direction = query.order === 'desc' ? desc : asc;
  const nameColumn = locale === 'en' ? products.nameEn : products.nameAr;
  const sortColumn =
    query.sort === 'price'
      ? products.price
      : query.sort === 'created_at'
        ? products.createdAt
        : query.sort === 'sales'
          ? periodSales
          : nameColumn;
  const orderBy: SQL[] = [];
  if (words.length) {
    // Name matches first; without an explicit sort, closest names next.
    orderBy.push(desc(sql`${products.searchName} like ${`%${folded}%`}`));
    if (!query.sort) orderBy.push(desc(sql`word_similarity(${folded}, ${products.searchName})`));
  }
  orderBy.push(direction(sortColumn), direction(products.id));

  const offset = (query.page - 1) * query.limit;
  // A plain category or whole-catalog page is counted from the per-category counts (remembered)
  // instead of scanning 100,000 rows on every page view; filtered lists are counted for real.
  const plain =
    !words.length && query.featured === undefined && query.bestseller === undefined && !query.discount;
  const countTotal = async () => {
    if (plain) {
      const counts = await productCounts(db);
      return categoryIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
    }
    if (query.discount && !words.length && query.featured === undefined && query.bestseller === undefined) {
      return countDiscounted(db, index, categoryIds, liveCategory);
    }
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
      if (ranks.length === 0) return [];
      const found = await db
        .select(listColumns)
        .from(products)
        .where(
          inArray(
            products.id,
            ranks.map((r) => r.id),
          ),
        );
      const byId = new Map(found.map((row) => [row.id, row]));
      return ranks.flatMap((r) => {
        const row = byId.get(r.id);
        return row ? [{ ...row, periodSales: r.units }] : [];
      });
    }
    if (!withSales) {
      return db
        .select(listColumns)
        .from(products)
        .where(where)
        .orderBy(...orderBy)
        .limit(query.limit)
        .offset(offset);
    }
    const select = db.select({ ...listColumns, periodSales }).from(products);
    return (sold ? select.leftJoin(sold, eq(sold.productId, products.id)) : select)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(offset);
  };
  const [rows, total] = await Promise.all([listRows(), countTotal()]);
  const views = await toViews(db, index, rows, locale, liveCategory);
  return toPage(views, total, query.page, query.limit);
}

/**
 * How many products a plain offers list holds, without scanning the catalogue: every product of the
 * discounted categories (from the remembered per-category counts), plus those with a discount of their
 * own outside them (a short indexed walk from the discount's products).
 */
async function countDiscounted(
  db: Db,
  index: CategoryIndex,
  categoryIds: number[],
  liveCategory: Awaited<ReturnType<typeof liveCategoryDiscounts>>,
): Promise<number> {
  const listed = new Set(categoryIds);
  const wholeCategories = categoriesUnderDiscount(index, liveCategory).filter((id) => listed.has(id));
  const counts = await productCounts(db);
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
        inArray(products.categoryId, categoryIds.length ? categoryIds : [-1]),
        wholeCategories.length ? notInArray(products.categoryId, wholeCategories) : undefined,
      ),
    );
  return inCategories + Number(own?.n ?? 0);
}

export async function getProduct(db: Db, id: number, locale: Locale): Promise<ProductView> {
  const index = await categoryIndex(db);
  const [row] = await db
    .select(listColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')));
  if (!row || !index.visible.has(row.categoryId)) throw new AppError('NOT_FOUND', 'Product Not Found');
  const [view] = await toViews(db, index, [row], locale);
  return view!;
}

async function toViews(
  db: Db,
  index: CategoryIndex,
  rows: ProductRow[],
  locale: Locale,
  liveCategory?: Awaited<ReturnType<typeof liveCategoryDiscounts>>,
): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [pricing, images] = await Promise.all([
    priceProducts(db, index, rows, liveCategory),
    db
      .select({
        productId: productImages.productId,
        url: productImages.url,
        path: productImages.path,
        mimeType: productImages.mimeType,
      })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id)),
  ]);
  return rows.map((row) =>
    toView(
      index,
      row,
      locale,
      pricing.get(row.id)!,
      images.filter((i) => i.productId === row.id),
    ),
  );
}

function toView(
  index: CategoryIndex,
  row: ProductRow,
  locale: Locale,
  pricing: Pricing,
  images: { url: string; path: string | null; mimeType: string }[],
): ProductView {
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
    featured: row.featured,
    bestseller: row.bestseller,
    requires_prescription: row.requiresPrescription,
    status: row.status,
    image: row.image,
    attachments: images.map((i) => ({ url: i.url, path: i.path, mime_type: i.mimeType })),
    category: { ...ref(category), parent: parent ? ref(parent) : null },
    category_id: category.id,
    category_name: pickLang(locale, category.nameAr, category.nameEn),
    has_discount: d !== null,
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
