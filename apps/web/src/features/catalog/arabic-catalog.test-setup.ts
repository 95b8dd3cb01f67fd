import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import { i18n, initI18nWithAll } from '../../i18n/i18n.ts';
import { useLocaleStore } from '../../i18n/locale-store.ts';
import catalogAr from './i18n/ar.json';

/** The catalog's pages in Arabic, each test on a clean screen with its own fetch. */
export function inArabicCatalog(): void {
  beforeAll(async () => {
    // jsdom lays nothing out; going to another page scrolls the results into view.
    Element.prototype.scrollIntoView = () => {};
    await initI18nWithAll({ ar: { translation: ar, catalog: catalogAr } });
    await i18n.changeLanguage('ar');
    useLocaleStore.setState({ locale: 'ar' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
