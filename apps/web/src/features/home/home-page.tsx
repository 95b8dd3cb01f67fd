import { lazy } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { FeaturesStrip } from './features-strip.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { LazySection } from './lazy-section.tsx';

// Everything under the hero and the features strip loads when the shopper scrolls near it.
const DiscountBanner = lazy(() =>
  import('./discount-banner.tsx').then((m) => ({ default: m.DiscountBanner })),
);
const BestsellersCarousel = lazy(() =>
  import('./bestsellers-carousel.tsx').then((m) => ({ default: m.BestsellersCarousel })),
);
const CategoryGrid = lazy(() => import('./category-grid.tsx').then((m) => ({ default: m.CategoryGrid })));
const StaticHero = lazy(() => import('./static-hero.tsx').then((m) => ({ default: m.StaticHero })));
const OfferCountdown = lazy(() =>
  import('./offer-countdown.tsx').then((m) => ({ default: m.OfferCountdown })),
);
const ProductSection = lazy(() =>
  import('./product-section.tsx').then((m) => ({ default: m.ProductSection })),
);
const WhyChooseUs = lazy(() => import('./why-choose-us.tsx').then((m) => ({ default: m.WhyChooseUs })));
const NewsletterSignup = lazy(() =>
  import('./newsletter-signup.tsx').then((m) => ({ default: m.NewsletterSignup })),
);

/**
 * Home: the hero slider and the features strip first; then the discount banner, bestsellers, categories,
 * the second hero, the offer countdown, the latest, featured and discounted grids, why us, the newsletter.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle();
  return (
    <>
      <h1 className="sr-only">{t('title')}</h1>
      <HeroSlider />
      <FeaturesStrip />
      <LazySection height={{ phone: '27.5rem', desktop: '17.5rem' }}>
        <DiscountBanner />
      </LazySection>
      <LazySection height={{ phone: '48rem', desktop: '47rem' }}>
        <BestsellersCarousel />
      </LazySection>
      <LazySection height={{ phone: '63rem', desktop: '30rem' }}>
        <CategoryGrid />
      </LazySection>
      <LazySection height={{ phone: '22rem', desktop: '22rem' }}>
        <StaticHero />
      </LazySection>
      <LazySection height={{ phone: '27.5rem', desktop: '18.5rem' }}>
        <OfferCountdown />
      </LazySection>
      <LazySection height={{ phone: '114rem', desktop: '77rem' }}>
        <ProductSection list="latest" />
      </LazySection>
      <LazySection height={{ phone: '114rem', desktop: '77rem' }}>
        <ProductSection list="featured" />
      </LazySection>
      <LazySection height={{ phone: '114rem', desktop: '77rem' }}>
        <ProductSection list="discounted" />
      </LazySection>
      <LazySection height={{ phone: '60rem', desktop: '28rem' }}>
        <WhyChooseUs />
      </LazySection>
      <LazySection height={{ phone: '25rem', desktop: '17rem' }}>
        <NewsletterSignup />
      </LazySection>
    </>
  );
}
