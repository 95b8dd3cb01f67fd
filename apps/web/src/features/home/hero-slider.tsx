import { HERO_AUTOPLAY_MS } from '@shop/shared/constants';
import { Award, Banknote, Pause, Play, ShieldCheck, Tag, Truck, Wallet } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ChevronNext, ChevronPrevious } from '../../components/ui/directional-icons.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatMoney, formatNumber, isolate } from '../../lib/format.ts';
import { useShopConfig } from '../../lib/shop-config.ts';
import { useBestLivePercent } from './api/get-active-discounts.ts';

const SWIPE_THRESHOLD_PX = 50;
const DRAG_THRESHOLD_PX = 10;
const TRANSITION_LOCK_MS = 500;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The home slider: three slides (the shop, the offers, delivery) with dots, arrows, a progress bar and autoplay
 * every 5 s that pauses on hover, keyboard focus, a hidden tab or the pause button; swipe or drag (10 px to start
 * a drag, 50 px to change slide, 500 ms between changes) and the arrow keys; mirrored in Arabic.
 *
 * Written without a carousel library: it is the first thing the shopper sees, and Embla (8 KB gzipped) would not
 * fit the 150 KB first-load budget. The bestsellers carousel further down, loaded lazily, uses Embla.
 */
export function HeroSlider() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const rtl = locale === 'ar';
  const { free_shipping_threshold } = useShopConfig();
  const freeFrom = isolate(formatMoney(free_shipping_threshold, locale));
  const bestPercent = useBestLivePercent();

  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  const [drag, setDrag] = useState(0);
  const dragStart = useRef<number | null>(null);
  const dragged = useRef(false);
  const locked = useRef(false);
  const barRef = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const paused = userPaused || hovered || focused || hidden || drag !== 0;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  const slides: { key: string; tone: string; content: ReactNode }[] = [
    {
      key: 'brand',
      tone: 'from-teal-50 via-primary-tint to-white',
      content: (
        <SlideLayout
          eyebrow={
            <span className="inline-flex items-center gap-1.5">
              <Award aria-hidden="true" className="size-4" />
              {t('hero.brand.label')}
            </span>
          }
          title={t('hero.brand.title')}
          text={t('hero.brand.text')}
          cta={t('hero.brand.cta')}
          to="/products"
          extra={
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink">
              <span className="inline-flex items-center gap-1.5 font-medium">
                <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
                {t('hero.brand.original')}
              </span>
              {/* Facts only: the shop has no reviews, so no star rating is shown. */}
              <span className="inline-flex items-center gap-1.5 font-medium">
                <Banknote aria-hidden="true" className="size-5 text-primary" />
                {t('hero.brand.cash')}
              </span>
            </div>
          }
          visual={
            <div className="flex size-56 items-center justify-center rounded-full bg-teal-100 text-primary shadow-card lg:size-64">
              <ShieldCheck aria-hidden="true" className="size-28" strokeWidth={1.5} />
            </div>
          }
        />
      ),
    },
    {
      key: 'offers',
      tone: 'from-rose-50 via-white to-primary-tint',
      content: (
        <SlideLayout
          eyebrow={
            <span className="inline-flex items-center gap-1.5 text-accent">
              <Tag aria-hidden="true" className="size-4" />
              {t('hero.offers.label')}
            </span>
          }
          title={
            bestPercent > 0
              ? t('hero.offers.title', { percent: isolate(`${formatNumber(bestPercent, locale)}%`) })
              : t('hero.offers.titlePlain')
          }
          text={t('hero.offers.text', { amount: freeFrom })}
          cta={t('hero.offers.cta')}
          to="/products?discount=true"
          visual={
            <div className="relative flex size-56 items-center justify-center rounded-full bg-accent text-white shadow-card lg:size-64">
              {bestPercent > 0 ? (
                <span className="text-6xl font-bold" dir="ltr">
                  -{bestPercent}%
                </span>
              ) : (
                <Tag aria-hidden="true" className="size-24" strokeWidth={1.5} />
              )}
              <span className="absolute -top-2 end-2 rounded-full bg-white px-3 py-1 text-sm font-bold text-accent shadow-card">
                {t('hero.offers.badge')}
              </span>
            </div>
          }
        />
      ),
    },
    {
      key: 'delivery',
      tone: 'from-sky-50 via-white to-primary-tint',
      content: (
        <SlideLayout
          eyebrow={
            <span className="inline-flex items-center gap-1.5">
              <Truck aria-hidden="true" className="size-4" />
              {t('hero.delivery.label')}
            </span>
          }
          title={t('hero.delivery.title')}
          text={t('hero.delivery.text')}
          cta={t('hero.delivery.cta')}
          to="/products"
          extra={
            <ul className="grid gap-2 text-sm font-medium text-ink sm:grid-cols-3">
              {[
                { icon: Truck, text: t('hero.delivery.point1') },
                { icon: ShieldCheck, text: t('hero.delivery.point2') },
                { icon: Wallet, text: t('hero.delivery.point3', { amount: freeFrom }) },
              ].map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {text}
                </li>
              ))}
            </ul>
          }
          visual={
            <div className="flex size-56 items-center justify-center rounded-full bg-primary text-white shadow-card lg:size-64">
              <Truck aria-hidden="true" className="size-28 rtl:-scale-x-100" strokeWidth={1.5} />
            </div>
          }
        />
      ),
    },
  ];

  const count = slides.length;
  const move = useCallback(
    (delta: number, force = false) => {
      if (locked.current && !force) return;
      locked.current = true;
      window.setTimeout(() => {
        locked.current = false;
      }, TRANSITION_LOCK_MS);
      setIndex((current) => (current + delta + count) % count);
    },
    [count],
  );

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // The progress bar is the timer: it fills in 5 s, pauses with the slider, and its end moves to the next slide.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the bar
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof bar.animate !== 'function') return;
    const run = bar.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: HERO_AUTOPLAY_MS,
      easing: 'linear',
      fill: 'forwards',
    });
    run.onfinish = () => move(1, true);
    if (pausedRef.current) run.pause();
    animation.current = run;
    return () => run.cancel();
  }, [index, move]);

  useEffect(() => {
    if (paused) animation.current?.pause();
    else animation.current?.play();
  }, [paused]);

  const go = (delta: number) => move(delta);
  const goTo = (target: number) => {
    if (target !== index) move(target - index, true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    // The arrow pointing forward in the reading direction shows the next slide.
    move(event.key === (rtl ? 'ArrowLeft' : 'ArrowRight') ? 1 : -1);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    dragStart.current = event.clientX;
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const dx = event.clientX - dragStart.current;
    if (!dragged.current && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
    if (!dragged.current) {
      dragged.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setDrag(dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const dx = event.clientX - dragStart.current;
    dragStart.current = null;
    setDrag(0);
    if (!dragged.current || Math.abs(dx) < SWIPE_THRESHOLD_PX) return;
    // Dragging towards the start of the line brings the next slide (left in English, right in Arabic).
    move((rtl ? dx > 0 : dx < 0) ? 1 : -1);
  };

  const offset = `calc(${rtl ? index * 100 : -index * 100}% + ${drag}px)`;
  const arrow =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-card hover:bg-white hover:text-primary md:inline-flex';

  return (
    <section
      aria-roledescription={t('hero.carousel')}
      aria-label={t('hero.label')}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus pauses (WCAG 2.2.2); a tap or click on a control does not.
        if ((event.target as HTMLElement).matches(':focus-visible')) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        className="touch-pan-y overflow-hidden select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          // A drag that ends on a link is not a click.
          if (dragged.current) {
            event.preventDefault();
            event.stopPropagation();
            dragged.current = false;
          }
        }}
      >
        <div
          className={`flex ${drag !== 0 ? '' : 'transition-transform duration-500 ease-out motion-reduce:transition-none'}`}
          style={{ transform: `translateX(${offset})` }}
        >
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group with a role description (APG carousel)
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t('hero.slide')}
              aria-label={t('hero.slideOf', { index: i + 1, total: count })}
              aria-hidden={i !== index}
              inert={i !== index}
              className={`min-w-0 shrink-0 grow-0 basis-full bg-gradient-to-br ${slide.tone}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>

      <button
        type="button"
        onClick={() => go(-1)}
        aria-label={t('hero.previous')}
        className={`${arrow} start-4`}
      >
        <ChevronPrevious aria-hidden="true" className="size-6" />
      </button>
      <button type="button" onClick={() => go(1)} aria-label={t('hero.next')} className={`${arrow} end-4`}>
        <ChevronNext aria-hidden="true" className="size-6" />
      </button>

      <div className="page-container relative -mt-14 flex items-center justify-center gap-2 pb-4">
        <button
          type="button"
          onClick={() => setUserPaused((value) => !value)}
          aria-label={userPaused ? t('hero.play') : t('hero.pause')}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-secondary hover:bg-white/80 hover:text-primary"
        >
          {userPaused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
        {slides.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            onClick={() => goTo(i)}
            aria-label={t('hero.goTo', { index: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            className="group inline-flex size-11 items-center justify-center"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${
                i === index ? 'w-7 bg-primary' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'
              }`}
            />
          </button>
        ))}
      </div>
      <div className="h-1 w-full bg-slate-200" aria-hidden="true">
        <div
          ref={barRef}
          className="h-full bg-primary"
          style={{ transform: 'scaleX(0)', transformOrigin: rtl ? 'right' : 'left' }}
        />
      </div>
    </section>
  );
}

interface SlideLayoutProps {
  eyebrow: ReactNode;
  title: string;
  text: string;
  cta: string;
  to: string;
  extra?: ReactNode;
  visual: ReactNode;
}

function SlideLayout({ eyebrow, title, text, cta, to, extra, visual }: SlideLayoutProps) {
  return (
    <div className="page-container grid min-h-[30rem] items-center gap-6 pt-8 pb-20 md:min-h-[26rem] md:grid-cols-[1.3fr_1fr] md:pt-10 lg:min-h-[28rem] lg:px-20">
      <div className="flex flex-col items-start gap-4">
        <p className="rounded-full border border-teal-200 bg-white px-3 py-1 text-sm font-medium text-primary">
          {eyebrow}
        </p>
        <h2 className="text-3xl text-ink md:text-4xl lg:text-[2.6rem] lg:leading-[1.3]">{title}</h2>
        <p className="max-w-xl text-base text-ink-secondary md:text-lg">{text}</p>
        {extra}
        <ButtonLink to={to} className="px-7 text-lg">
          {cta}
        </ButtonLink>
      </div>
      <div className="hidden items-center justify-center md:flex">{visual}</div>
    </div>
  );
}
