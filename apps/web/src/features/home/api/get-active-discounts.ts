import type { discountSection } from '@shop/shared/catalog';
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

/** The largest live percentage discount (0 when none), so the home page never promises a made-up one. */
export function useBestLivePercent(): number {
  const discounts = useActiveDiscounts();
  return Math.max(0, ...(discounts.data ?? []).filter((d) => d.type === 'percentage').map((d) => d.value));
}
