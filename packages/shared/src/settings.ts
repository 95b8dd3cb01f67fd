import { z } from 'zod';
import { phoneSchema } from './auth.ts';
import { DEFAULT_RETURN_WINDOW_DAYS } from './constants.ts';
import { toLatinDigits } from './digits.ts';
import { GOVERNORATE_CODES } from './governorates.ts';
import { wholeNumber } from './numbers.ts';
import { normalizeIraqiPhone } from './phone.ts';
import { RETURN_WINDOW_DAYS_MAX } from './returns.ts';
import { singleLine } from './text.ts';

export const publicConfig = z.object({
  demo: z.boolean(),
  free_shipping_threshold: z.number().int(),
  shipping_fee: z.number().int(),
  map_tile_url: z.string(),
  payment_methods: z.array(z.string()),
  /** Days after delivery in which a return may be asked for (the admin's setting; pages quote it). */
  return_window_days: z.number().int(),
  contact: z.object({
    name: z.string(),
    city: z.string(),
    /** The street address, in the answer's language. */
    address: z.string(),
    phones: z.array(z.string()),
    /** The WhatsApp number as shown (`0770 555 0142`), and the chat it opens (`https://wa.me/9647705550142`). */
    whatsapp: z.string(),
    whatsapp_url: z.string(),
    email: z.string(),
    licence_number: z.string(),
    pharmacist: z.string(),
    /** Opening hours as the shop writes them, one line per group of days. */
    hours: z.array(z.string()),
  }),
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

const shopName = singleLine().min(2, "Please enter the pharmacy's name").max(120);
const cityName = singleLine().min(2, 'Please enter the city').max(80);
const streetAddress = singleLine()
  .min(5, 'Please enter the street address')
  .max(200, 'Please keep the address under 200 characters');
const pharmacistName = singleLine()
  .min(2, 'Please enter the responsible pharmacist')
  .max(120, 'Please keep the name under 120 characters');
const openingHours = z
  .string()
  .trim()
  .min(2, 'Please enter the opening hours')
  .max(300, 'Please keep the opening hours under 300 characters');

/** The shop's contact details as saved: both languages, shown in the footer and on /contact. */
export const shopContact = z.object({
  name_ar: shopName,
  name_en: shopName,
  city_ar: cityName,
  city_en: cityName,
  address_ar: streetAddress,
  address_en: streetAddress,
  phones: contactPhoneList(contactPhone),
  /** An Iraqi mobile: WhatsApp runs on a mobile number. */
  whatsapp: phoneSchema,
  email: z.email({ error: 'Please enter a valid email' }),
  /** The Ministry of Health's licence of the pharmacy, as printed on it. */
  licence_number: z
    .string()
    .trim()
    .min(2, "Please enter the pharmacy's licence number")
    .max(60, 'Please keep the licence number under 60 characters'),
  pharmacist_ar: pharmacistName,
  pharmacist_en: pharmacistName,
  /** One line per group of days ("Saturday to Thursday: 9 am to 11 pm"). */
  hours_ar: openingHours,
  hours_en: openingHours,
});
export type ShopContact = z.infer<typeof shopContact>;

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
  contact: shopContact,
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
    address_ar: z.string(),
    address_en: z.string(),
    phones: z.array(z.string()),
    whatsapp: z.string(),
    email: z.string(),
    licence_number: z.string(),
    pharmacist_ar: z.string(),
    pharmacist_en: z.string(),
    hours_ar: z.string(),
    hours_en: z.string(),
  }),
});
export type ShopSettings = z.infer<typeof shopSettings>;

/**
 * The demo shop's contact details: plainly not a real pharmacy's (the licence, the pharmacist and the address
 * say "demo"; the numbers are in the 555 01xx block no operator gives out). A production shop with demo data
 * off refuses to start while any of them is still set (decision 027).
 */
export const DEMO_CONTACT: ShopContact = {
  name_ar: 'صيدلية الشفاء',
  name_en: 'Al-Shifa Pharmacy',
  city_ar: 'بغداد',
  city_en: 'Baghdad',
  address_ar: 'شارع الكرادة داخل، قرب ساحة الحرية (عنوان تجريبي)',
  address_en: 'Karrada Dakhil Street, near Hurriya Square (demo address)',
  phones: ['+964 770 555 0142', '+964 780 555 0186'],
  whatsapp: '07705550142',
  email: 'care@alshifa.iq',
  licence_number: 'DEMO-0000',
  pharmacist_ar: 'صيدلاني تجريبي',
  pharmacist_en: 'Demo pharmacist',
  hours_ar: 'السبت إلى الخميس: 9 صباحاً إلى 11 مساءً\nالجمعة: 2 ظهراً إلى 11 مساءً',
  hours_en: 'Saturday to Thursday: 9 am to 11 pm\nFriday: 2 pm to 11 pm',
};

/** The demo details a real shop still shows (its address, numbers, licence or pharmacist); empty when none. */
export function demoContactLeft(contact: ShopContact): (keyof ShopContact)[] {
  const demoPhones = new Set(
    [...DEMO_CONTACT.phones, DEMO_CONTACT.whatsapp].map((p) => normalizeIraqiPhone(p) ?? p),
  );
  const isDemo = (phone: string) => demoPhones.has(normalizeIraqiPhone(phone) ?? phone);
  const left: (keyof ShopContact)[] = [];
  for (const key of ['address_ar', 'address_en', 'licence_number', 'pharmacist_ar', 'pharmacist_en'] as const)
    if (contact[key] === DEMO_CONTACT[key]) left.push(key);
  if (contact.phones.some(isDemo)) left.push('phones');
  if (isDemo(contact.whatsapp)) left.push('whatsapp');
  return left;
}
