import { z } from 'zod';
import { DELIVERY_FAILURE_REASONS, type DeliveryFailureReason, type OrderStatus } from './orders.ts';
import { normalizeSearchText } from './search.ts';

/**
 * The order statuses a courier company's status can move an order to. The names are the order lifecycle's
 * (packages/shared/src/orders.ts); this list only says which of them a courier may report.
 */
export const COURIER_TARGET_STATUSES = [
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'returning',
] as const satisfies readonly OrderStatus[];
export type CourierTargetStatus = (typeof COURIER_TARGET_STATUSES)[number];

/**
 * One row of the table that reads a courier's status: every condition it names must hold (the status id
 * equals, the text holds the words); an "or" is two rows. Rows are tried in order, the first that matches wins.
 */
export const courierStatusRuleSchema = z
  .object({
    status_id: z.coerce.number().int().min(0).max(1_000_000).optional(),
    text_contains: z.string().trim().min(1).max(100).optional(),
    target: z.enum(COURIER_TARGET_STATUSES),
    reason: z.enum(DELIVERY_FAILURE_REASONS).optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.status_id === undefined && rule.text_contains === undefined) {
      ctx.addIssue({ code: 'custom', path: ['status_id'], message: 'a rule needs a status id or a text' });
    }
    if (rule.text_contains !== undefined && normalizeSearchText(rule.text_contains) === '') {
      ctx.addIssue({ code: 'custom', path: ['text_contains'], message: 'the text has no letters or digits' });
    }
    if (rule.target === 'delivery_failed' && !rule.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'a failed attempt needs a reason' });
    }
    if (rule.target !== 'delivery_failed' && rule.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'only a failed attempt has a reason' });
    }
  });
export type CourierStatusRule = z.infer<typeof courierStatusRuleSchema>;

/** A courier company's table as staff save it from the back-office. */
export const courierStatusMappingSchema = z.object({
  rules: z.array(courierStatusRuleSchema).min(1).max(200),
});
export type CourierStatusMapping = z.infer<typeof courierStatusMappingSchema>;

/**
 * Al-Waseet's table as the shop ships it (issue 48). The more particular outcomes come first: a refusal or a
 * return is often worded around the delivery words («مرتجع قيد التوصيل الى التاجر»).
 */
export const DEFAULT_COURIER_STATUS_MAPPING: CourierStatusMapping = {
  rules: [
    { text_contains: 'رفض', target: 'delivery_failed', reason: 'refused' },
    { status_id: 17, target: 'returning' },
    { text_contains: 'مرتجع', target: 'returning' },
    { text_contains: 'ارجاع', target: 'returning' },
    { status_id: 4, target: 'delivered' },
    { text_contains: 'تم التسليم', target: 'delivered' },
    { status_id: 3, target: 'out_for_delivery' },
    { text_contains: 'قيد التوصيل', target: 'out_for_delivery' },
  ],
};

/** A parcel's status as the courier sends it: its own id for the status and its Arabic wording. */
export interface CourierStatus {
  status_id: string | number | null;
  status: string | null;
}

export type MappedCourierStatus =
  | { status: Exclude<CourierTargetStatus, 'delivery_failed'> }
  | { status: 'delivery_failed'; reason: DeliveryFailureReason }
  | { status: 'unmapped' };

/** Text compared as the shop's search compares it: hamza, tatweel, marks, punctuation and digits folded. */
const folded = (text: string): string => normalizeSearchText(text);

/**
 * What a courier's status means for the order, by the first rule that matches; `unmapped` when none does
 * (kept and shown to staff, the order not moved). A text matches inside a word too, so that «ارجاع» finds
 * «الارجاع»: Arabic writes the article and prepositions joined to the word.
 */
export function mapCourierStatus(mapping: CourierStatusMapping, courier: CourierStatus): MappedCourierStatus {
  const id = courier.status_id === null || courier.status_id === '' ? null : Number(courier.status_id);
  const text = folded(courier.status ?? '');
  for (const rule of mapping.rules) {
    if (rule.status_id !== undefined && rule.status_id !== id) continue;
    if (rule.text_contains !== undefined && !text.includes(folded(rule.text_contains))) continue;
    if (rule.target === 'delivery_failed') return { status: rule.target, reason: rule.reason ?? 'other' };
    return { status: rule.target };
  }
  return { status: 'unmapped' };
}
