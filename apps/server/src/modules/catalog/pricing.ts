import { bestDiscount, type DiscountType, discountPercentage } from '@shop/shared/money';
import { and, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { discountCategories, discountProducts, discounts, products } from '../../db/schema.ts';
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

/**
 * Each product's best live saving in dinars, in SQL: priceProducts' rule (its own discounts and those of its
 * category and every ancestor, the one that saves most; applyDiscount's maths), so the offers can be sorted
 * by discount or by the price paid across every offer in the database instead of within a loaded page.
 * Null when no discount is live: nothing to subtract.
 */
function bestSaving(index: CategoryIndex, live: LiveDiscounts): SQL | null {
  const reach = new Map<number, { rule: ActiveDiscount; categories: Set<number>; products: number[] }>();
  const of = (rule: ActiveDiscount) => {
    let entry = reach.get(rule.id);
    if (!entry) {
      entry = { rule, categories: new Set(), products: [] };
      reach.set(rule.id, entry);
    }
    return entry;
  };
  for (const d of live.byCategory)
    for (const id of index.descendantsOf(d.categoryId)) of(d).categories.add(id);
  for (const [productId, rules] of live.byProduct) for (const d of rules) of(d).products.push(productId);
  const savings = [...reach.values()].map(({ rule, categories, products: ids }) => {
    const value = Math.max(0, rule.value);
    const discounted =
      rule.type === 'percentage'
        ? sql`round(${products.price} * (100 - ${Math.min(value, 100)}) / 100.0)`
        : sql`greatest(${products.price} - ${value}, 0)`;
    const applies = or(
      categories.size ? sql`${products.categoryId} = any(${sql.param([...categories])}::int[])` : undefined,
      ids.length ? sql`${products.id} = any(${sql.param(ids)}::int[])` : undefined,
    );
    return sql`case when ${applies} then ${products.price} - ${discounted} else 0 end`;
  });
  if (!savings.length) return null;
  return sql`greatest(0, ${sql.join(savings, sql`, `)})`;
}

/** The best live saving as a share of the price: the offers' "biggest discount" order. */
export function bestSavingShare(index: CategoryIndex, live: LiveDiscounts): SQL {
  const saving = bestSaving(index, live);
  return saving ? sql`(${saving}::numeric / greatest(${products.price}, 1))` : sql`0`;
}

/**
 * The price a shopper pays, in SQL, for sorting by price: the shelf price less the best live saving, the
 * price the card shows in bold (a struck-through 3,600 that sells at 3,575 sorts as 3,575). The plain column
 * while no discount is live, so its index still serves the order.
 */
export function paidPrice(index: CategoryIndex, live: LiveDiscounts): SQL | typeof products.price {
  const saving = bestSaving(index, live);
  return saving ? sql`(${products.price} - ${saving})` : products.price;
}

function pick(d: ActiveDiscount): ActiveDiscount {
  return { id: d.id, type: d.type, value: d.value, endsAt: d.endsAt };
}
