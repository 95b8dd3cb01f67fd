import { pageOf } from '@shop/shared/api';
import { pointsUserView } from '@shop/shared/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { pointsKey } from './get-points-stats.ts';

export type { PointsUser } from '@shop/shared/points';

const pointsUserPage = pageOf(pointsUserView);

export interface PointsUsersParams {
  search?: string;
  sort?: string;
  order?: string;
  page: number;
  per_page: number;
}

/** GET /api/admin/points/users: customers with their balances. */
export const getPointsUsers = (params: PointsUsersParams, signal?: AbortSignal) =>
  api.get('/admin/points/users', { schema: pointsUserPage, signal, query: { ...params } });

export const usePointsUsers = (params: PointsUsersParams, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: [...pointsKey, 'users', params],
    queryFn: ({ signal }) => getPointsUsers(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
