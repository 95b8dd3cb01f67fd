import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { type KeyedLimiter, memoryLimiter, redisLimiter } from './rate-limit.ts';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  maxRetriesPerRequest: 1,
  lazyConnect: true,
});
afterAll(() => redis.quit());

async function exhaust(limiter: KeyedLimiter, key: string, times: number) {
  for (let i = 0; i < times; i++) await limiter.hit(key);
}

describe.each([
  ['memory', () => memoryLimiter(3, 60_000)],
  ['redis', () => redisLimiter(redis, `test-${process.pid}-${Date.now()}`, 3, 60_000)],
])('%s limiter', (_name, make) => {
  it('allows the limit, then answers 429 with the seconds to wait', async () => {
    const limiter = make();
    await exhaust(limiter, 'a@example.iq|1.2.3.4', 3);
    const err = await limiter.hit('a@example.iq|1.2.3.4').catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(429);
    expect(err.details.retryAfter).toBeGreaterThan(0);
    expect(err.details.retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each key apart, and a reset clears one', async () => {
    const limiter = make();
    await exhaust(limiter, 'one', 3);
    await expect(limiter.hit('two')).resolves.toBeUndefined();
    await limiter.reset('one');
    await expect(limiter.hit('one')).resolves.toBeUndefined();
  });
});

describe('memory limiter window', () => {
  it('opens again when the window has passed', async () => {
    let t = 0;
    const limiter = memoryLimiter(1, 1000, () => t);
    await limiter.hit('k');
    await expect(limiter.hit('k')).rejects.toThrow();
    t = 1001;
    await expect(limiter.hit('k')).resolves.toBeUndefined();
  });
});
