import type { Locale } from '@shop/shared/constants';
import { STORAGE_KEYS } from '@shop/shared/constants';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plainValueStorage } from '../lib/storage.ts';
import { parseStoredLocale, readStoredLocale } from './locale.ts';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

/**
 * The shopper's language, stored as a bare `ar`/`en` under `app_locale` so the inline script in index.html can
 * read it before the first paint. Change it through `changeLocale` in i18n.ts, which also loads the strings.
 */
export const useLocaleStore = create<LocaleState>()(
  persist(
    (set) => ({
      locale: readStoredLocale(),
      setLocale: (locale) => set({ locale }),
    }),
    {
      name: STORAGE_KEYS.locale,
      storage: plainValueStorage<Pick<LocaleState, 'locale'>, Locale>({
        pick: (state) => state.locale,
        restore: (raw) => {
          const locale = parseStoredLocale(raw);
          return locale ? { locale } : null;
        },
        serialize: (locale) => locale,
      }),
      partialize: (state) => ({ locale: state.locale }),
    },
  ),
);

export const currentLocale = (): Locale => useLocaleStore.getState().locale;
const readLocale = () => useLocaleStore.getState().locale;
/**
 * The current locale. Unlike zustand's own hook, the server snapshot is the live state, not the state the
 * store was created with: the server renders each page in the request's language (entry-server.tsx).
 */
export const useLocale = (): Locale => useSyncExternalStore(useLocaleStore.subscribe, readLocale, readLocale);
