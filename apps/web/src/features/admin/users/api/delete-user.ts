import { noData } from '@shop/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminUsersKey } from './get-admin-users.ts';

/** DELETE /api/admin/users/:id; refused for oneself and for the last admin. */
export const deleteUser = (id: number) => api.delete(`/admin/users/${id}`, { schema: noData });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
