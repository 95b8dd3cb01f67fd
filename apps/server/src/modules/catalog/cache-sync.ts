import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgetCatalog, onCatalogChanged } from './cache.ts';

/** The PostgreSQL channel on which instances tell each other that the catalog changed. */
export const CATALOG_CHANNEL = 'shop_catalog_changed';

/**
 * Keeps the remembered catalog answers of every instance in step (decision 028): a change made through one
 * instance is announced on PostgreSQL (`pg_notify`, sent after the change committed) and every other instance
 * drops what it remembers. PostgreSQL rather than Redis, because every instance has it and the shop runs
 * without Redis. A notice lost while an instance's listening connection was down is made up for by dropping
 * everything when it is back; the answers' own short lifetime (CATALOG_CACHE_MS) bounds the rest.
 */
export async function syncCatalogCache(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const self = randomUUID();
  const stopListening = await app.database.listen(
    CATALOG_CHANNEL,
    (from) => {
      if (from !== self) forgetCatalog(db);
    },
    () => forgetCatalog(db),
  );
  const stopAnnouncing = onCatalogChanged(db, () => {
    db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${self})`).catch((err: unknown) => {
      app.log.warn({ err }, 'Could not tell the other instances that the catalog changed');
    });
  });
  app.addHook('onClose', async () => {
    stopAnnouncing();
    await stopListening();
  });
}
