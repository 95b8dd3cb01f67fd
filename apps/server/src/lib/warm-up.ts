import { randomBytes } from 'node:crypto';
import type { Locale } from '@shop/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A request a shopper would send, asked of the server by itself before it listens. */
export interface WarmUpRequest {
  url: string;
  lang: Locale;
}

export interface WarmUpResult {
  asked: number;
  /** The requests answered with a 5xx or not at all, as `status url`. */
  failed: string[];
  ms: number;
}

/**
 * Marks the server's own warm-up requests, which are not worth a log line each. A value made at start, so no
 * request from outside can pass for one.
 */
const WARM_UP_HEADER = 'x-shop-warm-up';
const warmUpToken = randomBytes(16).toString('hex');

export const isWarmUpRequest = (req: Pick<FastifyRequest['raw'], 'headers'>): boolean =>
  req.headers[WARM_UP_HEADER] === warmUpToken;

/**
 * Asks the app `requests`, in their order, `concurrency` at a time, until they are all answered or `ms` have gone
 * (decision 059). For its first seconds under load a new process answered a third fewer searches, each costing more
 * CPU than later (the compiler still at work, the pool's connections still opening and planning); asked this way
 * first, they cost that before any shopper waits. Through the whole HTTP path (routing, the schemas, compression) as
 * a browser asks, so that each part is warm. A failing request is reported, not thrown: the shop still starts.
 */
export async function warmUp(
  app: FastifyInstance,
  requests: readonly WarmUpRequest[],
  { ms, concurrency, now = Date.now }: { ms: number; concurrency: number; now?: () => number },
): Promise<WarmUpResult> {
  const started = now();
  const deadline = started + ms;
  const failed: string[] = [];
  let next = 0;
  let asked = 0;
  const worker = async () => {
    while (next < requests.length && now() < deadline) {
      const { url, lang } = requests[next++]!;
      asked++;
      try {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br, gzip', 'accept-language': lang, [WARM_UP_HEADER]: warmUpToken },
        });
        if (res.statusCode >= 500) failed.push(`${res.statusCode} ${url}`);
      } catch (err) {
        failed.push(`${(err as Error).message} ${url}`);
      }
    }
  };
  // A request that never ends (a statement stuck on a lock) must not keep the shop from listening: at the deadline
  // it is left to finish on its own.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker)), late]);
  } finally {
    clearTimeout(timer);
  }
  return { asked, failed, ms: now() - started };
}
