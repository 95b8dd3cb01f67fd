import { adminUserView } from '@shop/shared/users-admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminUsersKey } from './get-admin-users.ts';

/** GET /api/admin/users/:id. */
export const getAdminUser = (id: number, signal?: AbortSignal) =>
  api.get(`/admin/users/${id}`, { schema: adminUserView, signal });

export const useAdminUser = (id: number | null) =>
  useQuery({
    queryKey: [...adminUsersKey, 'one', id],
    queryFn: ({ signal }) => getAdminUser(id ?? 0, signal),
    enabled: id !== null && id > 0,
  });
