import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

export function PointsPage() {
  const { t } = useTranslation('points');
  return (
    <PageShell>
      <PageHeading title={t('title')} description={t('description')} />
    </PageShell>
  );
}
