/** `npm run seed -w apps/server`: migrates the configured database and seeds the demo data if it is empty. */
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedDemo } from './seed.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    console.log(
      `Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pglite')}`}`,
    );
    await database.migrate();
    const result = await seedDemo(database.db, {
      uploadsDir: path.join(config.dataDir, 'uploads'),
      log: (msg) => console.log(msg),
    });
    console.log(result.seeded ? 'Demo data seeded.' : 'The database already has a catalogue: nothing to do.');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
