import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { pointsKey } from './get-points-stats.ts';

export interface AwardBonusBody {
  user_id: number;
  points: number;
  reason: string;
}

/** POST /api/points/award-bonus (admins only). */
export const awardBonus = (body: AwardBonusBody) => api.post<unknown>('/points/award-bonus', body);

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
