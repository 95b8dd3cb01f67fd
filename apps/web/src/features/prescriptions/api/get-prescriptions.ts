import { pageOf } from '@shop/shared/api';
import { prescriptionView } from '@shop/shared/prescriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const prescriptionsKey = ['prescriptions'] as const;
const prescriptionPage = pageOf(prescriptionView);

/** GET /api/prescriptions: the customer's own prescriptions, newest first. */
export const fetchPrescriptions = (page: number, perPage: number, signal?: AbortSignal) =>
  api.get('/prescriptions', { query: { page, per_page: perPage }, schema: prescriptionPage, signal });

export function usePrescriptions(page: number, perPage = 20) {
  return useQuery({
    queryKey: [...prescriptionsKey, 'list', page, perPage],
    queryFn: ({ signal }) => fetchPrescriptions(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
