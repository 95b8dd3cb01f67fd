import { addressView } from '@shop/shared/profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type Address = ReturnType<typeof addressView.parse>;

export const addressesQueryKey = ['addresses'] as const;

const addressList = addressView.array();

/** `GET /api/addresses`: the saved delivery addresses, the default first. */
export const addressesQuery = () => ({
  queryKey: addressesQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<Address[]>('/addresses', { signal, schema: addressList }),
});

export const useAddresses = () => useQuery(addressesQuery());
