import { cartSummaryView, type summaryBody } from '@shop/shared/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api } from '../../../lib/api-client.ts';

export type CartSummary = z.infer<typeof cartSummaryView>;
export type SummaryLine = CartSummary['items'][number];

/** What the summary is asked for: the request body of the shared contract (`use_points: true` spends the most allowed). */
export type SummaryInput = z.input<typeof summaryBody>;

/** POST /api/orders/calculate-summary: the server's prices, shipping, points and total for these lines. */
export const calculateSummary = (input: SummaryInput, signal?: AbortSignal): Promise<CartSummary> =>
  api.post('/orders/calculate-summary', input, { schema: cartSummaryView, signal });

/**
 * The cart re-priced by the server. Keyed by the lines, the points choice, the governorate (its delivery
 * fee), the language (names) and who is signed in (points); the previous answer stays on screen while a new
 * quantity is priced.
 */
export function useCartSummary(input: SummaryInput, userId: number | null, enabled = true) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['cart-summary', userId, locale, input.use_points, input.governorate ?? null, input.items],
    queryFn: ({ signal }) => calculateSummary(input, signal),
    enabled: enabled && input.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
