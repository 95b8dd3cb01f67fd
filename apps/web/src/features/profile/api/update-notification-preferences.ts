import { type NotificationPreferences, notificationPreferences } from '@shop/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationPreferencesKey } from './get-notification-preferences.ts';

/** `PUT /api/profile/notifications`. */
export const updateNotificationPreferences = (body: NotificationPreferences) =>
  api.put('/profile/notifications', body, { schema: notificationPreferences });

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}
