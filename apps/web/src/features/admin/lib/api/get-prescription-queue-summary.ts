import { prescriptionQueueSummary } from '@shop/shared/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** GET /api/admin/prescriptions/waiting: how many prescriptions wait, and since when the oldest has. */
export const getPrescriptionQueueSummary = (signal?: AbortSignal) =>
  api.get('/admin/prescriptions/waiting', { schema: prescriptionQueueSummary, signal });

/** The dashboard asks only for someone with `prescriptions.review`: the server refuses anyone else. */
export const usePrescriptionQueueSummary = () =>
  useQuery({
    queryKey: ['admin', 'prescriptions', 'waiting'],
    queryFn: ({ signal }) => getPrescriptionQueueSummary(signal),
    // A queue several pharmacists work on, as the queue page keeps it.
    refetchInterval: 60_000,
  });
