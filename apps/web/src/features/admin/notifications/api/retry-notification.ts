import { noData } from '@shop/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { notificationsKey } from './get-notifications.ts';

/** POST /api/admin/notifications/:id/retry: a failed or dead message goes back in the queue. */
export const retryNotification = (id: number) =>
  api.post(`/admin/notifications/${id}/retry`, undefined, { schema: noData });

export function useRetryNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
