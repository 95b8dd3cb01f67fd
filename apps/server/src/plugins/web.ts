import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { pageAddress } from '@shop/shared/page-address';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EncodedBody, sendEncoded } from '../lib/encoded.ts';
import { AppError } from '../lib/errors.ts';
import { chosenLocale, requestLocale } from '../lib/http.ts';
import { isKey } from '../lib/storage.ts';
import { remember } from '../modules/catalog/cache.ts';
import type { PageMeta } from './meta.ts';
import { isMember, type PageRenderer } from './page-renderer.ts';
import { PageTemplate } from './page-template.ts';

const YEAR_S = 365 * 24 * 60 * 60;
/** Like raw.githubusercontent.com: an image still displays when opened on its own, nothing else runs. */
const UPLOADS_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'";
const INLINE_UPLOAD = /\.(jpe?g|png|gif|webp|avif)$/i;

/** The headers every upload is served with, wherever it is kept; `rel` is its path under uploads/. */
function uploadHeaders(rel: string): Record<string, string> {
  // Uploads get a new generated name for new content, so a name never changes meaning; the seed's
  // drawn images keep their names across runs and are only kept a month.
  const generated = rel.startsWith('files/');
  return {
    'cache-control': generated ? `public, max-age=${YEAR_S}, immutable` : `public, max-age=${30 * 24 * 3600}`,
    // Uploads are served from the shop's own origin, so nothing here may run as the shop: a PDF with
    // JavaScript or an HTML file that slipped past the checks opens sandboxed, with no origin. Only
    // images are shown in place (product pages use them); anything else is downloaded, never rendered.
    'content-security-policy': UPLOADS_CSP,
    'x-content-type-options': 'nosniff',
    ...(INLINE_UPLOAD.test(rel) ? {} : { 'content-disposition': 'attachment' }),
  };
}

/** Hashes of index.html's inline scripts, so the CSP can allow exactly them and nothing else. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
  }
  return hashes;
}

export function readIndexHtml(webDist: string): string | null {
  const file = path.join(webDist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * Serves uploads, and in production the built web app: hashed assets cached for a year,
 * index.html never cached, and every non-API GET that matches no file answered with index.html.
 */
export default fp(async function webPlugin(
  app: FastifyInstance,
  opts: {
    indexHtml: string | null;
    renderPage?: PageRenderer | null;
    /** The web app's route table (from its server build): a path with no page is answered 404. */
    isKnownPath?: ((pathname: string) => boolean) | null;
  },
) {
  if (app.storage.kind === 'disk') {
    const uploadsDir = path.join(app.config.dataDir, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders(res, filePath) {
        // Judged by the path under uploads/, never by where DATA_DIR happens to be.
        const rel = path.relative(uploadsDir, filePath).split(path.sep).join('/');
        for (const [name, value] of Object.entries(uploadHeaders(rel))) res.header(name, value);
      },
    });
  } else {
    // Every instance reads the same bucket; the files pass through the shop so that they keep the shop's
    // origin, headers and caching (a CDN in front takes the load; decision 029).
    app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
      const rel = (req.params as { '*': string })['*'];
      const key = `uploads/${rel}`;
      const file = isKey(key) ? await app.storage.get(key) : null;
      if (!file) throw new AppError('NOT_FOUND', 'File not found');
      reply.headers(uploadHeaders(rel));
      if (file.etag) {
        reply.header('etag', file.etag);
        if (req.headers['if-none-match'] === file.etag) {
          file.body.destroy();
          return reply.status(304).send();
        }
      }
      reply.header('content-type', file.contentType ?? 'application/octet-stream');
      reply.header('content-length', String(file.size));
      // A HEAD asks for the headers only: the body is not read from the store. (Fastify's HEAD handling reads a
      // stream to its end and sets a length of 0 for no payload; an empty stream keeps the file's length.)
      if (req.method === 'HEAD') {
        file.body.destroy();
        return reply.send(Readable.from([]));
      }
      return reply.send(file.body);
    });
  }

  const { indexHtml } = opts;
  if (!indexHtml) {
    app.log.warn(
      `No built web app in ${app.config.webDist}; run "npm run build" (npm start does it for you).`,
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: app.config.webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'cache-control',
        immutable ? `public, max-age=${YEAR_S}, immutable` : 'public, max-age=3600',
      );
    },
  });

  const { renderPage, isKnownPath } = opts;
  // The app as built, for every page with nothing of its own in its HTML: one body, compressed once.
  const plainIndex = new EncodedBody(indexHtml, HTML);
  const template = new PageTemplate(indexHtml, app.config.publicUrl);
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply, describe?: DescribePage) => {
    const known = !isKnownPath || isKnownPath(req.url.split('?', 1)[0]!);
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    const rendered = renderPage ? renderPage.renders(req) : false;
    const build = async (shown: Set<number>): Promise<PageAnswer> => {
      const { status = 200, meta, products = [] } = describe ? await describe() : {};
      const page = rendered && renderPage ? await renderPage.render(req) : 'plain';
      for (const id of [...products, ...(typeof page === 'object' ? page.products : [])]) shown.add(id);
      if (page === 'plain' && !meta) return { status, body: plainIndex, paint: 'app' };
      const html = template.page({ meta, rendered: typeof page === 'object' ? page : undefined });
      const paint = typeof page === 'object' ? 'rendered' : page === 'plain' ? 'app' : 'unrendered';
      const answer: PageAnswer = { status, body: new EncodedBody(html, HTML, page === 'unfinished'), paint };
      if (page === 'unfinished') throw new Unfinished(answer);
      return answer;
    };
    let answer: PageAnswer;
    if (!describe && !rendered) answer = { status: 200, body: plainIndex, paint: 'app' };
    else {
      // A described or rendered page is remembered whole with the catalogue's answers (decision 007): the
      // next visitor costs a lookup, not a database read, a render and a compression.
      // Under its address without a shared link's tracking parameters: every visitor from Facebook has another.
      const key = `html:${isMember(req) ? 'member' : 'guest'}:${chosenLocale(req) ?? '-'}:${requestLocale(req)}:${pageAddress(req.url)}`;
      answer = await remember(app.db, key, build).catch((err: unknown) => {
        if (err instanceof Unfinished) return err.answer;
        throw err;
      });
    }
    // Shown in the browser's network panel, and counted by bench/browsers.mjs.
    reply.header('server-timing', `paint;desc="${answer.paint}"`);
    return sendEncoded(req, reply.code(known ? answer.status : 404), answer.body);
  };
  app.get('/', { schema: { hide: true } }, (req, reply) => sendIndex(req, reply));
  app.decorate('sendSpa', sendIndex);
});

const HTML = 'text/html; charset=utf-8';

/** What a page's HTML holds beyond the app: its status and its own meta tags (a product's name and price). */
export type DescribePage = () => Promise<{
  status?: number;
  meta?: PageMeta;
  /** The products its meta tags show (a product page's name and price). */
  products?: readonly number[];
}>;

interface PageAnswer {
  status: number;
  body: EncodedBody;
  /** How its first paint was made (see sendIndex). */
  paint: PagePaint;
}

/**
 * `rendered`: the page's first paint was rendered on the server. `app`: it is not rendered for this visitor
 * (a signed-in shopper, the back-office), the app draws it. `unrendered`: it should have been, but the renderer
 * was busy, slow or failing (the fallback the performance goals keep rare, issue 17).
 */
type PagePaint = 'rendered' | 'app' | 'unrendered';

/** A page sent without its first paint this time: not remembered that way. */
class Unfinished extends Error {
  constructor(readonly answer: PageAnswer) {
    super('page not rendered in time');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser navigation with the web app, optionally described (status, meta tags) by its route. */
    sendSpa?: (req: FastifyRequest, reply: FastifyReply, describe?: DescribePage) => Promise<FastifyReply>;
  }
}

/** A browser navigation that matched no route: the SPA's router decides what it is. */
export function isSpaNavigation(req: FastifyRequest): boolean {
  const urlPath = req.url.split('?', 1)[0]!;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/uploads/')) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(urlPath);
}
