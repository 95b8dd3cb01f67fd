import { DEFAULT_FREE_SHIPPING_THRESHOLD_IQD, DEFAULT_SHIPPING_FEE_IQD } from '@shop/shared/constants';
import type { GovernorateCode } from '@shop/shared/governorates';
import type { ShippingSettings } from '@shop/shared/money';
import { DEFAULT_RETURN_WINDOW_DAYS } from '@shop/shared/returns';
import { type ShopSettings, shopSettingsInput } from '@shop/shared/settings';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';

const DEFAULT_CONTACT: ShopSettings['contact'] = {
  name_ar: 'صيدلية الشفاء',
  name_en: 'Al-Shifa Pharmacy',
  city_ar: 'بغداد',
  city_en: 'Baghdad',
  phones: ['+964 770 123 4567', '+964 780 765 4321'],
  email: 'care@alshifa.iq',
};

/** The admin-editable settings, with the documented defaults for anything never saved. */
export async function getShopSettings(db: Db | Tx): Promise<ShopSettings> {
  const rows = await db.select().from(settings);
  const byKey = new Map(rows.map((r) => [r.key, r.value as Record<string, unknown>]));
  const shipping = byKey.get('shipping') ?? {};
  const parsed = shopSettingsInput.safeParse({
    free_shipping_threshold: shipping.free_shipping_threshold ?? DEFAULT_FREE_SHIPPING_THRESHOLD_IQD,
    shipping_fee: shipping.shipping_fee ?? DEFAULT_SHIPPING_FEE_IQD,
    governorate_fees: shipping.governorate_fees ?? {},
    return_window_days: byKey.get('returns')?.window_days ?? DEFAULT_RETURN_WINDOW_DAYS,
    contact: byKey.get('contact') ?? DEFAULT_CONTACT,
  });
  if (parsed.success) return parsed.data;
  return {
    free_shipping_threshold: DEFAULT_FREE_SHIPPING_THRESHOLD_IQD,
    shipping_fee: DEFAULT_SHIPPING_FEE_IQD,
    governorate_fees: {},
    return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
    contact: DEFAULT_CONTACT,
  };
}

/** The delivery rule for one order: the governorate's own fee when it has one. */
export async function getShippingSettings(
  db: Db | Tx,
  governorate?: GovernorateCode,
): Promise<ShippingSettings> {
  const s = await getShopSettings(db);
  const own = governorate ? s.governorate_fees[governorate] : undefined;
  return { freeShippingThreshold: s.free_shipping_threshold, shippingFee: own ?? s.shipping_fee };
}

export async function saveShopSettings(db: Db, input: ShopSettings, actorId: number): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    const before = await getShopSettings(tx);
    const shipping = {
      free_shipping_threshold: input.free_shipping_threshold,
      shipping_fee: input.shipping_fee,
      governorate_fees: input.governorate_fees,
    };
    for (const [key, value] of [
      ['shipping', shipping],
      ['contact', input.contact],
      ['returns', { window_days: input.return_window_days }],
    ] as const) {
      await tx
        .insert(settings)
        .values({ key, value, updatedAt: new Date() })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    }
    const after = await getShopSettings(tx);
    await recordAudit(tx, { actorId, action: 'update', entity: 'settings', before, after });
    return after;
  });
}
