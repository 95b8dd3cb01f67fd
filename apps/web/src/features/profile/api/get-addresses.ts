import { addressView } from '@shop/shared/profile';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type Address = z.infer<typeof addressView>;

export const addressesQueryKey = ['addresses'] as const;

const addressList = addressView.array();

/** `GET /api/addresses`: the saved delivery addresses, the default first. */
export const addressesQuery = () => ({
  queryKey: addressesQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/addresses', { signal, schema: addressList }),
});

export const useAddresses = () => useQuery(addressesQuery());
