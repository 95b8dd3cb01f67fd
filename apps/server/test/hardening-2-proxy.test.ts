// Issue 46, item 5: behind a proxy that appends to X-Forwarded-For, the leftmost entry is what the client wrote.
// TRUST_PROXY=1 (one proxy in front) takes the rightmost entry, the one the proxy wrote (decision 063).
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

/** The proxy's own address: every request reaches the shop from it. */
const PROXY = '10.9.8.7';
/** The attacker's real address, which the proxy appends. */
const CLIENT = '203.0.113.7';

const forged = (i: number) => `198.51.100.${i + 1}`;

/** 12 subscriptions (a limit of 10 a minute per address), each with a different forged leftmost entry. */
async function subscribeTwelveTimes(ctx: TestContext, tag: string) {
  const c = new TestClient(ctx.app, PROXY);
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await c.post(
      '/api/newsletter/subscribe',
      { email: `${tag}${i}@example.iq` },
      { 'x-forwarded-for': `${forged(i)}, ${CLIENT}` },
    );
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('the client address behind one appending proxy', () => {
  const apps: TestContext[] = [];
  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
  });
  const start = async (trustProxy: string) => {
    const ctx = await createTestApp({ TRUST_PROXY: trustProxy });
    apps.push(ctx);
    return ctx;
  };

  it.each([
    ['1', 'one proxy in front'],
    [`${PROXY}`, 'the proxy by its address'],
    ['10.0.0.0/8', 'the proxy by its range'],
  ])('TRUST_PROXY=%s (%s): a forged leftmost entry does not escape a per-address limit', async (value) => {
    const ctx = await start(value);
    const statuses = await subscribeTwelveTimes(ctx, `hop${value.replace(/\W/g, '')}-`);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client behind the same proxy has a budget of its own.
    const other = await new TestClient(ctx.app, PROXY).post(
      '/api/newsletter/subscribe',
      { email: `other${value.replace(/\W/g, '')}@example.iq` },
      { 'x-forwarded-for': `${CLIENT}, 203.0.113.8` },
    );
    expect(other.statusCode, other.body).toBe(200);
  });

  it('TRUST_PROXY=true trusts every hop: the leftmost entry, which the client writes (documented as unsafe)', async () => {
    const ctx = await start('true');
    expect(await subscribeTwelveTimes(ctx, 'all-')).toEqual(Array(12).fill(200));
  });

  it('TRUST_PROXY=false takes the proxy’s own address for everyone', async () => {
    const ctx = await start('false');
    const statuses = await subscribeTwelveTimes(ctx, 'off-');
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
