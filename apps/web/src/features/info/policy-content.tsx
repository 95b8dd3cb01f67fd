import { useTranslation } from '../../i18n/use-translation.ts';
import { useShopConfig } from '../../lib/shop-config.ts';
import { InfoCard } from './info-card.tsx';

interface Section {
  title: string;
  paragraphs?: Record<string, string>;
  items?: Record<string, string>;
}

/** The privacy policy and the terms of service: numbered sections of paragraphs and lists. */
export function PolicyContent({ topic }: { topic: 'privacy' | 'terms' }) {
  const { t } = useTranslation('info');
  const { email } = useShopConfig().contact;
  const sections = Object.values(
    t(`${topic}.sections`, { returnObjects: true, email }) as Record<string, Section>,
  );
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      {sections.map((section, index) => (
        <InfoCard key={section.title} title={`${index + 1}. ${section.title}`}>
          {Object.values(section.paragraphs ?? {}).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul className="flex list-disc flex-col gap-1.5 ps-5">
              {Object.values(section.items).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </InfoCard>
      ))}
    </div>
  );
}
