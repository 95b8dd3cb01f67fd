import { checkPaymentTiers, paymentTierInput, pointsConfigFields } from '@shop/shared/points';
import { z } from 'zod';

/**
 * The points rules as the server takes them (packages/shared/points.ts), with one difference of shape: a
 * blank upper end of a tier means "no upper end".
 */
export const configForm = pointsConfigFields
  .extend({
    payment_tiers: z.array(
      paymentTierInput.extend({
        max_amount: z.union([z.literal('').transform(() => null), paymentTierInput.shape.min_amount]),
      }),
    ),
  })
  .superRefine(checkPaymentTiers);
