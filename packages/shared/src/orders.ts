import { z } from 'zod';
import { SORT_ORDERS } from './api.ts';
import { emailSchema } from './auth.ts';
import { mergeCartLines } from './cart.ts';
import { ORDER_LINE_MAX_QUANTITY } from './constants.ts';
import { GOVERNORATE_CODES } from './governorates.ts';
import { idNumber, pageNumber, perPage, wholeNumber } from './numbers.ts';
import {
  ORDER_PRESCRIPTION_STATUSES,
  orderPrescriptionView,
  PRESCRIPTION_ORDER_EVENTS,
} from './prescriptions.ts';
import { addressFields, cityInItsGovernorate } from './profile.ts';
import { orderReturnSummary } from './returns.ts';

/**
 * The order's way to the door (issue 48, decision 074): confirmed (by the customer, or by staff on the phone),
 * prepared, handed to a driver or courier, delivered, or back to the pharmacy after failed attempts.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'ready',
  'out_for_delivery',
  'delivery_failed',
  'returning',
  'returned',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Every allowed move of an order; anything else is refused with 409 (the order lifecycle, decision 070).
 * `pending → processing` stays until the setting on unconfirmed orders comes (decision 074). Staff may cancel
 * until the parcel leaves; once it is out, it comes back through `returning`.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'processing', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['ready', 'cancelled'],
  ready: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'delivery_failed'],
  // A new attempt is `out_for_delivery` again.
  delivery_failed: ['out_for_delivery', 'returning'],
  returning: ['returned'],
  returned: [],
  delivered: [],
  cancelled: [],
};

/** Customers may cancel only while nobody has started on the order. */
export const customerCanCancel = (status: OrderStatus) => status === 'pending' || status === 'confirmed';

/** Why one delivery attempt did not end in delivery; `other` needs a note. */
export const DELIVERY_FAILURE_REASONS = [
  'no_answer',
  'refused',
  'wrong_address',
  'postponed',
  'unreachable_area',
  'other',
] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

export const PAYMENT_METHODS = ['cash_on_delivery'] as const;

export const orderLineInput = z.object({
  product_id: idNumber('Invalid product'),
  quantity: wholeNumber({ min: 1, max: ORDER_LINE_MAX_QUANTITY, message: 'Please enter a valid quantity' }),
});

/** `true` spends as many points as the rules allow; a number spends exactly that many. */
export const usePoints = z
  .union([z.boolean(), z.number().int().min(0, 'Please enter a valid points amount')])
  .optional()
  .default(false);

const items = z
  .array(orderLineInput, { error: 'Cart is empty' })
  .min(1, 'Cart is empty')
  .max(100, 'An order can hold up to 100 different products')
  .refine((lines) => [...mergeCartLines(lines).values()].every((q) => q <= ORDER_LINE_MAX_QUANTITY), {
    message: 'Please enter a valid quantity',
  });

export const summaryBody = z.object({
  items,
  use_points: usePoints,
  /** Where it goes, when known: a governorate may have its own delivery fee. */
  governorate: z.enum(GOVERNORATE_CODES).optional(),
});
export type SummaryBody = z.infer<typeof summaryBody>;

/**
 * The order's e-mail: optional. Left out (or blank), the server takes the account's e-mail; a customer who
 * registered by phone and has none orders without one (decision 018).
 */
const orderEmail = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .toLowerCase()
  .refine((v) => v === '' || emailSchema.safeParse(v).success, 'Please enter a valid email')
  .transform((v) => v || null)
  .nullable()
  .optional();

export const shippingAddressInput = addressFields
  .extend({
    email: orderEmail,
    instructions: z
      .string()
      .trim()
      .max(500)
      .transform((v) => v || null)
      .nullable()
      .optional(),
  })
  .superRefine(cityInItsGovernorate);
export type ShippingAddress = z.infer<typeof shippingAddressInput>;

/**
 * The delivery address an order keeps: what checkout wrote (shippingAddressInput's output), a snapshot that
 * later edits to the address book do not change. A field the customer left empty is null, or absent on an
 * order written before the field existed.
 */
export const orderAddressView = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    governorate: z.enum(GOVERNORATE_CODES),
    city: z.string(),
    district: z.string().nullish(),
    landmark: z.string().nullish(),
    address: z.string(),
    zip_code: z.string().nullish(),
    location: z.object({ lat: z.number(), lng: z.number() }).nullish(),
    email: z.string().nullish(),
    instructions: z.string().nullish(),
  })
  .meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof orderAddressView>;

/**
 * The spec's order payload. Lines may carry the client's price fields; they are accepted and ignored:
 * the server prices every line from the database.
 */
export const createOrderBody = z.object({
  items,
  shipping_address: shippingAddressInput,
  billing_address: shippingAddressInput.optional(),
  use_points: usePoints,
  payment_method: z
    .enum(PAYMENT_METHODS, { error: 'This payment method is not available' })
    .default('cash_on_delivery'),
  cart_total: z.number().optional(),
  cart_item_count: z.number().optional(),
  /** Required when the cart holds a prescription medicine: one of the customer's prescriptions. */
  prescription_id: idNumber('Choose a prescription').optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const summaryLine = z.object({
  product_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  original_price: z.number().int(),
  line_total: z.number().int(),
  discount_percentage: z.number().int(),
  stock: z.number().int(),
  requires_prescription: z.boolean(),
  /** The product's over-the-counter limit (units in one order), or null. */
  max_per_order: z.number().int().nullable(),
});

export const orderSummary = z.object({
  items: z.array(summaryLine),
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  shipping: z.number().int(),
  points_used: z.number().int(),
  points_value: z.number().int(),
  total: z.number().int(),
  max_points: z.number().int(),
  free_shipping_threshold: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** POST /api/orders/calculate-summary: the summary and the ids of cart lines that are gone or hidden. */
export const cartSummaryView = orderSummary.extend({ unavailable: z.array(z.number()) });

/** One short line of a refused order: the `data.items` of an OUT_OF_STOCK error (`available` 0: gone or hidden). */
export const stockShortage = z.object({
  product_id: z.number().int(),
  requested: z.number().int(),
  available: z.number().int(),
});
export type StockShortage = z.infer<typeof stockShortage>;

const statusStep = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  at: z.string(),
  /** A prescription step (from = to, the status it happened in); null for a move between statuses. */
  event: z.enum(PRESCRIPTION_ORDER_EVENTS).nullable(),
  /** Why a delivery attempt failed (`to` is `delivery_failed`); null on every other step. */
  reason: z.enum(DELIVERY_FAILURE_REASONS).nullable(),
});

export const orderView = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int().nullable(),
      product_name: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
      original_price: z.number().int(),
      total: z.number().int(),
      /** The return policy takes this product back (its own flag, else its category's, inherited). */
      returnable: z.boolean(),
      /** Units that may still be asked back: bought, less those in returns not rejected; 0 when not returnable. */
      returnable_quantity: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  shipping: z.number().int(),
  points_used: z.number().int(),
  points_value: z.number().int(),
  total: z.number().int(),
  payment_method: z.string(),
  requires_prescription: z.boolean(),
  /** null on an order without prescription medicines. */
  prescription_status: z.enum(ORDER_PRESCRIPTION_STATUSES).nullable(),
  prescription: orderPrescriptionView.nullable(),
  shipping_address: orderAddressView,
  customer_name: z.string(),
  /** null when the customer registered by phone and gave no e-mail. */
  email: z.string().nullable(),
  phone: z.string(),
  user: z.object({ name: z.string() }).nullable(),
  status_history: z.array(statusStep),
  /** How many times the parcel went out for delivery. */
  delivery_attempts: z.number().int(),
  /** From delivery, for the shop's return window (decision 021); null before delivery. */
  return_window: z.object({ until: z.string(), open: z.boolean() }).nullable(),
  returns: z.array(orderReturnSummary),
});
/** The shopper's view of an order: never who on the staff moved it. */
export type OrderView = z.infer<typeof orderView>;

/** The back-office's view: each step also names the staff member (or customer) who took it. */
export const adminOrderView = orderView.extend({
  status_history: z.array(
    statusStep.extend({
      by: z.string().nullable(),
      /** Staff's note on a failed attempt; kept from the customer. */
      note: z.string().nullable(),
    }),
  ),
});
export type AdminOrderView = z.infer<typeof adminOrderView>;

export const orderListQuery = z.object({
  page: pageNumber(),
  per_page: perPage(10),
  lang: z.enum(['ar', 'en']).optional(),
});

/** Whether a reason must or may come with the status is the order lifecycle's (DELIVERY_REASON). */
export const statusChangeBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }),
  /** Only with `delivery_failed`, and required there. */
  reason: z.enum(DELIVERY_FAILURE_REASONS, { error: 'Choose why the delivery failed' }).optional(),
  /** Required with the reason `other`. */
  note: z
    .string()
    .trim()
    .max(500)
    .transform((v) => v || undefined)
    .optional(),
});
export type StatusChangeBody = z.infer<typeof statusChangeBody>;

/** What the back-office order list sorts by (`?sort=`); without one it stays newest first. */
export const ADMIN_ORDER_SORTS = ['created_at', 'total'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export const adminOrderQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  from: z.iso.date({ error: 'Please enter a valid date' }).optional(),
  to: z.iso.date({ error: 'Please enter a valid date' }).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('created_at'),
  order: z.enum(SORT_ORDERS).default('desc'),
  page: pageNumber(),
  per_page: perPage(20),
  lang: z.enum(['ar', 'en']).optional(),
});
