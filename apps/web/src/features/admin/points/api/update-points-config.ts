import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import type { PointsConfig } from './get-points-config.ts';
import { pointsKey } from './get-points-stats.ts';

/** PUT /api/admin/points/config; overlapping tiers are refused (422). */
export const updatePointsConfig = (config: PointsConfig) =>
  api.put<PointsConfig>('/admin/points/config', config);

export function useUpdatePointsConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePointsConfig,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...pointsKey, 'config'] }),
        // The shopper-facing points page and checkout read the same settings.
        queryClient.invalidateQueries({ queryKey: ['points'] }),
      ]),
  });
}
