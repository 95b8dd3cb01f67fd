import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

export function ProductPage() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeading
        title={t('pages.product.title')}
        trail={[{ label: t('nav.products'), to: '/products' }]}
        description={t('pages.product.description')}
      />
    </PageShell>
  );
}
