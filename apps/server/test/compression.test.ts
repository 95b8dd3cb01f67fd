import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { acceptedEncoding, EncodedBody, matchesEtag } from '../src/lib/encoded.ts';
import { catalogChanged } from '../src/modules/catalog/cache.ts';
import { makeCategory, makeProduct } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let productId: number;
const webDist = path.join(os.tmpdir(), `shop-encoded-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html lang="ar" dir="rtl"><head><title>صيدلية الشفاء</title><meta name="description" content="shop"><style>${'body{margin:0}'.repeat(100)}</style></head><body><div id="root"></div></body></html>`,
  );
  ctx = await createTestApp({ CATALOG_CACHE_MS: '60000', WEB_DIST: webDist });
  const category = await makeCategory(ctx.database.db, { slug: 'encoded' });
  // Enough products that the answer is worth compressing.
  for (let i = 0; i < 12; i++) {
    await makeProduct(ctx.database.db, {
      categoryId: category.id,
      descriptionEn: 'A moisturising cream for dry skin. '.repeat(4),
    });
  }
  productId = (
    await makeProduct(ctx.database.db, { categoryId: category.id, nameEn: 'Page cream', price: 7000 })
  ).id;
});

afterAll(async () => {
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const list = '/api/products?category=encoded&lang=en';
const get = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: list, headers });

describe('remembered answers, compressed once', () => {
  it('sends Brotli or gzip as the client accepts, the same JSON inside, with an ETag and Vary', async () => {
    const plain = await get({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.data).toHaveLength(12);

    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const refused = await get({ 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 with no body when the client already holds the answer', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await get({ 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });
});

describe('remembered pages', () => {
  const page = (headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: `/products/${productId}`,
      headers: { cookie: 'app_locale=en', ...headers },
    });

  it('keeps a product page whole, compressed, until the catalogue changes', async () => {
    const first = await page({ 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/cookie/);
    expect(first.headers.vary).toMatch(/accept-encoding/);
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toContain('Page cream');
    expect((await page({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    // Changed behind the shop's back: the page is remembered; a change through the shop reaches it.
    await ctx.database.db.update(products).set({ price: 9000 }).where(eq(products.id, productId));
    expect((await page()).body).toContain('content="7000"');
    catalogChanged(ctx.database.db);
    const changed = await page({ 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('content="9000"');
  });

  it('answers 404 for a product that is not there, remembered as such', async () => {
    expect((await ctx.app.inject({ url: '/products/987654' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/products/987654' })).statusCode).toBe(404);
  });
});

/** A rendered page's worth of Arabic HTML: large enough to be compressed off the request loop. */
const html = `<html>${'<p class="text-ink">واقي شمس بنزاك 400 مل، يوضع بكمية كافية</p>'.repeat(2000)}</html>`;

describe('an answer sent once', () => {
  it('is compressed at the fastest levels, still the same bytes inside, larger than one made to be kept', async () => {
    const kept = new EncodedBody(html, 'text/html');
    const once = new EncodedBody(html, 'text/html', true);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      // A kept answer is made at the better level once a second client has asked for it.
      const fast = await kept.encoded(encoding);
      await kept.encoded(encoding);
      await expect.poll(async () => (await kept.encoded(encoding)) !== fast).toBe(true);
      const [keptForm, onceForm] = await Promise.all([kept.encoded(encoding), once.encoded(encoding)]);
      expect(decode(onceForm).toString(), encoding).toBe(html);
      expect(onceForm.length, encoding).toBeGreaterThan(keptForm.length);
    }
    expect(once.etag).toBe(kept.etag);
  });
});

describe('an answer kept to be sent again', () => {
  const fastest = {
    br: (body: string) =>
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }).length,
    gzip: (body: string) => zlib.gzipSync(body, { level: 1 }).length,
  };

  /** A catalog answer's worth of JSON, its products told apart as a page's are: small enough to be compressed on the request loop. */
  const words = [
    'كريم',
    'مرطب',
    'للبشرة',
    'الجافة',
    'moisturising',
    'cream',
    'with',
    'ceramides',
    'SPF',
    'غسول',
  ];
  const json = JSON.stringify(
    Array.from({ length: 16 }, (_, id) => ({
      id: 1000 + id * 7919,
      name: `${words[id % 4]} ${words[(id * 3) % 10]} ${id * 37} مل`,
      price: 1000 + ((id * 7919) % 50) * 250,
      description: Array.from({ length: 60 }, (_, j) => words[(id * 7 + j * j) % 10]).join(' '),
    })),
  );

  it.each([
    ['a rendered page', html],
    ['a catalog answer', json],
  ])(
    'goes to its first client at the fastest level, and at the better level once a second has asked for it (%s)',
    async (_, body) => {
      for (const [encoding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const kept = new EncodedBody(body, 'text/html');
        const first = await kept.encoded(encoding);
        expect(decode(first).toString(), encoding).toBe(body);
        expect(first.length, encoding).toBeGreaterThanOrEqual(fastest[encoding](body) - 16);
        // The second client still gets the fast form while the better one is made aside.
        expect(await kept.encoded(encoding), encoding).toBe(first);
        await expect
          .poll(async () => (await kept.encoded(encoding)).length, { message: encoding })
          .toBeLessThan(first.length);
        const later = await kept.encoded(encoding);
        expect(decode(later).toString(), encoding).toBe(body);
        expect(await kept.encoded(encoding), encoding).toBe(later);
      }
    },
  );

  it('never asked for again, is never compressed at the better level', async () => {
    const once = new EncodedBody(html, 'text/html', true);
    const first = await once.encoded('br');
    await once.encoded('br');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await once.encoded('br')).toBe(first);
  });
});

describe('reading the request headers', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('*')).toBe('gzip');
  });

  it('matches an ETag in a list, weak or strong, and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
