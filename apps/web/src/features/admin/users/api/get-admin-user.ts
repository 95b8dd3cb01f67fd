import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type AdminUser, adminUsersKey } from './get-admin-users.ts';

/** GET /api/admin/users/:id. */
export const getAdminUser = (id: number, signal?: AbortSignal) =>
  api.get<AdminUser>(`/admin/users/${id}`, { signal });

export const useAdminUser = (id: number | null) =>
  useQuery({
    queryKey: [...adminUsersKey, 'one', id],
    queryFn: ({ signal }) => getAdminUser(id ?? 0, signal),
    enabled: id !== null && id > 0,
  });
