import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

let serverTitleSink: ((title: string) => void) | null = null;

/** The server's renderer (entry-server.tsx) takes the page's title for the `<title>` of its HTML. */
export function collectDocumentTitle(sink: ((title: string) => void) | null): void {
  serverTitleSink = sink;
}

/** Sets the tab title: "Page | Al-Shifa Pharmacy", or the shop's default title without a page. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  const title = page ? t('app.titleTemplate', { page }) : t('app.defaultTitle');
  serverTitleSink?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
