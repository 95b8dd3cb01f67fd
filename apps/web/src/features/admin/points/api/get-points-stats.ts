import { pointsStatsView } from '@shop/shared/points';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export type { PointsStats } from '@shop/shared/points';

export const pointsKey = ['admin', 'points'] as const;

/** GET /api/admin/points/stats. */
export const getPointsStats = (signal?: AbortSignal) =>
  api.get('/admin/points/stats', { schema: pointsStatsView, signal });

export const usePointsStats = () =>
  useQuery({ queryKey: [...pointsKey, 'stats'], queryFn: ({ signal }) => getPointsStats(signal) });
