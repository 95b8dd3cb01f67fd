import { adminPrescriptionView, type RejectBody } from '@shop/shared/prescriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminPrescriptionsKey } from './get-admin-prescriptions.ts';

export type Decision = { kind: 'approve' } | ({ kind: 'reject' } & RejectBody);

/**
 * POST /api/admin/prescriptions/:id/approve or /reject {reason, note}. A 409 CONFLICT means another
 * pharmacist decided first.
 */
export function decidePrescription(id: number, decision: Decision) {
  if (decision.kind === 'approve') {
    return api.post(`/admin/prescriptions/${id}/approve`, undefined, { schema: adminPrescriptionView });
  }
  const { kind: _kind, ...body } = decision;
  return api.post(`/admin/prescriptions/${id}/reject`, body, { schema: adminPrescriptionView });
}

export function useDecidePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) => decidePrescription(id, decision),
    // Decided or refused, the queue and the orders it holds changed: read them again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminPrescriptionsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}
