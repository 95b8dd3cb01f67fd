import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppToaster } from './components/app-toaster.tsx';
import { directionOf } from './i18n/locale.ts';
import { useLocale } from './i18n/locale-store.ts';
import { queryClient } from './lib/query-client.ts';
import { AppRoutes } from './routes/app-routes.tsx';
import { AuthEvents } from './routes/auth-events.tsx';

export function App() {
  const locale = useLocale();
  const { t } = useTranslation();

  // The static description in index.html is Arabic; follow the chosen language.
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('app.description'));
  }, [t]);

  return (
    <DirectionProvider dir={directionOf(locale)}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthEvents />
          <AppRoutes />
        </BrowserRouter>
        <AppToaster />
      </QueryClientProvider>
    </DirectionProvider>
  );
}
