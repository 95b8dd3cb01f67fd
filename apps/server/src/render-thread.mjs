// @ts-check
// A thread that renders shop pages (plugins/page-renderer.ts): React's render is synchronous CPU work, so on
// the request thread every render holds up every other answer. Here it runs on a core of its own; the page's
// API calls still go to the request thread, which answers them in-process as before.
//
// Plain JavaScript because a worker thread is started from a file, and this one must start the same way under
// tsx, under the test runner and from the production build (scripts/build-server.mjs copies it there).
import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {{ type: 'render', id: number, url: string, locale: string }} RenderAsk */
/** @typedef {{ type: 'api', call: number, status: number, body: string | null, contentType: string } | { type: 'api', call: number, error: string }} ApiAnswer */

if (!parentPort) throw new Error('render-thread.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ renderPage(url: string, locale: string, api: (url: string, init: RequestInit) => Promise<Response>): Promise<unknown> }} */
const renderer = await import(workerData.rendererUrl);

/** @type {Map<number, (answer: ApiAnswer) => void>} */
const calls = new Map();
const encoder = new TextEncoder();
let nextCall = 0;

port.on('message', (/** @type {RenderAsk | ApiAnswer} */ message) => {
  if (message.type === 'api') {
    calls.get(message.call)?.(message);
    calls.delete(message.call);
    return;
  }
  const { id, url, locale } = message;
  /** @param {string} apiUrl @param {RequestInit} init */
  const api = (apiUrl, init) =>
    new Promise((resolve, reject) => {
      const call = nextCall++;
      calls.set(call, (answer) =>
        'error' in answer
          ? reject(new Error(answer.error))
          : resolve(
              new Response(answer.body, {
                status: answer.status,
                headers: { 'content-type': answer.contentType },
              }),
            ),
      );
      port.postMessage({ type: 'api', id, call, url: apiUrl, method: init.method ?? 'GET' });
    });
  renderer.renderPage(url, locale, api).then(
    (page) => {
      if (!page) return port.postMessage({ type: 'done', id, page });
      // As UTF-8 bytes, moved to the request thread rather than copied (page-renderer.ts, RenderResult).
      const html = encoder.encode(page.html);
      const state = encoder.encode(page.state);
      port.postMessage({ type: 'done', id, page: { html, state, title: page.title } }, [
        html.buffer,
        state.buffer,
      ]);
    },
    (/** @type {unknown} */ err) =>
      port.postMessage({ type: 'failed', id, message: err instanceof Error ? err.stack : String(err) }),
  );
});
