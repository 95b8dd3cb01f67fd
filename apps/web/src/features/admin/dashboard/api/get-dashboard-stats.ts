import { dashboardStatsView } from '@shop/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export type { DashboardStats } from '@shop/shared/dashboard';

export const dashboardKey = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard/stats. */
export const getDashboardStats = (signal?: AbortSignal) =>
  api.get('/admin/dashboard/stats', { schema: dashboardStatsView, signal });

export const useDashboardStats = () =>
  useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboardStats(signal) });
