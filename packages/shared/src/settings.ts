import { z } from 'zod';
import { GOVERNORATE_CODES } from './governorates.ts';
import { wholeNumber } from './numbers.ts';

export const publicConfig = z.object({
  demo: z.boolean(),
  free_shipping_threshold: z.number().int(),
  shipping_fee: z.number().int(),
  map_tile_url: z.string(),
  payment_methods: z.array(z.string()),
  contact: z.object({ name: z.string(), city: z.string(), phones: z.array(z.string()), email: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfig>;

const fee = wholeNumber({ max: 1_000_000, message: 'Please enter a valid amount' });

export const shopSettings = z.object({
  free_shipping_threshold: fee,
  shipping_fee: fee,
  /** A governorate's own delivery fee; absent ones pay `shipping_fee`. */
  governorate_fees: z.partialRecord(z.enum(GOVERNORATE_CODES), fee).default({}),
  contact: z.object({
    name_ar: z.string().trim().min(2).max(120),
    name_en: z.string().trim().min(2).max(120),
    city_ar: z.string().trim().min(2).max(80),
    city_en: z.string().trim().min(2).max(80),
    phones: z.array(z.string().trim().min(5).max(30)).min(1).max(4),
    email: z.email({ error: 'Please enter a valid email' }),
  }),
});
export type ShopSettings = z.infer<typeof shopSettings>;
