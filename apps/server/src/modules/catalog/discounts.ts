import type { DiscountSection } from '@shop/shared/catalog';
import type { Locale } from '@shop/shared/constants';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discountCategories, discountProducts, discounts, products } from '../../db/schema.ts';
import { productCounts } from './categories.ts';
import { categoryIndex, pickLang } from './category-index.ts';
import { discountIsLive } from './pricing.ts';
import { advertisable, advertisedCounts } from './promotion.ts';

/** Live discounts for shoppers (offers page, home banner), soonest ending first. */
export async function listLiveDiscounts(db: Db, locale: Locale): Promise<DiscountSection[]> {
  const live = await db
    .select()
    .from(discounts)
    .where(discountIsLive())
    .orderBy(asc(discounts.endsAt), asc(discounts.id));
  const rows = await withoutPrescriptionOnly(db, live);
  return rows.map((d) => ({
    id: d.id,
    name: pickLang(locale, d.nameAr, d.nameEn),
    description: pickLang(locale, d.descriptionAr, d.descriptionEn),
    type: d.type as DiscountSection['type'],
    value: d.value,
    kind: d.kind as DiscountSection['kind'],
    target: d.target as DiscountSection['target'],
    starts_at: d.startsAt.toISOString(),
    ends_at: d.endsAt.toISOString(),
  }));
}

/**
 * A banner is promotion too (decision 015): a discount whose products are all prescription medicines is
 * not announced. One that reaches nothing at all is left as it was (a new category, stock yet to come).
 */
async function withoutPrescriptionOnly<T extends { id: number; target: string }>(
  db: Db,
  live: T[],
): Promise<T[]> {
  if (live.length === 0) return live;
  const ids = live.map((d) => d.id);
  const reached = (onlyAdvertised: boolean) =>
    db
      .select({ discountId: discountProducts.discountId, n: count() })
      .from(discountProducts)
      .innerJoin(products, eq(products.id, discountProducts.productId))
      .where(
        and(
          inArray(discountProducts.discountId, ids),
          eq(products.status, 'active'),
          onlyAdvertised ? advertisable() : undefined,
        ),
      )
      .groupBy(discountProducts.discountId);
  const [all, advertised, targets, index, allCounts, adCounts] = await Promise.all([
    reached(false),
    reached(true),
    db
      .select({ discountId: discountCategories.discountId, categoryId: discountCategories.categoryId })
      .from(discountCategories)
      .where(inArray(discountCategories.discountId, ids)),
    categoryIndex(db),
    productCounts(db),
    advertisedCounts(db),
  ]);
  const byDiscount = (rows: { discountId: number; n: number }[]) =>
    new Map(rows.map((r) => [r.discountId, Number(r.n)]));
  const productsAll = byDiscount(all);
  const productsAdvertised = byDiscount(advertised);
  const inCategories = (discountId: number, counts: Map<number, number>) =>
    targets
      .filter((t) => t.discountId === discountId)
      .flatMap((t) => index.descendantsOf(t.categoryId))
      .filter((id) => index.visible.has(id))
      .reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
  return live.filter((d) => {
    const [any, shown] =
      d.target === 'product'
        ? [productsAll.get(d.id) ?? 0, productsAdvertised.get(d.id) ?? 0]
        : [inCategories(d.id, allCounts), inCategories(d.id, adCounts)];
    return any === 0 || shown > 0;
  });
}
