// Orders per second at 50 concurrent customers on PostgreSQL: each customer places orders back to back
// (cash on delivery, 2 lines) for a fixed time against one server; stock is then checked for consistency.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/orders.ts [--seconds 20] [--profile DIR]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { products, users } from '../apps/server/src/db/schema.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { cpuTicks, serverArgs } from './lib.mjs';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1] || 20);
const CUSTOMERS = 50;
// --spread: each customer orders their own two products, so no two orders wait for the same row lock
// (what the shop costs without contention, against the default: everyone orders the same two).
const spread = process.argv.includes('--spread');
const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = new URL(serverUrl);
dbUrl.pathname = '/shop_bench_orders';
const port = 3450;
const base = `http://127.0.0.1:${port}`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query('drop database if exists shop_bench_orders with (force)');
await admin.query('create database shop_bench_orders');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-orders-'));

// --profile DIR: a CPU profile of the server, written when it stops.
const profile = process.argv.includes('--profile')
  ? process.argv[process.argv.indexOf('--profile') + 1]
  : null;
const server = spawn(
  process.execPath,
  [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ...(await serverArgs('apps/server/src/main.ts')),
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      DATABASE_POOL_SIZE: '20',
      // Fifty customers ordering back to back to one test number: far past a shopper's hourly budget.
      ORDERS_PER_HOUR: '100000',
    },
    stdio: 'inherit',
  },
);

try {
  await waitFor(`${base}/api/health`);
  const database = await openDatabase({ databaseUrl: dbUrl.toString(), poolSize: 5 });
  const db = database.db;
  const picked = await db
    .select({ id: products.id })
    .from(products)
    // A prescription medicine's order would need a prescription (decision 014); this bench measures stock.
    .where(sql`${products.stock} > 0 and not ${products.requiresPrescription}`)
    .limit(spread ? 2 * CUSTOMERS : 2);
  const ids = picked.map((p) => p.id);
  // Through the ledger, as the back-office would (decision 020): a correction up to a million units.
  await db.execute(
    sql`insert into stock_movements (product_id, kind, quantity, reason)
        select id, 'adjustment', 1000000 - stock, 'bench' from products
        where id in (${sql.join(ids, sql`, `)}) and stock <> 1000000`,
  );
  await db.update(products).set({ stock: 1_000_000 }).where(inArray(products.id, ids));
  const before = await queryRows<{ stock: number }>(
    db,
    sql`select sum(stock)::int as stock from products where id in (${sql.join(ids, sql`, `)})`,
  );
  const sessions: { cookie: string; csrf: string }[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const [u] = await db
      .insert(users)
      .values({ name: `Bench ${i}`, email: `bench${i}@example.iq`, passwordHash: 'x', isEmailVerified: true })
      .returning();
    const { token, session } = await createSession(db, { userId: u!.id, remember: true });
    sessions.push({
      cookie: `shop_session=${token}; XSRF-TOKEN=${session.csrfToken}`,
      csrf: session.csrfToken,
    });
  }
  const bodyOf = (customer: number) =>
    JSON.stringify({
      // With --spread and fewer demo products than customers, a few customers share a pair.
      items: (spread ? [ids[(2 * customer) % ids.length]!, ids[(2 * customer + 1) % ids.length]!] : ids).map(
        (id) => ({ product_id: id, quantity: 1 }),
      ),
      shipping_address: {
        first_name: 'علي',
        last_name: 'حسن',
        email: 'a@example.iq',
        phone: '07701234567',
        governorate: 'baghdad',
        city: 'بغداد',
        address: 'الكرادة',
      },
    });

  // The start's background work (the demo's images, the search vocabulary's keys) is not the orders' cost.
  await quiet(server.pid!);
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = cpuTicks(server.pid!);
  const benchBefore = process.cpuUsage();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    sessions.map(async (s, customer) => {
      const body = bodyOf(customer);
      while (Date.now() < deadline) {
        const started = performance.now();
        const res = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-xsrf-token': s.csrf },
          body,
        });
        await res.arrayBuffer();
        if (res.status === 201) latencies.push(performance.now() - started);
        else errors++;
      }
    }),
  );
  const cpuAfter = cpuTicks(server.pid!);
  const benchCpu = process.cpuUsage(benchBefore);
  latencies.sort((a, b) => a - b);
  const perOrder = (ms: number) => Math.round((ms / Math.max(1, latencies.length)) * 10) / 10;
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0);
  const [placed] = await queryRows<{ n: number; items: number }>(
    db,
    sql`select count(*)::int as n, (select coalesce(sum(quantity), 0)::int from order_items) as items from orders`,
  );
  const after = await queryRows<{ stock: number }>(
    db,
    sql`select sum(stock)::int as stock from products where id in (${sql.join(ids, sql`, `)})`,
  );
  const consistent = before[0]!.stock - after[0]!.stock === placed!.items;
  const result = {
    customers: CUSTOMERS,
    seconds,
    orders: latencies.length,
    ordersPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50: pct(50),
    p99: pct(99),
    errors,
    stockConsistent: consistent,
    // Where the machine's time went, per order placed: the shop's process, every PostgreSQL process, this client.
    cpuMsPerOrder: {
      shop: perOrder(cpuAfter.server - cpuBefore.server),
      postgres: perOrder(cpuAfter.postgres - cpuBefore.postgres),
      client: perOrder((benchCpu.user + benchCpu.system) / 1000),
    },
  };
  console.log(result);
  writeFileSync(
    path.join(root, 'bench/results/orders.md'),
    `| customers | seconds | orders | orders/s | p50 ms | p99 ms | errors | stock taken = items ordered | CPU ms per order: shop / PostgreSQL / this client |\n|---:|---:|---:|---:|---:|---:|---:|---|---|\n| ${result.customers} | ${result.seconds} | ${result.orders} | ${result.ordersPerSecond} | ${result.p50} | ${result.p99} | ${result.errors} | ${result.stockConsistent ? 'yes' : 'NO'} | ${result.cpuMsPerOrder.shop} / ${result.cpuMsPerOrder.postgres} / ${result.cpuMsPerOrder.client} |\n`,
  );
  await database.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query('drop database if exists shop_bench_orders with (force)');
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Waits (a minute at most) until the shop and PostgreSQL together use under a tenth of a core. */
async function quiet(serverPid: number) {
  for (let i = 0; i < 60; i++) {
    const before = cpuTicks(serverPid);
    await new Promise((r) => setTimeout(r, 1000));
    const after = cpuTicks(serverPid);
    if (after.server - before.server + after.postgres - before.postgres < 100) return;
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${url}`);
}
