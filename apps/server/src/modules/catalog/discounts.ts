import type { DiscountSection } from '@shop/shared/catalog';
import type { Locale } from '@shop/shared/constants';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discounts } from '../../db/schema.ts';
import { pickLang } from './category-index.ts';
import { discountIsLive } from './pricing.ts';

/** Live discounts for shoppers (offers page, home banner), soonest ending first. */
export async function listLiveDiscounts(db: Db, locale: Locale): Promise<DiscountSection[]> {
  const rows = await db
    .select()
    .from(discounts)
    .where(discountIsLive())
    .orderBy(asc(discounts.endsAt), asc(discounts.id));
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
