import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { catalogChanged } from '../src/modules/catalog/cache.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

// The web build's renderer is replaced by a small stand-in with the same exports (apps/web/src/entry-server.tsx),
// so these tests cover the server's side: who gets a rendered page, in which language, and what goes around it.
// The real renderer is covered by the browser tests, which run against the build.
const base = path.join(os.tmpdir(), `shop-ssr-${process.pid}-${Date.now()}`);
const webDist = path.join(base, 'dist');
let ctx: TestContext;
let productId: number;

const FAKE_RENDERER = `
import { isMainThread } from 'node:worker_threads';
const thread = isMainThread ? 'request' : 'render';
let renders = 0;
export function isServerRendered(pathname) {
  return !pathname.startsWith('/admin') && pathname !== '/cart';
}
export function isKnownPath(pathname) {
  return !pathname.startsWith('/no/such');
}
export async function renderPage(url, locale, api) {
  if (url.startsWith('/broken')) throw new Error('the page failed to render');
  if (url.startsWith('/busy')) return null;
  if (url.startsWith('/crash') && !isMainThread) process.exit(1);
  if (url.startsWith('/slow')) {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    return { html: '<main>slow</main>', state: '{}', title: null };
  }
  const res = await api('/api' + url.split('?')[0], { method: 'GET' });
  const body = await res.json();
  const name = res.status === 200 ? body.data.name : 'not found ' + res.status;
  const title = url.startsWith('/products/') ? name + ' & more | shop' : null;
  renders++;
  return { html: '<main data-thread="' + thread + '" data-url="' + url + '" data-render="' + renders + '"><h1>' + name + '</h1></main>', state: '{"queries":[],"locale":"' + locale + '"}', title };
}
`;

beforeAll(() => {
  mkdirSync(path.join(base, 'dist-ssr'), { recursive: true });
  mkdirSync(webDist, { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><title>صيدلية الشفاء</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(base, 'dist-ssr', 'entry-server.js'), FAKE_RENDERER);
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

describe.each([
  { where: 'on the request thread', threads: '0', thread: 'request' },
  { where: 'on a render thread', threads: '1', thread: 'render' },
])('pages rendered on the server, $where', ({ threads, thread }) => {
  beforeAll(async () => {
    ctx = await createTestApp({
      WEB_DIST: webDist,
      PUBLIC_URL: 'https://shop.example.iq',
      RENDER_THREADS: threads,
    });
    const category = await makeCategory(ctx.database.db, { slug: 'vitamins' });
    const product = await makeProduct(ctx.database.db, {
      categoryId: category.id,
      nameAr: 'فيتامين سي 1000',
      nameEn: 'Vitamin C 1000',
    });
    productId = product.id;
  });
  afterAll(() => ctx?.close());

  it('renders a guest page in Arabic with the data fetched in-process, and its state beside it', async () => {
    const res = await page(`/products/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl" data-rendered>');
    expect(res.body).toMatch(
      new RegExp(
        `<div id="root" data-ssr="ar"><main data-thread="${thread}" data-url="/products/${productId}" data-render="\\d+"><h1>فيتامين سي 1000</h1></main></div>`,
      ),
    );
    expect(res.body).toContain(
      '<script type="application/json" id="ssr-state">{"queries":[],"locale":"ar"}</script>',
    );
    // The page's own title (escaped); the link preview tags are still there.
    expect(res.body).toContain('<title>فيتامين سي 1000 &amp; more | shop</title>');
    expect(res.body).toContain('<meta property="og:title" content="فيتامين سي 1000');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers['server-timing']).toBe('paint;desc="rendered"');
    // Remembered, it says so again.
    expect((await page(`/products/${productId}`)).headers['server-timing']).toBe('paint;desc="rendered"');
  });

  it('renders in the language of the shopper\u2019s cookie, with the page direction to match', async () => {
    const res = await page(`/products/${productId}`, 'app_locale=en');
    expect(res.body).toContain('<html lang="en" dir="ltr" data-rendered>');
    expect(res.body).toMatch(
      new RegExp(
        `<div id="root" data-ssr="en"><main data-thread="${thread}" data-url="/products/${productId}" data-render="\\d+"><h1>Vitamin C 1000</h1></main></div>`,
      ),
    );
    // A cookie that names no language of ours is a first visit: Arabic.
    expect((await page(`/products/${productId}`, 'app_locale=fr')).body).toContain('data-ssr="ar"');
  });

  it('sends the plain app to a visitor with a session, to the back-office and to device-only pages', async () => {
    for (const cookie of ['XSRF-TOKEN=abc', 'shop_session=abc', 'XSRF-TOKEN=abc; app_locale=en']) {
      const res = await page(`/products/${productId}`, cookie);
      expect(res.body, cookie).toContain('<div id="root"></div>');
      expect(res.body, cookie).not.toContain('ssr-state');
      expect(res.headers['server-timing'], cookie).toBe('paint;desc="app"');
    }
    for (const url of ['/admin/orders', '/cart']) {
      expect((await page(url)).body, url).toContain('<div id="root"></div>');
    }
  });

  it('sends the plain app, at once, when the renderer is busy or takes too long', async () => {
    const busy = await page('/busy/page');
    expect(busy.body).toContain('<div id="root"></div>');
    expect(busy.headers['server-timing']).toBe('paint;desc="unrendered"');
    const started = Date.now();
    const slow = await page('/slow/page');
    expect(slow.body).toContain('<div id="root"></div>');
    expect(slow.headers['server-timing']).toBe('paint;desc="unrendered"');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('answers 404 for a path the app has no page for, and for a product that does not exist', async () => {
    const unknown = await page('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('data-ssr="ar"'); // the app's own 404 page, rendered
    expect((await page('/no/such/page', 'XSRF-TOKEN=abc')).statusCode).toBe(404);
    expect((await page('/products/987654')).statusCode).toBe(404);
    expect((await page(`/products/${productId}`)).statusCode).toBe(200);
  });

  it('falls back to the plain app when rendering fails, never a 500', async () => {
    const res = await page('/broken/page');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it.runIf(thread === 'render')(
    'sends pages unrendered while a render thread that stopped is started again, then renders again',
    async () => {
      const crashed = await page('/crash/page');
      expect(crashed.statusCode).toBe(200);
      expect(crashed.headers['server-timing']).toBe('paint;desc="unrendered"');
      // Not restarted at once (a thread that fails as it starts would otherwise be restarted on every page).
      expect((await page('/products/1?again=1')).headers['server-timing']).toBe('paint;desc="unrendered"');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const res = await page(`/products/${productId}?again=2`);
      expect(res.headers['server-timing']).toBe('paint;desc="rendered"');
      expect(res.body).toContain('<main data-thread="render" ');
    },
  );
});

describe('rendered pages remembered with the catalogue', () => {
  let cached: TestContext;
  beforeAll(async () => {
    cached = await createTestApp({ WEB_DIST: webDist, CATALOG_CACHE_MS: '60000' });
  });
  afterAll(() => cached?.close());

  it('drops a remembered page when the stock of the product it shows changes, and keeps it for another', async () => {
    const db = cached.database.db;
    const categoryId = (await makeCategory(db, { slug: 'remembered-pages' })).id;
    const shown = await makeProduct(db, { categoryId, nameAr: 'كريم مرطب', stock: 30 });
    const elsewhere = await makeProduct(db, { categoryId, stock: 30 });
    const heading = async () =>
      /<h1>([^<]*)<\/h1>/.exec((await cached.app.inject({ url: `/products/${shown.id}` })).body)?.[1];
    expect(await heading()).toBe('كريم مرطب');
    // Renamed past the shop: only a page rendered afresh can show it.
    await db.update(products).set({ nameAr: 'كريم مرطب جديد' }).where(eq(products.id, shown.id));
    const buyer = await new TestClient(cached.app).signInAs((await makeUser(db)).id);
    const buy = (id: number) =>
      buyer.post('/api/orders', {
        items: [{ product_id: id, quantity: 1 }],
        shipping_address: shippingAddress,
      });
    expect((await buy(elsewhere.id)).statusCode).toBe(201);
    expect(await heading()).toBe('كريم مرطب');
    // The page learnt which product it shows from the API answer it asked for while it rendered.
    expect((await buy(shown.id)).statusCode).toBe(201);
    expect(await heading()).toBe('كريم مرطب جديد');
  });

  it("renders a shared link once for every visitor, whatever tracking parameters each one's click added", async () => {
    const db = cached.database.db;
    const categoryId = (await makeCategory(db, { slug: 'shared-link' })).id;
    const product = await makeProduct(db, { categoryId, nameAr: 'واقي شمس 50' });
    catalogChanged(db); // made past the shop, which remembers its category tree
    const visit = (query: string) => cached.app.inject({ url: `/products/${product.id}${query}` });
    const first = await visit('?fbclid=IwAR0first');
    expect(first.statusCode).toBe(200);
    // Rendered at its own address: the app, which drops them too, hydrates the same page.
    expect(first.body).toContain(`data-url="/products/${product.id}"`);
    expect(first.body).not.toContain('fbclid');
    const render = /data-render="(\d+)"/.exec(first.body)?.[1];
    expect(render).toBeDefined();
    for (const query of ['?fbclid=IwAR0second', '?utm_source=whatsapp&utm_medium=social', '']) {
      const again = await visit(query);
      expect(again.statusCode, query).toBe(200);
      expect(/data-render="(\d+)"/.exec(again.body)?.[1], query).toBe(render);
      expect(again.headers.etag, query).toBe(first.headers.etag);
    }
    // A parameter the page reads is part of its address.
    const other = await cached.app.inject({ url: `/products?category=shared-link&fbclid=x` });
    expect(other.body).toContain('data-url="/products?category=shared-link"');
  });
});
