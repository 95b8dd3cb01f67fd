import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <PageShell className="py-16">
      <EmptyState
        titleAs="h1"
        icon={<SearchX aria-hidden="true" className="size-6" />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={<ButtonLink to="/">{t('notFound.home')}</ButtonLink>}
      />
    </PageShell>
  );
}
