import { type pointsConfigInput, pointsConfigView } from '@shop/shared/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { pointsKey } from './get-points-stats.ts';

export type PointsConfigBody = z.input<typeof pointsConfigInput>;

/** PUT /api/admin/points/config; overlapping tiers are refused (422). */
export const updatePointsConfig = (config: PointsConfigBody) =>
  api.put('/admin/points/config', config, { schema: pointsConfigView });

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
