import { pageOf } from '@shop/shared/api';
import { adminPrescriptionView, type PrescriptionStatus } from '@shop/shared/prescriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale-store.ts';
import { api } from '../../../../lib/api-client.ts';

export const adminPrescriptionsKey = ['admin', 'prescriptions'] as const;
const adminPrescriptionPage = pageOf(adminPrescriptionView);

/** GET /api/admin/prescriptions?status=: `pending` oldest first (the queue), the others newest first. */
export const fetchAdminPrescriptions = (status: PrescriptionStatus, page: number, signal?: AbortSignal) =>
  api.get('/admin/prescriptions', {
    query: { status, page, per_page: 20 },
    schema: adminPrescriptionPage,
    signal,
  });

export function useAdminPrescriptions(status: PrescriptionStatus, page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...adminPrescriptionsKey, 'list', status, page, locale],
    queryFn: ({ signal }) => fetchAdminPrescriptions(status, page, signal),
    placeholderData: keepPreviousData,
    // A queue several pharmacists work on: keep it fresh while it is on screen.
    refetchInterval: status === 'pending' ? 60_000 : false,
  });
}
