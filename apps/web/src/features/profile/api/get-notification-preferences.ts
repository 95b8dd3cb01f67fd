import { notificationPreferences } from '@shop/shared/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const notificationPreferencesKey = ['profile', 'notifications'] as const;

/** `GET /api/profile/notifications`: the channels the customer gets order updates on. */
export const useNotificationPreferences = () =>
  useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => api.get('/profile/notifications', { signal, schema: notificationPreferences }),
  });
