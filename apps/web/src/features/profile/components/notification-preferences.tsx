import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@shop/shared/notifications';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';

/** Which channels the customer hears about their orders on: e-mail, SMS, WhatsApp. */
export function NotificationPreferences() {
  const { t } = useTranslation('profile');
  const prefs = useNotificationPreferences();
  if (prefs.isPending) return <Skeleton className="h-40 w-full rounded-card" />;
  if (prefs.isError)
    return (
      <ErrorState
        compact
        message={t('notifications.loadFailed')}
        detail={errorMessage(prefs.error)}
        onRetry={() => void prefs.refetch()}
        retrying={prefs.isFetching}
      />
    );
  return <PreferencesForm key={prefs.dataUpdatedAt} initial={prefs.data.order_updates} />;
}

function PreferencesForm({ initial }: { initial: NotificationChannel[] }) {
  const { t } = useTranslation('profile');
  const [chosen, setChosen] = useState<NotificationChannel[]>(initial);
  const save = useUpdateNotificationPreferences();
  const toggle = (channel: NotificationChannel, on: boolean) =>
    setChosen((current) =>
      on
        ? NOTIFICATION_CHANNELS.filter((c) => c === channel || current.includes(c))
        : current.filter((c) => c !== channel),
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { order_updates: chosen },
      {
        onSuccess: () => notify.success(t('notifications.saved')),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="rounded-card border border-line bg-surface p-4 md:p-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-bold text-ink">{t('notifications.title')}</legend>
        <p className="text-sm text-ink-secondary">{t('notifications.description')}</p>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label key={channel} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={chosen.includes(channel)}
              onChange={(e) => toggle(channel, e.target.checked)}
            />
            <span>
              <span className="block font-medium">{t(`notifications.channels.${channel}`)}</span>
              <span className="block text-xs text-ink-secondary">{t(`notifications.hints.${channel}`)}</span>
            </span>
          </label>
        ))}
        {chosen.length === 0 ? <p className="text-sm text-amber-700">{t('notifications.none')}</p> : null}
      </fieldset>
      <Button type="submit" className="mt-4" busy={save.isPending}>
        {t('notifications.save')}
      </Button>
    </form>
  );
}
