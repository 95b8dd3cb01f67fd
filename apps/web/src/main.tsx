import { pageAddress } from '@shop/shared/page-address';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { initI18n } from './i18n/i18n.ts';
import { currentLocale } from './i18n/locale-store.ts';
import { queryClient } from './lib/query-client.ts';
import { loadRoute, preloadRoute } from './routes/route-table.tsx';
import './styles.css';

// A shared link's tracking parameters (`fbclid`, `utm_…`) go before anything reads the address: the server
// rendered and remembered the page without them, and the app's links would otherwise carry them on.
const address = window.location.pathname + window.location.search + window.location.hash;
if (pageAddress(address) !== address)
  window.history.replaceState(window.history.state, '', pageAddress(address));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const { pathname } = window.location;

// Strings first (only the current language's file), then the first render: no flash of untranslated keys.
// The page's own code and strings download meanwhile; a failed preload is retried when the page renders.
await Promise.all([initI18n(), preloadRoute(pathname).catch(() => undefined)]);

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// The server rendered this page for a guest (entry-server.tsx) in the language it names. A shopper whose
// language it did not know yet (a choice stored before the language cookie existed) gets a fresh render.
const serverState = document.getElementById('ssr-state');
if (root.dataset.ssr === currentLocale() && serverState?.textContent) {
  hydrate(queryClient, JSON.parse(serverState.textContent));
  await loadRoute(pathname).catch(() => undefined);
  // A transition lets React yield to the browser between parts of the page (short tasks on a slow phone).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
