// Starts the shop the README's way (scripts/start.mjs) on a throwaway data directory, and on a fresh
// PostgreSQL database when DATABASE_URL is set, for the browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The tests' API sign-ins each say they come from an address of their own (fixtures.ts: X-Forwarded-For),
  // as shoppers behind a proxy do; otherwise every sign-in of a run counts against one address's limit.
  TRUST_PROXY: 'true',
  // Counters of an earlier run (user ids repeat in each fresh database) must not limit this one.
  // A run's shoppers order to a handful of test numbers, far more often than a shopper does (decision 061).
  ORDERS_PER_HOUR: '1000',
  REDIS_KEY_PREFIX: `e2e:${process.pid}:${Date.now()}:`,
};

let dbName;
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A run that was killed cannot drop its database; the next one does.
  const stale = await admin.query("select datname from pg_database where datname like 'shop_e2e_%'");
  for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
  dbName = `shop_e2e_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  env.DATABASE_URL = url.toString();
}

const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' });
let stopping = false;
const cleanup = async () => {
  // The server exits quickly on SIGTERM; its exit must not end this process before the database is dropped.
  stopping = true;
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (dbName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect().catch(() => {});
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  process.exit(0);
};
process.on('SIGTERM', cleanup);
process.on('SIGINT', cleanup);
child.on('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
