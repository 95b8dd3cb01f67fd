import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../components/layout/contact-details.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';

export type InfoTopic = 'contact' | 'about' | 'info' | 'faq' | 'privacy' | 'terms' | 'returns';

interface InfoPageProps {
  topic: InfoTopic;
}

/** The information and policy pages: heading, breadcrumb and what the page is about. */
export function InfoPage({ topic }: InfoPageProps) {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeading title={t(`pages.${topic}.title`)} description={t(`pages.${topic}.description`)} />
      {topic === 'contact' ? (
        <div className="max-w-md rounded-card border border-line bg-surface p-5">
          <ContactDetails />
        </div>
      ) : null}
    </PageShell>
  );
}
