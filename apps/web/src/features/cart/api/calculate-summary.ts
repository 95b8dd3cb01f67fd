import { orderSummary } from '@shop/shared/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api } from '../../../lib/api-client.ts';

export const cartSummary = orderSummary.extend({ unavailable: z.array(z.number()).default([]) });
export type CartSummary = z.infer<typeof cartSummary>;
export type SummaryLine = CartSummary['items'][number];

export interface SummaryInput {
  items: { product_id: number; quantity: number }[];
  /** `true` spends as many points as the rules allow. */
  use_points: boolean;
}

/** POST /api/orders/calculate-summary: the server's prices, shipping, points and total for these lines. */
export const calculateSummary = (input: SummaryInput, signal?: AbortSignal): Promise<CartSummary> =>
  api.post('/orders/calculate-summary', input, { schema: cartSummary, signal });

/**
 * The cart re-priced by the server. Keyed by the lines, the points choice, the language (names) and who is
 * signed in (points); the previous answer stays on screen while a new quantity is priced.
 */
export function useCartSummary(input: SummaryInput, userId: number | null, enabled = true) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['cart-summary', userId, locale, input.use_points, input.items],
    queryFn: ({ signal }) => calculateSummary(input, signal),
    enabled: enabled && input.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
