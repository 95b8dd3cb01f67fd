import { noData } from '@shop/shared/api';
import type { awardBonusBody } from '@shop/shared/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { pointsKey } from './get-points-stats.ts';

export type AwardBonusBody = z.input<typeof awardBonusBody>;

/** POST /api/points/award-bonus (admins only). */
export const awardBonus = (body: AwardBonusBody) => api.post('/points/award-bonus', body, { schema: noData });

export function useAwardBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardBonus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pointsKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]),
  });
}
