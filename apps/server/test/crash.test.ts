// The server is killed (SIGKILL, no shutdown hooks) while customers place orders over real HTTP, then
// started again on the same database: what was acknowledged must be there and whole, nothing may be half
// written, stock must add up, and retrying the requests whose answers were lost must not order twice.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { makeCategory, makeDiscount, makeProduct } from './factories.ts';
import { createTestDatabase, freePort } from './helpers.ts';

const CUSTOMERS = 20;
const PRODUCTS = 6;
const INITIAL_STOCK = 100_000;
const root = path.resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Customer {
  userId: number;
  cookie: string;
  csrf: string;
}
interface Sent {
  customer: Customer;
  key: string;
  items: { product_id: number; quantity: number }[];
  /** acked: a complete 2xx answer; lost: the connection died before the whole answer arrived. */
  outcome: 'acked' | 'lost' | 'failed';
  status?: number;
  orderId?: number;
}

const address = {
  first_name: 'علي',
  last_name: 'حسن',
  email: 'ali@example.iq',
  phone: '07701234567',
  governorate: 'baghdad',
  city: 'بغداد',
  address: 'الكرادة',
};

describe.skipIf(!process.env.DATABASE_URL)('a server killed while taking orders', () => {
  let database: Database & { url?: string };
  let dataDir: string;
  let port: number;
  let server: ChildProcess | undefined;
  let stderr = '';
  const base = () => `http://127.0.0.1:${port}`;

  async function startServer() {
    stderr = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: database.url!,
        DATABASE_POOL_SIZE: '10',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        // Its customers order back to back, far past a shopper's hourly budget (decision 061).
        ORDERS_PER_HOUR: '100000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    server = child;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
      if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}): ${stderr}`);
      const res = await fetch(`${base()}/api/health`).catch(() => null);
      if (res?.ok) return;
    }
    throw new Error(`the server did not start: ${stderr}`);
  }

  async function killServer() {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  function post(s: Pick<Sent, 'customer' | 'key' | 'items'>) {
    return fetch(`${base()}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: s.customer.cookie,
        'x-xsrf-token': s.customer.csrf,
        'idempotency-key': s.key,
      },
      body: JSON.stringify({ items: s.items, shipping_address: address, use_points: false }),
      signal: AbortSignal.timeout(15_000),
    });
  }

  const productIds: number[] = [];
  const customers: Customer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
    port = await freePort();
    const db = database.db;
    const category = await makeCategory(db);
    for (let i = 0; i < PRODUCTS; i++) {
      const p = await makeProduct(db, {
        categoryId: category.id,
        stock: INITIAL_STOCK,
        price: 5_000 + i * 750,
      });
      productIds.push(p.id);
    }
    // One discounted product, so that a line's price and its original price differ.
    await makeDiscount(db, { type: 'percentage', value: 20, productIds: [productIds[0]!] });
    for (let i = 0; i < CUSTOMERS; i++) {
      const [u] = await db
        .insert(users)
        .values({
          name: `Crash ${i}`,
          email: `crash${i}@example.iq`,
          passwordHash: 'x',
          isEmailVerified: true,
        })
        .returning();
      const { token, session } = await createSession(db, { userId: u!.id, remember: true });
      customers.push({
        userId: u!.id,
        cookie: `shop_session=${token}; XSRF-TOKEN=${session.csrfToken}`,
        csrf: session.csrfToken,
      });
    }
  }, 30_000);

  afterAll(async () => {
    await killServer();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('keeps every acknowledged order whole, stock consistent, and retries without duplicates', async () => {
    await startServer();

    // Customers order back to back, each request with its own key, until the server dies under them.
    const sent: Sent[] = [];
    let killed = false;
    const loops = customers.map(async (customer, c) => {
      for (let n = 0; !killed; n++) {
        // Deterministic carts: one to three lines, one or two of each, spread over the products.
        const lines = 1 + ((c + n) % 3);
        const items = Array.from({ length: lines }, (_, l) => ({
          product_id: productIds[(c + n + l * 2) % PRODUCTS]!,
          quantity: 1 + ((c * 7 + n + l) % 2),
        }));
        const s: Sent = { customer, key: `crash-${c}-${n}`, items, outcome: 'lost' };
        sent.push(s);
        try {
          const res = await post(s);
          const body = (await res.json()) as { data?: { id: number } };
          s.status = res.status;
          s.outcome = res.ok ? 'acked' : 'failed';
          s.orderId = body.data?.id;
        } catch {
          // The connection died (the kill) before the whole answer arrived: the customer does not know.
        }
      }
    });
    // A couple of seconds of load, and enough acknowledged orders to check, however slow the machine.
    const loadStart = Date.now();
    const acked = () => sent.filter((s) => s.outcome === 'acked').length;
    while (Date.now() - loadStart < 20_000 && (Date.now() - loadStart < 2000 || acked() < 40))
      await sleep(50);
    await killServer();
    killed = true;
    await Promise.all(loops);

    const failed = sent.filter((s) => s.outcome === 'failed');
    expect(failed.map((s) => s.status)).toEqual([]);
    const ackedOrders = sent.filter((s) => s.outcome === 'acked');
    const lost = sent.filter((s) => s.outcome === 'lost');
    expect(ackedOrders.length).toBeGreaterThanOrEqual(40);
    // Twenty customers never wait between orders, so requests were in flight when the server died.
    expect(lost.length).toBeGreaterThan(0);

    await startServer();
    const db = database.db;

    // Every acknowledged order is there with the lines that were asked for.
    const rows = await queryRows<{ id: number; user_id: number; key: string; items: string }>(
      db,
      sql`select o.id, o.user_id, o.idempotency_key as key,
            coalesce(string_agg(i.product_id || 'x' || i.quantity, ',' order by i.product_id), '') as items
          from orders o left join order_items i on i.order_id = o.id group by o.id`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const cart = (items: Sent['items']) =>
      [...items]
        .sort((a, b) => a.product_id - b.product_id)
        .map((i) => `${i.product_id}x${i.quantity}`)
        .join(',');
    for (const s of ackedOrders) {
      const row = byId.get(s.orderId!);
      expect(row, `acknowledged order ${s.orderId} (${s.key})`).toBeDefined();
      expect(row).toMatchObject({ user_id: s.customer.userId, key: s.key, items: cart(s.items) });
    }
    // Whatever reached the database came from a request we sent (acknowledged or lost), never twice.
    const sentKeys = new Set(sent.map((s) => s.key));
    expect(rows.filter((r) => !sentKeys.has(r.key))).toEqual([]);

    await expectEveryOrderWhole(database);
    await expectStockToAddUp(database, productIds);

    // The customers whose answers were lost try again with the same key: each gets its one order.
    for (const s of [...lost, ...ackedOrders.slice(0, 5)]) {
      let res: Response | null = null;
      // The first request may meet a pooled connection to the killed server.
      for (let attempt = 0; attempt < 3 && !res; attempt++) res = await post(s).catch(() => null);
      expect(res, s.key).not.toBeNull();
      const body = (await res!.json()) as { data: { id: number } };
      expect([200, 201], `${s.key}: ${JSON.stringify(body)}`).toContain(res!.status);
      if (s.outcome === 'acked') {
        expect(res!.status).toBe(200);
        expect(body.data.id).toBe(s.orderId);
      }
      // An order committed before the kill comes back as it was (200); one that was not is placed now (201).
      const before = rows.find((r) => r.key === s.key && r.user_id === s.customer.userId);
      expect(res!.status).toBe(before ? 200 : 201);
      if (before) expect(body.data.id).toBe(before.id);
    }
    const perKey = await queryRows<{ user_id: number; key: string; n: number }>(
      db,
      sql`select user_id, idempotency_key as key, count(*)::int as n from orders group by 1, 2 having count(*) > 1`,
    );
    expect(perKey).toEqual([]);
    const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
    expect(count!.n).toBe(ackedOrders.length + lost.length);

    await expectEveryOrderWhole(database);
    await expectStockToAddUp(database, productIds);
  }, 60_000);
});

/** No order without lines or history, and every order's amounts are the sums of its lines. */
async function expectEveryOrderWhole(database: Database) {
  const broken = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select o.id, o.subtotal, o.discount_total, o.total, o.shipping, o.points_value,
          count(i.id)::int as lines,
          coalesce(sum(i.original_price * i.quantity), 0)::int as originals,
          coalesce(sum(i.total), 0)::int as goods,
          count(*) filter (where i.total <> i.price * i.quantity)::int as bad_lines,
          (select count(*)::int from order_status_history h where h.order_id = o.id and h.from_status is null
             and h.to_status = 'pending') as first_history
        from orders o left join order_items i on i.order_id = o.id
        group by o.id
        having count(i.id) = 0
          or o.subtotal <> coalesce(sum(i.original_price * i.quantity), 0)
          or o.subtotal - o.discount_total <> coalesce(sum(i.total), 0)
          or o.total <> coalesce(sum(i.total), 0) - o.points_value + o.shipping
          or count(*) filter (where i.total <> i.price * i.quantity) > 0
          or (select count(*) from order_status_history h where h.order_id = o.id and h.from_status is null
                and h.to_status = 'pending') <> 1`,
  );
  expect(broken).toEqual([]);
}

/** For each product: initial stock − what non-cancelled orders took = stock now (and its sales count). */
async function expectStockToAddUp(database: Database, productIds: number[]) {
  const rows = await queryRows<{ id: number; stock: number; sales: number; ordered: number }>(
    database.db,
    sql`select p.id, p.stock, p.sales_count as sales,
          coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                    where i.product_id = p.id and o.status <> 'cancelled'), 0)::int as ordered
        from products p where p.id in (${sql.join(productIds, sql`, `)}) order by p.id`,
  );
  expect(rows).toHaveLength(productIds.length);
  for (const r of rows) {
    expect(INITIAL_STOCK - r.ordered, `stock of product ${r.id}`).toBe(r.stock);
    expect(r.sales, `sales count of product ${r.id}`).toBe(r.ordered);
  }
  expect(rows.some((r) => r.ordered > 0)).toBe(true);
}
