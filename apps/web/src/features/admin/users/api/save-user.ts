import type { AdminUserInput } from '@shop/shared/users-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type AdminUser, adminUsersKey } from './get-admin-users.ts';

/** POST /api/admin/users (password required), or PUT /api/admin/users/:id (password optional). */
export const saveUser = ({ id, body }: { id?: number; body: AdminUserInput }) =>
  id ? api.put<AdminUser>(`/admin/users/${id}`, body) : api.post<AdminUser>('/admin/users', body);

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
      ]),
  });
}
