import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title: "Page | Al-Shifa Pharmacy", or the shop's default title without a page. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  const title = page ? t('app.titleTemplate', { page }) : t('app.defaultTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
