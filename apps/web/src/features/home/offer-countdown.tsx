import { OFFER_COUNTDOWN_DAYS } from '@shop/shared/constants';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber, isolate } from '../../lib/format.ts';
import { useBestLivePercent } from './api/get-active-discounts.ts';
import { CountdownBoxes } from './countdown-boxes.tsx';

/** The season's offers band: a countdown of 14 days from when the page opened (spec), days:hours:minutes. */
export function OfferCountdown() {
  const { t } = useTranslation('home');
  const [end] = useState(() => Date.now() + OFFER_COUNTDOWN_DAYS * 24 * 60 * 60 * 1000);
  const locale = useLocale();
  const bestPercent = useBestLivePercent();
  return (
    <section aria-labelledby="offer-countdown-title" className="page-container py-8 md:py-12">
      <div className="grid items-center gap-5 rounded-card bg-gradient-to-br from-teal-700 to-teal-900 p-6 text-white shadow-card md:grid-cols-[1fr_auto] md:p-8">
        <div className="flex flex-col gap-2">
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
            <Timer aria-hidden="true" className="size-4" />
            {t('offerCountdown.label')}
          </p>
          <h2 id="offer-countdown-title" className="text-2xl text-white md:text-3xl">
            {bestPercent > 0
              ? t('offerCountdown.title', { percent: isolate(`${formatNumber(bestPercent, locale)}%`) })
              : t('offerCountdown.titlePlain')}
          </h2>
          <p className="text-white/90">{t('offerCountdown.text')}</p>
        </div>
        <div className="flex flex-col items-start gap-4 md:items-end">
          <CountdownBoxes end={end} units={['days', 'hours', 'minutes']} />
          <ButtonLink to="/offers" variant="secondary" className="border-white px-6">
            {t('offerCountdown.cta')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
