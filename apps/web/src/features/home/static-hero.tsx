import { STATIC_HERO_AUTOPLAY_MS } from '@shop/shared/constants';
import { Headset, Tag, Trophy } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ChevronNext, ChevronPrevious } from '../../components/ui/directional-icons.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

const SWIPE_THRESHOLD_PX = 50;
const TRANSITION_LOCK_MS = 500;

const SLIDES = [
  { key: 'bestsellers', to: '/bestsellers', icon: Trophy, tone: 'from-teal-700 to-teal-900' },
  { key: 'offers', to: '/offers', icon: Tag, tone: 'from-rose-600 to-rose-800' },
  { key: 'pharmacist', to: '/contact', icon: Headset, tone: 'from-sky-700 to-teal-800' },
] as const;

/** Decorative particles: fixed positions so the layout is identical on every load. */
const PARTICLES = [
  'top-6 start-[8%] size-3',
  'top-1/3 start-[45%] size-2',
  'bottom-8 start-[20%] size-4',
  'top-10 end-[12%] size-5',
  'bottom-6 end-[30%] size-2',
  'top-1/2 end-[5%] size-3',
];

/**
 * The second hero: three messages rotating every 7 s, with arrows, dots, a 50 px swipe, the arrow keys,
 * and a pause while hovered, focused or in a hidden tab. Mirrored in Arabic.
 */
export function StaticHero() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const rtl = locale === 'ar';
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  const locked = useRef(false);
  const startX = useRef<number | null>(null);

  const move = useCallback((delta: number) => {
    if (locked.current) return;
    locked.current = true;
    window.setTimeout(() => {
      locked.current = false;
    }, TRANSITION_LOCK_MS);
    setIndex((current) => (current + delta + SLIDES.length) % SLIDES.length);
  }, []);

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const paused = hovered || focused || hidden;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the 7 s wait
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => move(1), STATIC_HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [paused, index, move]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    // The arrow that points forward in the reading direction goes to the next slide.
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    move(event.key === forward ? 1 : -1);
  };
  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX) return;
    // Swiping towards the start of the line shows the next slide (left in English, right in Arabic).
    const towardsStart = rtl ? dx > 0 : dx < 0;
    move(towardsStart ? 1 : -1);
  };

  return (
    <section
      aria-roledescription={t('hero.carousel')}
      aria-labelledby="static-hero-title"
      className="page-container py-8 md:py-12"
    >
      <h2 id="static-hero-title" className="sr-only">
        {t('staticHero.label')}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: swipe and arrow keys add to the buttons below */}
      <div
        className="relative min-h-72 touch-pan-y overflow-hidden rounded-card text-white shadow-card select-none md:min-h-64"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          startX.current = null;
        }}
      >
        {SLIDES.map((slide, i) => {
          const Icon = slide.icon;
          const active = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group with a role description (APG carousel)
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t('hero.slide')}
              aria-label={t('hero.slideOf', { index: i + 1, total: SLIDES.length })}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 flex bg-gradient-to-br ${slide.tone} transition-opacity duration-500 motion-reduce:transition-none ${
                active ? 'opacity-100' : 'pointer-events-none opacity-0'
              }`}
            >
              <div aria-hidden="true" className="pointer-events-none absolute inset-0">
                {PARTICLES.map((p) => (
                  <span
                    key={p}
                    className={`absolute rounded-full bg-white/20 motion-safe:animate-pulse ${p}`}
                  />
                ))}
              </div>
              <div className="relative flex w-full flex-col justify-center gap-3 px-6 py-8 pb-16 md:flex-row md:items-center md:justify-between md:gap-8 md:px-16">
                <div className="flex max-w-2xl flex-col gap-2">
                  <h3 className="text-2xl text-white md:text-3xl">{t(`staticHero.${slide.key}.title`)}</h3>
                  <p className="text-white/90">{t(`staticHero.${slide.key}.text`)}</p>
                </div>
                <div className="flex items-center gap-4">
                  <Icon
                    aria-hidden="true"
                    className="hidden size-16 text-white/80 lg:block"
                    strokeWidth={1.5}
                  />
                  <ButtonLink to={slide.to} variant="secondary" className="border-white px-6">
                    {t(`staticHero.${slide.key}.cta`)}
                  </ButtonLink>
                </div>
              </div>
            </div>
          );
        })}

        <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-1">
          <button
            type="button"
            onClick={() => move(-1)}
            aria-label={t('hero.previous')}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/15"
          >
            <ChevronPrevious aria-hidden="true" className="size-5" />
          </button>
          {SLIDES.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              onClick={() => {
                if (i !== index) move(i - index);
              }}
              aria-label={t('hero.goTo', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2 bg-white/50 group-hover:bg-white/80'}`}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => move(1)}
            aria-label={t('hero.next')}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/15"
          >
            <ChevronNext aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
