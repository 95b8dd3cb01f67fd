import { hasTranslation } from '@shop/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  orders,
  outboxMessages,
  pointsTransactions,
  products,
  returnPhotos,
  stockBatches,
  stockMovements,
} from '../src/db/schema.ts';
import { shiftClock } from '../src/lib/clock.ts';
import { ledgerDrift } from '../src/modules/inventory/ledger.ts';
import { receiveBatch } from '../src/modules/inventory/service.ts';
import { pointsBalance } from '../src/modules/points/service.ts';
import {
  givePoints,
  makeCategory,
  makeDiscount,
  makeProduct,
  makeUser,
  shippingAddress,
} from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
let categoryId: number;
let adminId: number;
let admin: TestClient;
let staff: TestClient;
let pharmacist: TestClient;

const db = () => ctx.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  categoryId = (await makeCategory(db(), { slug: 'vitamins' })).id;
  const a = await makeUser(db(), { admin: true, name: 'مدير المتجر' });
  adminId = a.id;
  admin = await new TestClient(ctx.app).signInAs(a.id);
  staff = await new TestClient(ctx.app).signInAs((await makeUser(db(), { role: 'staff' })).id);
  pharmacist = await new TestClient(ctx.app).signInAs((await makeUser(db(), { role: 'pharmacist' })).id);
});

afterEach(() => shiftClock(0));
afterAll(() => ctx?.close());

const customer = async () => {
  const user = await makeUser(db());
  return { user, client: await new TestClient(ctx.app).signInAs(user.id) };
};
const stockOf = async (id: number) =>
  (await db().select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;
const en = { 'accept-language': 'en' };

interface PlacedOrder {
  id: number;
  order_number: string;
  items: { id: number; product_id: number; quantity: number; total: number }[];
}

/** Places an order as `client` and moves it through to `delivered` (or leaves it where `until` says). */
async function placedOrder(
  client: TestClient,
  items: { product_id: number; quantity: number }[],
  extra: Record<string, unknown> = {},
  until: 'pending' | 'delivered' = 'delivered',
): Promise<PlacedOrder> {
  const res = await client.post('/api/orders', { items, shipping_address: shippingAddress, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().data as PlacedOrder;
  if (until === 'delivered') {
    for (const status of ['processing', 'ready', 'out_for_delivery', 'delivered']) {
      const moved = await admin.request({
        method: 'PUT',
        url: `/api/orders/${placed.id}`,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }
  return placed;
}

const askReturn = (
  client: TestClient,
  orderId: number,
  items: { order_item_id: number; quantity: number }[],
  headers: Record<string, string> = en,
) => client.post(`/api/orders/${orderId}/returns`, { items, reason: 'damaged' }, headers);

const step = (client: TestClient, id: number, action: string, body?: unknown) =>
  client.post(`/api/admin/returns/${id}/${action}`, body, en);

/** A return already asked for and approved, ready to be received. */
async function approvedReturn(
  client: TestClient,
  orderId: number,
  items: { order_item_id: number; quantity: number }[],
) {
  const asked = await askReturn(client, orderId, items);
  expect(asked.statusCode, asked.body).toBe(201);
  const id = asked.json().data.id as number;
  expect((await step(admin, id, 'approve')).statusCode).toBe(200);
  return id;
}

const returnMessages = async (orderId: number) =>
  (
    await db()
      .select({ payload: outboxMessages.payload, channel: outboxMessages.channel })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.template, 'return_status')))
      .orderBy(asc(outboxMessages.id))
  ).filter((m) => m.channel === 'email');

describe('a return from request to refund', () => {
  it('refunds what was paid for the lines after discounts and points, restocks their batch, settles the points', async () => {
    const { user, client } = await customer();
    await givePoints(db(), user.id, 200);
    // 3 units in a batch (first expiry first out takes them from there) and 2 loose.
    const cream = await makeProduct(db(), {
      categoryId,
      price: 20_000,
      stock: 2,
      nameAr: 'كريم مرطب',
      nameEn: 'Moisturiser',
    });
    await makeDiscount(db(), { type: 'percentage', value: 10, productIds: [cream.id] });
    await receiveBatch(
      db(),
      cream.id,
      { lot_number: 'L-1', expiry_date: '2099-01-01', quantity: 5 },
      adminId,
    );
    const [batch] = await db().select().from(stockBatches).where(eq(stockBatches.productId, cream.id));
    const tabs = await makeProduct(db(), { categoryId, price: 10_000, stock: 5 });
    // Goods 3 × 18,000 + 10,000 = 64,000; 200 points pay 5,000; earned on delivery: (64,000 - 5,000) / 1,000 = 59.
    const placed = await placedOrder(
      client,
      [
        { product_id: cream.id, quantity: 3 },
        { product_id: tabs.id, quantity: 1 },
      ],
      { use_points: 200 },
    );
    expect(await pointsBalance(db(), user.id)).toBe(59);
    expect(await stockOf(cream.id)).toBe(4);
    expect((await db().select().from(stockBatches).where(eq(stockBatches.id, batch!.id)))[0]!.quantity).toBe(
      2,
    );
    const line = placed.items.find((i) => i.product_id === cream.id)!;

    const asked = await askReturn(client, placed.id, [{ order_item_id: line.id, quantity: 2 }]);
    expect(asked.statusCode, asked.body).toBe(201);
    const created = asked.json().data;
    expect(created.status).toBe('requested');
    expect(created.rma_number).toMatch(new RegExp(`^RMA-\\d{4}-${String(created.id).padStart(6, '0')}$`));
    const id = created.id as number;

    // What was paid for 2 of the cream: 36,000 less its share of the points' value, 5,000 × 36,000 / 64,000.
    const paid = 36_000 - Math.round((5_000 * 36_000) / 64_000);
    expect(paid).toBe(33_187);
    const seen = async () => (await client.get(`/api/returns/${id}`, en)).json().data;
    expect(await seen()).toMatchObject({
      status: 'requested',
      order: { id: placed.id, order_number: placed.order_number },
      items: [
        {
          order_item_id: line.id,
          product_name: 'Moisturiser',
          quantity: 2,
          unit_price: 18_000,
          resalable: null,
        },
      ],
      refund_estimate: paid,
      refund: null,
    });
    expect(
      (await client.get(`/api/returns/${id}`, { 'accept-language': 'ar' })).json().data.items[0].product_name,
    ).toBe('كريم مرطب');

    expect((await step(admin, id, 'approve')).json().data.status).toBe('approved');
    expect((await seen()).status).toBe('approved');
    const receivedRes = await step(admin, id, 'receive', {
      items: [{ return_item_id: (await seen()).items[0].id, resalable: true }],
    });
    expect(receivedRes.statusCode, receivedRes.body).toBe(200);
    expect(receivedRes.json().data.items[0].resalable).toBe(true);
    expect((await seen()).status).toBe('received');
    // Back on the shelf, into the batch the units came from.
    expect(await stockOf(cream.id)).toBe(6);
    expect((await db().select().from(stockBatches).where(eq(stockBatches.id, batch!.id)))[0]!.quantity).toBe(
      4,
    );
    const back = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.returnId, id), eq(stockMovements.kind, 'return')));
    expect(back.map((m) => [m.batchId, m.quantity, m.orderId, m.actorId])).toEqual([
      [batch!.id, 2, placed.id, adminId],
    ]);

    const refunded = await step(admin, id, 'refund', { method: 'cash_to_courier', reference: 'R-77' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // Spent points given back: 200 × 36,000 / 64,000 = 112.5 → 113; earned taken back: 59 × 36/64 → 33.
    expect(refunded.json().data.refund).toMatchObject({
      amount: paid,
      method: 'cash_to_courier',
      reference: 'R-77',
      points_returned: 113,
      points_taken_back: 33,
      points_deducted_value: 0,
    });
    expect(refunded.json().data.customer).toMatchObject({ id: user.id });
    const points = await db()
      .select({ kind: pointsTransactions.kind, points: pointsTransactions.points })
      .from(pointsTransactions)
      .where(eq(pointsTransactions.returnId, id))
      .orderBy(asc(pointsTransactions.kind));
    expect(points).toEqual([
      { kind: 'return_refund', points: 113 },
      { kind: 'return_reversal', points: -33 },
    ]);
    expect(await pointsBalance(db(), user.id)).toBe(59 + 113 - 33);
    const summary = (await client.get('/api/points')).json().data;
    expect(summary).toMatchObject({
      current_points: 139,
      total_earned: 200 + 59 - 33,
      total_spent: 200 - 113,
    });
    expect(
      (await client.get('/api/points/history')).json().data.data.map((t: { kind: string }) => t.kind),
    ).toEqual(expect.arrayContaining(['return_refund', 'return_reversal']));
    expect(await ledgerDrift(db())).toEqual({ products: [], batches: [] });

    // The customer sees every step, in the return, its list and its order.
    const final = await seen();
    expect(final.status).toBe('refunded');
    expect(final.history.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    expect(final).not.toHaveProperty('customer');
    const list = (await client.get('/api/returns', en)).json().data;
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([id]);
    const orderView = (await client.get(`/api/orders/${placed.id}`, en)).json().data;
    expect(orderView.returns).toEqual([expect.objectContaining({ id, status: 'refunded' })]);
    expect(orderView.items.find((i: { id: number }) => i.id === line.id).returnable_quantity).toBe(1);
    // A message for each step, and an audit entry for each staff step.
    expect((await returnMessages(placed.id)).map((m) => (m.payload as { status: string }).status)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    const audits = await db()
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'return'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => (a.after as { status: string }).status).sort()).toEqual([
      'approved',
      'received',
      'refunded',
    ]);
  });

  it('never takes the balance below zero: earned points already spent come off the cash at their value', async () => {
    const { user, client } = await customer();
    const p = await makeProduct(db(), { categoryId, price: 30_000, stock: 5 });
    // 60,000 of goods, no points used: 60 earned on delivery.
    const placed = await placedOrder(client, [{ product_id: p.id, quantity: 2 }]);
    expect(await pointsBalance(db(), user.id)).toBe(60);
    // The customer spends 50 of them before the refund.
    await db()
      .insert(pointsTransactions)
      .values({ userId: user.id, kind: 'spent', points: -50, description: 'elsewhere' });
    const id = await approvedReturn(client, placed.id, [{ order_item_id: placed.items[0]!.id, quantity: 2 }]);
    const items = (await client.get(`/api/returns/${id}`)).json().data.items;
    await step(admin, id, 'receive', { items: [{ return_item_id: items[0].id, resalable: true }] });
    const res = await step(admin, id, 'refund', { method: 'bank_transfer' });
    expect(res.statusCode, res.body).toBe(200);
    // 60 to take back, 10 left: 10 taken, the other 50 at 25 IQD each off the cash.
    expect(res.json().data.refund).toMatchObject({
      amount: 60_000 - 50 * 25,
      points_returned: 0,
      points_taken_back: 10,
      points_deducted_value: 1_250,
    });
    expect(res.json().data.refund_estimate).toBe(60_000);
    expect(await pointsBalance(db(), user.id)).toBe(0);
  });
});

describe('asking for a return', () => {
  it('refuses a product the policy keeps, naming it in the shopper language', async () => {
    const { client } = await customer();
    const medicines = await makeCategory(db(), { returnable: false });
    const syrup = await makeProduct(db(), {
      categoryId: medicines.id,
      nameAr: 'شراب السعال',
      nameEn: 'Cough syrup',
    });
    const placed = await placedOrder(client, [{ product_id: syrup.id, quantity: 1 }]);
    const line = [{ order_item_id: placed.items[0]!.id, quantity: 1 }];
    const inArabic = await askReturn(client, placed.id, line, { 'accept-language': 'ar' });
    expect(inArabic.statusCode).toBe(422);
    expect(inArabic.json()).toMatchObject({
      code: 'NOT_RETURNABLE',
      message: 'لا يمكن إرجاع شراب السعال (راجع سياسة الإرجاع)',
      data: { order_item_id: placed.items[0]!.id },
    });
    const inEnglish = await askReturn(client, placed.id, line);
    expect(inEnglish.json().message).toBe('Cough syrup cannot be returned (see our return policy)');
  });

  it('refuses an order not delivered, a closed window, another customer, a line of another order, too many units', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId, nameEn: 'Vitamin D', nameAr: 'فيتامين د' });
    const pending = await placedOrder(client, [{ product_id: p.id, quantity: 1 }], {}, 'pending');
    const notDelivered = await askReturn(client, pending.id, [
      { order_item_id: pending.items[0]!.id, quantity: 1 },
    ]);
    expect(notDelivered.statusCode).toBe(422);
    expect(notDelivered.json()).toMatchObject({
      code: 'RETURN_WINDOW_CLOSED',
      message: 'Only delivered orders can be returned',
    });

    const placed = await placedOrder(client, [{ product_id: p.id, quantity: 2 }]);
    const line = placed.items[0]!;
    const other = await customer();
    expect(
      (await askReturn(other.client, placed.id, [{ order_item_id: line.id, quantity: 1 }])).statusCode,
    ).toBe(404);
    expect((await askReturn(client, 999_999, [{ order_item_id: line.id, quantity: 1 }])).statusCode).toBe(
      404,
    );
    const foreign = await askReturn(client, placed.id, [
      { order_item_id: pending.items[0]!.id, quantity: 1 },
    ]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('VALIDATION');
    const tooMany = await askReturn(client, placed.id, [{ order_item_id: line.id, quantity: 3 }]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'You can return at most 2 of Vitamin D',
      data: { order_item_id: line.id, returnable_quantity: 2 },
    });
    const tooManyAr = await askReturn(client, placed.id, [{ order_item_id: line.id, quantity: 3 }], {
      'accept-language': 'ar',
    });
    expect(tooManyAr.json().message).toBe('يمكنك إرجاع 2 على الأكثر من فيتامين د');

    // One return holds a unit; the second may ask for one more, not two.
    expect((await askReturn(client, placed.id, [{ order_item_id: line.id, quantity: 1 }])).statusCode).toBe(
      201,
    );
    const again = await askReturn(client, placed.id, [{ order_item_id: line.id, quantity: 2 }]);
    expect(again.json().data).toMatchObject({ returnable_quantity: 1 });

    // 31 days after delivery the 30-day window has closed.
    shiftClock(31 * DAY);
    const late = await askReturn(client, placed.id, [{ order_item_id: line.id, quantity: 1 }]);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'RETURN_WINDOW_CLOSED',
      message: 'The return window for this order has closed',
    });
    shiftClock(29 * DAY);
    expect((await askReturn(client, placed.id, [{ order_item_id: line.id, quantity: 1 }])).statusCode).toBe(
      201,
    );
  });

  it('two requests for the same units at once: one wins', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId });
    const placed = await placedOrder(client, [{ product_id: p.id, quantity: 2 }]);
    const items = [{ order_item_id: placed.items[0]!.id, quantity: 2 }];
    const answers = await Promise.all([
      askReturn(client, placed.id, items),
      askReturn(client, placed.id, items),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const view = (await client.get(`/api/orders/${placed.id}`)).json().data;
    expect(view.returns).toHaveLength(1);
    expect(view.items[0].returnable_quantity).toBe(0);
  });
});

describe('the back office', () => {
  it('rejects with a note; the units can be asked for again', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId });
    const placed = await placedOrder(client, [{ product_id: p.id, quantity: 1 }]);
    const items = [{ order_item_id: placed.items[0]!.id, quantity: 1 }];
    const id = (await askReturn(client, placed.id, items)).json().data.id;
    const noNote = await step(admin, id, 'reject', { note: '' });
    expect(noNote.statusCode).toBe(422);
    const res = await step(admin, id, 'reject', { note: 'The seal was broken' });
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await client.get(`/api/returns/${id}`)).json().data;
    expect(seen).toMatchObject({ status: 'rejected', rejection_note: 'The seal was broken' });
    expect(seen.history.map((h: { status: string }) => h.status)).toEqual(['requested', 'rejected']);
    // Staff see who acted at each step; the shopper's view never names staff.
    expect(seen.history.some((h: object) => 'by' in h)).toBe(false);
    const staffView = (await admin.get(`/api/admin/returns/${id}`)).json().data;
    expect(staffView.history).toMatchObject([
      { status: 'requested', by: null },
      { status: 'rejected', by: 'مدير المتجر' },
    ]);
    const [message] = (await returnMessages(placed.id)).slice(-1);
    expect(message!.payload).toMatchObject({ status: 'rejected', note: 'The seal was broken' });
    expect((await askReturn(client, placed.id, items)).statusCode).toBe(201);
  });

  it('receives units not fit for sale as written off: booked back and out, stock unchanged', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId, stock: 10 });
    const placed = await placedOrder(client, [{ product_id: p.id, quantity: 3 }]);
    expect(await stockOf(p.id)).toBe(7);
    const id = await approvedReturn(client, placed.id, [{ order_item_id: placed.items[0]!.id, quantity: 2 }]);
    const items = (await admin.get(`/api/admin/returns/${id}`)).json().data.items;
    const res = await step(admin, id, 'receive', {
      items: [{ return_item_id: items[0].id, resalable: false }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(p.id)).toBe(7);
    const moves = await db()
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.returnId, id))
      .orderBy(asc(stockMovements.id));
    expect(moves).toEqual([
      { kind: 'return', quantity: 2, reason: null },
      { kind: 'write_off', quantity: -2, reason: 'return not resalable' },
    ]);
    expect(await ledgerDrift(db())).toEqual({ products: [], batches: [] });
  });

  it('replaces with a new order at no charge, once there is stock for it', async () => {
    const { user, client } = await customer();
    const p = await makeProduct(db(), { categoryId, price: 12_000, stock: 2 });
    const placed = await placedOrder(client, [{ product_id: p.id, quantity: 2 }]);
    expect(await stockOf(p.id)).toBe(0);
    const id = await approvedReturn(client, placed.id, [{ order_item_id: placed.items[0]!.id, quantity: 1 }]);
    const items = (await admin.get(`/api/admin/returns/${id}`)).json().data.items;
    await step(admin, id, 'receive', { items: [{ return_item_id: items[0].id, resalable: false }] });
    // Nothing on the shelf: the replacement waits, the return stays received.
    const short = await step(admin, id, 'replace');
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      data: { items: [{ product_id: p.id, requested: 1, available: 0 }] },
    });
    expect((await admin.get(`/api/admin/returns/${id}`)).json().data.status).toBe('received');

    await receiveBatch(db(), p.id, { lot_number: 'L-9', expiry_date: '2099-06-30', quantity: 4 }, adminId);
    const res = await step(admin, id, 'replace');
    expect(res.statusCode, res.body).toBe(200);
    const replacement = res.json().data.replacement_order;
    expect(res.json().data.status).toBe('replaced');
    expect(replacement.order_number).toMatch(/^AS-\d{6}$/);
    const [row] = await db().select().from(orders).where(eq(orders.id, replacement.id));
    expect(row).toMatchObject({ userId: user.id, status: 'processing', subtotal: 0, shipping: 0, total: 0 });
    const newOrder = (await client.get(`/api/orders/${replacement.id}`)).json().data;
    expect(newOrder.items).toEqual([
      expect.objectContaining({ product_id: p.id, quantity: 1, price: 0, total: 0 }),
    ]);
    expect(await stockOf(p.id)).toBe(3);
    const sale = await db().select().from(stockMovements).where(eq(stockMovements.orderId, replacement.id));
    expect(sale.map((m) => [m.kind, m.quantity])).toEqual([['sale', -1]]);
    expect((await client.get(`/api/returns/${id}`)).json().data.replacement_order).toEqual(replacement);
    expect(await ledgerDrift(db())).toEqual({ products: [], batches: [] });
    // The replacement entered the order lifecycle in processing: its history starts there, and the
    // customer is told it is being prepared (decision 070).
    expect(newOrder.status_history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'processing'],
    ]);
    const told = await db()
      .select({ payload: outboxMessages.payload, channel: outboxMessages.channel })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.orderId, replacement.id), eq(outboxMessages.template, 'order_status')));
    expect(told.filter((m) => m.channel === 'email').map((m) => m.payload)).toEqual([
      expect.objectContaining({ order_number: replacement.order_number, status: 'processing' }),
    ]);
  });

  it('refuses moves the table does not allow, lines left unmarked, and returns that do not exist', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId });
    const placed = await placedOrder(client, [{ product_id: p.id, quantity: 1 }]);
    const id = (
      await askReturn(client, placed.id, [{ order_item_id: placed.items[0]!.id, quantity: 1 }])
    ).json().data.id;
    for (const action of ['refund', 'replace']) {
      const res = await step(
        admin,
        id,
        action,
        action === 'refund' ? { method: 'cash_to_courier' } : undefined,
      );
      expect(res.statusCode, action).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'INVALID_TRANSITION',
        message: 'This return cannot move to that status',
      });
    }
    // Two clicks at once: one approval.
    const clicks = await Promise.all([step(admin, id, 'approve'), step(admin, id, 'approve')]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect((await step(admin, id, 'reject', { note: 'too late now' })).statusCode).toBe(409);
    const unmarked = await step(admin, id, 'receive', {
      items: [{ return_item_id: 999_999, resalable: true }],
    });
    expect(unmarked.statusCode).toBe(422);
    expect(unmarked.json().errors.items).toEqual(['Mark every item of the return']);
    expect((await admin.get('/api/admin/returns/999999', en)).statusCode).toBe(404);
    expect((await step(admin, 999_999, 'approve')).statusCode).toBe(404);
    expect((await client.get('/api/returns/999999')).statusCode).toBe(404);
    // Another customer's return is not found either.
    const other = await customer();
    expect((await other.client.get(`/api/returns/${id}`)).statusCode).toBe(404);
  });

  it('lets staff handle returns and keeps pharmacists out; lists the open ones oldest first', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId });
    const placed = await placedOrder(client, [{ product_id: p.id, quantity: 3 }]);
    const line = placed.items[0]!.id;
    const first = (await askReturn(client, placed.id, [{ order_item_id: line, quantity: 1 }])).json().data.id;
    const second = (await askReturn(client, placed.id, [{ order_item_id: line, quantity: 1 }])).json().data
      .id;
    expect((await pharmacist.get('/api/admin/returns')).statusCode).toBe(403);
    expect((await step(pharmacist, first, 'approve')).statusCode).toBe(403);

    const open = (await staff.get(`/api/admin/returns?status=requested&search=${placed.order_number}`)).json()
      .data;
    expect(open.data.map((r: { id: number }) => r.id)).toEqual([first, second]);
    const all = (await staff.get(`/api/admin/returns?search=${placed.order_number}`)).json().data;
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([second, first]);
    expect(all.data[0].customer).toMatchObject({ name: expect.any(String) });
    expect((await step(staff, first, 'approve')).statusCode).toBe(200);
    const approved = (
      await staff.get(`/api/admin/returns?status=approved&search=${placed.order_number}`)
    ).json().data;
    expect(approved.data.map((r: { id: number }) => r.id)).toEqual([first]);
  });
});

describe('photos of a return', () => {
  type Part = { name: string; content: Buffer; type?: string };
  /** A browser's form with the files under `files`. */
  const form = (files: Part[]) => {
    const boundary = '----returnboundary';
    const payload = Buffer.concat([
      ...files.flatMap((f) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        f.content,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  const addPhotos = (client: TestClient, id: number, files: Part[]) => {
    const { payload, headers } = form(files);
    return client.request({
      method: 'POST',
      url: `/api/returns/${id}/photos`,
      payload,
      headers: { ...headers, ...en },
    });
  };
  const jpeg = async (name: string): Promise<Part> => ({
    name,
    type: 'image/jpeg',
    content: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b91c1c' } })
      .jpeg()
      .toBuffer(),
  });

  async function requested(client: TestClient) {
    const p = await makeProduct(db(), { categoryId });
    const placed = await placedOrder(client, [{ product_id: p.id, quantity: 1 }]);
    const asked = await askReturn(client, placed.id, [{ order_item_id: placed.items[0]!.id, quantity: 1 }]);
    expect(asked.statusCode, asked.body).toBe(201);
    return asked.json().data.id as number;
  }

  it('the owner adds photos and reads them back; staff read them; another customer cannot; at most 3', async () => {
    const { client } = await customer();
    const id = await requested(client);
    expect((await client.get(`/api/returns/${id}`)).json().data.photos).toEqual([]);

    const added = await addPhotos(client, id, [await jpeg('a.jpg'), await jpeg('b.jpg')]);
    expect(added.statusCode, added.body).toBe(200);
    const photos = added.json().data.photos;
    expect(photos).toEqual([
      { n: 1, url: `/api/returns/${id}/photos/1`, mime_type: 'image/jpeg', size: expect.any(Number) },
      { n: 2, url: `/api/returns/${id}/photos/2`, mime_type: 'image/jpeg', size: expect.any(Number) },
    ]);
    expect((await client.get(`/api/returns/${id}`)).json().data.photos).toEqual(photos);
    expect((await admin.get(`/api/admin/returns/${id}`)).json().data.photos).toEqual(photos);

    const read = await client.request({ url: photos[0].url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(read.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 40, 30]);

    const asStaff = await staff.request({ url: photos[1].url });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.rawPayload.length).toBe(photos[1].size);
    // The pharmacist role does not handle returns.
    expect((await pharmacist.request({ url: photos[1].url })).statusCode).toBe(404);

    const other = await customer();
    expect((await other.client.request({ url: photos[0].url })).statusCode).toBe(404);
    expect((await addPhotos(other.client, id, [await jpeg('c.jpg')])).statusCode).toBe(404);
    expect((await client.request({ url: `/api/returns/${id}/photos/3` })).statusCode).toBe(404);

    const fourth = await addPhotos(client, id, [await jpeg('c.jpg'), await jpeg('d.jpg')]);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toBe('A return can have at most 3 photos');
    expect((await addPhotos(client, id, [await jpeg('c.jpg')])).statusCode).toBe(200);
    const over = await addPhotos(client, id, [await jpeg('d.jpg')]);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('A return can have at most 3 photos');
    const rows = await db().select().from(returnPhotos).where(eq(returnPhotos.returnId, id));
    expect(rows.map((r) => r.n).sort()).toEqual([1, 2, 3]);
  });

  it('refuses a PDF, a text file, an empty form and photos once the return is decided', async () => {
    const { client } = await customer();
    const id = await requested(client);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
    );
    const asPdf = await addPhotos(client, id, [{ name: 'r.pdf', type: 'application/pdf', content: pdf }]);
    expect(asPdf.statusCode).toBe(415);
    expect(asPdf.json().message).toBe('Only photos (JPEG, PNG, WebP) are accepted');
    const text = { name: 'note.txt', type: 'text/plain', content: Buffer.from('hello') };
    expect((await addPhotos(client, id, [text])).statusCode).toBe(415);
    expect((await addPhotos(client, id, [])).statusCode).toBe(422);
    const notForm = await client.post(`/api/returns/${id}/photos`, { files: [] }, en);
    expect(notForm.statusCode).toBe(415);
    expect((await client.get(`/api/returns/${id}`)).json().data.photos).toEqual([]);

    expect((await step(admin, id, 'approve')).statusCode).toBe(200);
    const late = await addPhotos(client, id, [await jpeg('late.jpg')]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Photos can only be added while the return is waiting for a decision',
    });
  });
});

it('has the Arabic of every message a return answers with', () => {
  for (const message of [
    'Return requested',
    'Return approved',
    'Return rejected',
    'Return received',
    'Return refunded',
    'Replacement order created',
    'Return not found',
    'This return cannot move to that status',
    'This item is not part of the order',
    'Mark every item of the return',
    'A return can have at most 3 photos',
    'Photos can only be added while the return is waiting for a decision',
    'Only photos (JPEG, PNG, WebP) are accepted',
    'Please add a photo',
    'You can upload at most 3 photos',
    'Photos added',
  ]) {
    expect(hasTranslation(message), message).toBe(true);
  }
});
