import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useReturnWithin } from '../../lib/shop-config.ts';
import { AboutContent } from './about-content.tsx';
import { ContactContent } from './contact-content.tsx';
import { FaqContent } from './faq-content.tsx';
import { PolicyContent } from './policy-content.tsx';
import { ReturnsContent } from './returns-content.tsx';
import { ShoppingInfoContent } from './shopping-info-content.tsx';

export type InfoTopic = 'contact' | 'about' | 'info' | 'faq' | 'privacy' | 'terms' | 'returns';

interface InfoPageProps {
  topic: InfoTopic;
}

/** The information and policy pages: breadcrumb, heading, and the page's content. */
export function InfoPage({ topic }: InfoPageProps) {
  const { t } = useTranslation('info');
  // The return policy's description quotes the shop's return window.
  const within = useReturnWithin();
  return (
    <PageShell>
      <PageHeading title={t(`${topic}.title`)} description={t(`${topic}.description`, within)} />
      {topic === 'about' ? <AboutContent /> : null}
      {topic === 'contact' ? <ContactContent /> : null}
      {topic === 'info' ? <ShoppingInfoContent /> : null}
      {topic === 'faq' ? <FaqContent /> : null}
      {topic === 'privacy' || topic === 'terms' ? <PolicyContent topic={topic} /> : null}
      {topic === 'returns' ? <ReturnsContent /> : null}
    </PageShell>
  );
}
