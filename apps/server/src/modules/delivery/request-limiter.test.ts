import { describe, expect, it } from 'vitest';
import { createRequestLimiter, type LimiterClock } from './request-limiter.ts';

/** A clock that moves only when the limiter sleeps, so a 30 s window costs the test nothing. */
function steppedClock(): LimiterClock & { sleeps: number[] } {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    async sleep(ms) {
      sleeps.push(ms);
      time += ms;
    },
  };
}

describe('the courier request limiter', () => {
  it('lets 30 requests through in a 30 s window and makes the 31st wait for the first to age out', async () => {
    const clock = steppedClock();
    const limiter = createRequestLimiter(30, 30_000, clock);
    const started: number[] = [];
    await Promise.all(Array.from({ length: 61 }, () => limiter.run(async () => started.push(clock.now()))));
    expect(started.slice(0, 30).every((t) => t === 0)).toBe(true);
    expect(started[30]).toBe(30_000);
    expect(started[60]).toBe(60_000);
    for (const [i, t] of started.entries()) {
      expect(
        started.filter((s) => s >= t && s < t + 30_000).length,
        `window from request ${i}`,
      ).toBeLessThanOrEqual(30);
    }
  });

  it('times a turn from the answer, not the sending, so a slow answer pushes the next turn back', async () => {
    const clock = steppedClock();
    const limiter = createRequestLimiter(1, 1000, clock);
    await limiter.run(() => clock.sleep(400));
    const second = limiter.run(async () => clock.now());
    expect(await second).toBe(1400);
  });

  it('frees the turn of a request that failed', async () => {
    const clock = steppedClock();
    const limiter = createRequestLimiter(1, 1000, clock);
    await expect(limiter.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await limiter.run(async () => clock.now())).toBe(1000);
  });
});
