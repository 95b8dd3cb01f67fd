import type { discountedProductsView, discountSection } from '@shop/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api, unparsed } from '../../../lib/api-client.ts';

/** `GET /api/discounts/active`: the live discount sections, soonest ending first. */
export function useActiveDiscounts() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['products', 'active-discounts', locale],
    // Typed from the shared schema but not parsed: the home page's banner is part of the first load (see `unparsed`).
    queryFn: ({ signal }) =>
      api.get('/discounts/active', { signal, schema: unparsed<z.ZodArray<typeof discountSection>>() }),
    select: (data) => (Array.isArray(data) ? data : []),
    // The banner hides itself on failure (spec: silent); one try is enough.
    retry: false,
  });
}

/**
 * The best saving a shopper can get now, in percent (0 when none): the first offer in the server's discount
 * order, priced like every badge (a fixed 2,000 off a 3,750 product is 53 %). The home page's "up to" claim
 * and the largest badge in the shop are then the same number.
 */
export function useBestLivePercent(): number {
  const locale = useLocale();
  const best = useQuery({
    queryKey: ['products', 'best-offer', locale],
    queryFn: ({ signal }) =>
      api.get('/products/discounts', {
        signal,
        query: { sort: 'discount', order: 'desc', limit: 1 },
        schema: unparsed<typeof discountedProductsView>(),
      }),
    select: (data) => Math.max(0, data?.data?.data?.[0]?.discount_percentage ?? 0),
    retry: false,
  });
  return best.data ?? 0;
}
