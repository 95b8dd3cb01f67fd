import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { initI18n } from './i18n/i18n.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Strings first (only the current language's file), then the first render: no flash of untranslated keys.
await initI18n();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
