import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

export function OffersPage() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeading title={t('pages.offers.title')} description={t('pages.offers.description')} />
    </PageShell>
  );
}
