import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgetCatalog, forgetProducts, onCatalogChanged } from './cache.ts';

/** The PostgreSQL channel on which instances tell each other that the catalog changed. */
export const CATALOG_CHANNEL = 'shop_catalog_changed';

/** More products than this in one notice (a bulk import's stock) drops everything: a notice holds 8000 bytes. */
const MAX_PRODUCTS_PER_NOTICE = 500;

/** "<instance id>" for a change that drops everything, "<instance id> 12,40,7" for the stock of those products. */
export function catalogNotice(from: string, products: readonly number[] | null): string {
  if (!products || products.length > MAX_PRODUCTS_PER_NOTICE) return from;
  return `${from} ${products.join(',')}`;
}

export function readCatalogNotice(payload: string): { from: string; products: number[] | null } {
  const [from = '', list] = payload.split(' ', 2);
  const products = list?.split(',').map(Number) ?? null;
  // A notice this code did not write (an older instance mid-deploy) drops everything.
  if (products?.some((id) => !Number.isSafeInteger(id) || id <= 0)) return { from, products: null };
  return { from, products };
}

/**
 * Keeps the remembered catalog answers of every instance in step (decision 028): a change made through one
 * instance is announced on PostgreSQL (`pg_notify`, sent after the change committed) and every other instance
 * drops what it remembers: everything, or, for a change of stock only, the answers showing those products. PostgreSQL rather than Redis, because every instance has it and the shop runs
 * without Redis. A notice lost while an instance's listening connection was down is made up for by dropping
 * everything when it is back; the answers' own short lifetime (CATALOG_CACHE_MS) bounds the rest.
 */
export async function syncCatalogCache(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const self = randomUUID();
  const stopListening = await app.database.listen(
    CATALOG_CHANNEL,
    (payload) => {
      const { from, products } = readCatalogNotice(payload);
      if (from === self) return;
      if (products) forgetProducts(db, products);
      else forgetCatalog(db);
    },
    () => forgetCatalog(db),
  );
  const stopAnnouncing = onCatalogChanged(db, (products) => {
    const notice = catalogNotice(self, products);
    db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${notice})`).catch((err: unknown) => {
      app.log.warn({ err }, 'Could not tell the other instances that the catalog changed');
    });
  });
  app.addHook('onClose', async () => {
    stopAnnouncing();
    await stopListening();
  });
}
