import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products, stockBatches, stockMovements } from '../src/db/schema.ts';
import { now, shiftClock, shopDate } from '../src/lib/clock.ts';
import { AppError } from '../src/lib/errors.ts';
import { expireDueBatches, ledgerDrift } from '../src/modules/inventory/ledger.ts';
import { adjustStock, receiveBatch, writeOffBatch } from '../src/modules/inventory/service.ts';
import { changeOrderStatus } from '../src/modules/orders/lifecycle.ts';
import { placeOrder } from '../src/modules/orders/service.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

// Decision 020: the stock ledger, batches with expiry dates, first expiry first out.

const DAY = 86_400_000;
let ctx: TestContext;
let categoryId: number;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  categoryId = (await makeCategory(ctx.database.db, { slug: 'pain-relief' })).id;
  adminId = (await makeUser(ctx.database.db, { admin: true })).id;
  admin = await new TestClient(ctx.app).signInAs(adminId);
});

afterEach(() => shiftClock(0));
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const inDays = (days: number) => shopDate(new Date(now().getTime() + days * DAY));
const stockOf = async (id: number) =>
  (await db().select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;
const batchesOf = (id: number) =>
  db().select().from(stockBatches).where(eq(stockBatches.productId, id)).orderBy(stockBatches.id);
const customer = async () => {
  const user = await makeUser(db());
  return { user, client: await new TestClient(ctx.app).signInAs(user.id) };
};
const order = (items: { product_id: number; quantity: number }[]) => ({
  items,
  shipping_address: shippingAddress,
});
const receive = (productId: number, body: Record<string, unknown>) =>
  admin.post(`/api/admin/products/${productId}/batches`, body);

async function expectBalanced() {
  expect(await ledgerDrift(db())).toEqual({ products: [], batches: [] });
}

describe('batches, first expiry first out', () => {
  it('takes an order from the batch expiring first, and stops counting a batch on its expiry date', async () => {
    const p = await makeProduct(db(), { categoryId, stock: 0, price: 2000 });
    // Received in the "wrong" order: the later lot first.
    expect(
      (await receive(p.id, { lot_number: 'LATE-2', expiry_date: inDays(100), quantity: 10 })).statusCode,
    ).toBe(201);
    const early = await receive(p.id, { lot_number: 'EARLY-1', expiry_date: inDays(40), quantity: 5 });
    expect(early.statusCode).toBe(201);
    expect(early.json().data).toMatchObject({ stock: 15, in_batches: 15, loose: 0, expired: 0 });

    const { client } = await customer();
    expect((await client.post('/api/orders', order([{ product_id: p.id, quantity: 3 }]))).statusCode).toBe(
      201,
    );
    const [late, soon] = await batchesOf(p.id);
    expect(soon).toMatchObject({ lotNumber: 'EARLY-1', quantity: 2 });
    expect(late).toMatchObject({ lotNumber: 'LATE-2', quantity: 10 });
    expect(await stockOf(p.id)).toBe(12);

    // The day before its expiry date the early lot still sells.
    shiftClock(39 * DAY);
    expect((await admin.get(`/api/admin/products/${p.id}/stock`)).json().data).toMatchObject({
      stock: 12,
      expired: 0,
    });

    // On its expiry date it no longer counts, before any sweep has run: an order for 11 finds 10.
    shiftClock(40 * DAY);
    const { client: late1 } = await customer();
    const refused = await late1.post('/api/orders', order([{ product_id: p.id, quantity: 11 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.items).toEqual([{ product_id: p.id, requested: 11, available: 10 }]);
    expect(await stockOf(p.id)).toBe(10);
    const view = (await admin.get(`/api/admin/products/${p.id}/stock`)).json().data;
    expect(view).toMatchObject({ stock: 10, in_batches: 10, expired: 2 });
    expect(view.batches.map((b: { lot_number: string; state: string }) => [b.lot_number, b.state])).toEqual([
      ['EARLY-1', 'expired'],
      ['LATE-2', 'sellable'],
    ]);

    // An order for what is left is served from the live lot only; the expired units are never sold.
    expect((await late1.post('/api/orders', order([{ product_id: p.id, quantity: 10 }]))).statusCode).toBe(
      201,
    );
    expect((await batchesOf(p.id)).map((b) => b.quantity)).toEqual([0, 2]);
    expect(await stockOf(p.id)).toBe(0);

    // The expired lot waits in the write-off list until someone destroys it.
    const report = (await admin.get('/api/admin/inventory/expiry')).json().data;
    expect(
      report.expired.map((b: { lot_number: string; quantity: number }) => [b.lot_number, b.quantity]),
    ).toContainEqual(['EARLY-1', 2]);
    const batchId = (await batchesOf(p.id)).find((b) => b.lotNumber === 'EARLY-1')!.id;
    const written = await admin.post(`/api/admin/batches/${batchId}/write-off`, { reason: 'expired' });
    expect(written.statusCode).toBe(200);
    expect(written.json().data).toMatchObject({ stock: 0, expired: 0 });
    const after = (await admin.get('/api/admin/inventory/expiry')).json().data;
    expect(after.expired.some((b: { id: number }) => b.id === batchId)).toBe(false);
    await expectBalanced();
  });

  it('the sweep takes expired batches out of the stock without anyone acting', async () => {
    const p = await makeProduct(db(), { categoryId, stock: 4 });
    await receive(p.id, { lot_number: 'S-1', expiry_date: inDays(20), quantity: 6 });
    await receive(p.id, { lot_number: 'S-2', expiry_date: inDays(300), quantity: 3 });
    expect(await stockOf(p.id)).toBe(13);
    shiftClock(21 * DAY);
    expect(await expireDueBatches(db(), shopDate())).toBeGreaterThanOrEqual(1);
    expect(await stockOf(p.id)).toBe(7);
    // The shop's product page shows what can be sold.
    const page = await new TestClient(ctx.app).get(`/api/products/${p.id}`);
    expect(page.json().data.stock).toBe(7);
    // A second sweep finds nothing more to do.
    await expireDueBatches(db(), shopDate());
    expect(await stockOf(p.id)).toBe(7);
    await expectBalanced();
  });

  it('a cancelled order puts its units back into the batches they came from', async () => {
    const p = await makeProduct(db(), { categoryId, stock: 0 });
    await receive(p.id, { lot_number: 'C-1', expiry_date: inDays(30), quantity: 2 });
    await receive(p.id, { lot_number: 'C-2', expiry_date: inDays(200), quantity: 5 });
    const { client } = await customer();
    const placed = await client.post('/api/orders', order([{ product_id: p.id, quantity: 4 }]));
    expect((await batchesOf(p.id)).map((b) => b.quantity)).toEqual([0, 3]);
    expect((await client.post(`/api/orders/${placed.json().data.id}/cancel`, {})).statusCode).toBe(200);
    expect((await batchesOf(p.id)).map((b) => b.quantity)).toEqual([2, 5]);
    expect(await stockOf(p.id)).toBe(7);
    const movements = (await admin.get(`/api/admin/products/${p.id}/movements`)).json().data.data;
    expect(movements.map((m: { kind: string; quantity: number }) => `${m.kind} ${m.quantity}`)).toEqual([
      expect.stringMatching(/^cancel /),
      expect.stringMatching(/^cancel /),
      expect.stringMatching(/^sale /),
      expect.stringMatching(/^sale /),
      'received 5',
      'received 2',
    ]);
    await expectBalanced();
  });

  it('keeps products without batches working with plain quantities', async () => {
    const p = await makeProduct(db(), { categoryId, stock: 8 });
    const { client } = await customer();
    expect((await client.post('/api/orders', order([{ product_id: p.id, quantity: 3 }]))).statusCode).toBe(
      201,
    );
    expect(await stockOf(p.id)).toBe(5);
    const view = (await admin.get(`/api/admin/products/${p.id}/stock`)).json().data;
    expect(view).toMatchObject({ stock: 5, loose: 5, in_batches: 0, batches: [] });
    await expectBalanced();
  });
});

describe('corrections, write-offs and the product form, all through the ledger', () => {
  it('records a counted correction with its reason, and refuses one below zero', async () => {
    const p = await makeProduct(db(), { categoryId, stock: 5 });
    const down = await admin.post(`/api/admin/products/${p.id}/adjustments`, {
      quantity: '-2',
      reason: 'Counted 3 on the shelf',
    });
    expect(down.statusCode).toBe(200);
    expect(down.json().data.stock).toBe(3);
    const tooMany = await admin.post(
      `/api/admin/products/${p.id}/adjustments`,
      { quantity: -4, reason: 'Broken' },
      { 'accept-language': 'ar' },
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.quantity).toEqual(['يوجد 3 قطعة فقط خارج التشغيلات']);
    for (const bad of [
      { quantity: 0, reason: 'zero' },
      { quantity: 2 },
      { quantity: 'lots', reason: 'abc' },
    ]) {
      const res = await admin.post(`/api/admin/products/${p.id}/adjustments`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const history = (await admin.get(`/api/admin/products/${p.id}/movements`)).json().data.data;
    expect(history[0]).toMatchObject({ kind: 'adjustment', quantity: -2, reason: 'Counted 3 on the shelf' });
    expect(history[0].by).toBeTruthy();
    await expectBalanced();
  });

  it('refuses a batch that has already expired, a bad date and a date received in the future', async () => {
    const p = await makeProduct(db(), { categoryId, stock: 0 });
    const cases = [
      { lot_number: 'X', expiry_date: inDays(0), quantity: 3 },
      { lot_number: 'X', expiry_date: '2026-02-30', quantity: 3 },
      { lot_number: 'X', expiry_date: inDays(50), quantity: 0 },
      { lot_number: '', expiry_date: inDays(50), quantity: 3 },
      { lot_number: 'X', expiry_date: inDays(50), quantity: 3, received_on: inDays(2) },
      { lot_number: 'X', expiry_date: inDays(50), quantity: 3, received_on: inDays(60) },
    ];
    for (const body of cases) {
      const res = await receive(p.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await batchesOf(p.id)).toEqual([]);
    expect(
      (await receive(999_999, { lot_number: 'X', expiry_date: inDays(50), quantity: 3 })).statusCode,
    ).toBe(404);
  });

  it('the product form sets the units outside batches, never the units held in batches', async () => {
    const p = await makeProduct(db(), { categoryId, stock: 4 });
    await receive(p.id, { lot_number: 'F-1', expiry_date: inDays(90), quantity: 6 });
    const patch = (stock: number) =>
      admin.request({
        method: 'PATCH',
        url: `/api/admin/products/${p.id}`,
        payload: { stock },
        headers: { 'accept-language': 'en' },
      });
    expect((await patch(12)).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(12);
    const below = await patch(5);
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.stock[0]).toMatch(/^6 units are in batches/);
    expect(await stockOf(p.id)).toBe(12);
    const [latest] = await db()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, p.id))
      .orderBy(stockMovements.id);
    expect(latest).toBeTruthy();
    await expectBalanced();
  });

  it('writes off part of a live batch as damaged', async () => {
    const p = await makeProduct(db(), { categoryId, stock: 0 });
    await receive(p.id, { lot_number: 'D-1', expiry_date: inDays(120), quantity: 10 });
    const [batch] = await batchesOf(p.id);
    const res = await admin.post(`/api/admin/batches/${batch!.id}/write-off`, {
      reason: 'damaged',
      quantity: 3,
      note: 'dropped',
    });
    expect(res.json().data).toMatchObject({ stock: 7, in_batches: 7 });
    const over = await admin.post(`/api/admin/batches/${batch!.id}/write-off`, {
      reason: 'damaged',
      quantity: 8,
    });
    expect(over.statusCode).toBe(422);
    expect((await admin.post('/api/admin/batches/999999/write-off', { reason: 'expired' })).statusCode).toBe(
      404,
    );
    await expectBalanced();
  });

  it('reports the batches expiring within 30, 60 and 90 days, cumulative, with their value', async () => {
    const before = (await admin.get('/api/admin/inventory/expiry')).json().data;
    const p = await makeProduct(db(), { categoryId, stock: 0, price: 1000 });
    await receive(p.id, { lot_number: 'W-10', expiry_date: inDays(10), quantity: 1 });
    await receive(p.id, { lot_number: 'W-45', expiry_date: inDays(45), quantity: 2 });
    await receive(p.id, { lot_number: 'W-80', expiry_date: inDays(80), quantity: 4 });
    await receive(p.id, { lot_number: 'W-200', expiry_date: inDays(200), quantity: 8 });
    const report = (await admin.get('/api/admin/inventory/expiry')).json().data;
    const grew = (days: number) => {
      const a = report.windows.find((w: { days: number }) => w.days === days);
      const b = before.windows.find((w: { days: number }) => w.days === days);
      return { batches: a.batches - b.batches, units: a.units - b.units, value: a.value - b.value };
    };
    expect(grew(30)).toEqual({ batches: 1, units: 1, value: 1000 });
    expect(grew(60)).toEqual({ batches: 2, units: 3, value: 3000 });
    expect(grew(90)).toEqual({ batches: 3, units: 7, value: 7000 });
    expect(report.expiring.some((b: { lot_number: string }) => b.lot_number === 'W-200')).toBe(false);
  });
});

describe('the ledger always sums to the stock', () => {
  it('after any sequence of receipts, orders, cancellations, corrections, write-offs and days passing', async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('receive' as const),
        days: fc.integer({ min: 1, max: 60 }),
        qty: fc.integer({ min: 1, max: 6 }),
      }),
      fc.record({ kind: fc.constant('order' as const), qty: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('adjust' as const),
        qty: fc.integer({ min: -5, max: 5 }).filter((n) => n !== 0),
        pick: fc.nat(),
      }),
      fc.record({
        kind: fc.constant('writeOff' as const),
        pick: fc.nat(),
        qty: fc.option(fc.integer({ min: 1, max: 4 })),
      }),
      fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 30 }) }),
    );
    const { user } = await customer();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5 }),
        fc.array(op, { minLength: 4, maxLength: 14 }),
        async (loose, ops) => {
          shiftClock(0);
          const p = await makeProduct(db(), { categoryId, stock: loose, price: 1000 });
          const placed: number[] = [];
          let shift = 0;
          for (const o of ops) {
            try {
              if (o.kind === 'receive') {
                await receiveBatch(
                  db(),
                  p.id,
                  { lot_number: 'P', expiry_date: inDays(o.days), quantity: o.qty },
                  adminId,
                );
              } else if (o.kind === 'order') {
                const { order: made } = await placeOrder(db(), {
                  userId: user.id,
                  userName: user.name,
                  body: {
                    items: [{ product_id: p.id, quantity: o.qty }],
                    shipping_address: shippingAddress,
                    use_points: false,
                  } as never,
                  locale: 'en',
                });
                placed.push(made.id);
              } else if (o.kind === 'cancel' && placed.length) {
                const id = placed.splice(o.pick % placed.length, 1)[0]!;
                await changeOrderStatus(db(), { orderId: id, to: 'cancelled', actorId: adminId });
              } else if (o.kind === 'adjust') {
                const batches = await batchesOf(p.id);
                const batch = o.pick % 2 === 0 || !batches.length ? null : batches[o.pick % batches.length]!;
                await adjustStock(
                  db(),
                  p.id,
                  { quantity: o.qty, reason: 'property', batch_id: batch?.id ?? null },
                  adminId,
                );
              } else if (o.kind === 'writeOff') {
                const batches = await batchesOf(p.id);
                if (batches.length) {
                  const batch = batches[o.pick % batches.length]!;
                  await writeOffBatch(
                    db(),
                    batch.id,
                    { reason: 'expired', quantity: o.qty ?? undefined },
                    adminId,
                  );
                }
              } else if (o.kind === 'days') {
                shift += o.days * DAY;
                shiftClock(shift);
                if (o.days % 2 === 0) await expireDueBatches(db(), shopDate());
              }
            } catch (err) {
              // Refusals (short stock, a correction below zero) are fine; anything else is a bug.
              if (!(err instanceof AppError) || err.status >= 500) throw err;
            }
          }
          await expectBalanced();
          const [{ s }] = (await db()
            .select({ s: products.stock })
            .from(products)
            .where(eq(products.id, p.id))) as [{ s: number }];
          expect(s).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('no oversell across batches under concurrency', () => {
  it('20 customers racing for 10 units in two batches: exactly 10 orders, both batches empty', async () => {
    const p = await makeProduct(db(), { categoryId, stock: 0 });
    await receive(p.id, { lot_number: 'R-1', expiry_date: inDays(30), quantity: 4 });
    await receive(p.id, { lot_number: 'R-2', expiry_date: inDays(300), quantity: 6 });
    const clients = await Promise.all(Array.from({ length: 20 }, () => customer()));
    const results = await Promise.all(
      clients.map(({ client }) => client.post('/api/orders', order([{ product_id: p.id, quantity: 1 }]))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect(await stockOf(p.id)).toBe(0);
    expect((await batchesOf(p.id)).map((b) => b.quantity)).toEqual([0, 0]);
    await expectBalanced();
  });
});
