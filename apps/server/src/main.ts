import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { copySeedImagesToStore } from './db/seed/images.ts';
import { seedDemo } from './db/seed/seed.ts';
import { warmUp } from './lib/warm-up.ts';
import { purgeExpiredSessions } from './modules/auth/sessions.ts';
import { catchUpSearch } from './modules/catalog/search/index.ts';
import { catalogWarmUpRequests } from './modules/catalog/warm-up.ts';
import { contactProblem } from './modules/settings/service.ts';
import { databaseError, dataDirError, listenError, reasonOf, StartError, within } from './start-errors.ts';

/** Long enough for a database that is starting too; short enough that a wrong address does not hang. */
const CONNECT_TIMEOUT_MS = 10_000;

async function open(config: ReturnType<typeof loadConfig>): Promise<Database> {
  const url = config.databaseUrl;
  const pgliteDir = path.join(config.dataDir, 'pglite');
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url, pgliteDir, poolSize: config.databasePoolSize });
    // The pool connects lazily: ask once, so a wrong DATABASE_URL is reported as such, not as a migration.
    await within(CONNECT_TIMEOUT_MS, database.ping());
  } catch (err) {
    throw url ? databaseError('connect to', url, err) : dataDirError('open the database', pgliteDir, err);
  }
  try {
    await database.migrate();
  } catch (err) {
    throw url ? databaseError('migrate', url, err) : dataDirError('migrate the database', pgliteDir, err);
  }
  return database;
}

function readContactFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new StartError(`Cannot read SHOP_CONTACT_FILE (${file}): ${reasonOf(err)}`);
  }
}

let showStacks = false;

async function main() {
  const config = loadConfig();
  showStacks = config.logLevel === 'debug' || config.logLevel === 'trace';
  if (config.env === 'production' && !config.databaseUrl && !config.allowPgliteInProduction) {
    throw new StartError(
      'In production the shop runs on PostgreSQL: set DATABASE_URL (or ALLOW_PGLITE_IN_PRODUCTION=true for one instance on the embedded PGlite)',
    );
  }
  const database = await open(config);
  // A real shop shows its own address and numbers, never the demo's (decision 027).
  if (config.env === 'production' && !config.seedDemo) {
    const file = config.shopContactFile;
    const problem = await contactProblem(
      database.db,
      file ? { path: file, text: readContactFile(file) } : null,
    );
    if (problem) throw new StartError(problem);
  }
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const result = await seedDemo(database.db, {
      uploadsDir,
      log: (msg) => app.log.info(msg),
    }).catch((err) => {
      throw (err as { syscall?: string }).syscall
        ? dataDirError('write the demo images', uploadsDir, err)
        : new StartError(`Cannot seed the demo data (SEED_DEMO): ${reasonOf(err)}`);
    });
    if (result.seeded) app.log.info('Demo data seeded');
    if (app.storage.kind === 's3') {
      const copied = await copySeedImagesToStore(app.storage, uploadsDir).catch((err) => {
        throw new StartError(`Cannot copy the demo images to the S3 bucket: ${reasonOf(err)}`);
      });
      app.log.info(
        `seed: ${copied.copied} demo images copied to the bucket, ${copied.present} already there`,
      );
    }
  }
  // The typo keys of words added, and the postings of words marked stale, while no instance ran (a migration, an
  // import, the seed), before the first shopper's search has to wait for or do without them.
  await catchUpSearch(database.db);
  if (config.warmUpMs > 0) {
    // Before listening, so that no shopper waits on a process still compiling and connecting (decision 059).
    const warmed = await catalogWarmUpRequests(database.db)
      .then((requests) =>
        warmUp(app, requests, { ms: config.warmUpMs, concurrency: config.databasePoolSize }),
      )
      .catch((err) => {
        app.log.warn(`The warm-up stopped: ${reasonOf(err)}`);
        return null;
      });
    if (warmed) app.log.info(`Warmed up: ${warmed.asked} requests in ${warmed.ms} ms`);
    if (warmed?.failed.length) {
      app.log.warn(
        { failed: warmed.failed.slice(0, 5) },
        `${warmed.failed.length} of the warm-up's ${warmed.asked} requests failed`,
      );
    }
  }
  const purge = setInterval(
    () => purgeExpiredSessions(database.db).catch((e) => app.log.warn(e)),
    60 * 60 * 1000,
  );
  purge.unref();

  const close = async () => {
    app.lifecycle.draining = true;
    if (config.shutdownDrainMs > 0) {
      app.log.info(`Shutting down: readiness is 503 for ${config.shutdownDrainMs} ms, then requests stop`);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host }).catch((err) => {
    throw listenError(config.host, config.port, err);
  });
  app.log.info(`Shop ready on ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  // Whoever starts the shop needs the setting to fix, in one line; a stack helps only when debugging our code.
  if (err instanceof ConfigError || err instanceof StartError) console.error(err.message);
  else if (showStacks) console.error(err);
  else console.error(`Cannot start the shop: ${reasonOf(err)} (LOG_LEVEL=debug shows where)`);
  process.exit(1);
});
