import { Ban, CheckCircle2, Repeat, Wallet } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useReturnWithin } from '../../lib/shop-config.ts';
import { InfoCard } from './info-card.tsx';

/** The return window (the shop's setting); what is accepted and what is not (spec section 5); the RMA steps; refunds and exchanges. */
export function ReturnsContent() {
  const { t } = useTranslation('info');
  const eligible = Object.values(t('returns.eligible', { returnObjects: true, ...useReturnWithin() }));
  const excluded = Object.values(t('returns.excluded', { returnObjects: true }));
  const steps = Object.values(t('returns.steps', { returnObjects: true }));
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard
          title={t('returns.eligibleTitle')}
          icon={<CheckCircle2 aria-hidden="true" className="size-5" />}
        >
          <ul className="flex flex-col gap-2">
            {eligible.map((item) => (
              <li key={item} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard title={t('returns.excludedTitle')} icon={<Ban aria-hidden="true" className="size-5" />}>
          <ul className="flex flex-col gap-2">
            {excluded.map((item) => (
              <li key={item} className="flex gap-2">
                <Ban aria-hidden="true" className="mt-1 size-4 shrink-0 text-danger" />
                {item}
              </li>
            ))}
          </ul>
        </InfoCard>
      </div>

      <section aria-labelledby="rma-title" className="flex flex-col gap-4">
        <h2 id="rma-title" className="text-xl text-ink md:text-2xl">
          {t('returns.stepsTitle')}
        </h2>
        <ol className="grid gap-3 md:grid-cols-5">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-3 rounded-card border border-line bg-surface p-4 md:flex-col"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="font-bold text-ink">{step.title}</h3>
                <p className="text-sm text-ink-secondary">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard title={t('returns.refundTitle')} icon={<Wallet aria-hidden="true" className="size-5" />}>
          <p>{t('returns.refund')}</p>
        </InfoCard>
        <InfoCard title={t('returns.exchangeTitle')} icon={<Repeat aria-hidden="true" className="size-5" />}>
          <p>{t('returns.exchange')}</p>
        </InfoCard>
      </div>
      <div>
        <ButtonLink to="/contact">{t('contact.title')}</ButtonLink>
      </div>
    </div>
  );
}
