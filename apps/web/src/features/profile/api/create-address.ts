import { type AddressBody, addressView } from '@shop/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type Address, addressesQueryKey } from './get-addresses.ts';

/** `POST /api/addresses` (the first one becomes the default; at most 10, else 409). */
export function createAddress(input: AddressBody): Promise<Address> {
  return api.post('/addresses', input, { schema: addressView });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
