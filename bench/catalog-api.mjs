// Catalog API latency at 1,000 and at 100,000 products on PostgreSQL, 100 concurrent connections.
// Usage: node bench/catalog-api.mjs [--sizes 1000,100000] [--seconds 10]
// Needs DATABASE_URL pointing at a PostgreSQL server (a database "shop_bench" is created and dropped).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  assertPortsFree,
  benchContactFile,
  cliArgs,
  eachFromItsOwnPlace,
  exec,
  root,
  serverArgs,
  waitFor,
} from './lib.mjs';

const args = cliArgs();
const sizes = (args.sizes ?? '1000,100000').split(',').map(Number);
const seconds = Number(args.seconds ?? 10);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = new URL(serverUrl);
dbUrl.pathname = '/shop_bench';
const port = 3400;
await assertPortsFree(port);

// Each scenario cycles through several pages, as many shoppers would, not one URL over and over.
const pages = [1, 2, 3, 4, 5];
const searches = ['كريم مرطب', 'باراسيتامول', 'شامبو', 'فيتامين', 'واقي شمس'];
const scenarios = [
  { name: 'category page', paths: pages.map((p) => `/api/products?category=skin-care&page=${p}&limit=16`) },
  { name: 'sorted page', paths: pages.map((p) => `/api/products?sort=price&order=desc&page=${p}&limit=16`) },
  {
    name: 'Arabic search',
    paths: searches.map((q) => `/api/products?search=${encodeURIComponent(q)}&limit=16`),
  },
];
// The shop remembers catalog answers for a few seconds (modules/catalog/cache.ts). "repeated" asks for
// the scenario's pages over and over, as a crowd of shoppers does; "all new" makes every request a URL
// never asked before (an unknown parameter the API ignores), so each one misses the remembered answers
// and runs its queries: the long tail of searches and deep pages.
let unique = 0;
const modes = [
  { name: 'repeated', requests: (paths) => paths.map((p) => ({ method: 'GET', path: p })) },
  {
    name: 'all new',
    // Each connection starts at its own place in the list (lib.mjs).
    requests: (paths) => eachFromItsOwnPlace(paths, { method: 'GET' }, (p) => `${p}&v=${unique++}`),
  },
];

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query('drop database if exists shop_bench with (force)');
await admin.query('create database shop_bench');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const results = [];

try {
  for (const size of sizes) {
    await exec(process.execPath, ['--import', 'tsx', 'bench/generate-products.ts', '--count', String(size)], {
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
    });
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    // What autovacuum does after a bulk load (the bench server may run without it): statistics, and the
    // visibility map that lets index-only scans skip the table.
    await db.query('vacuum analyze');
    const { rows } = await db.query("select count(*)::int as n from products where status = 'active'");
    await db.end();
    const server = spawn(process.execPath, await serverArgs('apps/server/src/main.ts'), {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SHOP_CONTACT_FILE: benchContactFile(),
        DATABASE_URL: dbUrl.toString(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_POOL_SIZE: '20',
      },
      stdio: 'inherit',
    });
    try {
      await waitFor(`http://127.0.0.1:${port}/api/health`);
      // A server that answers errors would fill the table with zeros: stop instead.
      for (const s of scenarios) {
        const res = await fetch(`http://127.0.0.1:${port}${s.paths[0]}`);
        if (!res.ok) throw new Error(`${s.name}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      }
      for (const mode of modes) {
        for (const s of scenarios) {
          const requests = mode.requests(s.paths);
          const url = `http://127.0.0.1:${port}`;
          await autocannon({ url, requests, connections: 10, duration: 2 }); // warm-up
          const r = await autocannon({ url, requests, connections: 100, duration: seconds });
          const row = {
            products: rows[0].n,
            mode: mode.name,
            scenario: s.name,
            p50: r.latency.p50,
            p99: r.latency.p99,
            rps: Math.round(r.requests.average),
            errors: r.errors + r.non2xx,
          };
          results.push(row);
          console.log(row);
          if (row.errors)
            console.error('answers by status', r.statusCodeStats, 'errors', r.errors, 'timeouts', r.timeouts);
        }
      }
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (size === Math.max(...sizes)) {
      await exec(process.execPath, ['--import', 'tsx', 'bench/explain.ts'], {
        DATABASE_URL: dbUrl.toString(),
      });
    }
  }
} finally {
  await admin.query('drop database if exists shop_bench with (force)');
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  '| products | answers | scenario | p50 ms | p99 ms | req/s | errors |',
  '|---:|---|---|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.products.toLocaleString('en-US')} | ${r.mode} | ${r.scenario} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.errors} |`,
  ),
].join('\n');
writeFileSync(path.join(root, 'bench/results/catalog-api.md'), `${table}\n`);
console.log(table);
