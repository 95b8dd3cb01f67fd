import { noData } from '@shop/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { addressesQueryKey } from './get-addresses.ts';

/** `DELETE /api/addresses/:id`; when it was the default, the oldest remaining address takes over. */
export function deleteAddress(id: number): Promise<null> {
  return api.delete(`/addresses/${id}`, { schema: noData });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
