import { Banknote, ShieldCheck, Truck, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { formatMoney, isolate } from '../../lib/format.ts';
import { useShopConfig } from '../../lib/shop-config.ts';

/** A calm hero: what the shop is, the delivery promise, one way in. */
export function HomeHero() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { free_shipping_threshold } = useShopConfig();
  const points = [
    { icon: ShieldCheck, text: t('home.hero.pointOriginal') },
    { icon: Truck, text: t('home.hero.pointDelivery') },
    {
      icon: Wallet,
      text: t('home.hero.pointFree', { amount: isolate(formatMoney(free_shipping_threshold, locale)) }),
    },
    { icon: Banknote, text: t('home.hero.pointCash') },
  ];

  return (
    <section aria-labelledby="home-hero-title" className="bg-gradient-to-b from-primary-tint to-page">
      <div className="page-container grid items-center gap-8 py-10 md:py-14 lg:grid-cols-[1.15fr_1fr] lg:gap-12 lg:py-20">
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-full border border-teal-200 bg-surface px-3 py-1 text-sm font-medium text-primary">
            {t('home.hero.eyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="text-3xl text-ink md:text-4xl lg:text-[2.75rem] lg:leading-[1.3]"
          >
            {t('home.hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-ink-secondary">{t('home.hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/products" className="px-7 text-lg">
              {t('home.hero.cta')}
            </ButtonLink>
            <ButtonLink to="/offers" variant="secondary" className="px-6">
              {t('home.hero.secondary')}
            </ButtonLink>
          </div>
          <ul className="grid w-full gap-3 pt-2 sm:grid-cols-2">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-ink">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface text-primary shadow-card">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-medium md:text-base">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

function HeroIllustration() {
  return (
    <svg viewBox="0 0 400 320" className="mx-auto hidden w-full max-w-md md:block" aria-hidden="true">
      <circle cx="200" cy="165" r="140" fill="#ccfbf1" />
      <circle cx="330" cy="60" r="34" fill="#99f6e4" opacity="0.55" />
      <circle cx="62" cy="92" r="18" fill="#99f6e4" opacity="0.7" />
      <rect x="128" y="78" width="62" height="36" rx="9" fill="#134e4a" />
      <rect x="112" y="106" width="94" height="160" rx="20" fill="#0f766e" />
      <rect x="126" y="148" width="66" height="78" rx="10" fill="#ffffff" />
      <path d="M152 168h14v14h14v14h-14v14h-14v-14h-14v-14h14z" fill="#0f766e" />
      <rect x="224" y="158" width="110" height="28" rx="11" fill="#14b8a6" />
      <rect x="230" y="178" width="98" height="88" rx="18" fill="#ffffff" stroke="#5eead4" strokeWidth="4" />
      <rect x="250" y="206" width="58" height="8" rx="4" fill="#99f6e4" />
      <rect x="258" y="224" width="42" height="8" rx="4" fill="#ccfbf1" />
      <g transform="rotate(-32 96 262)">
        <rect
          x="48"
          y="245"
          width="104"
          height="36"
          rx="18"
          fill="#ffffff"
          stroke="#0f766e"
          strokeWidth="3"
        />
        <path d="M66 245h34v36H66a18 18 0 0 1 0-36z" fill="#0f766e" />
      </g>
      <path d="M318 110h6v10h10v6h-10v10h-6v-10h-10v-6h10z" fill="#0f766e" opacity="0.5" />
      <path d="M70 180h5v8h8v5h-8v8h-5v-8h-8v-5h8z" fill="#0f766e" opacity="0.4" />
    </svg>
  );
}
