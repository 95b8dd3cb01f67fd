import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeading title={t('pages.register.title')} description={t('pages.register.description')} />
    </PageShell>
  );
}
