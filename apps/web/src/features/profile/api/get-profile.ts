import { userView } from '@shop/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const profileQueryKey = ['profile'] as const;

/** `GET /api/profile`: the signed-in customer's own record. */
export const profileQuery = () => ({
  queryKey: profileQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/profile', { signal, schema: userView }),
});

export const useProfile = () => useQuery(profileQuery());
