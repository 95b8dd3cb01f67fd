import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { PageReady } from '../lib/typed-before-app.ts';

/** The shop's frame: skip link, header, the page in <main>, footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  // A new page starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-control bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the footer never starts in view and jumps down as the page loads (CLS). */}
      <main id="main-content" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
