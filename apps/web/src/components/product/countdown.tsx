import { formatNumber } from '../../lib/format.ts';
import { useCountdown } from './use-countdown.ts';
import { useProductStrings } from './use-product-strings.ts';

type Unit = 'days' | 'hours' | 'minutes' | 'seconds';

interface CountdownProps {
  /** The end, as an ISO date-time or milliseconds since the epoch. */
  endsAt: string | number;
  /** Which boxes to show; the last one sets how often it ticks. */
  units?: Unit[];
  /** `boxes`: large tiles (banners); `inline`: one short line (cards, product page). */
  appearance?: 'boxes' | 'inline';
  /** For the boxes on a dark or coloured background. */
  inverted?: boolean;
  onDone?: () => void;
  className?: string;
}

const ALL_UNITS: Unit[] = ['days', 'hours', 'minutes', 'seconds'];

/**
 * A live countdown (days, hours, minutes, seconds) to a discount's end, never below zero. The visible
 * digits change every second, so screen readers get one summary label instead of live updates.
 */
export function Countdown({
  endsAt,
  units = ALL_UNITS,
  appearance = 'boxes',
  inverted = false,
  onDone,
  className = '',
}: CountdownProps) {
  const { t, locale, ready } = useProductStrings();
  const end = typeof endsAt === 'number' ? endsAt : Date.parse(endsAt);
  const tick = units.includes('seconds') ? 1000 : 30_000;
  const remaining = useCountdown(Number.isFinite(end) ? end : null, tick, onDone);
  if (!remaining || !ready) return null;

  const values: Record<Unit, number> = remaining;
  const pad = (n: number) => formatNumber(n, locale).padStart(2, '0');
  const summary = t('product.countdown.summary', {
    days: formatNumber(remaining.days, locale),
    hours: formatNumber(remaining.hours, locale),
    minutes: formatNumber(remaining.minutes, locale),
  });

  if (appearance === 'inline') {
    const clock = [
      remaining.hours,
      remaining.minutes,
      ...(units.includes('seconds') ? [remaining.seconds] : []),
    ]
      .map(pad)
      .join(':');
    return (
      <span role="timer" aria-label={summary} className={`inline-flex items-center gap-1.5 ${className}`}>
        <span aria-hidden="true" className="inline-flex items-center gap-1.5">
          {remaining.days > 0 ? (
            <span>{t('product.countdown.dayCount', { count: remaining.days })}</span>
          ) : null}
          {/* The server's clock and the browser's differ by the time the page took to arrive. */}
          <bdi dir="ltr" className="font-medium tabular-nums" suppressHydrationWarning>
            {clock}
          </bdi>
        </span>
      </span>
    );
  }

  return (
    <div role="timer" aria-label={summary} className={`flex gap-2 ${className}`}>
      {units.map((unit) => (
        <div
          key={unit}
          aria-hidden="true"
          className={`flex min-w-14 flex-col items-center rounded-control px-2 py-1.5 ${
            inverted ? 'bg-white/15 text-white' : 'bg-surface text-ink shadow-sm'
          }`}
        >
          <span className="text-xl font-bold tabular-nums md:text-2xl" suppressHydrationWarning>
            {pad(values[unit])}
          </span>
          <span className={`text-xs ${inverted ? 'text-white/85' : 'text-ink-secondary'}`}>
            {t(`product.countdown.${unit}`)}
          </span>
        </div>
      ))}
    </div>
  );
}
