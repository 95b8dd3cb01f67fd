import { z } from 'zod';
import { SORT_ORDERS } from './api.ts';
import { PRICE_MAX_IQD } from './constants.ts';
import { idNumber, pageNumber, perPage, wholeNumber } from './numbers.ts';
import { isCalendarDate } from './shop-day.ts';
import { singleLine } from './text.ts';

export const DISCOUNT_KINDS = ['general', 'flash_sale', 'clearance', 'bundle'] as const;
export const DISCOUNT_STATUSES = ['active', 'inactive', 'expired', 'scheduled'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** What the back-office shows: switched off, over, not started yet, or running. */
export function discountStatus(
  d: { isActive: boolean; startsAt: Date; endsAt: Date },
  now = new Date(),
): DiscountStatus {
  if (!d.isActive) return 'inactive';
  if (d.endsAt <= now) return 'expired';
  if (d.startsAt > now) return 'scheduled';
  return 'active';
}

// Years outside these are typing slips, and beyond PostgreSQL's range they would not even store.
// A written date must name a real day: `Date` would read 31 February as 3 March.
const dateInput = z
  .union([
    z
      .string()
      .max(40)
      .refine(
        (s) => !/^\d{4}-\d{2}-\d{2}/.test(s) || isCalendarDate(s.slice(0, 10)),
        'Please enter a valid date',
      ),
    z.date(),
  ])
  .pipe(z.coerce.date({ error: 'Please enter a valid date' }))
  .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, 'Please enter a valid date');
const ids = z.array(idNumber()).max(10_000);

/**
 * The spec's discount payload: name, description, type, value, target with product_ids or
 * category_ids, startDate, endDate (end_date accepted too), isActive.
 */
export const discountInput = z
  .object({
    name: singleLine({ error: 'Please enter a name' }).min(2, 'Please enter a name').max(120),
    name_en: singleLine().max(120).optional().default(''),
    description: z.string().trim().max(1000).optional().default(''),
    description_en: z.string().trim().max(1000).optional().default(''),
    type: z.enum(['percentage', 'fixed'], { error: 'Choose percentage or fixed' }),
    value: wholeNumber({
      min: -PRICE_MAX_IQD,
      max: PRICE_MAX_IQD,
      message: 'Please enter a valid value',
    }).refine((v) => v >= 0, 'The value cannot be negative'),
    target: z.enum(['product', 'category'], { error: 'Choose products or categories' }),
    kind: z.enum(DISCOUNT_KINDS).optional().default('general'),
    product_ids: ids.optional().default([]),
    category_ids: ids.optional().default([]),
    startDate: dateInput.optional(),
    endDate: dateInput.optional(),
    end_date: dateInput.optional(),
    isActive: z.boolean().optional().default(true),
  })
  .transform(({ end_date, ...d }) => ({
    ...d,
    endDate: d.endDate ?? end_date,
    startDate: d.startDate ?? new Date(),
  }))
  .superRefine((d, ctx) => {
    if (d.type === 'percentage' && d.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage cannot be above 100' });
    }
    if (!d.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Please choose an end date' });
    else if (d.endDate <= d.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end must be after the start' });
    if (d.target === 'product' && d.product_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['product_ids'], message: 'Choose at least one product' });
    }
    if (d.target === 'category' && d.category_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['category_ids'], message: 'Choose at least one category' });
    }
  });
export type DiscountInput = z.infer<typeof discountInput>;

export const adminDiscountView = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  type: z.enum(['percentage', 'fixed']),
  value: z.number().int(),
  target: z.enum(['product', 'category']),
  kind: z.enum(DISCOUNT_KINDS),
  product_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  status: z.enum(DISCOUNT_STATUSES),
  created_at: z.string(),
});

/**
 * What the back-office discount list sorts by (`?sort=`, the field names of the view); without one it stays
 * newest first. `name` follows the request's language, falling back to Arabic.
 */
export const DISCOUNT_SORTS = ['name', 'value', 'startDate', 'endDate', 'created_at'] as const;
export type DiscountSort = (typeof DISCOUNT_SORTS)[number];

export const discountListQuery = z.object({
  status: z.enum(DISCOUNT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(DISCOUNT_SORTS).default('created_at'),
  order: z.enum(SORT_ORDERS).default('desc'),
  lang: z.enum(['ar', 'en']).optional(),
  page: pageNumber(),
  per_page: perPage(20),
});
