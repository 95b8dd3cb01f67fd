import { BadgeCheck, HeartHandshake, ReceiptText, Stethoscope } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { InfoCard } from './info-card.tsx';

const VALUE_ICONS = [BadgeCheck, Stethoscope, ReceiptText, HeartHandshake];

export function AboutContent() {
  const { t } = useTranslation('info');
  const story = Object.values(t('about.story', { returnObjects: true }));
  const values = Object.values(t('about.values', { returnObjects: true }));
  return (
    <div className="flex flex-col gap-6">
      <InfoCard title={t('about.storyTitle')}>
        {story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </InfoCard>
      <section aria-labelledby="values-title" className="flex flex-col gap-4">
        <h2 id="values-title" className="text-xl text-ink md:text-2xl">
          {t('about.valuesTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {values.map((value, index) => {
            const Icon = VALUE_ICONS[index % VALUE_ICONS.length] ?? BadgeCheck;
            return (
              <li key={value.title} className="flex gap-4 rounded-card border border-line bg-surface p-5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-bold text-ink">{value.title}</h3>
                  <p className="text-sm text-ink-secondary">{value.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="flex flex-col items-start gap-3 rounded-card bg-primary-tint p-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-xl text-ink">{t('about.ctaTitle')}</h2>
          <p className="text-ink-secondary">{t('about.ctaText')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/products">{t('about.ctaProducts')}</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            {t('about.ctaContact')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
