import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeading
        title={t('pages.checkout.title')}
        trail={[{ label: t('nav.cart'), to: '/cart' }]}
        description={t('pages.checkout.description')}
      />
    </PageShell>
  );
}
