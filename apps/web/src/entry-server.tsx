import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@shop/shared/constants';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { Resource, ResourceLanguage } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
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

// The app keeps its language, its strings' language and the page title's sink in module state, as a browser
// tab does. A page's data is fetched with several pages in flight at once (each its own query client, its
// API calls answered through its own transport); the render itself is synchronous, with that module state set
// just before it, so two pages' renders never interleave. Past this many pages in flight (a crowd of
// never-seen addresses), a page is sent unrendered rather than kept waiting.
const MAX_IN_FLIGHT = 32;
let inFlight = 0;

/** Each page's API calls go to the transport its renderPage was given, across every await. */
const pageApi = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const api = pageApi.getStore();
  return api ? api(url, init) : Promise.reject(new Error(`API call outside a page render: ${url}`));
});

/**
 * Whether the server renders this path (the shop's public pages), as opposed to sending the empty app; and
 * whether the app has a page there at all (the server answers 404 otherwise).
 */
export { isKnownPath, isServerRendered };

/** The page's HTML and data, or null when too many pages are already being rendered. */
export async function renderPage(
  url: string,
  locale: Locale,
  api: ApiTransport,
): Promise<RenderedPage | null> {
  if (inFlight >= MAX_IN_FLIGHT) return null;
  inFlight++;
  try {
    return await pageApi.run(api, () => renderWithData(url, locale));
  } finally {
    inFlight--;
  }
}

async function renderWithData(url: string, locale: Locale): Promise<RenderedPage> {
  await ready;
  const { pathname } = new URL(url, 'http://localhost');
  await loadRoute(pathname);

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const asked = new Set<string>();
  await preloadPageData(queryClient, pathname, locale);
  // What was asked first is not asked again by the renders, even when it failed.
  for (const query of queryClient.getQueryCache().getAll()) asked.add(query.queryHash);
  dropFailed(queryClient);
  let page = renderHtml(queryClient, url, locale);
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
    page = renderHtml(queryClient, url, locale);
  }
  return { ...page, state: JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c') };
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

/**
 * One synchronous render: nothing else runs between setting the language and reading the HTML. The data is
 * all in the query client by then, and the page's code loaded (loadRoute), so nothing suspends.
 */
function renderHtml(queryClient: QueryClient, url: string, locale: Locale): Omit<RenderedPage, 'state'> {
  useLocaleStore.setState({ locale });
  // With every language's strings in memory, i18next switches before this call returns.
  void i18n.changeLanguage(locale);
  if (i18n.language !== locale) throw new Error(`The strings did not switch to ${locale}`);
  let title: string | null = null;
  collectDocumentTitle((pageTitle) => {
    title = pageTitle;
  });
  try {
    const html = renderToString(
      <StrictMode>
        <App queryClient={queryClient} location={url} />
      </StrictMode>,
    );
    return { html, title };
  } finally {
    collectDocumentTitle(null);
  }
}
