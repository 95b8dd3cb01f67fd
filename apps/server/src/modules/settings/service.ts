import {
  DEFAULT_FREE_SHIPPING_THRESHOLD_IQD,
  DEFAULT_RETURN_WINDOW_DAYS,
  DEFAULT_SHIPPING_FEE_IQD,
} from '@shop/shared/constants';
import type { GovernorateCode } from '@shop/shared/governorates';
import type { ShippingSettings } from '@shop/shared/money';
import {
  DEMO_CONTACT,
  demoContactLeft,
  type ShopContact,
  type ShopSettings,
  shopContact,
  shopSettingsInput,
} from '@shop/shared/settings';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { catalogChanged } from '../catalog/cache.ts';

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
    // Details added to the contact since it was saved start as the demo ones, which a production shop
    // refuses to keep (decision 027); the saved ones stay.
    contact: { ...DEMO_CONTACT, ...byKey.get('contact') },
  });
  if (parsed.success) return parsed.data;
  return {
    free_shipping_threshold: DEFAULT_FREE_SHIPPING_THRESHOLD_IQD,
    shipping_fee: DEFAULT_SHIPPING_FEE_IQD,
    governorate_fees: {},
    return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
    contact: DEMO_CONTACT,
  };
}

/** The delivery rule for one order: the governorate's own fee when it has one. */
export async function getShippingSettings(
  db: Db | Tx,
  governorate?: GovernorateCode,
): Promise<ShippingSettings> {
  return shippingFor(await getShopSettings(db), governorate);
}

export function shippingFor(s: ShopSettings, governorate?: GovernorateCode): ShippingSettings {
  const own = governorate ? s.governorate_fees[governorate] : undefined;
  return { freeShippingThreshold: s.free_shipping_threshold, shippingFee: own ?? s.shipping_fee };
}

export async function saveShopSettings(db: Db, input: ShopSettings, actorId: number): Promise<ShopSettings> {
  const saved = await db.transaction(async (tx) => {
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
  // Remembered pages carry the footer's contact details and the delivery fees.
  catalogChanged(db);
  return saved;
}

/** Saves the shop's contact details alone (the deployment's contact file, decision 027). */
export async function saveShopContact(db: Db, contact: ShopContact): Promise<void> {
  await db
    .insert(settings)
    .values({ key: 'contact', value: contact, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value: contact, updatedAt: new Date() } });
  catalogChanged(db);
}

/**
 * What keeps a production shop (demo data off) from starting, decision 027: the saved contact details are
 * still the demo ones. `file` (SHOP_CONTACT_FILE) holds the real ones as JSON; it is saved while the saved
 * details still hold a demo one, so an admin's later edits in the back-office are never overwritten.
 * Null when the shop may start.
 */
export async function contactProblem(
  db: Db,
  file: { path: string; text: string } | null,
): Promise<string | null> {
  let left = demoContactLeft((await getShopSettings(db)).contact);
  if (left.length && file) {
    let json: unknown;
    try {
      json = JSON.parse(file.text);
    } catch {
      return `SHOP_CONTACT_FILE (${file.path}) is not JSON`;
    }
    const parsed = shopContact.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return `SHOP_CONTACT_FILE (${file.path}): ${issue.path.join('.') || 'the file'}: ${issue.message}`;
    }
    await saveShopContact(db, parsed.data);
    left = demoContactLeft(parsed.data);
  }
  if (!left.length) return null;
  return (
    `The shop's contact details still hold the demo ${left.join(', ')}: a shopper would call a number ` +
    'that is not the pharmacy. Put the real ones in a JSON file and set SHOP_CONTACT_FILE to it ' +
    '(docs/contact.example.json shows the fields), or set SEED_DEMO=true for a demo shop'
  );
}
