// Two instances of the shop on one PostgreSQL, one Redis and one S3-compatible bucket (issue 19): what the
// topology of "Running at scale" gives on this machine.
//
//   DATABASE_URL=postgres://…/search_bench node --import tsx bench/instances.mjs [--seconds 10]
//
// DATABASE_URL must name a filled database (npx tsx bench/generate-products.ts --count 100000). The bench
// places and then cancels a few orders of one product (its stock ends as it began) and uploads one image to a
// bucket of its own (s3rver, started here). REDIS_URL defaults to the local Redis. Results go to
// bench/results/instances.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { shippingAddress } from '../apps/server/test/factories.ts';
import { startLocalS3 } from '../apps/server/test/s3.ts';
import { DEMO_ACCOUNTS } from '../packages/shared/src/demo-accounts.ts';
import { benchContactFile, cliArgs, filledDatabaseUrl, root, serverArgs, signIn, waitFor } from './lib.mjs';

const args = cliArgs();
const seconds = Number(args.seconds ?? 10);
const databaseUrl = filledDatabaseUrl();
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const browser = { 'accept-encoding': 'br, gzip', 'accept-language': 'ar,en;q=0.8' };
const ports = { A: 3430, B: 3431 };
const url = (name) => `http://127.0.0.1:${ports[name]}`;

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const [{ slug }] = (
  await client.query(
    `select slug from categories where parent_id is null and is_active order by sort_order limit 1`,
  )
).rows;
// A product with plenty of stock, so a few orders never change its stock status.
const [product] = (
  await client.query(
    `select id, stock from products where status = 'active' and not requires_prescription and stock > 100
     order by id limit 1`,
  )
).rows;
await client.end();

const s3 = await startLocalS3('shop-bench');
const dataDirs = [];
const contactFile = benchContactFile();
const shopArgs = await serverArgs('apps/server/src/main.ts');
const start = (name) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-instance-${name}-`));
  dataDirs.push(dataDir);
  return spawn(process.execPath, shopArgs, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(ports[name]),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      SHOP_CONTACT_FILE: contactFile,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `bench-instances:${process.pid}:`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...s3.env,
    },
    stdio: 'inherit',
  });
};

const run = (opts) => autocannon({ connections: 100, duration: seconds, ...opts });
const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const a = start('A');
const b = start('B');
const rows = [];
const lags = {};
try {
  await Promise.all([waitFor(`${url('A')}/api/health/ready`), waitFor(`${url('B')}/api/health/ready`)]);
  const pages = [1, 2, 3, 4, 5].map((n) => ({
    method: 'GET',
    path: `/api/products?category=${slug}&page=${n}&limit=16`,
    headers: browser,
  }));

  // 1. Remembered category pages: one instance taking all 100 connections, then both taking 50 each.
  await run({ url: url('A'), requests: pages, duration: 2, connections: 10 });
  await run({ url: url('B'), requests: pages, duration: 2, connections: 10 });
  rows.push({
    scenario: 'category page, remembered: one instance, 100 connections',
    ...summary(await run({ url: url('A'), requests: pages })),
  });
  const [onA, onB] = await Promise.all([
    run({ url: url('A'), requests: pages, connections: 50 }),
    run({ url: url('B'), requests: pages, connections: 50 }),
  ]);
  rows.push({
    scenario: 'category page, remembered: two instances, 50 connections each (sum)',
    rps: Math.round(onA.requests.average + onB.requests.average),
    p50: Math.max(onA.latency.p50, onB.latency.p50),
    p99: Math.max(onA.latency.p99, onB.latency.p99),
    errors: summary(onA).errors + summary(onB).errors,
  });

  // 2. How long a change made through A takes to reach B's remembered answers.
  const admin = await signIn(url('A'), DEMO_ACCOUNTS.admin);
  const customer = await signIn(url('A'), DEMO_ACCOUNTS.customer);
  const onBNow = async () =>
    (await (await fetch(`${url('B')}/api/products/${product.id}?lang=en`, { headers: browser })).json()).data;
  const waitOnB = async (seen) => {
    const since = performance.now();
    while (!seen(await onBNow())) {
      if (performance.now() - since > 5000) throw new Error('B never saw the change');
    }
    return performance.now() - since;
  };
  lags.admin = [];
  for (let i = 0; i < 20; i++) {
    const featured = !(await onBNow()).featured;
    const res = await admin.send(url('A'), 'PATCH', `/api/admin/products/${product.id}`, { featured });
    if (!res.ok) throw new Error(`PATCH: ${res.status} ${await res.text()}`);
    lags.admin.push(await waitOnB((p) => p.featured === featured));
  }
  lags.order = [];
  const placed = [];
  for (let i = 0; i < 20; i++) {
    const before = (await onBNow()).stock;
    // Alternately through A and B; B is asked either way.
    const via = i % 2 === 0 ? url('A') : url('B');
    const res = await customer.send(via, 'POST', '/api/orders', {
      items: [{ product_id: product.id, quantity: 1 }],
      shipping_address: shippingAddress,
    });
    if (res.status !== 201) throw new Error(`order: ${res.status} ${await res.text()}`);
    placed.push((await res.json()).data.id);
    lags.order.push(await waitOnB((p) => p.stock === before - 1));
  }
  for (const id of placed) {
    const res = await customer.send(url('B'), 'POST', `/api/orders/${id}/cancel`);
    if (!res.ok) console.warn(`cancel ${id}: ${res.status} ${await res.text()}`);
  }

  // 3. An image uploaded through A, served by B from the bucket.
  const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('is_public', '1');
  form.append('file', new Blob([png], { type: 'image/png' }), 'bench.png');
  const uploaded = await admin.send(url('A'), 'POST', '/api/admin/files', form);
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const file = (await uploaded.json()).data;
  const image = [{ method: 'GET', path: file.variants['600'] ?? file.url, headers: browser }];
  await run({ url: url('B'), requests: image, duration: 2, connections: 10 });
  rows.push({
    scenario: 'product image (600 px WebP) from the bucket, through B',
    ...summary(await run({ url: url('B'), requests: image })),
  });
  await admin.send(url('A'), 'DELETE', `/api/admin/files/${file.id}`);
} finally {
  await Promise.all(
    [a, b].map(
      (p) =>
        new Promise((r) => {
          if (p.exitCode !== null) return r();
          p.once('exit', r);
          p.kill('SIGTERM');
        }),
    ),
  );
  await s3.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

const ms = (x) => `${x.toFixed(1)} ms`;
const table = [
  `Two production instances (A, B) on one PostgreSQL (100,000 products), one Redis and one s3rver bucket, on this ${os.availableParallelism()}-core machine; ${seconds} s per load, \`Accept-Encoding: br, gzip\`.`,
  '',
  '| scenario | req/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  '',
  '| a change made through A, until B answers with it (20 each) | median | slowest |',
  '|---|---:|---:|',
  `| an admin edits the product | ${ms(median(lags.admin))} | ${ms(Math.max(...lags.admin))} |`,
  `| an order takes one unit (through A or B) | ${ms(median(lags.order))} | ${ms(Math.max(...lags.order))} |`,
].join('\n');
writeFileSync(path.join(root, 'bench/results/instances.md'), `${table}\n`);
console.log(table);
