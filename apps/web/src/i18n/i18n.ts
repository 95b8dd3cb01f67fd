import type { Locale } from '@shop/shared/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLocale } from './locale.ts';
import { currentLocale, useLocaleStore } from './locale-store.ts';

type Messages = Record<string, unknown>;

/** Only the current language's strings are downloaded; the other file is fetched when the shopper switches. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ar: () => import('./ar.json'),
  en: () => import('./en.json'),
};

async function ensureBundle(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const messages = (await loaders[locale]()).default;
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
}

export async function initI18n(): Promise<typeof i18n> {
  const locale = currentLocale();
  applyDocumentLocale(locale);
  const messages = (await loaders[locale]()).default;
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  return i18n;
}

/** Switches language everywhere: strings, `<html lang dir>`, the stored choice (it survives a reload). */
export async function changeLocale(locale: Locale): Promise<void> {
  await ensureBundle(locale);
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  useLocaleStore.getState().setLocale(locale);
}

export { i18n };
