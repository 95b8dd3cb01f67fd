import type { Locale } from '@shop/shared/constants';

const NUMBER_LOCALE: Record<Locale, string> = { ar: 'ar-IQ-u-nu-latn', en: 'en-GB' };

/**
 * How long something has waited, in the largest whole unit (minutes, hours, days), worded by Intl in the
 * language's own plural forms: `3 ساعات`, `ساعتان`, `11 يومًا`, `3 hours`. Null under a minute.
 */
export function waitingDuration(since: string | Date, locale: Locale, now: Date = new Date()): string | null {
  const start = since instanceof Date ? since : new Date(since);
  const minutes = Math.floor((now.getTime() - start.getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return null;
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}
