import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeading title={t('pages.forgotPassword.title')} />
    </PageShell>
  );
}
