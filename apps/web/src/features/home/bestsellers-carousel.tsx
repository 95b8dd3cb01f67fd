import { SLIDER_AUTOPLAY_MS } from '@shop/shared/constants';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { ProductCard } from '../../components/product/product-card.tsx';
import { ProductCardSkeleton } from '../../components/product/product-card-skeleton.tsx';
import { ChevronNext, ChevronPrevious } from '../../components/ui/directional-icons.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useHomeProducts } from './api/get-home-products.ts';
import { SectionHeader } from './section-header.tsx';

/**
 * Bestsellers in a carousel: 1 card per view on phones (with the next one peeking, so it reads as swipeable),
 * 2 from 768 px, 4 from 1024 px; autoplay (paused on hover and focus), loop, swipe, mirrored in Arabic.
 */
export function BestsellersCarousel() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch, isFetching } = useHomeProducts('bestsellers');

  return (
    <section
      aria-roledescription={t('hero.carousel')}
      aria-labelledby="home-bestsellers-title"
      className="page-container py-8 md:py-12"
    >
      <SectionHeader
        id="home-bestsellers-title"
        title={t('bestsellers.title')}
        subtitle={t('bestsellers.subtitle')}
        link={{ to: '/bestsellers', label: t('bestsellers.viewAll') }}
      />
      {isPending ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <ProductCardSkeleton
              key={i}
              className={i === 0 ? '' : i === 1 ? 'hidden md:flex' : 'hidden lg:flex'}
            />
          ))}
        </div>
      ) : isError ? (
        <ErrorState message={t('bestsellers.error')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? null : (
        <ProductCarousel products={data} />
      )}
    </section>
  );
}

function ProductCarousel({
  products,
}: {
  products: NonNullable<ReturnType<typeof useHomeProducts>['data']>;
}) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const plugins = useMemo(
    () => [Autoplay({ delay: SLIDER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true })],
    [],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, align: 'start', direction: locale === 'ar' ? 'rtl' : 'ltr' },
    plugins,
  );
  const [canScroll, setCanScroll] = useState(true);

  useEffect(() => {
    if (!embla) return;
    const update = () => setCanScroll(embla.scrollSnapList().length > 1);
    update();
    embla.on('reInit', update);
    return () => {
      embla.off('reInit', update);
    };
  }, [embla]);

  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink hover:border-primary hover:text-primary disabled:opacity-40';

  return (
    <div className="flex flex-col gap-3">
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ms-4 flex touch-pan-y">
          {products.map((product, index) => (
            <li
              key={product.id}
              aria-roledescription={t('hero.slide')}
              aria-label={t('hero.slideOf', { index: index + 1, total: products.length })}
              className="min-w-0 shrink-0 grow-0 basis-[82%] ps-4 sm:basis-[60%] md:basis-1/2 lg:basis-1/4"
            >
              <ProductCard
                product={product}
                showDescription={false}
                imageSizes="(min-width: 1024px) 300px, (min-width: 768px) 50vw, 80vw"
              />
            </li>
          ))}
        </ul>
      </div>
      {canScroll ? (
        <div className="flex justify-center gap-2">
          <button
            type="button"
            onClick={() => embla?.scrollPrev()}
            aria-label={t('hero.previous')}
            className={arrow}
          >
            <ChevronPrevious aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
            aria-label={t('hero.next')}
            className={arrow}
          >
            <ChevronNext aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
