import { noData } from '@shop/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { prescriptionsKey } from './get-prescriptions.ts';

/** DELETE /api/prescriptions/:id: only one not yet given with any order (`can_delete`). */
export const deletePrescription = (id: number) => api.delete(`/prescriptions/${id}`, { schema: noData });

export function useDeletePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionsKey }),
  });
}
