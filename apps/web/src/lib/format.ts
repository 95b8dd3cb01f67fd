import type { Locale } from '@shop/shared/constants';
import { formatMoney as formatSharedMoney } from '@shop/shared/money';

/** Bidi control marks that Intl adds around Arabic output; the layout isolates numbers itself. */
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Latin digits in both languages (as large Arabic stores do): `ar-IQ` with the `latn` numbering system. */
const NUMBER_LOCALE: Record<Locale, string> = { ar: 'ar-IQ-u-nu-latn', en: 'en-US' };
const DATE_LOCALE: Record<Locale, string> = {
  ar: 'ar-IQ-u-ca-gregory-nu-latn',
  en: 'en-GB-u-ca-gregory-nu-latn',
};

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 0, useGrouping: true });
    numberFormats.set(locale, format);
  }
  return format;
}

/** A whole number with Latin digits and comma grouping: `12,500`. */
export function formatNumber(value: number, locale: Locale): string {
  const n = Number.isFinite(value) ? Math.round(value) : 0;
  return numberFormat(locale).format(n).replace(BIDI_MARKS, '');
}

/** Money for display: the shared formatter (`12,500 د.ع`, `IQD 12,500`); a missing price shows as 0 (spec). */
export function formatMoney(value: number | null | undefined, locale: Locale): string {
  return formatSharedMoney(typeof value === 'number' && Number.isFinite(value) ? value : 0, locale);
}

export interface DateFormatOptions {
  /** Add hours and minutes. */
  withTime?: boolean;
  /** IANA zone; the browser's own by default. */
  timeZone?: string;
}

/** The one date formatter: `12 كانون الثاني 2025` / `12 January 2025`, Latin digits in both. */
export function formatDate(
  value: string | number | Date | null | undefined,
  locale: Locale,
  options: DateFormatOptions = {},
): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}|${options.withTime ? 't' : ''}|${options.timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(options.withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(date).replace(BIDI_MARKS, '');
}

/**
 * Wraps text in Unicode isolates (FSI … PDI), the plain-text form of `<bdi>`, so a number, price or Latin name
 * inside a translated sentence cannot scramble the sentence around it; its spaces become no-break spaces so
 * `50,000 د.ع` never splits across two lines.
 */
export function isolate(text: string): string {
  return `\u2068${text.replace(/ /g, '\u00a0')}\u2069`;
}

/**
 * Isolates what a person wrote (a note, a landmark, a name) inside a translated sentence: an Arabic note in an
 * English view keeps its full stop at its own end. Unlike `isolate`, it may wrap across lines.
 */
export function isolateText(text: string): string {
  return `\u2068${text}\u2069`;
}
