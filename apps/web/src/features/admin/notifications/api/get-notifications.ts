import { pageOf } from '@shop/shared/api';
import { adminNotificationView } from '@shop/shared/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export type { AdminNotificationView } from '@shop/shared/notifications';

export const notificationsKey = ['admin', 'notifications'] as const;

const notificationPage = pageOf(adminNotificationView);

export interface NotificationsParams {
  status?: string;
  channel?: string;
  page: number;
  per_page: number;
}

/** GET /api/admin/notifications: the outbox, newest first. */
export const getNotifications = (params: NotificationsParams, signal?: AbortSignal) =>
  api.get('/admin/notifications', { schema: notificationPage, signal, query: { ...params } });

export const useNotifications = (params: NotificationsParams) =>
  useQuery({
    queryKey: [...notificationsKey, params],
    queryFn: ({ signal }) => getNotifications(params, signal),
    placeholderData: keepPreviousData,
  });
