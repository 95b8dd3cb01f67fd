import { returnView } from '@shop/shared/returns';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api } from '../../../lib/api-client.ts';
import { returnsKey } from './get-returns.ts';

/** GET /api/returns/:id (404 for a return that is not the customer's). */
export function useReturn(id: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...returnsKey, 'detail', id, locale],
    queryFn: ({ signal }) => api.get(`/returns/${id}`, { schema: returnView, signal }),
  });
}
