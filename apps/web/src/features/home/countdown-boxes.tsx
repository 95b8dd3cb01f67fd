import { type Remaining, useCountdown } from '../../components/product/use-countdown.ts';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';

type Unit = 'days' | 'hours' | 'minutes' | 'seconds';

interface CountdownBoxesProps {
  end: number;
  units: Unit[];
  className?: string;
}

/** The home page's countdown tiles (days, hours, minutes[, seconds]) on a coloured band. */
export function CountdownBoxes({ end, units, className = '' }: CountdownBoxesProps) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const remaining = useCountdown(end, units.includes('seconds') ? 1000 : 30_000);
  if (!remaining) return null;
  const values: Record<Unit, number> = remaining satisfies Remaining;
  const n = (v: number) => formatNumber(v, locale);
  return (
    <div
      role="timer"
      aria-label={t('countdown.summary', {
        days: n(remaining.days),
        hours: n(remaining.hours),
        minutes: n(remaining.minutes),
      })}
      className={`flex gap-2 ${className}`}
    >
      {units.map((unit) => (
        <div
          key={unit}
          aria-hidden="true"
          className="flex min-w-16 flex-col items-center rounded-control bg-white/15 px-2 py-2 text-white"
        >
          {/* The server's clock and the browser's differ by the time the page took to arrive. */}
          <span className="text-2xl font-bold tabular-nums md:text-3xl" suppressHydrationWarning>
            {n(values[unit]).padStart(2, '0')}
          </span>
          <span className="text-xs text-white/85">{t(`countdown.${unit}`)}</span>
        </div>
      ))}
    </div>
  );
}
