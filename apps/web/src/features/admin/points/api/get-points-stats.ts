import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export interface PointsStats {
  total_issued: number;
  total_spent: number;
  outstanding: number;
  customers_with_points: number;
}

export const pointsKey = ['admin', 'points'] as const;

/** GET /api/admin/points/stats. */
export const getPointsStats = (signal?: AbortSignal) =>
  api.get<PointsStats>('/admin/points/stats', { signal });

export const usePointsStats = () =>
  useQuery({ queryKey: [...pointsKey, 'stats'], queryFn: ({ signal }) => getPointsStats(signal) });
