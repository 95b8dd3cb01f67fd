import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DEFAULT_LOCALE, type Locale } from '@shop/shared/constants';
import { pageAddress } from '@shop/shared/page-address';
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

/**
 * A rendered page as it reaches the request thread: its HTML and query cache as UTF-8 bytes, made on the render
 * thread and handed over without a copy. As strings, every never-seen page put about 200 KB of two-byte text on
 * this thread's heap (copied across, then encoded again for the answer), straight into the space only a full
 * collection frees.
 */
type RenderResult = { html: Uint8Array; state: Uint8Array; title: string | null } | null;

/** What an API call of a page being rendered was answered, as it crosses to a render thread. */
interface ApiAnswer {
  status: number;
  body: string | null;
  contentType: string;
}
type AnswerApi = (url: string, method: string) => Promise<ApiAnswer>;

/** Renders a page whose API calls `api` answers: in this thread, or in a render thread. */
type Render = (url: string, locale: Locale, api: AnswerApi) => Promise<RenderResult>;

export interface RenderedPage {
  locale: Locale;
  /** What goes inside `<div id="root">`, as UTF-8. */
  html: Uint8Array;
  /** The query cache the HTML was rendered from, as JSON that is safe inside a `<script>` element, as UTF-8. */
  state: Uint8Array;
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

/**
 * The shop's page renderer, when the web build has one: pages render on `threads` threads of their own
 * (renderThreads), or on the request thread with none.
 */
export async function shopPageRenderer(
  app: FastifyInstance,
  opts: { webDist: string; threads: number; threadFile: string },
): Promise<{ renderer: PageRenderer; isKnownPath: RendererModule['isKnownPath'] } | null> {
  const file = rendererFile(opts.webDist);
  const module = await loadRendererModule(file, app.log);
  if (!module) return null;
  let render: Render | undefined;
  if (opts.threads > 0) {
    const threads = renderThreads(opts.threadFile, file, opts.threads, app.log);
    app.addHook('onClose', threads.close);
    render = threads.render;
  }
  return { renderer: pageRenderer(app, module, render), isKnownPath: module.isKnownPath };
}

/** The web build puts its server renderer beside the browser files: `apps/web/dist-ssr/entry-server.js`. */
const rendererFile = (webDist: string) => path.join(webDist, '..', 'dist-ssr', 'entry-server.js');

async function loadRendererModule(file: string, log: FastifyBaseLogger): Promise<RendererModule | null> {
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
export function pageRenderer(
  app: FastifyInstance,
  module: RendererModule,
  render: Render = inThisThread(module),
): PageRenderer {
  const renders = (req: FastifyRequest) =>
    !isMember(req) && module.isServerRendered(req.url.split('?', 1)[0]!);
  const loop = requestLoopLoad();
  app.addHook('onClose', async () => loop.stop());
  let inFlight = 0;
  const renderFor = async (req: FastifyRequest): Promise<RenderedPage | 'unfinished'> => {
    const url = pageAddress(req.url);
    const locale = chosenLocale(req) ?? DEFAULT_LOCALE;
    try {
      const rendering = rememberShowing(app.db, `page:${locale}:${url}`, async (shown) => {
        // A render's API calls and its answer's assembly are this thread's work too: past this load they
        // would hold up every other answer, so the page goes out unrendered. A few renders always go on, so
        // a burst of ordinary traffic does not send pages unrendered.
        if (inFlight >= ALWAYS_RENDERING && loop.busy()) throw new RendererBusy();
        inFlight++;
        const page = await render(url, locale, async (apiUrl, method) => {
          const res = await app.inject({
            method: method as 'GET',
            url: apiUrl,
            headers: { accept: 'application/json', 'accept-language': locale },
          });
          // The page shows what the catalog answers it asked for show: their stock changes drop it too.
          for (const id of productsAnswered(res.raw.req) ?? []) shown.add(id);
          return {
            status: res.statusCode,
            body: res.statusCode === 204 ? null : res.payload,
            contentType: String(res.headers['content-type'] ?? 'application/json'),
          };
        }).finally(() => {
          inFlight--;
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
  return { renders, render: renderFor };
}

/** The share of the last sampling period the request thread spent working, past which no render starts. */
const BUSY_LOOP = 0.9;
/** Renders that start however busy the request thread is. */
const ALWAYS_RENDERING = 2;
const LOOP_SAMPLE_MS = 100;

function requestLoopLoad(): { busy: () => boolean; stop: () => void } {
  let last = performance.eventLoopUtilization();
  let busy = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(now, last).utilization > BUSY_LOOP;
    last = now;
  }, LOOP_SAMPLE_MS);
  timer.unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}

function inThisThread(module: RendererModule): Render {
  return async (url, locale, api) => {
    const page = await module.renderPage(url, locale, async (apiUrl, init) => {
      const answer = await api(apiUrl, init.method ?? 'GET');
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': answer.contentType },
      });
    });
    return page && { html: Buffer.from(page.html), state: Buffer.from(page.state), title: page.title };
  };
}

type FromThread =
  | { type: 'api'; id: number; call: number; url: string; method: string }
  | { type: 'done'; id: number; page: RenderResult }
  | { type: 'failed'; id: number; message: string };

interface Asked {
  api: AnswerApi;
  resolve: (page: RenderResult) => void;
  reject: (err: Error) => void;
}

/** A thread that stopped is started again on the next page at least this long after (not in a loop). */
const RESTART_AFTER_MS = 1000;

/**
 * Renders pages on `count` threads of their own (render-thread.mjs), taking turns, so that a crowd of
 * never-seen pages does not hold up every other answer: React's render is synchronous CPU work. The page's
 * API calls come back to this thread, answered in-process as before.
 */
export function renderThreads(
  threadFile: string,
  rendererFile: string,
  count: number,
  log: FastifyBaseLogger,
): { render: Render; close: () => Promise<void> } {
  const slots: Array<{ worker: Worker | null; asked: Map<number, Asked>; stoppedAt: number }> = Array.from(
    { length: count },
    () => ({ worker: null, asked: new Map(), stoppedAt: 0 }),
  );
  let nextId = 0;
  let turn = 0;
  let closed = false;

  const start = (slot: (typeof slots)[number]) => {
    const worker = new Worker(threadFile, { workerData: { rendererUrl: pathToFileURL(rendererFile).href } });
    slot.worker = worker;
    worker.unref();
    worker.on('message', (message: FromThread) => {
      const asked = slot.asked.get(message.id);
      if (message.type === 'api' && !asked) {
        // A call its page no longer waits for (the page failed meanwhile): answered, so the thread forgets it.
        worker.postMessage({ type: 'api', call: message.call, error: 'the page is no longer rendered' });
        return;
      }
      if (!asked) return;
      if (message.type === 'api') {
        asked.api(message.url, message.method).then(
          (answer) => worker.postMessage({ type: 'api', call: message.call, ...answer }),
          (err: unknown) => worker.postMessage({ type: 'api', call: message.call, error: String(err) }),
        );
        return;
      }
      slot.asked.delete(message.id);
      if (message.type === 'done') asked.resolve(message.page);
      else asked.reject(new Error(message.message));
    });
    const lost = (err: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.stoppedAt = Date.now();
      for (const asked of slot.asked.values()) asked.reject(err);
      slot.asked.clear();
      if (!closed) log.error({ err }, 'A render thread stopped; pages render again once it is restarted');
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`render thread exited with code ${code}`)));
    return worker;
  };

  // Started now, so that the first page does not wait for the thread to load the renderer.
  for (const slot of slots) start(slot);

  const render: Render = (url, locale, api) => {
    const slot = slots[turn++ % slots.length]!;
    let worker = slot.worker;
    if (!worker) {
      if (closed || Date.now() - slot.stoppedAt < RESTART_AFTER_MS) return Promise.resolve(null);
      worker = start(slot);
    }
    const id = nextId++;
    return new Promise<RenderResult>((resolve, reject) => {
      slot.asked.set(id, { api, resolve, reject });
      worker.postMessage({ type: 'render', id, url, locale });
    });
  };

  const close = async () => {
    closed = true;
    await Promise.all(slots.map((slot) => slot.worker?.terminate()));
  };
  return { render, close };
}
