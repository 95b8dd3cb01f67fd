import { type AdminUserInput, adminUserView } from '@shop/shared/users-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminUsersKey } from './get-admin-users.ts';

/** POST /api/admin/users (password required), or PUT /api/admin/users/:id (password optional). */
export const saveUser = ({ id, body }: { id?: number; body: AdminUserInput }) =>
  id
    ? api.put(`/admin/users/${id}`, body, { schema: adminUserView })
    : api.post('/admin/users', body, { schema: adminUserView });

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
