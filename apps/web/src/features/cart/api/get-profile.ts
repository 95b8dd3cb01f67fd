import { userView } from '@shop/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/profile: the signed-in customer's details, to prefill the delivery form. */
export const fetchProfile = (signal?: AbortSignal) => api.get('/profile', { schema: userView, signal });

export const useProfile = () =>
  useQuery({ queryKey: ['profile'], queryFn: ({ signal }) => fetchProfile(signal), staleTime: 5 * 60_000 });
