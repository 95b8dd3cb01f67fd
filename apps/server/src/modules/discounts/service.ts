import { type Page, type SortOrder, toPage } from '@shop/shared/api';
import type { Locale } from '@shop/shared/constants';
import {
  type DiscountInput,
  type DiscountSort,
  type DiscountStatus,
  discountStatus,
} from '@shop/shared/discounts';
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, discountCategories, discountProducts, discounts, products } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { writeCatalog } from '../catalog/cache.ts';
import { discountIsLive } from '../catalog/pricing.ts';

type DiscountRow = typeof discounts.$inferSelect;

async function toViews(db: Db | Tx, rows: DiscountRow[]) {
  const ids = rows.map((r) => r.id);
  const [prods, cats] = ids.length
    ? await Promise.all([
        db.select().from(discountProducts).where(inArray(discountProducts.discountId, ids)),
        db.select().from(discountCategories).where(inArray(discountCategories.discountId, ids)),
      ])
    : [[], []];
  return rows.map((d) => ({
    id: d.id,
    name: d.nameAr,
    name_en: d.nameEn,
    description: d.descriptionAr,
    description_en: d.descriptionEn,
    type: d.type as 'percentage' | 'fixed',
    value: d.value,
    target: d.target as 'product' | 'category',
    kind: d.kind as 'general' | 'flash_sale' | 'clearance' | 'bundle',
    product_ids: prods.filter((p) => p.discountId === d.id).map((p) => p.productId),
    category_ids: cats.filter((c) => c.discountId === d.id).map((c) => c.categoryId),
    startDate: d.startsAt.toISOString(),
    endDate: d.endsAt.toISOString(),
    isActive: d.isActive,
    status: discountStatus(d),
    created_at: d.createdAt.toISOString(),
  }));
}

const statusCondition: Record<DiscountStatus, () => SQL | undefined> = {
  inactive: () => eq(discounts.isActive, false),
  expired: () => and(eq(discounts.isActive, true), lte(discounts.endsAt, sql`now()`)),
  scheduled: () => and(eq(discounts.isActive, true), gt(discounts.startsAt, sql`now()`)),
  active: discountIsLive,
};

/** What `?sort=` orders by; the name is the one the admin reads (English falls back to Arabic when empty). */
const discountSortKeys = (locale: Locale): Record<DiscountSort, SQL> => ({
  name:
    locale === 'en'
      ? sql`lower(coalesce(nullif(${discounts.nameEn}, ''), ${discounts.nameAr}))`
      : sql`lower(${discounts.nameAr})`,
  value: sql`${discounts.value}`,
  startDate: sql`${discounts.startsAt}`,
  endDate: sql`${discounts.endsAt}`,
  created_at: sql`${discounts.createdAt}`,
});

/** Sorted in the database, id breaking ties, before the page is cut. */
export async function listDiscounts(
  db: Db,
  q: {
    status?: DiscountStatus;
    search?: string;
    sort: DiscountSort;
    order: SortOrder;
    page: number;
    per_page: number;
  },
  locale: Locale,
): Promise<Page<Awaited<ReturnType<typeof toViews>>[number]>> {
  const direction = q.order === 'asc' ? asc : desc;
  const where = and(
    q.status ? statusCondition[q.status]() : undefined,
    q.search
      ? or(ilike(discounts.nameAr, `%${q.search}%`), ilike(discounts.nameEn, `%${q.search}%`))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(discounts)
      .where(where)
      .orderBy(direction(discountSortKeys(locale)[q.sort]), direction(discounts.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(discounts).where(where),
  ]);
  return toPage(await toViews(db, rows), Number(total?.n ?? 0), q.page, q.per_page);
}

export async function getDiscount(db: Db | Tx, id: number) {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Discount not found');
  return (await toViews(db, [row]))[0]!;
}

/** Targets must exist; a fixed amount may not exceed the price of any product it targets. */
async function checkTargets(db: Db | Tx, input: DiscountInput) {
  if (input.target === 'product') {
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, input.product_ids));
    if (found.length !== new Set(input.product_ids).size)
      throw validationError({ product_ids: ['Some of the chosen products do not exist'] });
    if (input.type === 'fixed') {
      const [cheapest] = await db
        .select({ price: min(products.price) })
        .from(products)
        .where(inArray(products.id, input.product_ids));
      if (cheapest?.price !== null && cheapest?.price !== undefined && input.value > cheapest.price) {
        throw validationError({ value: ['The fixed amount is above the price of a chosen product'] });
      }
    }
  } else {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, input.category_ids));
    if (found.length !== new Set(input.category_ids).size)
      throw validationError({ category_ids: ['Some of the chosen categories do not exist'] });
  }
}

export async function saveDiscount(db: Db, input: DiscountInput, actorId: number, id?: number) {
  return writeCatalog(db, async (tx) => {
    await checkTargets(tx, input);
    const before = id === undefined ? null : await getDiscount(tx, id);
    const values = {
      nameAr: input.name,
      nameEn: input.name_en,
      descriptionAr: input.description,
      descriptionEn: input.description_en,
      type: input.type,
      value: input.value,
      target: input.target,
      kind: input.kind,
      startsAt: input.startDate,
      endsAt: input.endDate!,
      isActive: input.isActive,
      updatedAt: new Date(),
    };
    const [row] =
      id === undefined
        ? await tx.insert(discounts).values(values).returning()
        : await tx.update(discounts).set(values).where(eq(discounts.id, id)).returning();
    // Deleted since it was read above: nothing was updated.
    if (!row) throw new AppError('NOT_FOUND', 'Discount not found');
    const discountId = row.id;
    await tx.delete(discountProducts).where(eq(discountProducts.discountId, discountId));
    await tx.delete(discountCategories).where(eq(discountCategories.discountId, discountId));
    if (input.target === 'product') {
      await tx
        .insert(discountProducts)
        .values([...new Set(input.product_ids)].map((productId) => ({ discountId, productId })));
    } else {
      await tx
        .insert(discountCategories)
        .values([...new Set(input.category_ids)].map((categoryId) => ({ discountId, categoryId })));
    }
    const after = await getDiscount(tx, discountId);
    await recordAudit(tx, {
      actorId,
      action: id === undefined ? 'create' : 'update',
      entity: 'discount',
      entityId: discountId,
      before,
      after,
    });
    return after;
  });
}

export async function deleteDiscount(db: Db, id: number, actorId: number) {
  await writeCatalog(db, async (tx) => {
    const before = await getDiscount(tx, id);
    const [gone] = await tx.delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id });
    if (!gone) throw new AppError('NOT_FOUND', 'Discount not found');
    await recordAudit(tx, { actorId, action: 'delete', entity: 'discount', entityId: id, before });
  });
}
