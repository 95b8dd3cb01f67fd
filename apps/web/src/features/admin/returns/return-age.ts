import type { Locale } from '@shop/shared/constants';

const NUMBER_LOCALE: Record<Locale, string> = { ar: 'ar-IQ-u-nu-latn', en: 'en-GB' };

/**
 * How long a return has waited, in its largest whole unit, worded by Intl in the language's own plural forms
 * (`3 ساعات`, `11 يومًا`, `3 hours`): the queue's "age" column. Null under a minute.
 */
export function returnAge(since: string, locale: Locale, now: Date = new Date()): string | null {
  const minutes = Math.floor((now.getTime() - new Date(since).getTime()) / 60_000);
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
