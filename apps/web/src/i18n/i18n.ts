import { DEFAULT_LOCALE, type Locale } from '@shop/shared/constants';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';
import { applyDocumentLocale } from './locale.ts';
import { currentLocale, useLocaleStore } from './locale-store.ts';

type Messages = Record<string, unknown>;

/** Only the current language's strings are downloaded; the other file is fetched when the shopper switches. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ar: () => import('./ar.json'),
  en: () => import('./en.json'),
};

async function ensureBundle(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    const messages = (await loaders[locale]()).default;
    i18n.addResourceBundle(locale, 'translation', messages, true, true);
  }
  await Promise.all([...loadedNamespaces].map((ns) => loadNamespace(ns, locale)));
}

/**
 * Each feature keeps its strings beside it (`features/<name>/i18n/ar.json`, `en.json`) as its own
 * namespace, fetched with the feature's code: a shopper never downloads the back-office's strings.
 */
export const NAMESPACES = [
  'home',
  'catalog',
  'info',
  'auth',
  'profile',
  'cart',
  'orders',
  'wishlist',
  'points',
  'prescriptions',
  'returns',
  'admin',
  'inventory',
  'search',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * A back-office area with strings of its own keeps them in its folder under features/admin, so that its
 * strings and the admin's shared ones merge apart.
 */
const NAMESPACE_DIRS: Partial<Record<Namespace, string>> = { inventory: 'admin/inventory' };

const namespaceFiles = import.meta.glob<{ default: Messages }>([
  '../features/*/i18n/*.json',
  '../features/admin/*/i18n/*.json',
]);
const namespaceFile = (ns: Namespace, locale: Locale) =>
  namespaceFiles[`../features/${NAMESPACE_DIRS[ns] ?? ns}/i18n/${locale}.json`];
const loadedNamespaces = new Set<Namespace>();

/** Starts downloading a namespace's strings (before i18next is ready to take them); loadNamespace adds them. */
export function prefetchNamespace(ns: Namespace, locale: Locale = currentLocale()): Promise<unknown> {
  return namespaceFile(ns, locale)?.() ?? Promise.resolve();
}

export async function loadNamespace(ns: Namespace, locale: Locale = currentLocale()): Promise<void> {
  loadedNamespaces.add(ns);
  if (i18n.hasResourceBundle(locale, ns)) return;
  const load = namespaceFile(ns, locale);
  if (!load) throw new Error(`No ${locale} strings for ${ns}`);
  i18n.addResourceBundle(locale, ns, (await load()).default, true, true);
}

async function initWith(lng: Locale, resources: Resource): Promise<unknown> {
  const ready = await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  // `{{count, number}}` is written as every other number of the shop (formatNumber): Latin digits grouped in
  // thousands in both languages, «2,100 منتج», where i18next's own would give Arabic-Indic digits in Arabic.
  i18n.services.formatter?.add('number', (value, lng) =>
    typeof value === 'number' ? formatNumber(value, lng === 'en' ? 'en' : 'ar') : value,
  );
  return ready;
}

export async function initI18n(): Promise<typeof i18n> {
  const locale = currentLocale();
  applyDocumentLocale(locale);
  const messages = (await loaders[locale]()).default;
  await initWith(locale, { [locale]: { translation: messages } });
  return i18n;
}

/** The server renders pages in either language, so it holds every string of both from the start. */
export async function initI18nWithAll(resources: Resource): Promise<void> {
  await initWith(DEFAULT_LOCALE, resources);
}

/** Switches language everywhere: strings, `<html lang dir>`, the stored choice (it survives a reload). */
export async function changeLocale(locale: Locale): Promise<void> {
  await ensureBundle(locale);
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  useLocaleStore.getState().setLocale(locale);
}

export { i18n };
