import { z } from 'zod';
import { phoneSchema } from './auth.ts';
import { CITY_ELSEWHERE_MESSAGE, cityElsewhere } from './cities.ts';
import { GOVERNORATE_CODES, type GovernorateCode } from './governorates.ts';
import { singleLine } from './text.ts';

/** Iraq's bounding box: a map pin outside it is a mistake, not an address we deliver to. */
export const IRAQ_BOUNDS = { minLat: 29.0, maxLat: 37.4, minLng: 38.7, maxLng: 48.8 } as const;

export const locationSchema = z.object(
  {
    lat: z
      .number()
      .min(IRAQ_BOUNDS.minLat, 'The location must be inside Iraq')
      .max(IRAQ_BOUNDS.maxLat, 'The location must be inside Iraq'),
    lng: z
      .number()
      .min(IRAQ_BOUNDS.minLng, 'The location must be inside Iraq')
      .max(IRAQ_BOUNDS.maxLng, 'The location must be inside Iraq'),
  },
  { error: 'The location must be inside Iraq' },
);

/**
 * A text that must be given. Too long says too long, with the limit: the schema-wide `error` would answer
 * every failure, a 300-letter name included, with "please enter".
 */
const required = (message: string, max: number, tooLong: string) =>
  singleLine({ error: message }).min(1, message).max(max, tooLong);
const optional = (max: number, tooLong: string) =>
  singleLine()
    .max(max, tooLong)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** A delivery address: the saved-address book and the checkout share these fields and rules. */
export const addressFields = z.object({
  first_name: required('Please enter the first name', 60, 'The first name can be at most 60 characters'),
  last_name: required('Please enter the last name', 60, 'The last name can be at most 60 characters'),
  phone: phoneSchema,
  governorate: z.enum(GOVERNORATE_CODES, { error: 'Please choose a governorate' }),
  city: required('Please enter the city', 80, 'The city can be at most 80 characters'),
  district: optional(120, 'The district can be at most 120 characters'),
  landmark: optional(200, 'The landmark can be at most 200 characters'),
  address: required('Please enter the address', 300, 'The address can be at most 300 characters'),
  zip_code: optional(10, 'The postal code can be at most 10 characters'),
  location: locationSchema.nullable().optional(),
});

/**
 * A listed city of another governorate than the one chosen is refused on the city field: the fee and the
 * courier follow the governorate, so «بغداد» under Basra would be delivered, and charged, wrongly.
 */
export function cityInItsGovernorate(
  v: { governorate: GovernorateCode; city: string },
  ctx: z.RefinementCtx,
) {
  if (typeof v.city === 'string' && v.governorate && cityElsewhere(v.governorate, v.city))
    ctx.addIssue({ code: 'custom', path: ['city'], message: CITY_ELSEWHERE_MESSAGE });
}

export const addressBody = addressFields
  .extend({
    label: optional(40, 'The label can be at most 40 characters'),
    is_default: z.boolean().optional(),
  })
  .superRefine(cityInItsGovernorate);
export type AddressBody = z.infer<typeof addressBody>;

export const addressView = addressFields.extend({
  id: z.number().int(),
  label: z.string().nullable(),
  phone: z.string(),
  district: z.string().nullable(),
  landmark: z.string().nullable(),
  zip_code: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  is_default: z.boolean(),
});
