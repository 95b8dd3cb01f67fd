import { adminPrescriptionView } from '@shop/shared/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale-store.ts';
import { api } from '../../../../lib/api-client.ts';
import { adminPrescriptionsKey } from './get-admin-prescriptions.ts';

/** GET /api/admin/prescriptions/:id: the files, the customer, their orders' lines, and who decided. */
export function useAdminPrescription(id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...adminPrescriptionsKey, 'detail', id, locale],
    queryFn: ({ signal }) => api.get(`/admin/prescriptions/${id}`, { schema: adminPrescriptionView, signal }),
    enabled: id !== null,
  });
}
