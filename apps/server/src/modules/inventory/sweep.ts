import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { msToNextShopDay, shopDate } from '../../lib/clock.ts';
import { catalogChanged, noStockChanges } from '../catalog/cache.ts';
import { expireDueBatches } from './ledger.ts';

/**
 * Takes batches out of the sellable stock on their expiry date without anyone acting: at start-up, just
 * after each midnight in Baghdad, and every `everyMs`, each instance looks for batches whose date has come (cheap: a partial index on live
 * batches). A sale of an expired batch's product never waits for this: it expires the batch itself.
 * Instances racing for one product queue on its row lock; the second finds nothing left to do.
 */
export function startExpirySweep(opts: { db: Db; log: FastifyBaseLogger; everyMs: number }) {
  let timer: NodeJS.Timeout | null = null;
  let midnight: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const stock = noStockChanges();
      const changed = await expireDueBatches(opts.db, shopDate(), undefined, stock);
      if (changed > 0) {
        opts.log.info({ products: changed }, 'expired batches left the sellable stock');
        catalogChanged(opts.db, stock);
      }
    } catch (err) {
      opts.log.error({ err }, 'expiry sweep failed');
    }
  };
  return {
    start() {
      running = sweep();
      timer = setInterval(() => {
        running = sweep();
      }, opts.everyMs);
      timer.unref();
      // And right after midnight in Baghdad, when the day's batches expire.
      const atMidnight = () => {
        midnight = setTimeout(() => {
          running = sweep();
          atMidnight();
        }, msToNextShopDay() + 1000);
        midnight.unref();
      };
      atMidnight();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (midnight) clearTimeout(midnight);
      await running;
    },
  };
}
