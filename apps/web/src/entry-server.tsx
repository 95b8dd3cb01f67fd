import type { Locale } from '@shop/shared/constants';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { Resource, ResourceLanguage } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app.tsx';
import { i18n, initI18nWithAll } from './i18n/i18n.ts';
import { useLocaleStore } from './i18n/locale-store.ts';
import { type ApiTransport, setApiTransport } from './lib/api-client.ts';
import { collectDocumentTitle } from './lib/document-title.ts';
import { createQueryClient } from './lib/query-client.ts';
import { isKnownPath, isServerRendered, loadRoute } from './routes/route-table.tsx';
import { preloadPageData } from './routes/server-data.ts';

/**
 * The server's side of the first paint: renders a shop page to HTML with the catalogue data it shows, so a
 * phone on a slow network paints the page before any JavaScript arrives; the browser then hydrates it
 * (main.tsx). The server calls `renderPage` for guests only: a signed-in shopper's header, cart and guards
 * depend on their session, and their pages render in the browser as before.
 */

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The query cache the HTML was rendered from, as JSON that is safe inside a `<script>` element. */
  state: string;
  /** The page's own title (the tab title the app sets), when it has one. */
  title: string | null;
}

type Messages = { default: Record<string, unknown> };
const coreStrings = import.meta.glob<Messages>('./i18n/{ar,en}.json', { eager: true });
const featureStrings = import.meta.glob<Messages>('./features/*/i18n/{ar,en}.json', { eager: true });

function allStrings(): Resource {
  const resources: Record<string, ResourceLanguage> = { ar: {}, en: {} };
  for (const [file, module] of Object.entries({ ...coreStrings, ...featureStrings })) {
    const match = /(?:features\/([^/]+)\/)?i18n\/(ar|en)\.json$/.exec(file);
    if (!match) continue;
    const [, namespace = 'translation', locale] = match;
    resources[locale!]![namespace] = module.default;
  }
  return resources;
}

const ready = initI18nWithAll(allStrings());

/** Renders as long as new queries keep appearing (a product's related products need the product first). */
const MAX_PASSES = 3;

// The app keeps its language, API transport and i18n in module state, as a browser tab does; pages are
// therefore rendered one at a time. The server remembers the results, so this queue stays short; when it is
// not (a crowd of never-seen addresses), a page is sent unrendered rather than kept waiting.
const MAX_WAITING = 8;
let waiting = 0;
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T | null> {
  if (waiting >= MAX_WAITING) return Promise.resolve(null);
  waiting++;
  const run = queue.then(task, task).finally(() => {
    waiting--;
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Whether the server renders this path (the shop's public pages), as opposed to sending the empty app; and
 * whether the app has a page there at all (the server answers 404 otherwise).
 */
export { isKnownPath, isServerRendered };

/** The page's HTML and data, or null when too many pages are already waiting to be rendered. */
export function renderPage(url: string, locale: Locale, api: ApiTransport): Promise<RenderedPage | null> {
  return oneAtATime(async () => {
    await ready;
    setApiTransport(api);
    useLocaleStore.setState({ locale });
    await i18n.changeLanguage(locale);
    const { pathname } = new URL(url, 'http://localhost');
    await loadRoute(pathname);

    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    let title: string | null = null;
    collectDocumentTitle((pageTitle) => {
      title = pageTitle;
    });
    try {
      const asked = new Set<string>();
      await preloadPageData(queryClient, pathname, locale);
      // What was asked first is not asked again by the renders, even when it failed.
      for (const query of queryClient.getQueryCache().getAll()) asked.add(query.queryHash);
      dropFailed(queryClient);
      let html = await renderHtml(queryClient, url);
      for (let pass = 1; pass < MAX_PASSES; pass++) {
        const unasked = queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => !asked.has(query.queryHash) && wantsData(query));
        if (unasked.length === 0) break;
        for (const query of unasked) asked.add(query.queryHash);
        await Promise.all(
          unasked.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
        );
        dropFailed(queryClient);
        html = await renderHtml(queryClient, url);
      }
      return { html, state: JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c'), title };
    } finally {
      collectDocumentTitle(null);
    }
  });
}

/** A failed query is left out: the page shows its loading state, as the browser will while it asks again. */
function dropFailed(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

function wantsData(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  const on = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
  return on && typeof queryFn === 'function' && query.state.status === 'pending';
}

async function renderHtml(queryClient: QueryClient, url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} location={url} />
    </StrictMode>,
    // Large sections would otherwise be sent apart and put in place by inline scripts (which the content
    // security policy blocks, and which wait for an animation frame): the page arrives as one piece.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
