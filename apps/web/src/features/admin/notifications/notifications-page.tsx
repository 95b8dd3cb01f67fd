import { translateMessage } from '@shop/shared/messages';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  type NotificationChannel,
  type NotificationStatus,
} from '@shop/shared/notifications';
import { Mail, RotateCcw } from 'lucide-react';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, Td, Tr } from '../components/admin-table.tsx';
import { FilterPills } from '../components/filter-pills.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { ListView } from '../components/list-view.tsx';
import { RefreshButton } from '../components/refresh-button.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { type AdminNotificationView, useNotifications } from './api/get-notifications.ts';
import { useRetryNotification } from './api/retry-notification.ts';

const PER_PAGE = 20;
const DEFAULTS = { status: '', channel: '' };

const STATUS_TONE: Record<NotificationStatus, string> = {
  queued: 'bg-slate-100 text-ink-secondary',
  sent: 'bg-green-50 text-green-700',
  failed: 'bg-amber-50 text-amber-700',
  dead: 'bg-red-50 text-red-700',
};

/** A message no channel delivered (no provider configured) is not "sent" for whoever reads this list. */
const LOGGED_ONLY_TONE = 'bg-amber-50 text-amber-800';

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** /admin/notifications: the messages the shop sent or tries to send, with why one failed and a retry. */
export function NotificationsPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useListParams(DEFAULTS);
  const status = oneOf(NOTIFICATION_STATUSES, list.values.status);
  const channel = oneOf(NOTIFICATION_CHANNELS, list.values.channel);
  const messages = useNotifications({ status, channel, page: list.page, per_page: PER_PAGE });
  const retry = useRetryNotification();

  const onRetry = (message: AdminNotificationView) =>
    retry.mutate(message.id, {
      onSuccess: () => notify.success(t('notifications.retried', { recipient: message.recipient })),
      onError: (error) => notify.error(`${t('notifications.retryFailed')} ${adminErrorMessage(error)}`),
    });

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('notifications.title')}
        description={t('notifications.description')}
        actions={<RefreshButton onClick={() => void messages.refetch()} busy={messages.isFetching} />}
      />
      <div className="flex flex-col gap-2">
        <FilterPills<'' | NotificationStatus>
          label={t('notifications.filters.status')}
          value={status ?? ''}
          onChange={(value) => list.update({ status: value })}
          options={[
            { value: '', label: t('notifications.all') },
            ...NOTIFICATION_STATUSES.map((s) => ({ value: s, label: t(`notifications.status.${s}`) })),
          ]}
        />
        <FilterPills<'' | NotificationChannel>
          label={t('notifications.filters.channel')}
          value={channel ?? ''}
          onChange={(value) => list.update({ channel: value })}
          options={[
            { value: '', label: t('notifications.allChannels') },
            ...NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: t(`notifications.channel.${c}`) })),
          ]}
        />
      </div>
      <ListView
        query={messages}
        page={messages.data}
        loadFailed={t('notifications.loadFailed')}
        skeletonColumns={6}
        empty={{
          icon: Mail,
          title: t('notifications.empty'),
          filtered: Boolean(status || channel) && {
            title: t('notifications.emptyFiltered'),
            onClear: () => list.update({ status: '', channel: '' }),
            clearLabel: t('notifications.clearFilters'),
          },
        }}
        onPage={(page) => list.update({ page })}
      >
        {(rows) => (
          <AdminTable
            label={t('notifications.tableLabel')}
            columns={[
              { label: t('notifications.columns.message') },
              { label: t('notifications.columns.recipient') },
              { label: t('notifications.columns.status') },
              { label: t('notifications.columns.attempts') },
              { label: t('notifications.columns.date') },
              { label: t('common.actions'), end: true },
            ]}
          >
            {rows.map((m) => (
              <Tr key={m.id}>
                <Td primary>
                  <span className="block font-medium text-ink">
                    {t(`notifications.template.${m.template}`)}
                    {m.order_number ? (
                      <>
                        {' · '}
                        <bdi dir="ltr">{m.order_number}</bdi>
                      </>
                    ) : null}
                  </span>
                  <span className="block text-xs text-ink-secondary">
                    {t(`notifications.channel.${m.channel}`)} · {t(`notifications.language.${m.locale}`)}
                  </span>
                  {m.last_error ? (
                    // A sent message's note (written to the log) is information, not a failure.
                    <span
                      className={`mt-1 block text-xs ${m.status === 'sent' ? 'text-ink-secondary' : 'text-red-700'}`}
                    >
                      <bdi>{translateMessage(m.last_error, locale)}</bdi>
                    </span>
                  ) : null}
                </Td>
                <Td label={t('notifications.columns.recipient')}>
                  {m.channel === 'email' ? (
                    <bdi dir="ltr" className="break-all">
                      {m.recipient}
                    </bdi>
                  ) : (
                    <PhoneNumber phone={m.recipient} />
                  )}
                </Td>
                <Td label={t('notifications.columns.status')}>
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${m.logged_only ? LOGGED_ONLY_TONE : STATUS_TONE[m.status]}`}
                  >
                    {m.logged_only ? t('notifications.loggedOnly') : t(`notifications.status.${m.status}`)}
                  </span>
                </Td>
                <Td label={t('notifications.columns.attempts')}>
                  <bdi>
                    {formatNumber(m.attempts, locale)} / {formatNumber(m.max_attempts, locale)}
                  </bdi>
                </Td>
                <Td label={t('notifications.columns.date')}>
                  {formatDate(m.sent_at ?? m.created_at, locale, { withTime: true })}
                </Td>
                <RowActions>
                  {m.status === 'failed' || m.status === 'dead' ? (
                    <IconButton
                      icon={RotateCcw}
                      tone="primary"
                      label={t('notifications.retryNamed', { recipient: m.recipient })}
                      onClick={() => onRetry(m)}
                      disabled={retry.isPending}
                    />
                  ) : null}
                </RowActions>
              </Tr>
            ))}
          </AdminTable>
        )}
      </ListView>
    </div>
  );
}
