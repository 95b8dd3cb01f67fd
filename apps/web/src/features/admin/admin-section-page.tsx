import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { AdminSection } from './admin-sections.ts';

interface AdminSectionPageProps {
  section: AdminSection | 'notFound';
}

/** A back-office area's heading and purpose; the admin issues build the tables and forms inside. */
export function AdminSectionPage({ section }: AdminSectionPageProps) {
  const { t } = useTranslation();
  const title = section === 'notFound' ? t('notFound.title') : t(`admin.nav.${section}`);
  useDocumentTitle(`${title} · ${t('admin.title')}`);
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl text-ink">{title}</h1>
      <p className="max-w-3xl text-ink-secondary">{t(`admin.pages.${section}`)}</p>
    </div>
  );
}
