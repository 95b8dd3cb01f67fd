import { bestDiscount, type DiscountType, discountPercentage } from '@shop/shared/money';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { discountCategories, discountProducts, discounts } from '../../db/schema.ts';
import type { CategoryIndex } from './category-index.ts';

export interface ActiveDiscount {
  id: number;
  type: DiscountType;
  value: number;
  endsAt: Date;
}

export interface Pricing {
  originalPrice: number;
  price: number;
  discount: ActiveDiscount | null;
  percentage: number;
}

/** A discount applies from its start (inclusive) to its end (exclusive) while it is switched on. */
export const discountIsLive = () =>
  and(eq(discounts.isActive, true), lte(discounts.startsAt, sql`now()`), gt(discounts.endsAt, sql`now()`));

const discountColumns = {
  id: discounts.id,
  type: discounts.type,
  value: discounts.value,
  endsAt: discounts.endsAt,
};

/** Live discounts that target categories, with the categories they name. */
export async function liveCategoryDiscounts(
  db: Db | Tx,
): Promise<(ActiveDiscount & { categoryId: number })[]> {
  const rows = await db
    .select({ ...discountColumns, categoryId: discountCategories.categoryId })
    .from(discountCategories)
    .innerJoin(discounts, eq(discounts.id, discountCategories.discountId))
    .where(discountIsLive());
  return rows as (ActiveDiscount & { categoryId: number })[];
}

/** Every live discount, by category and by product: what catalog reads price with (remembered by the caller). */
export interface LiveDiscounts {
  byCategory: (ActiveDiscount & { categoryId: number })[];
  byProduct: Map<number, ActiveDiscount[]>;
}

export async function liveDiscounts(db: Db): Promise<LiveDiscounts> {
  const [byCategory, productRows] = await Promise.all([liveCategoryDiscounts(db), productDiscounts(db)]);
  return { byCategory, byProduct: byProductOf(productRows) };
}

function byProductOf(rows: (ActiveDiscount & { productId: number })[]): Map<number, ActiveDiscount[]> {
  const byProduct = new Map<number, ActiveDiscount[]>();
  for (const { productId, ...d } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(d);
    byProduct.set(productId, list);
  }
  return byProduct;
}

/** Live discounts that target products: those of `ids`, or all of them. */
async function productDiscounts(db: Db | Tx, ids?: number[]) {
  return (await db
    .select({ ...discountColumns, productId: discountProducts.productId })
    .from(discountProducts)
    .innerJoin(discounts, eq(discounts.id, discountProducts.discountId))
    .where(
      and(ids ? inArray(discountProducts.productId, ids) : undefined, discountIsLive()),
    )) as (ActiveDiscount & {
    productId: number;
  })[];
}

/** Every category a live category discount reaches, descendants included (for `discount=true`). */
export function categoriesUnderDiscount(index: CategoryIndex, live: { categoryId: number }[]): number[] {
  const ids = new Set<number>();
  for (const d of live) for (const id of index.descendantsOf(d.categoryId)) ids.add(id);
  return [...ids];
}

/**
 * Prices products on the server: each gets the best live discount among its own and those of its
 * category and every ancestor category, computed by the shared maths. Catalog reads pass the remembered
 * live discounts; an order reads them in its own transaction.
 */
export async function priceProducts(
  db: Db | Tx,
  index: CategoryIndex,
  items: { id: number; price: number; categoryId: number }[],
  live?: LiveDiscounts,
): Promise<Map<number, Pricing>> {
  const result = new Map<number, Pricing>();
  if (items.length === 0) return result;
  let byProduct = live?.byProduct;
  let categoryLive = live?.byCategory;
  if (!byProduct || !categoryLive) {
    categoryLive = await liveCategoryDiscounts(db);
    byProduct = byProductOf(
      await productDiscounts(
        db,
        items.map((i) => i.id),
      ),
    );
  }

  for (const item of items) {
    const ancestors = new Set(index.ancestorsOf(item.categoryId));
    const candidates: ActiveDiscount[] = [
      ...(byProduct.get(item.id) ?? []),
      ...categoryLive.filter((d) => ancestors.has(d.categoryId)),
    ];
    const best = bestDiscount(item.price, candidates);
    result.set(item.id, {
      originalPrice: item.price,
      price: best?.discountedPrice ?? item.price,
      discount: best ? pick(best.rule) : null,
      percentage: best ? discountPercentage(item.price, best.discountedPrice) : 0,
    });
  }
  return result;
}

function pick(d: ActiveDiscount): ActiveDiscount {
  return { id: d.id, type: d.type, value: d.value, endsAt: d.endsAt };
}
