import type { Page } from '@shop/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { pointsKey } from './get-points-stats.ts';

export interface PointsUser {
  id: number;
  name: string;
  email: string;
  points: number;
  total_earned: number;
  total_spent: number;
}

export interface PointsUsersParams {
  search?: string;
  sort?: string;
  order?: string;
  page: number;
  per_page: number;
}

/** GET /api/admin/points/users: customers with their balances. */
export const getPointsUsers = (params: PointsUsersParams, signal?: AbortSignal) =>
  api.get<Page<PointsUser>>('/admin/points/users', { signal, query: { ...params } });

export const usePointsUsers = (params: PointsUsersParams, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: [...pointsKey, 'users', params],
    queryFn: ({ signal }) => getPointsUsers(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
