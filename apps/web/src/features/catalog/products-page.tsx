import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

export function ProductsPage() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeading title={t('pages.products.title')} description={t('pages.products.description')} />
    </PageShell>
  );
}
