import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@shop/shared/orders';
import { and, asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderStatusHistory,
  orders,
  outboxMessages,
  stockBatches,
  stockMovements,
} from '../src/db/schema.ts';
import { ledgerDrift } from '../src/modules/inventory/ledger.ts';
import { receiveBatch } from '../src/modules/inventory/service.ts';
import { moveOrderAlong, pathOfMoves } from '../src/modules/orders/lifecycle.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

// Issue 48, decision 074: the order's way to the door, every move of ORDER_TRANSITIONS through
// PUT /api/admin/orders/{id}/status, and every refusal leaving the order as it was.

let ctx: TestContext;
let categoryId: number;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  categoryId = (await makeCategory(ctx.database.db, { slug: 'delivery' })).id;
  adminId = (await makeUser(ctx.database.db, { admin: true, name: 'أمين المخزن' })).id;
  admin = await new TestClient(ctx.app).signInAs(adminId);
});

afterAll(() => ctx?.close());

const db = () => ctx.database.db;

async function placed(quantity = 1, productId?: number) {
  const u = await makeUser(db());
  const client = await new TestClient(ctx.app).signInAs(u.id);
  const product = productId ?? (await makeProduct(db(), { categoryId, stock: 20 })).id;
  const res = await client.post('/api/orders', {
    items: [{ product_id: product, quantity }],
    shipping_address: shippingAddress,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number, client, userId: u.id };
}

const move = (id: number, status: string, extra: Record<string, unknown> = {}) =>
  admin.request({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status, ...extra } });

async function walk(id: number, statuses: string[]) {
  for (const status of statuses) {
    const res = await move(id, status, status === 'delivery_failed' ? { reason: 'no_answer' } : {});
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
  }
}

/** The moves staff make from a placed order until its parcel leaves with the driver. */
const upToOutForDelivery: OrderStatus[] = ['confirmed', 'processing', 'ready', 'out_for_delivery'];

const statusOf = async (id: number) =>
  (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
const historyOf = (id: number) =>
  db()
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.id));

describe('the order’s way to the door', () => {
  it('walks every state to the door, counts the attempts and keeps each failure’s reason', async () => {
    const { id, client } = await placed();
    await walk(id, [...upToOutForDelivery, 'delivery_failed']);
    const again = await move(id, 'out_for_delivery');
    expect(again.statusCode).toBe(200);
    const failed = await move(id, 'delivery_failed', { reason: 'other', note: 'البوابة مغلقة' });
    expect(failed.statusCode, failed.body).toBe(200);
    await walk(id, ['out_for_delivery', 'delivered']);

    const staff = (await admin.get(`/api/admin/orders/${id}`)).json().data;
    expect(staff.status).toBe('delivered');
    expect(staff.delivery_attempts).toBe(3);
    expect(staff.status_history.map((s: { to: string }) => s.to)).toEqual([
      'pending',
      ...upToOutForDelivery,
      'delivery_failed',
      'out_for_delivery',
      'delivery_failed',
      'out_for_delivery',
      'delivered',
    ]);
    const failures = staff.status_history.filter((s: { to: string }) => s.to === 'delivery_failed');
    expect(failures).toMatchObject([
      { reason: 'no_answer', note: null, by: 'أمين المخزن' },
      { reason: 'other', note: 'البوابة مغلقة' },
    ]);
    // The customer sees why, never staff's words.
    const mine = (await client.get(`/api/orders/${id}`)).json().data;
    expect(mine.delivery_attempts).toBe(3);
    expect(mine.status_history.filter((s: { to: string }) => s.to === 'delivery_failed')).toEqual([
      expect.objectContaining({ reason: 'no_answer' }),
      expect.objectContaining({ reason: 'other' }),
    ]);
    expect(JSON.stringify(mine)).not.toContain('البوابة مغلقة');
    expect(
      mine.status_history.every((s: { reason: unknown }, i: number) => (i === 5 || i === 7) === !!s.reason),
    ).toBe(true);
  });

  it('lets staff confirm by phone, and process a pending order directly (decision 074)', async () => {
    const a = await placed();
    expect((await move(a.id, 'confirmed')).statusCode).toBe(200);
    expect((await move(a.id, 'confirmed')).statusCode).toBe(409);
    const b = await placed();
    expect((await move(b.id, 'processing')).statusCode).toBe(200);
    expect((await move(b.id, 'confirmed')).json().code).toBe('INVALID_TRANSITION');
  });

  it('refuses every move not in the table with INVALID_TRANSITION, changing nothing', async () => {
    const { id } = await placed();
    await walk(id, ['confirmed', 'processing', 'ready']);
    for (const to of ['pending', 'confirmed', 'processing', 'delivered', 'returning', 'returned'] as const) {
      const res = await move(id, to);
      expect(res.statusCode, to).toBe(409);
      expect(res.json().code).toBe('INVALID_TRANSITION');
    }
    expect(await statusOf(id)).toBe('ready');
    expect(await historyOf(id)).toHaveLength(4);
  });

  it('lets the customer cancel while pending or confirmed, never once it is being prepared', async () => {
    const a = await placed();
    expect((await a.client.post(`/api/orders/${a.id}/cancel`)).statusCode).toBe(200);
    const b = await placed();
    await walk(b.id, ['confirmed']);
    expect((await b.client.post(`/api/orders/${b.id}/cancel`)).statusCode).toBe(200);
    expect(await statusOf(b.id)).toBe('cancelled');
    const c = await placed();
    await walk(c.id, ['confirmed', 'processing']);
    const refused = await c.client.post(`/api/orders/${c.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await statusOf(c.id)).toBe('processing');
  });

  it('lets staff cancel until the parcel leaves, not after', async () => {
    const a = await placed();
    await walk(a.id, ['confirmed', 'processing', 'ready']);
    expect((await move(a.id, 'cancelled')).statusCode).toBe(200);
    const b = await placed();
    await walk(b.id, upToOutForDelivery);
    const refused = await move(b.id, 'cancelled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVALID_TRANSITION');
    await walk(b.id, ['delivery_failed']);
    expect((await move(b.id, 'cancelled')).statusCode).toBe(409);
    expect(await statusOf(b.id)).toBe('delivery_failed');
  });

  it('refuses a failed attempt without a valid reason, and a reason on any other move', async () => {
    const { id } = await placed();
    await walk(id, upToOutForDelivery);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ status: 'delivery_failed' }, 422, 'DELIVERY_REASON'],
      [{ status: 'delivery_failed', reason: 'lost' }, 422, 'VALIDATION'],
      [{ status: 'delivery_failed', reason: 'other' }, 422, 'DELIVERY_REASON'],
      [{ status: 'delivery_failed', reason: 'other', note: '   ' }, 422, 'DELIVERY_REASON'],
      [{ status: 'delivery_failed', note: 'لا أحد' }, 422, 'DELIVERY_REASON'],
      [{ status: 'delivered', reason: 'refused' }, 422, 'DELIVERY_REASON'],
      [{ status: 'delivered', note: 'x' }, 422, 'DELIVERY_REASON'],
      [{ status: 'shipped' }, 422, 'VALIDATION'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await admin.request({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().code, JSON.stringify(payload)).toBe(code);
    }
    expect(await statusOf(id)).toBe('out_for_delivery');
    expect(await historyOf(id)).toHaveLength(5);
  });

  it('keeps the pharmacist’s check before processing, from pending and from confirmed', async () => {
    const { id } = await placed();
    await db()
      .update(orders)
      .set({ requiresPrescription: true, prescriptionStatus: 'pending_review' })
      .where(eq(orders.id, id));
    expect((await move(id, 'confirmed')).statusCode).toBe(200);
    const refused = await move(id, 'processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PRESCRIPTION_NOT_APPROVED');
    await db().update(orders).set({ prescriptionStatus: 'approved' }).where(eq(orders.id, id));
    expect((await move(id, 'processing')).statusCode).toBe(200);
  });

  it('texts the customer when the parcel leaves and when an attempt fails', async () => {
    const { id } = await placed();
    await walk(id, [...upToOutForDelivery, 'delivery_failed']);
    const sent = await db()
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'order_status'));
    const statuses = sent
      .map((m) => m.payload as { order_id: number; status: string; failure_reason?: string })
      .filter((p) => p.order_id === id);
    expect(statuses.map((p) => p.status)).toEqual(
      expect.arrayContaining(['processing', 'out_for_delivery', 'delivery_failed']),
    );
    expect(statuses.find((p) => p.status === 'delivery_failed')!.failure_reason).toBe('no_answer');
    expect(statuses.map((p) => p.status)).not.toContain('confirmed');
    expect(statuses.map((p) => p.status)).not.toContain('ready');
  });
});

describe('a parcel back at the pharmacy', () => {
  it('puts its units back into the batches they left, once, whatever is clicked twice at once', async () => {
    const product = await makeProduct(db(), { categoryId, stock: 0 });
    const soon = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    await receiveBatch(db(), product.id, { lot_number: 'A', expiry_date: soon, quantity: 2 }, adminId);
    await receiveBatch(db(), product.id, { lot_number: 'B', expiry_date: later, quantity: 5 }, adminId);
    const { id } = await placed(3, product.id);
    const batches = () =>
      db()
        .select({ lot: stockBatches.lotNumber, quantity: stockBatches.quantity })
        .from(stockBatches)
        .where(eq(stockBatches.productId, product.id))
        .orderBy(asc(stockBatches.id));
    expect(await batches()).toEqual([
      { lot: 'A', quantity: 0 },
      { lot: 'B', quantity: 4 },
    ]);
    await walk(id, [...upToOutForDelivery, 'delivery_failed']);
    expect((await move(id, 'returned')).statusCode).toBe(409);
    await walk(id, ['returning']);
    expect(await batches()).toEqual([
      { lot: 'A', quantity: 0 },
      { lot: 'B', quantity: 4 },
    ]);

    const answers = await Promise.all([move(id, 'returned'), move(id, 'returned')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('INVALID_TRANSITION');
    expect(await batches()).toEqual([
      { lot: 'A', quantity: 2 },
      { lot: 'B', quantity: 5 },
    ]);
    const back = await db()
      .select({ kind: stockMovements.kind, reason: stockMovements.reason, quantity: stockMovements.quantity })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, id), eq(stockMovements.kind, 'return')));
    expect(back).toHaveLength(2);
    expect(back.every((m) => m.reason === 'returned_to_origin')).toBe(true);
    expect(back.reduce((s, m) => s + m.quantity, 0)).toBe(3);
    expect(await statusOf(id)).toBe('returned');
    expect((await historyOf(id)).filter((h) => h.toStatus === 'returned')).toHaveLength(1);
    expect(await ledgerDrift(db())).toMatchObject({ products: [], batches: [] });
  });
});

describe('moving an order along (a courier’s status that skips states)', () => {
  it('finds the fewest moves of the table, never a way that is not there', () => {
    expect(pathOfMoves('ready', 'delivered')).toEqual(['out_for_delivery', 'delivered']);
    expect(pathOfMoves('out_for_delivery', 'returned')).toEqual(['delivery_failed', 'returning', 'returned']);
    expect(pathOfMoves('pending', 'out_for_delivery')).toEqual(['processing', 'ready', 'out_for_delivery']);
    expect(pathOfMoves('delivered', 'delivered')).toEqual([]);
    expect(pathOfMoves('delivered', 'out_for_delivery')).toBeNull();
    expect(pathOfMoves('out_for_delivery', 'cancelled')).toBeNull();
    // Every step of every path is a move of the table.
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const path = pathOfMoves(from, to);
        if (!path) continue;
        let at: OrderStatus = from;
        for (const next of path) {
          expect(ORDER_TRANSITIONS[at]).toContain(next);
          at = next;
        }
        expect(at).toBe(to);
      }
    }
  });

  it('records each state in between in the history', async () => {
    const { id } = await placed();
    await walk(id, ['confirmed', 'processing', 'ready']);
    const moved = await moveOrderAlong(db(), { orderId: id, to: 'delivered', actorId: adminId });
    expect(moved).toEqual({ from: 'ready', entered: ['out_for_delivery', 'delivered'] });
    const history = await historyOf(id);
    expect(history.slice(-2).map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ['ready', 'out_for_delivery'],
      ['out_for_delivery', 'delivered'],
    ]);
    // Read again: nothing to do.
    expect(await moveOrderAlong(db(), { orderId: id, to: 'delivered', actorId: adminId })).toEqual({
      from: 'delivered',
      entered: [],
    });
    expect(await historyOf(id)).toHaveLength(history.length);
  });

  it('passes a failed attempt with the reason given, or `other` naming the status read', async () => {
    const a = await placed();
    await walk(a.id, upToOutForDelivery);
    await moveOrderAlong(db(), { orderId: a.id, to: 'returning', actorId: adminId });
    const failedA = (await historyOf(a.id)).find((h) => h.toStatus === 'delivery_failed')!;
    expect([failedA.failureReason, failedA.failureNote]).toEqual(['other', 'read as returning']);
    const b = await placed();
    await walk(b.id, upToOutForDelivery);
    await moveOrderAlong(db(), {
      orderId: b.id,
      to: 'returning',
      actorId: adminId,
      failure: { reason: 'refused' },
    });
    expect((await historyOf(b.id)).find((h) => h.toStatus === 'delivery_failed')!.failureReason).toBe(
      'refused',
    );
    expect(await statusOf(b.id)).toBe('returning');
  });

  it('moves nothing when a step on the way is refused, or no way leads there', async () => {
    const { id } = await placed();
    await db()
      .update(orders)
      .set({ requiresPrescription: true, prescriptionStatus: 'pending_review' })
      .where(eq(orders.id, id));
    await expect(moveOrderAlong(db(), { orderId: id, to: 'ready', actorId: adminId })).rejects.toMatchObject({
      code: 'PRESCRIPTION_NOT_APPROVED',
    });
    expect(await statusOf(id)).toBe('pending');
    expect(await historyOf(id)).toHaveLength(1);
    await walk(id, ['cancelled']);
    await expect(
      moveOrderAlong(db(), { orderId: id, to: 'delivered', actorId: adminId }),
    ).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
    });
  });
});

describe('migration 0020', () => {
  it('turns shipped orders and their history into out_for_delivery', async () => {
    const source = path.join(import.meta.dirname, '../src/db/migrations');
    // The migrations as they were before 0020: the same folder, its journal cut there.
    const before = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await cp(source, before, { recursive: true });
    const journalPath = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < '0020');
    await writeFile(journalPath, JSON.stringify(journal));
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const old = drizzle(client);
    try {
      await migrate(old, { migrationsFolder: before });
      await old.execute(sql`insert into orders (order_number, subtotal, total, customer_name, phone,
        shipping_address, billing_address, status) values
        ('M-1', 1000, 1000, 'x', '+9647700000000', '{}', '{}', 'shipped'),
        ('M-2', 1000, 1000, 'x', '+9647700000000', '{}', '{}', 'delivered')`);
      await old.execute(sql`insert into order_status_history (order_id, from_status, to_status)
        select id, null, 'pending' from orders union all
        select id, 'processing', 'shipped' from orders union all
        select id, 'shipped', 'delivered' from orders where order_number = 'M-2'`);
      await migrate(old, { migrationsFolder: source });
      const rows = await old.execute(sql`select o.order_number, o.status, h.from_status, h.to_status
        from orders o join order_status_history h on h.order_id = o.id order by o.order_number, h.id`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { order_number: 'M-1', status: 'out_for_delivery', from_status: null, to_status: 'pending' },
        {
          order_number: 'M-1',
          status: 'out_for_delivery',
          from_status: 'processing',
          to_status: 'out_for_delivery',
        },
        { order_number: 'M-2', status: 'delivered', from_status: null, to_status: 'pending' },
        {
          order_number: 'M-2',
          status: 'delivered',
          from_status: 'processing',
          to_status: 'out_for_delivery',
        },
        { order_number: 'M-2', status: 'delivered', from_status: 'out_for_delivery', to_status: 'delivered' },
      ]);
    } finally {
      await client.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
