import { BadgeCheck, Banknote, Gift, RotateCcw, Stethoscope, Truck } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';

const ITEMS = [
  { key: 'pharmacists', icon: Stethoscope },
  { key: 'original', icon: BadgeCheck },
  { key: 'delivery', icon: Truck },
  { key: 'cash', icon: Banknote },
  { key: 'returns', icon: RotateCcw },
  { key: 'points', icon: Gift },
] as const;

/** Why shop here: six plain promises that match the shop's policies. */
export function WhyChooseUs() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="why-title" className="bg-surface py-10 md:py-14">
      <div className="page-container">
        <div className="mb-6 max-w-2xl">
          <h2 id="why-title" className="text-2xl text-ink">
            {t('why.title')}
          </h2>
          <p className="text-ink-secondary">{t('why.subtitle')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ITEMS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4 rounded-card border border-line bg-page p-5">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-bold text-ink">{t(`why.${key}.title`)}</h3>
                <p className="text-sm text-ink-secondary">{t(`why.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
