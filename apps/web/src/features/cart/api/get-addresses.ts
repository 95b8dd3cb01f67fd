import { addressView } from '@shop/shared/profile';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type SavedAddress = z.infer<typeof addressView>;

/** GET /api/addresses: the customer's saved delivery addresses. */
export const fetchAddresses = (signal?: AbortSignal) =>
  api.get('/addresses', { schema: z.array(addressView), signal });

export const useAddresses = () =>
  useQuery({
    queryKey: ['addresses'],
    queryFn: ({ signal }) => fetchAddresses(signal),
    staleTime: 5 * 60_000,
  });
