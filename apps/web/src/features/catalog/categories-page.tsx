import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

export function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeading title={t('pages.categories.title')} description={t('pages.categories.description')} />
    </PageShell>
  );
}
