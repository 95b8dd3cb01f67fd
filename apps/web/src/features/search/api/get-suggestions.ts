import { SUGGEST_MIN_CHARS, suggestions } from '@shop/shared/catalog';
import type { Locale } from '@shop/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api } from '../../../lib/api-client.ts';

export type { Suggestions } from '@shop/shared/catalog';

/** `GET /api/search/suggest`: products and categories for what is typed into the header's search box. */
export const suggestionsQuery = (q: string, locale: Locale) => ({
  queryKey: ['products', 'suggest', locale, q] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get('/search/suggest', { query: { q, lang: locale }, schema: suggestions, signal }),
});

/**
 * Asks once `q` (already tidied and settled) has SUGGEST_MIN_CHARS characters. While the next answer is on its
 * way the last one stays on screen, so the list does not flicker on every letter; a failure is not retried
 * (the next letter asks again).
 */
export function useSuggestions(q: string) {
  const locale = useLocale();
  return useQuery({
    ...suggestionsQuery(q, locale),
    enabled: q.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
