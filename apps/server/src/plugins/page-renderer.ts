import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, type Locale } from '@shop/shared/constants';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { chosenLocale } from '../lib/http.ts';
import { productsAnswered, rememberShowing } from '../modules/catalog/cache.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from './session.ts';

/** What the web app's server build (apps/web/src/entry-server.tsx) exports. */
export interface RendererModule {
  isServerRendered(pathname: string): boolean;
  isKnownPath(pathname: string): boolean;
  renderPage(
    url: string,
    locale: Locale,
    api: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; state: string; title: string | null } | null>;
}

export interface RenderedPage {
  locale: Locale;
  html: string;
  state: string;
  title: string | null;
  /** The products it shows (from the catalog answers it was built from). */
  products: ReadonlySet<number>;
}

export interface PageRenderer {
  /** Whether this page is rendered on the server for this visitor: not for a signed-in shopper. */
  renders(req: FastifyRequest): boolean;
  /**
   * The page's first paint, or `unfinished` when it was not rendered this time (too slow, the renderer
   * busy or failing): sent without its first paint, and not remembered that way.
   */
  render(req: FastifyRequest): Promise<RenderedPage | 'unfinished'>;
}

/**
 * A page that takes longer is sent unrendered (the app draws it in the browser, as before); its rendering
 * goes on and is remembered for the next visitor.
 */
const RENDER_BUDGET_MS = 1500;

/** Too many pages are waiting for the renderer; this one goes out unrendered. */
class RendererBusy extends Error {}

/** A visitor with session cookies: their header, cart and guards depend on who they are. */
export const isMember = (req: FastifyRequest) =>
  Boolean(req.cookies?.[CSRF_COOKIE] || req.cookies?.[SESSION_COOKIE]);

/** The web build puts its server renderer beside the browser files: `apps/web/dist-ssr/entry-server.js`. */
export async function loadRendererModule(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<RendererModule | null> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as RendererModule;
  } catch (err) {
    // The shop still works without it: pages then render in the browser only.
    log.error({ err }, 'The server renderer of the web app failed to load; pages render in the browser');
    return null;
  }
}

/**
 * Renders a shop page's first paint for a guest. A visitor with session cookies gets the plain app: their
 * header, cart and guards depend on who they are, and the HTML is remembered for everyone else.
 * The HTML is remembered per language and address with the catalogue's answers (decision 007), so a
 * change in the catalogue reaches the next page load.
 */
export function pageRenderer(app: FastifyInstance, module: RendererModule): PageRenderer {
  const renders = (req: FastifyRequest) =>
    !isMember(req) && module.isServerRendered(req.url.split('?', 1)[0]!);
  const render = async (req: FastifyRequest): Promise<RenderedPage | 'unfinished'> => {
    const url = req.url;
    const locale = chosenLocale(req) ?? DEFAULT_LOCALE;
    try {
      const rendering = rememberShowing(app.db, `page:${locale}:${url}`, async (shown) => {
        const page = await module.renderPage(url, locale, async (apiUrl, init) => {
          const res = await app.inject({
            method: (init.method ?? 'GET') as 'GET',
            url: apiUrl,
            headers: { accept: 'application/json', 'accept-language': locale },
          });
          // The page shows what the catalog answers it asked for show: their stock changes drop it too.
          for (const id of productsAnswered(res.raw.req) ?? []) shown.add(id);
          return new Response(res.statusCode === 204 ? null : res.payload, {
            status: res.statusCode,
            headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
          });
        });
        if (!page) throw new RendererBusy(); // not remembered: the next visitor gets it rendered
        return page;
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
      });
      rendering.catch(() => undefined); // reported below when awaited in time; ignored when late
      const page = await Promise.race([rendering, late]).finally(() => clearTimeout(timer));
      return page ? { locale, ...page.value, products: page.products } : 'unfinished';
    } catch (err) {
      if (err instanceof RendererBusy) return 'unfinished';
      req.log.error({ err }, 'Server render failed; sending the app without its first paint');
      return 'unfinished';
    }
  };
  return { renders, render };
}
