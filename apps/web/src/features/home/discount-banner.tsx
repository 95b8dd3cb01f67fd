import { Tag } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useActiveDiscounts } from './api/get-active-discounts.ts';
import { CountdownBoxes } from './countdown-boxes.tsx';

/**
 * The first live discount (the one ending soonest) with a live countdown to its end. Nothing is shown when
 * there is none or when the call fails (spec: that failure is silent); its space is kept while it loads.
 */
export function DiscountBanner() {
  const { t } = useTranslation('home');
  const { data, isPending } = useActiveDiscounts();
  // Hold the banner's place while it loads, so the sections under it do not jump (or load early).
  if (isPending) return <div aria-hidden="true" className="min-h-60" />;
  const discount = data?.find((d) => Date.parse(d.ends_at) > Date.now());
  if (!discount) return null;
  return (
    <section aria-labelledby="discount-banner-title" className="page-container pt-8 md:pt-12">
      <div className="flex flex-col gap-5 overflow-hidden rounded-card bg-gradient-to-br from-rose-600 to-rose-700 p-6 text-white shadow-card md:flex-row md:items-center md:justify-between md:p-8">
        <div className="flex max-w-xl flex-col gap-2">
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
            <Tag aria-hidden="true" className="size-4" />
            {t('discountBanner.label')}
          </p>
          <h2 id="discount-banner-title" className="text-2xl text-white md:text-3xl">
            {discount.name}
          </h2>
          {discount.description ? <p className="text-white/90">{discount.description}</p> : null}
        </div>
        <div className="flex flex-col items-start gap-4 md:items-end">
          <div className="flex flex-col gap-1.5">
            <span className="text-sm text-white/90">{t('discountBanner.endsIn')}</span>
            <CountdownBoxes
              end={Date.parse(discount.ends_at)}
              units={['days', 'hours', 'minutes', 'seconds']}
            />
          </div>
          <ButtonLink to="/products?discount=true" variant="secondary" className="border-white px-6">
            {t('discountBanner.cta')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
