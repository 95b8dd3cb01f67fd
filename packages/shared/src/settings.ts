import { z } from 'zod';
import { toLatinDigits } from './digits.ts';
import { GOVERNORATE_CODES } from './governorates.ts';
import { wholeNumber } from './numbers.ts';
import { DEFAULT_RETURN_WINDOW_DAYS, RETURN_WINDOW_DAYS_MAX } from './returns.ts';

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

/** The shop shows at most this many phone numbers. */
export const CONTACT_PHONES_MAX = 4;

/** A number the shop shows to shoppers: mobile or landline, digits with spaces or hyphens, an optional +. */
export const contactPhone = z
  .string()
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.string().regex(/^\+?[0-9][0-9\s-]{5,18}[0-9]$/, 'Please enter a valid phone number'));

/** The list bounds of the contact phones, around whatever shape one entry has (a form wraps each). */
export const contactPhoneList = <T extends z.ZodType>(entry: T) =>
  z.array(entry).min(1, 'Add at least one phone number').max(CONTACT_PHONES_MAX, 'Up to 4 phone numbers');

const shopName = z.string().trim().min(2, "Please enter the pharmacy's name").max(120);
const cityName = z.string().trim().min(2, 'Please enter the city').max(80);

/** What an admin saves (PUT /api/admin/settings); the back-office form is built from the same pieces. */
export const shopSettingsInput = z.object({
  free_shipping_threshold: fee,
  shipping_fee: fee,
  /** A governorate's own delivery fee; absent ones pay `shipping_fee`. */
  governorate_fees: z.partialRecord(z.enum(GOVERNORATE_CODES), fee).default({}),
  /** Days from delivery in which a customer may ask to return items (decision 021). */
  return_window_days: wholeNumber({
    min: 1,
    max: RETURN_WINDOW_DAYS_MAX,
    message: 'Please enter 1 to 365 days',
  }).default(DEFAULT_RETURN_WINDOW_DAYS),
  contact: z.object({
    name_ar: shopName,
    name_en: shopName,
    city_ar: cityName,
    city_en: cityName,
    phones: contactPhoneList(contactPhone),
    email: z.email({ error: 'Please enter a valid email' }),
  }),
});
export type ShopSettingsInput = z.input<typeof shopSettingsInput>;

/** The settings as the server answers them. */
export const shopSettings = z.object({
  free_shipping_threshold: z.number().int(),
  shipping_fee: z.number().int(),
  governorate_fees: z.partialRecord(z.enum(GOVERNORATE_CODES), z.number().int()),
  return_window_days: z.number().int(),
  contact: z.object({
    name_ar: z.string(),
    name_en: z.string(),
    city_ar: z.string(),
    city_en: z.string(),
    phones: z.array(z.string()),
    email: z.string(),
  }),
});
export type ShopSettings = z.infer<typeof shopSettings>;
