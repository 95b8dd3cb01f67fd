// Several instances of the shop on one PostgreSQL (issue 19): what one instance does, the others see.
// PostgreSQL only: PGlite is one process by design. Readiness checks run on both.
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, freePort, TestClient, type TestContext } from './helpers.ts';
import { type LocalS3, startLocalS3 } from './s3.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const onPostgres = Boolean(process.env.DATABASE_URL);

async function readiness(ctx: TestContext) {
  const res = await ctx.app.inject({ url: '/api/health/ready' });
  return { statusCode: res.statusCode, data: res.json().data };
}

describe('liveness and readiness', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('is live and ready while its database and storage answer, and says which request it was', async () => {
    const live = await ctx.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toEqual({ status: 'ok' });
    expect(await readiness(ctx)).toEqual({
      statusCode: 200,
      data: { status: 'ready', database: 'ok', redis: expect.any(String), storage: 'ok', draining: false },
    });
    // The id a proxy gave the request is kept and echoed; a missing or forged one is replaced.
    const given = await ctx.app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    const forged = await ctx.app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'a\n{"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await ctx.app.inject({ url: '/api/health/live' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not ready while shutting down, nor while its files cannot be written', async () => {
    ctx.app.lifecycle.draining = true;
    expect(await readiness(ctx)).toMatchObject({
      statusCode: 503,
      data: { status: 'not_ready', draining: true },
    });
    expect((await ctx.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    ctx.app.lifecycle.draining = false;

    const { chmodSync } = await import('node:fs');
    chmodSync(ctx.dataDir, 0o500);
    try {
      // Root may write anyway; what matters is that an unwritable store is reported when it is one.
      const { accessSync, constants } = await import('node:fs');
      const writable = (() => {
        try {
          accessSync(ctx.dataDir, constants.W_OK);
          return true;
        } catch {
          return false;
        }
      })();
      expect(await readiness(ctx)).toMatchObject(
        writable ? { statusCode: 200 } : { statusCode: 503, data: { storage: 'down' } },
      );
    } finally {
      chmodSync(ctx.dataDir, 0o700);
    }
    expect((await readiness(ctx)).statusCode).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'is ready when probed while Redis is still connecting: not yet connected is not down',
    async () => {
      const redis = ctx.app.redis!;
      // The state of every instance just started (CI probed one before its connection was made).
      const closed = once(redis, 'close');
      redis.disconnect(true);
      await closed;
      expect(redis.status).not.toBe('ready');
      expect(await readiness(ctx)).toMatchObject({ statusCode: 200, data: { redis: 'ok' } });
    },
  );
});

/** A TCP relay in front of PostgreSQL that can be cut (the database "stops") and restored on the same port. */
async function relay(target: URL) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const start = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
  };
  const stop = async () => {
    const closed = new Promise((r) => server?.close(r));
    for (const s of sockets) s.destroy();
    await closed;
  };
  await start();
  return { port, start, stop };
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let a: TestContext;
  let b: TestContext;
  let categoryId: number;
  let adminOnA: TestClient;
  let cut: Awaited<ReturnType<typeof relay>>;
  let s3: LocalS3;

  beforeAll(async () => {
    s3 = await startLocalS3();
    // Long enough that only the other instance's notice can explain a fresh answer. Both share the Redis
    // key prefix, as instances of one shop do.
    const shared = {
      CATALOG_CACHE_MS: '60000',
      REDIS_KEY_PREFIX: `test:${Math.random().toString(36).slice(2)}:`,
      // One bucket for both; each instance has a data directory of its own (createTestApp).
      ...s3.env,
    };
    a = await createTestApp(shared);
    const url = new URL(a.database.url!);
    cut = await relay(new URL(url));
    url.host = `127.0.0.1:${cut.port}`;
    b = await createTestApp(shared, { databaseUrl: url.toString() });
    categoryId = (await makeCategory(a.database.db, { slug: 'instances' })).id;
    adminOnA = await new TestClient(a.app).signInAs((await makeUser(a.database.db, { admin: true })).id);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await cut?.stop();
    await s3?.close();
  });

  const priceOn = async (ctx: TestContext, id: number) =>
    (await new TestClient(ctx.app).get(`/api/products/${id}?lang=en`)).json().data.price as number;

  it('a product changed through A is served fresh by B within a second', async () => {
    const p = await makeProduct(a.database.db, { categoryId, price: 10_000 });
    expect(await priceOn(b, p.id)).toBe(10_000); // remembered by B
    expect(await priceOn(a, p.id)).toBe(10_000);
    // The new price is written past the shop (as a factory does), then an admin change through A tells the
    // instances: B can only see the new price if it heard A.
    await a.database.db.update(products).set({ price: 12_500 }).where(eq(products.id, p.id));
    expect(await priceOn(b, p.id)).toBe(10_000);
    const changed = await adminOnA.request({
      method: 'PATCH',
      url: `/api/admin/products/${p.id}`,
      payload: { featured: true },
    });
    expect(changed.statusCode).toBe(200);
    const since = Date.now();
    let seen = await priceOn(b, p.id);
    while (seen !== 12_500 && Date.now() - since < 1000) {
      await sleep(20);
      seen = await priceOn(b, p.id);
    }
    expect(seen).toBe(12_500);
    expect(Date.now() - since).toBeLessThan(1000);
  });

  it('an order placed through A refreshes on B the answers showing what it sold, and only those', async () => {
    const sold = await makeProduct(a.database.db, { categoryId, price: 3_000, stock: 50 });
    const other = await makeProduct(a.database.db, { categoryId, price: 4_000, stock: 50 });
    expect(await priceOn(b, sold.id)).toBe(3_000);
    expect(await priceOn(b, other.id)).toBe(4_000);
    for (const [id, price] of [
      [sold.id, 3_300],
      [other.id, 4_400],
    ] as const) {
      await a.database.db.update(products).set({ price }).where(eq(products.id, id));
    }
    const buyer = await new TestClient(a.app).signInAs((await makeUser(a.database.db)).id);
    const placed = await buyer.post('/api/orders', {
      items: [{ product_id: sold.id, quantity: 1 }],
      shipping_address: shippingAddress,
    });
    expect(placed.statusCode).toBe(201);
    const since = Date.now();
    while ((await priceOn(b, sold.id)) !== 3_300 && Date.now() - since < 1000) await sleep(20);
    expect(await priceOn(b, sold.id)).toBe(3_300);
    expect(await priceOn(b, other.id)).toBe(4_000);
  });

  it('an image uploaded through A is served by B, and deleted through B is gone from A', async () => {
    const png = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const uploaded = await adminOnA.postForm(
      '/api/admin/files',
      { name: 'cream.png', content: png },
      { is_public: '1' },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json().data as { id: number; url: string; variants: Record<string, string> };

    const served = await b.app.inject({ url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': expect.stringContaining('immutable'),
      'content-security-policy': expect.stringContaining('sandbox'),
      'x-content-type-options': 'nosniff',
    });
    const again = await b.app.inject({
      url: file.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const small = await b.app.inject({ url: file.variants['300']! });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    const head = await b.app.inject({ method: 'HEAD', url: file.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(png.length));
    expect(head.rawPayload.length).toBe(0);
    // Neither instance kept it on its own disk.
    for (const ctx of [a, b]) expect(existsSync(path.join(ctx.dataDir, 'uploads', 'files'))).toBe(false);

    const adminOnB = adminOnA.onApp(b.app);
    expect(
      (await adminOnB.request({ method: 'DELETE', url: `/api/admin/files/${file.id}` })).statusCode,
    ).toBe(200);
    expect((await a.app.inject({ url: file.url })).statusCode).toBe(404);
    expect((await a.app.inject({ url: file.variants['300']! })).statusCode).toBe(404);
    // A path that is not a key of the store is not looked for.
    expect((await a.app.inject({ url: '/uploads/files/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
  });

  it('a prescription sent through A is read on B by its owner and the pharmacist, by nobody else', async () => {
    const owner = await new TestClient(a.app).signInAs((await makeUser(a.database.db)).id);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const sent = await owner.postForm('/api/prescriptions', {
      name: 'rx.jpg',
      content: photo,
      field: 'files',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const url = `/api/prescriptions/${sent.json().data.id}/files/1`;
    const byOwner = await owner.onApp(b.app).get(url);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.headers['content-type']).toBe('image/jpeg');
    expect(byOwner.headers['cache-control']).toBe('private, no-store');
    expect((await adminOnA.onApp(b.app).get(url)).statusCode).toBe(200);
    const stranger = await new TestClient(b.app).signInAs((await makeUser(a.database.db)).id);
    expect((await stranger.get(url)).statusCode).toBe(404);
  });

  /** A public image uploaded by the admin through A. */
  const uploadPng = async (name: string) =>
    adminOnA.postForm(
      '/api/admin/files',
      {
        name,
        content: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      },
      { is_public: '1' },
    );

  it('B is not ready while the file store does not answer, its files answer 503, and all is back once it does', async () => {
    const kept = await uploadPng('kept.png');
    expect(kept.statusCode).toBe(201);
    const url = kept.json().data.url as string;
    await s3.stop();
    try {
      expect(await readiness(b)).toMatchObject({
        statusCode: 503,
        data: { storage: 'down', database: 'ok' },
      });
      // Not the request's fault: 503 with when to try again, never a 500.
      const served = await b.app.inject({ url });
      expect(served.statusCode).toBe(503);
      expect(served.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      expect(served.headers['retry-after']).toBe('5');
      const late = await uploadPng('late.png');
      expect(late.statusCode).toBe(503);
    } finally {
      await s3.start();
    }
    expect(await readiness(b)).toMatchObject({ statusCode: 200, data: { storage: 'ok' } });
    expect((await b.app.inject({ url })).statusCode).toBe(200);
  });

  it('a session started on A works on B, and signing out on B ends it on A', async () => {
    const user = await makeUser(a.database.db);
    await a.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Secret@123') })
      .where(eq(users.id, user.id));
    const onA = new TestClient(a.app);
    expect((await onA.post('/login', { email: user.email, password: 'Secret@123' })).statusCode).toBe(200);
    const onB = onA.onApp(b.app);
    expect((await onB.get('/api/user')).json().data.email).toBe(user.email);
    expect((await onB.post('/api/logout')).statusCode).toBe(200);
    expect((await onA.get('/api/user')).json().data).toBeNull();
  });

  it.skipIf(!process.env.REDIS_URL)('counts password guesses across both instances', async () => {
    const user = await makeUser(a.database.db);
    const guesser = new TestClient(a.app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const via = i % 2 === 0 ? guesser : guesser.onApp(b.app);
      statuses.push((await via.post('/login', { email: user.email, password: 'Wrong@1234' })).statusCode);
    }
    // Five a minute for one e-mail from one address, wherever they land.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('a stock race split across A and B sells exactly what is in stock', async () => {
    const p = await makeProduct(a.database.db, { categoryId, stock: 7 });
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const u = await makeUser(a.database.db);
        return new TestClient(i % 2 === 0 ? a.app : b.app).signInAs(u.id);
      }),
    );
    const results = await Promise.all(
      shoppers.map((c) =>
        c.post('/api/orders', {
          items: [{ product_id: p.id, quantity: 1 }],
          shipping_address: shippingAddress,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    expect(codes.filter((c) => c === 409)).toHaveLength(23);
    const [row] = await a.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, p.id));
    expect(row?.stock).toBe(0);
  });

  it('B is not ready while its database is cut off, and ready again once it is back; it does not crash', async () => {
    expect((await readiness(b)).statusCode).toBe(200);
    await cut.stop();
    const down = await readiness(b);
    expect(down).toMatchObject({ statusCode: 503, data: { status: 'not_ready', database: 'down' } });
    // A shopper's request meanwhile gets a clean answer, not a crash.
    const meanwhile = await new TestClient(b.app).get(`/api/products?search=cut-off-${Date.now()}`);
    expect(meanwhile.statusCode).toBe(503);
    expect(meanwhile.json().code).toBe('UNAVAILABLE');
    await cut.start();
    let back = await readiness(b);
    for (const deadline = Date.now() + 10_000; back.statusCode !== 200 && Date.now() < deadline; ) {
      await sleep(100);
      back = await readiness(b);
    }
    expect(back).toMatchObject({ statusCode: 200, data: { database: 'ok' } });
  }, 30_000);
});
