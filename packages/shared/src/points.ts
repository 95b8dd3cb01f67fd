import { z } from 'zod';
import { SORT_ORDERS } from './api.ts';
import { ORDER_GOODS_MAX_IQD, POINTS_SETTING_MAX } from './constants.ts';
import { decimalNumber, idNumber, pageNumber, perPage, wholeNumber } from './numbers.ts';

/** The points rules an admin can edit; defaults in constants.ts (POINTS_DEFAULTS). */
export interface PointsConfig {
  iqdPerPoint: number;
  minimumOrderIqd: number;
  bonusThresholdIqd: number;
  bonusPoints: number;
  pointValueIqd: number;
  maxSpendPercent: number;
  tiers: { minAmount: number; maxAmount: number | null; rate: number }[];
}

/** The rate of the tier whose [min, max] holds the base; 1 when no tier does. */
export function tierRate(base: number, tiers: PointsConfig['tiers']): number {
  const tier = tiers.find((t) => base >= t.minAmount && (t.maxAmount === null || base <= t.maxAmount));
  return tier ? tier.rate : 1;
}

/**
 * Points an order earns when delivered. The base is the goods total after discounts and after the
 * value of spent points, shipping excluded: 1 point per `iqdPerPoint` (times the tier rate, rounded
 * down), nothing under the minimum, plus the bonus from the threshold on.
 */
export function pointsEarned(base: number, config: PointsConfig): { earned: number; bonus: number } {
  if (base < config.minimumOrderIqd || base <= 0) return { earned: 0, bonus: 0 };
  const earned = Math.floor((base / config.iqdPerPoint) * tierRate(base, config.tiers));
  const bonus = base >= config.bonusThresholdIqd ? config.bonusPoints : 0;
  return { earned, bonus };
}

/** The most points one order may spend: capped by the balance and by a share of the goods total. */
export function maxSpendablePoints(goodsTotal: number, balance: number, config: PointsConfig): number {
  const cap = Math.floor((goodsTotal * config.maxSpendPercent) / 100 / config.pointValueIqd);
  return Math.max(0, Math.min(balance, cap));
}

export const pointsValue = (points: number, config: Pick<PointsConfig, 'pointValueIqd'>) =>
  points * config.pointValueIqd;

/** `return_refund` gives back points a returned line had spent; `return_reversal` takes back what it earned. */
export const POINTS_KINDS = [
  'earned',
  'spent',
  'bonus',
  'refund',
  'return_refund',
  'return_reversal',
] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

export const pointsTransactionView = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_KINDS),
  points: z.number().int(),
  description: z.string().nullable(),
  reason: z.string().nullable(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  created_at: z.string(),
});

export const pointsSummary = z.object({
  current_points: z.number().int(),
  total_earned: z.number().int(),
  total_spent: z.number().int(),
  points_value: z.number().int(),
  recent_transactions: z.array(pointsTransactionView),
});

export const pointsConfigView = z.object({
  points_per_iqd: z.number(),
  iqd_per_point: z.number().int(),
  minimum_order: z.number().int(),
  bonus_threshold: z.number().int(),
  bonus_amount: z.number().int(),
  point_value: z.number().int(),
  max_spend_percent: z.number().int(),
  payment_tiers: z.array(
    z.object({ min_amount: z.number().int(), max_amount: z.number().int().nullable(), rate: z.number() }),
  ),
});

/** POST /api/points/calculate-discount: what spending `points` is worth, and the most this order may spend. */
export const pointsDiscountView = z.object({
  points: z.number().int(),
  value: z.number().int(),
  balance: z.number().int(),
  max_points: z.number().int().nullable(),
});

export const calculateDiscountBody = z.object({
  points: wholeNumber({ max: 10_000_000, message: 'Please enter a valid points amount' }),
  subtotal: wholeNumber({ max: ORDER_GOODS_MAX_IQD }).optional(),
});

const positiveInt = (message: string) => wholeNumber({ max: POINTS_SETTING_MAX, message });

const tierAmount = positiveInt('Please enter a valid amount');

/** One payment tier: a range of the earning base [min, max] (max null: no upper end) and its rate. */
export const paymentTierInput = z.object({
  min_amount: tierAmount,
  max_amount: tierAmount.nullable(),
  // A tier exists to give points; a range that earns none is what the minimum order is for.
  rate: decimalNumber({ max: 100, message: 'Please enter a rate above zero, such as 1 or 1.5' }).refine(
    (r) => r > 0,
    'Please enter a rate above zero, such as 1 or 1.5',
  ),
});

/** The points rules' fields; `pointsConfigInput` adds the checks across tiers. */
export const pointsConfigFields = z.object({
  iqd_per_point: positiveInt('Please enter a valid amount').pipe(
    z.number().min(1, 'Please enter a valid amount'),
  ),
  minimum_order: positiveInt('Please enter a valid amount'),
  bonus_threshold: positiveInt('Please enter a valid amount'),
  bonus_amount: positiveInt('Please enter a valid points amount'),
  point_value: positiveInt('Please enter a valid amount').pipe(
    z.number().min(1, 'Please enter a valid amount'),
  ),
  max_spend_percent: positiveInt('Please enter a percentage from 0 to 100').pipe(
    z.number().max(100, 'Please enter a percentage from 0 to 100'),
  ),
  payment_tiers: z.array(paymentTierInput).max(20).default([]),
});

/**
 * The checks across tiers, each on the tier at fault: an upper end below the lower one, and ranges that
 * overlap (so each earning base falls in at most one tier, and only the highest may be open-ended).
 */
export function checkPaymentTiers(
  config: { payment_tiers: { min_amount: number; max_amount: number | null }[] },
  ctx: z.RefinementCtx,
): void {
  const tiers = config.payment_tiers.map((tier, index) => ({ ...tier, index }));
  for (const tier of tiers) {
    if (tier.max_amount !== null && tier.max_amount < tier.min_amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment_tiers', tier.index, 'max_amount'],
        message: 'The upper limit cannot be below the lower limit',
      });
    }
  }
  const sorted = [...tiers].sort((a, b) => a.min_amount - b.min_amount);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (previous.max_amount === null || current.min_amount <= previous.max_amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment_tiers', current.index, 'min_amount'],
        message: 'This tier overlaps another one; tier amounts must not overlap',
      });
    }
  }
}

export const pointsConfigInput = pointsConfigFields.superRefine(checkPaymentTiers);

export const awardBonusBody = z.object({
  user_id: idNumber('Please select a user'),
  points: wholeNumber({ min: 1, max: 1_000_000, message: 'Please enter a valid points amount' }),
  reason: z.string({ error: 'Please enter a reason' }).trim().min(1, 'Please enter a reason').max(300),
});

/** What the back-office list of customers' balances sorts by (`?sort=`); without one it stays largest first. */
export const POINTS_USER_SORTS = ['name', 'points', 'total_earned', 'total_spent'] as const;
export type PointsUserSort = (typeof POINTS_USER_SORTS)[number];

export const pointsUsersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(POINTS_USER_SORTS).default('points'),
  order: z.enum(SORT_ORDERS).default('desc'),
  page: pageNumber(),
  per_page: perPage(20),
});

/** GET /api/admin/points/stats. */
export const pointsStatsView = z.object({
  total_issued: z.number(),
  total_spent: z.number(),
  outstanding: z.number(),
  customers_with_points: z.number(),
});
export type PointsStats = z.infer<typeof pointsStatsView>;

/** One row of GET /api/admin/points/users: a customer and their balance. */
export const pointsUserView = z.object({
  id: z.number(),
  name: z.string(),
  /** Null for a customer who signed up with a phone number only (the default). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  points: z.number(),
  total_earned: z.number(),
  total_spent: z.number(),
});
export type PointsUser = z.infer<typeof pointsUserView>;
