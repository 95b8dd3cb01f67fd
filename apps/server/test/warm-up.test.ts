import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWarmUpRequest, type WarmUpRequest, warmUp } from '../src/lib/warm-up.ts';
import { catalogWarmUpRequests } from '../src/modules/catalog/warm-up.ts';
import { makeCategory, makeProduct } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('the warm-up runner', () => {
  /** A small app that records what it was asked, how many at once, and whether each looked like a warm-up. */
  async function recorder(handle: (url: string) => Promise<void> = async () => {}) {
    const seen: { url: string; lang: string | undefined; encoding: string | undefined; own: boolean }[] = [];
    let inFlight = 0;
    let most = 0;
    const app = Fastify({ logger: false });
    app.get('/*', async (req) => {
      inFlight++;
      most = Math.max(most, inFlight);
      try {
        seen.push({
          url: req.url,
          lang: req.headers['accept-language'],
          encoding: req.headers['accept-encoding'],
          own: isWarmUpRequest(req.raw),
        });
        await handle(req.url);
        return { ok: true };
      } finally {
        inFlight--;
      }
    });
    return { app, seen, most: () => most };
  }
  const requests = (n: number): WarmUpRequest[] =>
    Array.from({ length: n }, (_, i) => ({ url: `/page/${i}`, lang: i % 2 ? 'en' : 'ar' }));

  it('asks every request as a browser would, at most `concurrency` at once, each marked as its own', async () => {
    const { app, seen, most } = await recorder(() => pause(5));
    const result = await warmUp(app, requests(30), { ms: 60_000, concurrency: 4 });
    expect(result).toMatchObject({ asked: 30, failed: [] });
    expect(seen.map((s) => s.url).sort()).toEqual(
      requests(30)
        .map((r) => r.url)
        .sort(),
    );
    expect(most()).toBe(4);
    expect(seen.every((s) => s.own && s.encoding === 'br, gzip')).toBe(true);
    expect(seen.find((s) => s.url === '/page/1')?.lang).toBe('en');
    expect(seen.find((s) => s.url === '/page/2')?.lang).toBe('ar');
    // A request from outside is not one of them, whatever it sends.
    const outside = await app.inject({ url: '/page/x', headers: { 'x-shop-warm-up': 'guess' } });
    expect(outside.statusCode).toBe(200);
    expect(seen.at(-1)).toMatchObject({ url: '/page/x', own: false });
    await app.close();
  });

  it('stops asking once its time is up', async () => {
    const { app, seen } = await recorder(() => pause(30));
    const started = Date.now();
    const result = await warmUp(app, requests(200), { ms: 150, concurrency: 2 });
    // Each worker finishes the request it is on: about five each in 150 ms of 30 ms answers.
    expect(result.asked).toBeGreaterThanOrEqual(2);
    expect(result.asked).toBeLessThan(30);
    expect(seen).toHaveLength(result.asked);
    expect(Date.now() - started).toBeLessThan(1000);
    await app.close();
  });

  it('does not wait past its time for a request that never ends', async () => {
    let hang: () => void = () => {};
    const hung = new Promise<void>((resolve) => {
      hang = resolve;
    });
    const { app } = await recorder((url) => (url === '/page/0' ? hung : pause(1)));
    const started = Date.now();
    const result = await warmUp(app, requests(5), { ms: 200, concurrency: 1 });
    expect(result.asked).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    hang();
    await app.close();
  });

  it('reports the requests that failed, and asks the rest', async () => {
    const { app } = await recorder(async (url) => {
      if (url === '/page/3') throw new Error('broken');
    });
    const result = await warmUp(app, requests(10), { ms: 60_000, concurrency: 3 });
    expect(result.asked).toBe(10);
    expect(result.failed).toEqual(['500 /page/3']);
    await app.close();
  });
});

describe("the catalogue's warm-up", () => {
  let ctx: TestContext;
  const logged: string[] = [];
  let list: WarmUpRequest[];
  let ids: { best: number; other: number; inHidden: number };
  let slugs: { shown: string; hidden: string };

  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        logStream: new Writable({
          write(chunk, _encoding, done) {
            logged.push(String(chunk));
            done();
          },
        }),
      },
    );
    const db = ctx.database.db;
    const shown = await makeCategory(db, { slug: 'warm-shown' });
    const hidden = await makeCategory(db, { slug: 'warm-hidden', isActive: false });
    slugs = { shown: shown.slug, hidden: hidden.slug };
    const best = await makeProduct(db, {
      categoryId: shown.id,
      nameAr: 'كريم مرطب 50 مل',
      nameEn: 'Moisturising Cream 50ml',
      salesCount: 90,
    });
    const other = await makeProduct(db, {
      categoryId: shown.id,
      nameAr: 'شامبو',
      nameEn: 'La Shampoo',
      salesCount: 5,
    });
    const inHidden = await makeProduct(db, { categoryId: hidden.id, nameAr: 'مخفي', salesCount: 1 });
    await makeProduct(db, { categoryId: shown.id, nameAr: 'موقوف', status: 'archived', salesCount: 500 });
    ids = { best: best.id, other: other.id, inHidden: inHidden.id };
    list = await catalogWarmUpRequests(db);
  });
  afterAll(() => ctx.close());

  const search = (query: string, page: number) =>
    `/api/products?search=${encodeURIComponent(query)}&page=${page}&limit=16`;

  it("asks the best sellers' words in their own language, and each search's second page after its first", () => {
    const asked = (url: string) => list.filter((r) => r.url === url).map((r) => r.lang);
    expect(asked(search('كريم', 1))).toEqual(['ar']);
    expect(asked(search('كريم مرطب', 1))).toEqual(['ar']);
    expect(asked(search('Moisturising Cream', 1))).toEqual(['en']);
    expect(asked(search('شامبو', 1))).toEqual(['ar']);
    // A word of two letters or one with a figure is no word a shopper searches by alone.
    expect(asked(search('Shampoo', 1))).toEqual(['en']);
    expect(list.some((r) => r.url.includes(encodeURIComponent('50')))).toBe(false);
    expect(list.some((r) => r.url.includes('search=La'))).toBe(false);
    // Nothing of a product shoppers cannot see.
    expect(list.some((r) => r.url.includes(encodeURIComponent('موقوف')))).toBe(false);
    const index = (url: string) => list.findIndex((r) => r.url === url);
    expect(index(search('كريم', 2))).toBeGreaterThan(index(search('كريم', 1)));
    expect(new Set(list.map((r) => `${r.lang} ${r.url}`)).size).toBe(list.length);
  });

  it("asks every visible category's first pages, the best sellers' pages and the home page", () => {
    const urls = list.map((r) => r.url);
    expect(urls).toContain(`/api/products?category=${slugs.shown}&page=1&limit=16`);
    expect(urls).toContain(`/api/products?category=${slugs.shown}&page=2&limit=16`);
    expect(urls.some((u) => u.includes(slugs.hidden))).toBe(false);
    expect(urls.some((u) => u.endsWith(`/products/${ids.inHidden}`))).toBe(false);
    expect(list.some((r) => r.url.includes(encodeURIComponent('مخفي')))).toBe(false);
    for (const id of [ids.best, ids.other]) {
      expect(urls).toContain(`/api/products/${id}`);
      expect(urls).toContain(`/products/${id}`);
    }
    expect(list.filter((r) => r.url === '/').map((r) => r.lang)).toEqual(['ar', 'en']);
    // In turns, so that a warm-up cut short has still asked some of each kind.
    const kinds = new Set(
      list
        .slice(0, 12)
        .map((r) => /search=|category=|\/api\/products\/\d|^\/products\/\d|^\/$/.exec(r.url)?.[0]),
    );
    expect(kinds.size).toBe(5);
  });

  it('is answered by the shop without a failure, and without a log line per request', async () => {
    const result = await warmUp(ctx.app, list, { ms: 60_000, concurrency: 4 });
    expect(result).toMatchObject({ asked: list.length, failed: [] });
    expect(logged.filter((l) => l.includes('"reqId"'))).toEqual([]);
    // A shopper's request is logged as always.
    expect((await ctx.app.inject({ url: `/api/products/${ids.best}` })).statusCode).toBe(200);
    expect(logged.filter((l) => l.includes('"reqId"')).length).toBeGreaterThan(0);
  });
});

describe('the server', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-warm-up-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('warms up before it listens, when told a time', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        WARM_UP_MS: '3000',
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: '',
        REDIS_URL: '',
        SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    try {
      for (const deadline = Date.now() + 60_000; !out.includes('Shop ready') && Date.now() < deadline; ) {
        await pause(100);
      }
      const messages = out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => (JSON.parse(l) as { msg: string }).msg);
      const warmed = messages.findIndex((m) => /^Warmed up: \d+ requests in \d+ ms$/.test(m));
      expect(warmed, out).toBeGreaterThanOrEqual(0);
      expect(warmed).toBeLessThan(messages.findIndex((m) => m.startsWith('Server listening')));
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }, 90_000);
});
