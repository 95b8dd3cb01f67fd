import { z } from 'zod';
import { decimalField, optionalWholeNumberField, wholeNumberField } from '../lib/numbers.ts';

const positive = (message: string) => wholeNumberField(message).pipe(z.number().min(1, message));

/**
 * The points rules. Tiers are ranges of the earning base [min, max] with a rate; the ranges may not overlap
 * (the server refuses that too) and only the highest may be open-ended.
 */
export const configForm = z
  .object({
    iqd_per_point: positive('messages.iqdPerPoint'),
    minimum_order: wholeNumberField('messages.amount'),
    bonus_threshold: wholeNumberField('messages.amount'),
    bonus_amount: wholeNumberField('messages.pointsAmount'),
    point_value: positive('messages.pointValue'),
    max_spend_percent: wholeNumberField('messages.percent', 100),
    payment_tiers: z.array(
      z.object({
        min_amount: wholeNumberField('messages.amount'),
        max_amount: optionalWholeNumberField('messages.amount'),
        rate: decimalField('messages.rate', 100).pipe(z.number().positive('messages.rate')),
      }),
    ),
  })
  .superRefine((config, ctx) => {
    const tiers = config.payment_tiers.map((tier, index) => ({ ...tier, index }));
    for (const tier of tiers) {
      if (tier.max_amount !== null && tier.max_amount < tier.min_amount) {
        ctx.addIssue({
          code: 'custom',
          path: ['payment_tiers', tier.index, 'max_amount'],
          message: 'messages.tierMax',
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
          message: 'messages.tierOverlap',
        });
      }
    }
  });
