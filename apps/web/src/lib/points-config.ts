import { pointsConfigView } from '@shop/shared/points';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** GET /api/points/config: how points are earned and what they are worth (admin-editable). */
export const fetchPointsConfig = (signal?: AbortSignal) =>
  api.get('/points/config', { schema: pointsConfigView, signal });

export const usePointsConfig = () =>
  useQuery({
    queryKey: ['points', 'config'],
    queryFn: ({ signal }) => fetchPointsConfig(signal),
    staleTime: 10 * 60_000,
  });
