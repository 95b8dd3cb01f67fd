import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let productId: number;
const webDist = path.join(os.tmpdir(), `shop-web-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><title>صيدلية الشفاء</title><meta name="description" content="shop"><script>document.documentElement.lang="ar"</script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(webDist, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))})`,
  );
  ctx = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example.iq' });
  const cat = await makeCategory(ctx.database.db, {
    slug: 'vitamins',
    nameAr: 'الفيتامينات',
    nameEn: 'Vitamins',
    descriptionAr: 'فيتامينات ومكملات غذائية',
  });
  const p = await makeProduct(ctx.database.db, {
    categoryId: cat.id,
    nameAr: 'فيتامين د3 5000 وحدة <script>',
    nameEn: 'Vitamin D3 5000 IU',
    descriptionAr: 'يدعم صحة العظام',
    price: 18_500,
    image: '/uploads/products/d3-600.webp',
  });
  productId = p.id;
});

afterAll(() => ctx?.close());

describe('serving the web app', () => {
  it('answers any browser path with index.html, uncached', async () => {
    for (const url of ['/', '/checkout', '/admin/orders', '/some/unknown/page']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps API and missing files as 404s', async () => {
    expect((await ctx.app.inject({ url: '/api/nothing' })).json()).toMatchObject({ success: false });
    expect((await ctx.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the Brotli copy the build wrote beside an asset, as it is', async () => {
    const brotli = brotliCompressSync(readFileSync(path.join(webDist, 'assets', 'app-abc123.js')));
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotli);
    const res = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.equals(brotli)).toBe(true);
  });

  it('allows exactly the inline scripts of index.html in its CSP', async () => {
    const csp = (await ctx.app.inject({ url: '/' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline' 'sha256");
  });
});

describe('link previews', () => {
  it('puts the product name, price and image into the HTML of its page', async () => {
    const html = (await ctx.app.inject({ url: `/products/${productId}` })).body;
    expect(html).toContain('<title>فيتامين د3 5000 وحدة &lt;script&gt; — 18,500 د.ع | صيدلية الشفاء</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example.iq/uploads/products/d3-600.webp">',
    );
    expect(html).toContain('<meta property="product:price:amount" content="18500">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const en = (await ctx.app.inject({ url: `/products/${productId}?lang=en` })).body;
    expect(en).toContain(
      '<meta property="og:title" content="Vitamin D3 5000 IU — IQD 18,500 | Al-Shifa Pharmacy">',
    );
  });

  it('titles a category listing after the category', async () => {
    const html = (await ctx.app.inject({ url: '/products?category=vitamins' })).body;
    expect(html).toContain('<title>الفيتامينات | صيدلية الشفاء</title>');
    expect(html).toContain('content="فيتامينات ومكملات غذائية"');
  });

  it('falls back to the plain app for a missing product (404) or category', async () => {
    for (const [url, status] of [
      ['/products/99999', 404],
      ['/products/abc', 404],
      ['/products?category=nope', 200],
    ] as const) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain('<title>صيدلية الشفاء</title>');
    }
  });
});
