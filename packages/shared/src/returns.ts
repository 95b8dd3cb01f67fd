import { z } from 'zod';
import { idNumber, pageNumber, perPage, wholeNumber } from './numbers.ts';
import { singleLine } from './text.ts';

/**
 * Returns (RMA), decision 021: a customer asks to return lines of a delivered order within the return
 * window; the pharmacy approves or rejects, receives the parcel (each line resalable or not), then refunds
 * in cash or sends a replacement at no charge.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'replaced',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Which status may follow which; the admin actions are named after the status they lead to. */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded', 'replaced'],
  rejected: [],
  refunded: [],
  replaced: [],
};
/** A return still in progress holds its units: they cannot be asked for again in another return. */
export const isClosedReturn = (status: ReturnStatus) => RETURN_TRANSITIONS[status].length === 0;

export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const REFUND_METHODS = ['cash_to_courier', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const RETURN_WINDOW_DAYS_MAX = 365;
export const RETURN_NOTE_MAX = 500;
export const RETURN_LINES_MAX = 100;
/** Optional photos of what is being returned (a broken seal, the wrong box): images only. */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** What the photo input accepts; no HEIC, which the server cannot decode (see PRESCRIPTION_ACCEPT). */
export const RETURN_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Refusals the customer reads, word for word in both languages (messages.ts). */
export const NOT_RETURNABLE_MESSAGE = '{product} cannot be returned (see our return policy)';
export const RETURN_WINDOW_CLOSED_MESSAGE = 'The return window for this order has closed';
export const RETURN_NOT_DELIVERED_MESSAGE = 'Only delivered orders can be returned';
export const RETURN_QUANTITY_MESSAGE = 'You can return at most {limit} of {product}';
export const RETURN_PHOTOS_LIMIT_MESSAGE = 'A return can have at most 3 photos';
export const RETURN_PHOTOS_CLOSED_MESSAGE =
  'Photos can only be added while the return is waiting for a decision';
export const RETURN_PHOTO_TYPE_MESSAGE = 'Only photos (JPEG, PNG, WebP) are accepted';
export const RETURN_PHOTO_EMPTY_MESSAGE = 'Please add a photo';

const note = z
  .string()
  .trim()
  .max(RETURN_NOTE_MAX, `A note can be at most ${RETURN_NOTE_MAX} characters`)
  .transform((v) => v || null)
  .nullable()
  .optional();

/** POST /api/orders/{id}/returns. */
export const createReturnBody = z
  .object({
    items: z
      .array(
        z.object({
          order_item_id: idNumber('Choose an item to return'),
          quantity: wholeNumber({ min: 1, max: 999, message: 'Please enter a quantity' }),
        }),
        { error: 'Choose at least one item to return' },
      )
      .min(1, 'Choose at least one item to return')
      .max(RETURN_LINES_MAX)
      .refine((items) => new Set(items.map((i) => i.order_item_id)).size === items.length, {
        message: 'Each item can be listed once',
      }),
    reason: z.enum(RETURN_REASONS, { error: 'Choose a reason' }),
    note,
  })
  .refine((b) => b.reason !== 'other' || !!b.note, {
    path: ['note'],
    message: 'Please tell us why you are returning the items',
  });
export type CreateReturnBody = z.input<typeof createReturnBody>;

export const returnCreated = z.object({
  id: z.number().int(),
  rma_number: z.string(),
  status: z.literal('requested'),
});

export const returnItemView = z.object({
  id: z.number().int(),
  order_item_id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  /** Set when the parcel is received: back on the shelf, or written off. */
  resalable: z.boolean().nullable(),
});

export const refundView = z.object({
  amount: z.number().int(),
  method: z.enum(REFUND_METHODS),
  reference: z.string().nullable(),
  points_returned: z.number().int(),
  points_taken_back: z.number().int(),
  /** Earned points the customer had already spent, taken off the cash instead (decision 021). */
  points_deducted_value: z.number().int(),
  at: z.string(),
});

/** A photo the customer added: GET `url` (/api/returns/{id}/photos/{n}) for the owner or staff. */
export const returnPhotoView = z.object({
  n: z.number().int(),
  url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});
export type ReturnPhotoView = z.infer<typeof returnPhotoView>;

/** POST /api/returns/{id}/photos, for the API document: the handler reads the parts itself. */
export const returnPhotoUploadForm = z.object({
  files: z
    .array(z.file())
    .describe(
      `1 to ${RETURN_PHOTOS_MAX} photos (JPEG, PNG or WebP), each at most ${RETURN_PHOTO_MAX_BYTES / (1024 * 1024)} MB; at most ${RETURN_PHOTOS_MAX} per return`,
    ),
});

export const returnPhotoParams = z.object({
  id: idNumber(),
  n: wholeNumber({ min: 1, max: RETURN_PHOTOS_MAX }),
});

export const returnStep = z.object({ status: z.enum(RETURN_STATUSES), at: z.string() });

export const returnView = z.object({
  id: z.number().int(),
  rma_number: z.string(),
  order: z.object({ id: z.number().int(), order_number: z.string() }),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  rejection_note: z.string().nullable(),
  items: z.array(returnItemView),
  /** What the refund will be (what was paid for these lines after discounts and points), before it is made. */
  refund_estimate: z.number().int(),
  refund: refundView.nullable(),
  replacement_order: z.object({ id: z.number().int(), order_number: z.string() }).nullable(),
  history: z.array(returnStep),
  photos: z.array(returnPhotoView),
  created_at: z.string(),
});
export type ReturnView = z.infer<typeof returnView>;

/** A return as listed in its order (GET /api/orders/{id}). */
export const orderReturnSummary = z.object({
  id: z.number().int(),
  rma_number: z.string(),
  status: z.enum(RETURN_STATUSES),
  created_at: z.string(),
});

export const adminReturnView = returnView.extend({
  /** Each step with who took it, for staff (the shopper's view never names staff): null for the customer's own. */
  history: z.array(returnStep.extend({ by: z.string().nullable() })),
  customer: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type AdminReturnView = z.infer<typeof adminReturnView>;

export const returnListQuery = z.object({
  page: pageNumber(),
  per_page: perPage(20),
  lang: z.enum(['ar', 'en']).optional(),
});

/** GET /api/admin/returns: open ones (`requested`) oldest first by default, so the next to handle is on top. */
export const adminReturnQuery = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  page: pageNumber(),
  per_page: perPage(20),
  lang: z.enum(['ar', 'en']).optional(),
});

export const rejectReturnBody = z.object({
  note: z
    .string({ error: 'Please say why the return is refused' })
    .trim()
    .min(3, 'Please say why the return is refused')
    .max(RETURN_NOTE_MAX, `A note can be at most ${RETURN_NOTE_MAX} characters`),
});

/** Every line of the return, each marked resalable (back to stock) or not (written off). */
export const receiveReturnBody = z.object({
  items: z
    .array(
      z.object({ return_item_id: idNumber(), resalable: z.boolean({ error: 'Choose resalable or not' }) }),
    )
    .min(1, 'Mark every item of the return')
    .max(RETURN_LINES_MAX),
});

export const refundReturnBody = z.object({
  method: z.enum(REFUND_METHODS, { error: 'Choose how the refund is paid' }),
  reference: singleLine().max(100).optional(),
});

/**
 * The part of `whole` (the points' value, the points spent or earned) that goes with `part` of an order's
 * `total`, counted cumulatively from what earlier returns took (`before`): however an order is returned,
 * in one go or line by line, the parts add up to the whole exactly.
 */
export function shareOf(whole: number, total: number, before: number, part: number): number {
  if (total <= 0 || whole <= 0) return 0;
  const upTo = (amount: number) => Math.round((whole * Math.min(amount, total)) / total);
  return upTo(before + part) - upTo(before);
}

/**
 * What a return gives back, from the order's figures: the cash paid for the returned goods after
 * discounts and points, the spent points that go with them, and the earned points to take back.
 */
export function returnSettlement(input: {
  /** The order's goods after discounts (the sum of its lines' totals). */
  goodsTotal: number;
  pointsValue: number;
  pointsUsed: number;
  pointsEarned: number;
  /** Goods (after discounts) of the order's earlier refunded or replaced returns. */
  returnedBefore: number;
  /** Goods (after discounts) of this return. */
  returned: number;
}): { amount: number; pointsReturned: number; pointsTakenBack: number } {
  const { goodsTotal, returnedBefore, returned } = input;
  const share = (whole: number) => shareOf(whole, goodsTotal, returnedBefore, returned);
  return {
    amount: Math.max(0, returned - share(input.pointsValue)),
    pointsReturned: share(input.pointsUsed),
    pointsTakenBack: share(input.pointsEarned),
  };
}

/** The last moment a return may be asked for: `days` whole days after delivery. */
export const returnDeadline = (deliveredAt: Date, days: number): Date =>
  new Date(deliveredAt.getTime() + days * 24 * 60 * 60 * 1000);
