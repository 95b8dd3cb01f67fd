import { pageOf } from '@shop/shared/api';
import { adminUserView } from '@shop/shared/users-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export type AdminUser = z.infer<typeof adminUserView>;

export interface AdminUserParams {
  search?: string;
  role?: string;
  status?: string;
  sort?: string;
  order?: string;
  page: number;
  per_page: number;
}

const adminUserPage = pageOf(adminUserView);

export const adminUsersKey = ['admin', 'users'] as const;

/** GET /api/admin/users: accounts with their roles, state, last sign-in and order count. */
export const getAdminUsers = (params: AdminUserParams, signal?: AbortSignal) =>
  api.get('/admin/users', { schema: adminUserPage, signal, query: { ...params } });

export const useAdminUsers = (params: AdminUserParams) =>
  useQuery({
    queryKey: [...adminUsersKey, 'list', params],
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
