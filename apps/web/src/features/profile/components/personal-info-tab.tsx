import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useProfile } from '../api/get-profile.ts';
import { EmailSection } from './email-section.tsx';
import { NotificationPreferences } from './notification-preferences.tsx';
import { PhoneSection } from './phone-section.tsx';
import { ProfileForm } from './profile-form.tsx';

/** Personal info: the e-mail (changed through its own confirmed flow) and the editable details. */
export function PersonalInfoTab() {
  const { t } = useTranslation('profile');
  const profile = useProfile();

  if (profile.isPending) return <PersonalInfoSkeleton />;
  if (profile.isError)
    return (
      <ErrorState
        message={t('info.loadFailed')}
        detail={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <EmailSection user={profile.data} />
      <PhoneSection user={profile.data} />
      {/* Keyed by the record's version: a saved or refreshed profile resets the form to what the server holds. */}
      <ProfileForm key={profile.data.updated_at} user={profile.data} />
      <NotificationPreferences />
    </div>
  );
}

function PersonalInfoSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Skeleton className="h-24 w-full rounded-card" />
      <div className="grid gap-5 rounded-card border border-line bg-surface p-5 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
