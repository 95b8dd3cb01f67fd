import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/seed.ts';
import { purgeExpiredSessions } from './modules/auth/sessions.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const result = await seedDemo(database.db, {
      uploadsDir: path.join(config.dataDir, 'uploads'),
      log: (msg) => app.log.info(msg),
    });
    if (result.seeded) app.log.info('Demo data seeded');
  }
  const purge = setInterval(
    () => purgeExpiredSessions(database.db).catch((e) => app.log.warn(e)),
    60 * 60 * 1000,
  );
  purge.unref();

  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Shop ready on ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
