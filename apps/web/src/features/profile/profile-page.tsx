import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeading title={t('pages.profile.title')} description={t('pages.profile.description')} />
    </PageShell>
  );
}
