import { z } from 'zod';
import { toLatinDigits } from './digits.ts';
import { pageNumber, perPage, wholeNumber } from './numbers.ts';

/**
 * The stock ledger (decision 020): every change to a product's units is one immutable movement. A
 * product's sellable stock is the sum of its movements that are not in an expired batch; a batch's units on
 * hand are the sum of its movements.
 */
export const MOVEMENT_KINDS = [
  'opening',
  'sale',
  'cancel',
  'return',
  'adjustment',
  'received',
  'write_off',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Why units are written off; an expired batch's units are written off once someone has destroyed them. */
export const WRITE_OFF_REASONS = ['expired', 'damaged'] as const;

/** The dashboard's expiry windows, in days from today. */
export const EXPIRY_WINDOWS = [30, 60, 90] as const;

export const LOT_NUMBER_MAX = 40;
export const STOCK_REASON_MAX = 200;
/** One movement moves at most this many units: a pharmacy delivery, not a warehouse. */
export const MOVEMENT_UNITS_MAX = 100_000;

/** A calendar date typed by a person: `YYYY-MM-DD`, Arabic-Indic digits accepted. */
const calendarDate = z
  .string({ error: 'Please enter a valid date' })
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.iso.date({ error: 'Please enter a valid date' }));

const reason = z
  .string({ error: 'Please say why the stock changes' })
  .trim()
  .min(3, 'Please say why the stock changes')
  .max(STOCK_REASON_MAX, `A reason can be at most ${STOCK_REASON_MAX} characters`);

/** POST /api/admin/products/{id}/batches: a delivery of one lot. */
export const receiveBatchBody = z
  .object({
    lot_number: z
      .string({ error: 'Please enter the lot number' })
      .trim()
      .min(1, 'Please enter the lot number')
      .max(LOT_NUMBER_MAX, `A lot number can be at most ${LOT_NUMBER_MAX} characters`),
    expiry_date: calendarDate,
    quantity: wholeNumber({ min: 1, max: MOVEMENT_UNITS_MAX, message: 'Please enter a quantity' }),
    /** Defaults to today. */
    received_on: calendarDate.optional(),
  })
  .refine((b) => !b.received_on || b.received_on <= b.expiry_date, {
    path: ['expiry_date'],
    message: 'The expiry date is before the date received',
  });
export type ReceiveBatchBody = z.input<typeof receiveBatchBody>;

/** A whole number of units that may be negative: a correction up or down, never zero. */
const signedUnits = z.codec(
  z.union([z.number(), z.string()], { error: 'Please enter a quantity' }),
  z
    .number({ error: 'Please enter a quantity' })
    .int('Please enter a quantity')
    .min(-MOVEMENT_UNITS_MAX, 'Please enter a quantity')
    .max(MOVEMENT_UNITS_MAX, 'Please enter a quantity')
    .refine((n) => n !== 0, 'A correction cannot be zero'),
  {
    decode: (v) => {
      if (typeof v !== 'string') return v;
      const text = toLatinDigits(v.trim()).replace(/^\u2212/, '-');
      return /^[-+]?\d{1,9}$/.test(text) ? Number(text) : (v as unknown as number);
    },
    encode: (n) => n,
  },
);

/** POST /api/admin/products/{id}/adjustments: a counted correction, up or down, with a reason. */
export const adjustStockBody = z.object({
  quantity: signedUnits,
  reason,
  /** The batch counted; without one the correction is to the product's units outside any batch. */
  batch_id: wholeNumber({ min: 1 }).nullable().optional(),
});
export type AdjustStockBody = z.input<typeof adjustStockBody>;

/** POST /api/admin/batches/{id}/write-off: units destroyed. Without a quantity, all the batch holds. */
export const writeOffBody = z.object({
  reason: z.enum(WRITE_OFF_REASONS, { error: 'Choose a reason' }),
  quantity: wholeNumber({ min: 1, max: MOVEMENT_UNITS_MAX, message: 'Please enter a quantity' }).optional(),
  note: z.string().trim().max(STOCK_REASON_MAX).optional(),
});
export type WriteOffBody = z.input<typeof writeOffBody>;

export const BATCH_STATES = ['sellable', 'expired', 'empty'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

export const batchView = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  lot_number: z.string(),
  expiry_date: z.string(),
  received_on: z.string(),
  quantity_received: z.number().int(),
  /** Units on hand, sellable or not. */
  quantity: z.number().int(),
  /** `expired` from its expiry date on, whatever it holds; `empty` when nothing is left of a live batch. */
  state: z.enum(BATCH_STATES),
  days_to_expiry: z.number().int(),
});
export type BatchView = z.infer<typeof batchView>;

/** A product's stock as the back-office sees it: sellable, in live batches, outside batches, expired. */
export const productStockView = z.object({
  product_id: z.number().int(),
  stock: z.number().int(),
  in_batches: z.number().int(),
  loose: z.number().int(),
  expired: z.number().int(),
  batches: z.array(batchView),
});
export type ProductStockView = z.infer<typeof productStockView>;

export const movementView = z.object({
  id: z.number().int(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed: what the movement added to (or took from) the units on hand. */
  quantity: z.number().int(),
  batch: z.object({ id: z.number().int(), lot_number: z.string() }).nullable(),
  order: z.object({ id: z.number().int(), order_number: z.string() }).nullable(),
  return: z.object({ id: z.number().int(), rma_number: z.string() }).nullable(),
  reason: z.string().nullable(),
  by: z.string().nullable(),
  created_at: z.string(),
});
export type MovementView = z.infer<typeof movementView>;

export const movementQuery = z.object({
  page: pageNumber(),
  per_page: perPage(20),
});

/** A batch in the back-office's expiry lists, with its product and what it is worth at today's price. */
export const expiringBatchView = batchView.extend({
  product_name: z.string(),
  value: z.number().int(),
});
export type ExpiringBatchView = z.infer<typeof expiringBatchView>;

export const expiryWindowView = z.object({
  days: z.number().int(),
  batches: z.number().int(),
  units: z.number().int(),
  value: z.number().int(),
});

/** GET /api/admin/inventory/expiry: the dashboard's windows and the batches to act on. */
export const expiryReportView = z.object({
  today: z.string(),
  /** Cumulative: the 60-day window holds the 30-day one. */
  windows: z.array(expiryWindowView),
  /** Live batches expiring within the longest window, soonest first. */
  expiring: z.array(expiringBatchView),
  /** Expired batches still holding units: the write-off list. */
  expired: z.array(expiringBatchView),
});
export type ExpiryReportView = z.infer<typeof expiryReportView>;

export const expiryQuery = z.object({
  lang: z.enum(['ar', 'en']).optional(),
});

/**
 * GET /api/admin/inventory/low-stock: the products running low (1-5 left, what the dashboard's card counts) or
 * sold out, for whoever keeps the stock (`inventory.manage`), the pharmacist included, who has no products area.
 */
export const LOW_STOCK_VIEWS = ['low_stock', 'out_of_stock'] as const;
export const lowStockQuery = z.object({
  stock: z.enum(LOW_STOCK_VIEWS, { error: 'Choose low stock or out of stock' }).default('low_stock'),
  page: pageNumber(),
  per_page: perPage(20),
  lang: z.enum(['ar', 'en']).optional(),
});
export const lowStockProductView = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  stock: z.number().int(),
  requires_prescription: z.boolean(),
});
export type LowStockProductView = z.infer<typeof lowStockProductView>;
