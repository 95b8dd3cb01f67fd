import { pointsConfigView } from '@shop/shared/points';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { pointsKey } from './get-points-stats.ts';

/** The points rules as the server sends them (`iqd_per_point`: dinars per point earned; `point_value`: a point's worth). */
export type PointsConfig = z.infer<typeof pointsConfigView>;

/** GET /api/points/config (public: the checkout reads it too). */
export const getPointsConfig = (signal?: AbortSignal) =>
  api.get('/points/config', { schema: pointsConfigView, signal });

export const usePointsConfig = () =>
  useQuery({ queryKey: [...pointsKey, 'config'], queryFn: ({ signal }) => getPointsConfig(signal) });
