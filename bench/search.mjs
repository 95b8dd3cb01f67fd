// Search and suggestions on a large catalogue, every request a URL never asked before (the catalog cache
// never answers), against the same code before the typo tolerance of issue 16, in the same run.
//
//   DATABASE_URL=postgres://…/search_bench node bench/search.mjs [--baseline /path/to/old/checkout]
//     [--rounds 2] [--seconds 10] [--only suggest]
//
// DATABASE_URL must name a database already filled (npx tsx bench/generate-products.ts --count 100000);
// it is not dropped. With --baseline, each round runs the baseline's server and then this one on the same
// database, so both see the same machine load; the baseline has no suggestions endpoint.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  assertPortsFree,
  benchContactFile,
  cliArgs,
  eachFromItsOwnPlace,
  filledDatabaseUrl,
  root,
  serverArgs,
  waitFor,
} from './lib.mjs';

const args = cliArgs();
const seconds = Number(args.seconds ?? 10);
const rounds = Number(args.rounds ?? 2);
const databaseUrl = filledDatabaseUrl();
const port = 3410;
await assertPortsFree(port);

const searches = ['كريم مرطب', 'باراسيتامول', 'شامبو', 'فيتامين', 'واقي شمس'];
const typos = ['سنسوادين', 'بنادل', 'شامبوو', 'فتامين', 'كريم مرطبب', 'panadl', 'sensodyen'];
// What a shopper's box sends while typing, a word at a time.
const typing = ['كر', 'كري', 'كريم', 'كريم م', 'شام', 'بانا', 'فيتا', 'sens', 'سنسوا', 'واقي ش'];

const list = (q) => `/api/products?search=${encodeURIComponent(q)}&limit=16`;
const scenarios = [
  { name: 'Arabic search', connections: 100, paths: searches.map(list) },
  { name: 'search with a typo', connections: 100, paths: typos.map(list) },
  {
    name: 'suggest as you type',
    connections: 20,
    suggest: true,
    paths: typing.map((q) => `/api/search/suggest?q=${encodeURIComponent(q)}&lang=ar`),
  },
];

let unique = 0;
/** Every request a search never asked before, each connection starting at its own place in the list. */
const fresh = (paths) => eachFromItsOwnPlace(paths, { method: 'GET' }, (p) => `${p}&v=${unique++}`);

async function measure(codeRoot, label) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-search-bench-'));
  const server = spawn(process.execPath, await serverArgs('apps/server/src/main.ts', codeRoot), {
    cwd: codeRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      SHOP_CONTACT_FILE: benchContactFile(),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '20',
    },
    stdio: 'inherit',
  });
  const rows = [];
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    const url = `http://127.0.0.1:${port}`;
    for (const s of scenarios.filter((x) => !args.only || x.name.includes(args.only))) {
      const first = await fetch(`${url}${s.paths[0]}`);
      if (!first.ok) {
        if (s.suggest && first.status === 404) continue; // the baseline has no suggestions
        throw new Error(`${label} ${s.name}: ${first.status} ${(await first.text()).slice(0, 300)}`);
      }
      const requests = fresh(s.paths);
      await autocannon({ url, requests, connections: 10, duration: 2 }); // warm-up
      const r = await autocannon({ url, requests, connections: s.connections, duration: seconds });
      const row = {
        code: label,
        scenario: s.name,
        connections: s.connections,
        p50: r.latency.p50,
        p99: r.latency.p99,
        rps: Math.round(r.requests.average),
        errors: r.errors + r.non2xx,
      };
      rows.push(row);
      console.log(row);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const results = [];
for (let round = 1; round <= rounds; round++) {
  if (args.baseline) results.push(...(await measure(path.resolve(args.baseline), `before (round ${round})`)));
  results.push(...(await measure(root, `this code (round ${round})`)));
}

const table = [
  '| code | scenario | connections | p50 ms | p99 ms | req/s | errors |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) => `| ${r.code} | ${r.scenario} | ${r.connections} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.errors} |`,
  ),
].join('\n');
writeFileSync(path.join(root, 'bench/results/search.md'), `${table}\n`);
console.log(table);
