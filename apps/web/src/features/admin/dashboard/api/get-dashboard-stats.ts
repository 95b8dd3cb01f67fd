import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export interface DashboardStats {
  stats: {
    totalProducts: number;
    totalOrders: number;
    totalUsers: number;
    totalRevenue: number;
    pendingOrders: number;
    lowStockProducts: number;
  };
  /** The five newest orders; `user_name` null means a guest. */
  recentOrders: {
    id: number;
    order_number: string;
    user_name: string | null;
    status: string;
    total: number;
    created_at: string;
  }[];
  /** One point per day of the last 30 days. */
  chart: { date: string; orders: number; revenue: number }[];
}

export const dashboardKey = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard/stats. */
export const getDashboardStats = (signal?: AbortSignal) =>
  api.get<DashboardStats>('/admin/dashboard/stats', { signal });

export const useDashboardStats = () =>
  useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboardStats(signal) });
