import {
  DEFAULT_LOCALE,
  directionOf,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  STORAGE_KEYS,
} from '@shop/shared/constants';
import { local, readJson } from '../lib/storage.ts';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored locale: a bare `ar`/`en`, or a JSON wrapper `{"state":{"locale":…}}` written by older builds. */
export function parseStoredLocale(raw: string | null): Locale | null {
  if (raw == null) return null;
  const value = raw.trim();
  if (isLocale(value)) return value;
  if (value.startsWith('{')) {
    const parsed = readJson(value) as { state?: { locale?: unknown } } | null;
    const locale = parsed?.state?.locale;
    if (isLocale(locale)) return locale;
  }
  return null;
}

/** The locale to start in: `app_locale`, else the legacy `language` key, else Arabic. */
export function readStoredLocale(): Locale {
  return (
    parseStoredLocale(local.get(STORAGE_KEYS.locale)) ??
    parseStoredLocale(local.get(STORAGE_KEYS.legacyLocale)) ??
    DEFAULT_LOCALE
  );
}

export { directionOf };

const YEAR_S = 365 * 24 * 60 * 60;

/** Sets `<html lang dir>` and the cookie that tells the server which language to render the next page in. */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  // Setting either attribute, even to the value it has, makes the browser restyle the whole page: on a page the
  // server rendered in this language that was a long task of its own on a slow phone.
  const dir = directionOf(locale);
  if (html.lang !== locale) html.lang = locale;
  if (html.dir !== dir) html.dir = dir;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser we serve
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${YEAR_S}; path=/; SameSite=Lax`;
}
