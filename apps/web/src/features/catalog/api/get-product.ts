import { productView } from '@shop/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/products/:id`; a 404 ('Product Not Found') is not retried. */
export function useProduct(id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['product', id, locale],
    queryFn: ({ signal }) => api.get(`/products/${id}`, { schema: productView, signal }),
    enabled: id !== null,
  });
}
