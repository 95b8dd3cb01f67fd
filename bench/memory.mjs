// Whether the server's memory levels off (issue 20): three identical rounds of mixed load against one
// production server, its resident memory read from /proc after each round has settled.
//
//   npm run build && DATABASE_URL=postgres://…/search_bench node --import tsx bench/memory.mjs [--seconds 40]
//
// Each round sends what browsers send (`Accept-Encoding: br, gzip`) for `seconds`: remembered and never-asked
// category pages, product pages (HTML) remembered and never seen, and searches never asked before. DATABASE_URL
// must name a filled database (npx tsx bench/generate-products.ts --count 100000); it is not changed. Results go
// to bench/results/memory.md. Passes when the memory after round 3 is within 15 % of that after round 1.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  assertPortsFree,
  cliArgs,
  filledDatabaseUrl,
  productionEnv,
  root,
  serverArgs,
  waitFor,
} from './lib.mjs';

const args = cliArgs();
const seconds = Number(args.seconds ?? 40);
const databaseUrl = filledDatabaseUrl();
const port = 3470;
await assertPortsFree(port);
const base = `http://127.0.0.1:${port}`;
const browser = { 'accept-encoding': 'br, gzip', 'accept-language': 'ar,en;q=0.8' };

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const ids = (await client.query(`select id from products where status = 'active' order by id`)).rows.map(
  (r) => r.id,
);
const slugs = (
  await client.query(`select slug from categories where is_active order by sort_order, id`)
).rows.map((r) => r.slug);
await client.end();

const words = ['كريم', 'شامبو', 'فيتامين', 'واقي', 'مرطب', 'غسول', 'بانادول', 'زيت', 'serum', 'cream'];
let n = 0;
/** The same mix each round; the "never asked" parts walk on through new URLs, as shoppers do. */
const mix = () => [
  ...[1, 2, 3].map((p) => ({
    method: 'GET',
    path: `/api/products?category=${slugs[0]}&page=${p}&limit=16`,
    headers: browser,
  })),
  ...ids.slice(0, 10).map((id) => ({ method: 'GET', path: `/products/${id}`, headers: browser })),
  {
    method: 'GET',
    path: '/',
    headers: browser,
    setupRequest: (req) => ({ ...req, path: `/products/${ids[(n++ * 7919) % ids.length]}` }),
  },
  {
    method: 'GET',
    path: '/',
    headers: browser,
    setupRequest: (req) => ({
      ...req,
      path: `/api/products?category=${slugs[n++ % slugs.length]}&page=${1 + (n % 5)}&limit=16&v=${n}`,
    }),
  },
  {
    method: 'GET',
    path: '/',
    headers: browser,
    setupRequest: (req) => ({
      ...req,
      path: `/api/products?search=${encodeURIComponent(`${words[n++ % words.length]} ${n % 97}`)}&limit=16`,
    }),
  },
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-memory-bench-'));
// --snapshots DIR: a heap snapshot after each round (SIGUSR2), to see what is kept.
const snapshots = args.snapshots ? path.resolve(String(args.snapshots)) : null;
const server = spawn(
  process.execPath,
  [
    ...(snapshots ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`] : []),
    ...(await serverArgs('apps/server/build/main.js')),
  ],
  {
    cwd: root,
    env: productionEnv({ port, databaseUrl, dataDir }),
    stdio: 'inherit',
  },
);
const rssMb = () => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const rows = [];
try {
  await waitFor(`${base}/api/health`);
  await sleep(2000);
  rows.push({ when: 'idle, after start', rss: rssMb(), rps: '', timeouts: '', errors: '' });
  for (let round = 1; round <= 3; round++) {
    const r = await autocannon({ url: base, requests: mix(), connections: 100, duration: seconds });
    // Settled: what is kept, not what one request had in flight.
    await sleep(10_000);
    if (snapshots) {
      server.kill('SIGUSR2');
      await sleep(15_000);
    }
    rows.push({
      when: `after round ${round}`,
      rss: rssMb(),
      rps: Math.round(r.requests.average),
      timeouts: r.timeouts,
      errors: r.errors - r.timeouts + r.non2xx,
    });
    console.log(rows.at(-1));
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}

const first = rows[1].rss;
const third = rows[3].rss;
const growth = Math.round((100 * (third - first)) / first);
const table = [
  `One production server (\`apps/server/build/main.js\`) on PostgreSQL with ${ids.length.toLocaleString('en')} products; three identical rounds of ${seconds} s at 100 connections (remembered and never-asked category pages, product pages remembered and never seen, new searches; \`br, gzip\`), resident memory read 10 s after each round.`,
  '',
  '| when | resident memory MB | req/s in the round | timeouts (10 s) | other errors |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.when} | ${r.rss} | ${r.rps} | ${r.timeouts} | ${r.errors} |`),
  '',
  `After round 3: ${growth >= 0 ? '+' : ''}${growth} % of after round 1 (goal: within 15 %): ${Math.abs(growth) <= 15 ? 'levels off' : 'GROWS'}.`,
].join('\n');
writeFileSync(path.join(root, 'bench/results/memory.md'), `${table}\n`);
console.log(table);
