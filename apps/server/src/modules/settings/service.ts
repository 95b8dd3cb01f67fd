import { DEFAULT_FREE_SHIPPING_THRESHOLD_IQD, DEFAULT_SHIPPING_FEE_IQD } from '@shop/shared/constants';
import type { ShippingSettings } from '@shop/shared/money';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

const shippingValue = z.object({
  free_shipping_threshold: z.number().int().min(0),
  shipping_fee: z.number().int().min(0),
});

export async function getShippingSettings(db: Db | Tx): Promise<ShippingSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'shipping'));
  const parsed = shippingValue.safeParse(row?.value);
  if (!parsed.success) {
    return {
      freeShippingThreshold: DEFAULT_FREE_SHIPPING_THRESHOLD_IQD,
      shippingFee: DEFAULT_SHIPPING_FEE_IQD,
    };
  }
  return {
    freeShippingThreshold: parsed.data.free_shipping_threshold,
    shippingFee: parsed.data.shipping_fee,
  };
}
