import { adminReturnView } from '@shop/shared/returns';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale-store.ts';
import { api } from '../../../../lib/api-client.ts';
import { adminReturnsKey } from './get-admin-returns.ts';

/** GET /api/admin/returns/:id: the lines, reason, note, customer, refund estimate and history. */
export function useAdminReturn(id: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...adminReturnsKey, 'detail', id, locale],
    queryFn: ({ signal }) => api.get(`/admin/returns/${id}`, { schema: adminReturnView, signal }),
  });
}
