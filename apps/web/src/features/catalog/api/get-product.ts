import type { Locale } from '@shop/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api, schemaOnDemand } from '../../../lib/api-client.ts';

const productView = schemaOnDemand(() => import('@shop/shared/catalog').then((m) => m.productView));

/** `GET /api/products/:id`, as the hook asks it and as the server renderer asks it first (routes/server-data.ts). */
export const productQuery = (id: number | null, locale: Locale) => ({
  queryKey: ['product', id, locale],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get(`/products/${id}`, { schema: productView, signal }),
});

/** `GET /api/products/:id`; a 404 ('Product Not Found') is not retried. */
export function useProduct(id: number | null) {
  const locale = useLocale();
  return useQuery({ ...productQuery(id, locale), enabled: id !== null });
}

/** A product page's id: a positive whole number, as written in its address. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
