import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '../src/lib/redis.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { makeUser } from './factories.ts';
import { createTestApp, freePort, TestClient, type TestContext } from './helpers.ts';

const PASSWORD = 'Secret@123';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function customer(ctx: TestContext) {
  const { users } = await import('../src/db/schema.ts');
  const { eq } = await import('drizzle-orm');
  const user = await makeUser(ctx.database.db);
  await ctx.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id));
  return user.email;
}

const login = (c: TestClient, email: string, password: string) =>
  c.post('/login', { email, password, remember: false });

/** Wrong passwords until the login limit (5 a minute for one e-mail from one address) answers 429. */
async function wrongUntilLimited(c: TestClient, email: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push((await login(c, email, 'Wrong@1234')).statusCode);
  return statuses;
}

async function health(ctx: TestContext, url = '/api/health') {
  const res = await ctx.app.inject({ url });
  return { statusCode: res.statusCode, data: res.json().data };
}
const readiness = (ctx: TestContext) => health(ctx, '/api/health/ready');

describe('Redis configured but unreachable from the start', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => ctx?.close());

  it('signs in and refuses wrong passwords as usual, never 500', async () => {
    const email = await customer(ctx);
    expect((await login(new TestClient(ctx.app), email, 'Wrong@1234')).statusCode).toBe(401);
    const c = new TestClient(ctx.app);
    expect((await login(c, email, PASSWORD)).statusCode).toBe(200);
    expect((await c.get('/api/user')).json().data.email).toBe(email);
  });

  it('still limits password guessing, counting in memory', async () => {
    const email = await customer(ctx);
    const c = new TestClient(ctx.app);
    expect(await wrongUntilLimited(c, email)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('still limits the per-address routes of @fastify/rate-limit, counting in memory', async () => {
    const c = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await c.post('/api/newsletter/subscribe', { email: `n${i}@example.iq` })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('reports Redis down and the shop degraded, still with 200, and stays ready', async () => {
    expect(await health(ctx)).toEqual({
      statusCode: 200,
      data: { status: 'degraded', database: 'ok', redis: 'down' },
    });
    // The shop works without Redis; a Redis every instance shares must not take them all out at once.
    expect(await readiness(ctx)).toEqual({
      statusCode: 200,
      data: { status: 'ready', database: 'ok', redis: 'down', storage: 'ok', draining: false },
    });
  });

  it('answers 503 with status down, not a 500, when the database does not answer', async () => {
    const ping = ctx.database.ping;
    ctx.database.ping = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    try {
      const res = await ctx.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        data: { status: 'down', database: 'down', redis: 'down' },
      });
      // Without its database the shop cannot work: this instance is not ready.
      expect(await readiness(ctx)).toMatchObject({
        statusCode: 503,
        data: { status: 'not_ready', database: 'down' },
      });
    } finally {
      ctx.database.ping = ping;
    }
  });
});

describe('the Redis client', () => {
  it('logs an outage once, however many reconnections fail, and never throws an unhandled error', async () => {
    const warnings: string[] = [];
    const log = { warn: (_o: unknown, msg: string) => warnings.push(msg), info: () => {} };
    const redis = createRedis('redis://127.0.0.1:1', log as never);
    const started = Date.now();
    const failed = await redis.incr('x').catch((e: Error) => e);
    expect(failed).toBeInstanceOf(Error);
    // Without an offline queue the command fails at once instead of waiting for a connection.
    expect(Date.now() - started).toBeLessThan(300);
    await sleep(1200);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Redis is unreachable/);
    redis.disconnect();
  });
});

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await sleep(50)) {
    const probe = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      retryStrategy: () => null,
      maxRetriesPerRequest: 0,
    });
    probe.on('error', () => {});
    const up = await probe.connect().then(
      () => true,
      () => false,
    );
    probe.disconnect();
    if (up) return child;
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

describe.skipIf(!hasRedisServer)('a real Redis that stops while the shop runs, then comes back', () => {
  let ctx: TestContext;
  let redisServer: ChildProcess | undefined;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    redisServer = await startRedis(port);
    // Its own redis-server, read directly below: no key prefix.
    ctx = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: '' });
  });
  afterAll(async () => {
    await ctx?.close();
    await stop(redisServer);
  });

  it('keeps signing in and limiting while Redis is gone, and shares the counters again once it is back', async () => {
    const email = await customer(ctx);
    expect((await health(ctx)).data).toMatchObject({ status: 'ok', redis: 'ok' });
    expect(await readiness(ctx)).toMatchObject({ statusCode: 200, data: { status: 'ready', redis: 'ok' } });

    // Counted in Redis while it runs.
    const c = new TestClient(ctx.app);
    expect((await login(c, email, 'Wrong@1234')).statusCode).toBe(401);
    const peek = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0 });
    expect(await peek.get(`shop:limit:login:${email}|${c.ip}`)).toBe('1');
    peek.disconnect();

    await stop(redisServer);
    redisServer = undefined;
    expect((await login(new TestClient(ctx.app), email, PASSWORD)).statusCode).toBe(200);
    expect(await wrongUntilLimited(new TestClient(ctx.app), email)).toEqual([
      401, 401, 401, 401, 401, 429, 429, 429,
    ]);
    expect(await health(ctx)).toEqual({
      statusCode: 200,
      data: { status: 'degraded', database: 'ok', redis: 'down' },
    });
    // Still ready: it works, counting in memory until Redis is back.
    expect(await readiness(ctx)).toMatchObject({
      statusCode: 200,
      data: { status: 'ready', redis: 'down' },
    });

    redisServer = await startRedis(port);
    let back = await health(ctx);
    for (const deadline = Date.now() + 10_000; back.data.redis !== 'ok' && Date.now() < deadline; ) {
      await sleep(100);
      back = await health(ctx);
    }
    expect(back).toEqual({
      statusCode: 200,
      data: { status: 'ok', database: 'ok', redis: 'ok' },
    });
    expect(await readiness(ctx)).toMatchObject({ statusCode: 200, data: { status: 'ready', redis: 'ok' } });
    const again = new TestClient(ctx.app);
    expect((await login(again, email, 'Wrong@1234')).statusCode).toBe(401);
    const after = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0 });
    expect(await after.get(`shop:limit:login:${email}|${again.ip}`)).toBe('1');
    after.disconnect();
  }, 30_000);
});
