import { type AddressBody, addressView } from '@shop/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type Address, addressesQueryKey } from './get-addresses.ts';

/** `PUT /api/addresses/:id` with the whole address; `is_default: true` moves the default flag to it. */
export function updateAddress({ id, body }: { id: number; body: AddressBody }): Promise<Address> {
  return api.put(`/addresses/${id}`, body, { schema: addressView });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
