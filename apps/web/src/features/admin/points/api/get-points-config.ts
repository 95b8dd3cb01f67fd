import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { pointsKey } from './get-points-stats.ts';

export interface PointsConfig {
  /** Dinars of the earning base per point earned. */
  iqd_per_point: number;
  minimum_order: number;
  bonus_threshold: number;
  bonus_amount: number;
  /** Dinars one point is worth when spent. */
  point_value: number;
  max_spend_percent: number;
  payment_tiers: { min_amount: number; max_amount: number | null; rate: number }[];
}

/** GET /api/points/config (public: the checkout reads it too). */
export const getPointsConfig = (signal?: AbortSignal) => api.get<PointsConfig>('/points/config', { signal });

export const usePointsConfig = () =>
  useQuery({ queryKey: [...pointsKey, 'config'], queryFn: ({ signal }) => getPointsConfig(signal) });
