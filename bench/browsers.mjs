// What browsers send, against a bare Fastify hello-world in the same run (issue 17): every request says
// `Accept-Encoding: br, gzip`, part of the load carries a signed-in shopper's cookies, and the mix has
// remembered and never-asked URLs, HTML pages as well as the API.
//
//   npm run build && DATABASE_URL=postgres://…/search_bench node --import tsx bench/browsers.mjs [--seconds 10] [--only html] [--plain 1]
//     [--baseline /path/to/other/checkout] [--rate 50] [--tag 1k]  (the tag names the results file)
//
// With --rate, shoppers arrive independently at that many requests a second on average (bench/open-loop.mjs):
// the latency a shopper sees at that traffic, instead of at the most the connections can push (where, with
// every connection always waiting for its answer, the mean latency is the connections over the rate the server
// keeps up with). `--arrivals autocannon` paces with autocannon's overallRate instead, whose requests arrive a
// second's worth at once (decision 041), to compare with the figures measured that way.
//
// With --baseline, the other checkout's shop (its own build, on the same database) and this one take turns,
// each scenario measured on both before the next, so both see the same machine load.
// Each shop warms itself up before it listens, as in production (decision 059); WARM_UP_MS=0 in the environment
// measures a cold start instead.
// DATABASE_URL must name a filled database (npx tsx bench/generate-products.ts --count 100000); it is not
// changed. Results go to bench/results/browsers.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../packages/shared/src/demo-accounts.ts';
import {
  assertPortsFree,
  cliArgs,
  cpuTicks,
  eachFromItsOwnPlace,
  filledDatabaseUrl,
  productionEnv,
  root,
  serverArgs,
  signIn,
  waitFor,
} from './lib.mjs';
import { openLoop } from './open-loop.mjs';

const args = cliArgs();
const seconds = Number(args.seconds ?? 10);
const connections = Number(args.connections ?? 100);
const rate = args.rate ? Number(args.rate) : undefined;
const burst = args.arrivals === 'autocannon';
const databaseUrl = filledDatabaseUrl();
const shopPort = 3420;
const helloPort = 3421;
await assertPortsFree(shopPort, helloPort);
// --plain: no Accept-Encoding (what the older catalog benchmark sent), to compare with issue 20's figures.
const browser = args.plain
  ? { 'accept-language': 'ar,en;q=0.8' }
  : { 'accept-encoding': 'br, gzip', 'accept-language': 'ar,en;q=0.8' };

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const ids = (
  await client.query(
    `select id from products where status = 'active' order by sales_count desc, id limit 20000`,
  )
).rows.map((r) => r.id);
const [{ slug }] = (
  await client.query(
    `select slug from categories where parent_id is null and is_active order by sort_order limit 1`,
  )
).rows;
await client.end();

let unique = 0;
/** The first category page's body, as the shop sent it (compressed or not), for the bare Fastify to send. */
const sameBodyFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-browsers-same-')), 'body');
let categoryBytes = 0;
let walk = 0;
/** The same few URLs over and over, as a crowd does. */
const repeated = (paths, headers = {}) =>
  paths.map((p) => ({ method: 'GET', path: p, headers: { ...browser, ...headers } }));
/** Every request a URL never asked before, each connection starting at its own place in the list. */
const fresh = (paths) =>
  eachFromItsOwnPlace(
    paths,
    { method: 'GET', headers: browser },
    (p) => `${p}${p.includes('?') ? '&' : '?'}v=${unique++}`,
  );

const pages = [1, 2, 3, 4, 5].map((n) => `/api/products?category=${slug}&page=${n}&limit=16`);
const searchesOf = (words) => words.map((q) => `/api/products?search=${encodeURIComponent(q)}&limit=16`);
const searches = searchesOf(['كريم مرطب', 'باراسيتامول', 'شامبو', 'فيتامين', 'واقي شمس']);
// Searches of two common words whose names seldom hold both: every match is ranked (decision 055), the dearest kind.
const twoCommonWords = searchesOf(['شامبو للشعر', 'حليب اطفال', 'فيتامين سي', 'غسول وجه', 'معجون اسنان']);
const shared = ids.slice(0, 20).map((id) => `/products/${id}`);

function scenarios(cookie) {
  return [
    { name: 'bare Fastify hello-world', port: helloPort, requests: repeated(['/']) },
    { name: 'category page, remembered', requests: repeated(pages) },
    {
      name: 'bare Fastify sending the category page as the shop sent it',
      port: helloPort,
      requests: [{ method: 'GET', path: '/same', headers: browser }],
    },
    {
      name: 'category page, remembered, 304 revalidation',
      requests: repeated(pages),
      revalidate: true,
    },
    { name: 'home HTML, remembered', requests: repeated(['/']) },
    { name: 'product page HTML, remembered (a shared link)', requests: repeated(shared) },
    {
      name: 'product page HTML, signed-in shopper',
      requests: repeated(shared, { cookie }),
    },
    {
      name: 'product page HTML, never seen',
      requests: [
        {
          method: 'GET',
          path: '/',
          headers: browser,
          setupRequest: (req) => ({ ...req, path: `/products/${ids[walk++ % ids.length]}` }),
        },
      ],
    },
    { name: 'category page, never asked', requests: fresh(pages) },
    { name: 'Arabic search, never asked', requests: fresh(searches) },
    { name: 'Arabic search of two common words, never asked', requests: fresh(twoCommonWords) },
  ];
}

function start(file, port, env) {
  return spawn(process.execPath, file.endsWith('.ts') ? ['--import', 'tsx', file] : [file], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'inherit',
  });
}

const trees = [['this', root]];
if (args.baseline) trees.unshift(['baseline', path.resolve(String(args.baseline))]);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-browsers-bench-'));
/** Each checkout's server, started with its own flags. */
const shopArgs = new Map();
// The server production runs: each checkout's build (decision 054). Run through tsx, the same sources answered 15 %
// fewer never-asked searches.
for (const [, dir] of trees) {
  const built = path.join(dir, 'apps/server/build/main.js');
  if (!existsSync(built)) throw new Error(`${dir} has no server build: run \`npm run build\` there first`);
  shopArgs.set(dir, await serverArgs(built, dir));
}
const startShop = (dir) =>
  spawn(process.execPath, shopArgs.get(dir), {
    cwd: dir,
    env: productionEnv({ port: shopPort, databaseUrl, dataDir }),
    stdio: 'inherit',
  });
const stop = (child) =>
  new Promise((r) => {
    if (child.exitCode !== null) return r();
    child.once('exit', r);
    child.kill('SIGTERM');
  });

/**
 * The body as it came on the wire and the headers that say what it is, asked with only the browser's headers
 * (fetch adds an Accept-Encoding of its own and decompresses).
 */
function wireBody(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: browser }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            headers: Object.fromEntries(
              ['content-type', 'content-encoding']
                .filter((h) => res.headers[h])
                .map((h) => [h, res.headers[h]]),
            ),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The share of pages sent with their first paint, of those that should have had one. */
function paintShare({ rendered, unrendered }) {
  return rendered + unrendered === 0 ? null : Math.round((100 * rendered) / (rendered + unrendered));
}

async function measure(s, code, pid) {
  const url = `http://127.0.0.1:${s.port ?? shopPort}`;
  let requests = s.requests;
  if (s.revalidate) {
    // The ETag a browser holds from its last visit.
    const etags = await Promise.all(
      s.requests.map(async (r) => (await fetch(`${url}${r.path}`, { headers: browser })).headers.get('etag')),
    );
    requests = s.requests.map((r, i) => ({ ...r, headers: { ...r.headers, 'if-none-match': etags[i] } }));
  }
  if (s.name === 'category page, remembered') {
    const { body, headers } = await wireBody(`${url}${pages[0]}`);
    categoryBytes = body.length;
    writeFileSync(sameBodyFile, body);
    writeFileSync(`${sameBodyFile}.json`, JSON.stringify(headers));
  }
  await autocannon({ url, requests, connections: 10, duration: 2 }); // warm-up
  // How each page's first paint was made (the shop's Server-Timing header): counted for the pages a
  // guest gets rendered, since reading every answer costs this client.
  const paints = { rendered: 0, app: 0, unrendered: 0 };
  const counted = s.name.includes('HTML')
    ? requests.map((req) => ({
        ...req,
        onResponse: (_status, _body, _context, headers) => {
          const paint = /desc="(\w+)"/.exec(headers['server-timing'] ?? '')?.[1];
          if (paint in paints) paints[paint]++;
        },
      }))
    : requests;
  const cpuBefore = cpuTicks(pid);
  const r =
    rate && !burst
      ? await openLoop({ url, requests: counted, rate, seconds, connections })
      : await autocannon({
          url,
          requests: counted,
          connections,
          duration: seconds,
          ...(rate ? { overallRate: rate } : {}),
        });
  const cpuAfter = cpuTicks(pid);
  const perAnswer = (ms) => Math.round((1000 * ms) / Math.max(1, r.requests.total));
  const row = {
    code,
    cpuUs: perAnswer(cpuAfter.server - cpuBefore.server),
    pgUs: perAnswer(cpuAfter.postgres - cpuBefore.postgres),
    scenario: s.name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx - (s.revalidate ? (r['3xx'] ?? 0) : 0),
    bytes: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
    rendered: counted === requests ? null : paintShare(paints),
  };
  console.log(row);
  return row;
}

const hello = start('bench/hello-world.mjs', helloPort, { SAME_BODY_FILE: sameBodyFile });
const rows = [];
try {
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  const all = scenarios('');
  const wanted = (x) => !args.only || x.name.includes(args.only);
  // The hello-world runs with any choice; the one sending the category page, with that page.
  const withBare = (x) =>
    x.port &&
    (!x.name.includes('as the shop sent it') ||
      wanted(all.find((y) => y.name === 'category page, remembered')));
  const chosen = all.filter((x) => wanted(x) || withBare(x));
  for (const s of chosen) {
    if (s.port) {
      rows.push(await measure(s, 'both', hello.pid));
      continue;
    }
    for (const [code, dir] of trees) {
      // One shop at a time on the port, started afresh for each scenario.
      const shop = startShop(dir);
      try {
        await waitFor(`http://127.0.0.1:${shopPort}/api/health`);
        const cookie = (await signIn(`http://127.0.0.1:${shopPort}`, DEMO_ACCOUNTS.customer)).cookie();
        rows.push(
          await measure(
            scenarios(cookie).find((x) => x.name === s.name),
            code,
            shop.pid,
          ),
        );
      } finally {
        await stop(shop);
      }
    }
  }
} finally {
  await stop(hello);
  rmSync(dataDir, { recursive: true, force: true });
}

const ceiling = rows.find((r) => r.scenario.startsWith('bare'))?.rps;
/** The remembered category page against a bare Fastify sending a body as long: what the shop itself costs. */
function sameBytesShare() {
  const bare = rows.find((r) => r.scenario.includes('as the shop sent it'));
  return rows
    .filter((r) => bare && r.scenario === 'category page, remembered')
    .map(
      (r) =>
        `\nThe remembered category page${compared ? ` (${r.code})` : ''} answers ${Math.round((100 * r.rps) / bare.rps)} % of the requests a bare Fastify answers sending the same ${categoryBytes} bytes, at ${(r.cpuUs / bare.cpuUs).toFixed(2)}× its CPU per answer.`,
    );
}
const compared = trees.length > 1;
const table = [
  `${connections} connections${rate ? (burst ? `, ${rate} requests/s sent a second's worth at once (autocannon's overallRate)` : `, ${rate} requests/s arriving independently (open loop)`) : ''}, ${seconds} s each, ${args.plain ? 'no `Accept-Encoding`' : '`Accept-Encoding: br, gzip` on every request'}.`,
  ...(compared ? ['', `baseline: ${trees[0][1]}`] : []),
  '',
  `| scenario |${compared ? ' code |' : ''} req/s | share of hello-world | p50 ms | p99 ms | bytes/answer | server CPU µs/answer | PostgreSQL CPU µs/answer | rendered on the server | errors |`,
  `|---|${compared ? '---|' : ''}---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
  ...rows.map(
    (r) =>
      `| ${r.scenario} |${compared ? ` ${r.code} |` : ''} ${r.rps} | ${ceiling ? `${Math.round((100 * r.rps) / ceiling)} %` : '–'} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.cpuUs} | ${r.pgUs} | ${r.rendered === null ? '–' : `${r.rendered} %`} | ${r.errors} |`,
  ),
  ...sameBytesShare(),
].join('\n');
const name = `browsers${args.plain ? '-plain' : ''}${compared ? '-compared' : ''}${rate ? `-rate-${rate}${burst ? '-burst' : ''}` : ''}${args.tag ? `-${args.tag}` : ''}.md`;
writeFileSync(path.join(root, 'bench/results', name), `${table}\n`);
console.log(table);
