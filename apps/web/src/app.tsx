import { DirectionProvider } from '@radix-ui/react-direction';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { AppToaster } from './components/app-toaster.tsx';
import { directionOf } from './i18n/locale.ts';
import { useLocale } from './i18n/locale-store.ts';
import { useTranslation } from './i18n/use-translation.ts';
import { markReady } from './lib/typed-before-app.ts';
import { AppRoutes } from './routes/app-routes.tsx';
import { AuthEvents } from './routes/auth-events.tsx';

interface AppProps {
  queryClient: QueryClient;
  /** The page to render on the server; the browser's own address when absent. */
  location?: string;
}

export function App({ queryClient, location }: AppProps) {
  const locale = useLocale();
  const { t } = useTranslation();

  // The static description in index.html is Arabic; follow the chosen language.
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('app.description'));
  }, [t]);

  // The page answers clicks from here on (browser tests wait for this before they touch the page). A page the
  // server rendered is marked by its layout instead, once the page's own part has been taken over (PageReady).
  useEffect(() => {
    if (!document.documentElement.hasAttribute('data-rendered')) markReady();
  }, []);

  const routes: ReactNode = (
    <>
      <AuthEvents />
      <AppRoutes />
    </>
  );
  return (
    <DirectionProvider dir={directionOf(locale)}>
      <QueryClientProvider client={queryClient}>
        {location === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routes}</StaticRouter>
        )}
        <AppToaster />
      </QueryClientProvider>
    </DirectionProvider>
  );
}
