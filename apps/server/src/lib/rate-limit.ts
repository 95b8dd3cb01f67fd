import { AppError } from './errors.ts';

/**
 * Fixed-window counters for limits keyed by more than the IP (an e-mail, an e-mail and an IP).
 * Per instance and in memory: the per-IP limits of @fastify/rate-limit guard the rest.
 */
export class KeyedLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; throws 429 (with the seconds to wait) once the window is full. */
  hit(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      this.sweep(now);
      return;
    }
    entry.count += 1;
    if (entry.count > this.max) {
      throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', {
        retryAfter: Math.ceil((entry.resetAt - now) / 1000),
      });
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    if (this.hits.size < 10_000) return;
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
