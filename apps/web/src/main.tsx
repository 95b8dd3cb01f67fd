import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { initI18n } from './i18n/i18n.ts';
import { preloadRoute } from './routes/route-table.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Strings first (only the current language's file), then the first render: no flash of untranslated keys.
// The page's own code and strings download meanwhile; a failed preload is retried when the page renders.
await Promise.all([initI18n(), preloadRoute(window.location.pathname).catch(() => undefined)]);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
