import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { orders, outboxMessages, pointsTransactions, prescriptions, products } from '../src/db/schema.ts';
import { ledgerDrift } from '../src/modules/inventory/ledger.ts';
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
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  categoryId = (await makeCategory(ctx.database.db, { slug: 'pharmacy' })).id;
  const a = await makeUser(ctx.database.db, { admin: true, name: 'الصيدلانية رنا' });
  admin = await new TestClient(ctx.app).signInAs(a.id);
});

afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const customer = async () => {
  const u = await makeUser(db());
  return { user: u, client: await new TestClient(ctx.app).signInAs(u.id) };
};
const stockOf = async (id: number) =>
  (await db().select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;
const order = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  shipping_address: shippingAddress,
  ...extra,
});
const setStatus = (id: number, status: string) =>
  admin.request({ method: 'PUT', url: `/api/orders/${id}`, payload: { status } });

describe('POST /api/orders/calculate-summary', () => {
  it('prices the cart from the database with discounts and the flat shipping fee', async () => {
    const cream = await makeProduct(db(), { categoryId, price: 15_000 });
    const tabs = await makeProduct(db(), { categoryId, price: 2_500 });
    await makeDiscount(db(), { type: 'percentage', value: 20, productIds: [cream.id] });
    const res = await new TestClient(ctx.app).post('/api/orders/calculate-summary', {
      items: [
        { product_id: cream.id, quantity: 2, price: 1 },
        { product_id: tabs.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      subtotal: 32_500,
      discount_total: 6_000,
      shipping: 5_000,
      points_used: 0,
      total: 31_500,
    });
    expect(res.json().data.items[0]).toMatchObject({
      product_id: cream.id,
      unit_price: 12_000,
      line_total: 24_000,
      discount_percentage: 20,
    });
  });

  it('ships free from 50,000 IQD after discounts and flags products that are gone', async () => {
    const big = await makeProduct(db(), { categoryId, price: 50_000 });
    const gone = await makeProduct(db(), { categoryId, price: 1_000, status: 'archived' });
    const res = await new TestClient(ctx.app).post('/api/orders/calculate-summary', {
      items: [
        { product_id: big.id, quantity: 1 },
        { product_id: gone.id, quantity: 1 },
      ],
    });
    expect(res.json().data).toMatchObject({
      subtotal: 50_000,
      shipping: 0,
      total: 50_000,
      unavailable: [gone.id],
    });
  });

  it('refuses an empty cart with the spec\u2019s message', async () => {
    const res = await new TestClient(ctx.app).post(
      '/api/orders/calculate-summary',
      { items: [] },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.items).toEqual(['Cart is empty']);
  });
});

describe('POST /api/orders', () => {
  it('answers the order exactly as reading it back shows it, in the language it was placed in', async () => {
    const { user, client } = await customer();
    const cream = await makeProduct(db(), {
      categoryId,
      price: 15_000,
      stock: 5,
      nameAr: 'كريم',
      nameEn: 'Cream',
    });
    const tabs = await makeProduct(db(), { categoryId, price: 2_500, stock: 5 });
    await makeDiscount(db(), { type: 'percentage', value: 20, productIds: [cream.id] });
    await givePoints(db(), user.id, 10_000);
    for (const lang of ['ar', 'en']) {
      const placed = await client.post(
        `/api/orders?lang=${lang}`,
        order(
          [
            { product_id: cream.id, quantity: 2 },
            { product_id: tabs.id, quantity: 1 },
          ],
          { use_points: true },
        ),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const answered = placed.json().data;
      const read = await client.get(`/api/orders/${answered.id}?lang=${lang}`);
      expect(answered).toEqual(read.json().data);
      expect(answered).toMatchObject({
        status: 'pending',
        discount_total: 6_000,
        items: [{ product_name: lang === 'ar' ? 'كريم' : 'Cream', returnable: true }, {}],
        status_history: [{ from: null, to: 'pending' }],
        returns: [],
      });
      expect(answered.points_used).toBeGreaterThan(0);
    }
  });

  it('refuses with PRICE_CHANGED, taking nothing, when the total the shopper saw is no longer the total', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId, price: 12_500, stock: 5 });
    const res = await client.post(
      '/api/orders?lang=en',
      order([{ product_id: p.id, quantity: 2 }], { cart_total: 25_000 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      message: 'Prices have changed. Please review your order.',
      data: { total: 30_000 },
    });
    expect(await stockOf(p.id)).toBe(5);
  });

  it('charges the database price whatever price the client sends', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId, price: 12_500, stock: 5 });
    const res = await client.post(
      '/api/orders',
      order([{ product_id: p.id, quantity: 2, price: 1, original_price: 1 }], { cart_total: 30_000 }),
    );
    expect(res.statusCode).toBe(201);
    const o = res.json().data;
    expect(o).toMatchObject({
      status: 'pending',
      subtotal: 25_000,
      shipping: 5_000,
      total: 30_000,
      payment_method: 'cash_on_delivery',
    });
    expect(o.order_number).toMatch(/^AS-\d{6}$/);
    expect(o.items).toEqual([
      expect.objectContaining({ product_id: p.id, quantity: 2, price: 12_500, total: 25_000 }),
    ]);
    expect(o.status_history).toEqual([expect.objectContaining({ from: null, to: 'pending' })]);
    expect(o.shipping_address).toMatchObject({
      phone: '07701234567',
      governorate: 'baghdad',
      landmark: 'قرب ساحة الحرية',
    });
    expect(await stockOf(p.id)).toBe(3);
  });

  it('takes nothing and lists the short lines when any line lacks stock', async () => {
    const { client, user } = await customer();
    const plenty = await makeProduct(db(), { categoryId, stock: 10 });
    const scarce = await makeProduct(db(), { categoryId, stock: 1 });
    const res = await client.post(
      '/api/orders',
      order([
        { product_id: plenty.id, quantity: 3 },
        { product_id: scarce.id, quantity: 2 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().data.items).toEqual([{ product_id: scarce.id, requested: 2, available: 1 }]);
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
    // The stock is taken last (after the order row and its messages are written): all of it rolls back.
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.userId, user.id))).toEqual([]);
  });

  it('refuses an order of products that are gone with OUT_OF_STOCK, naming them and the short ones', async () => {
    const { client } = await customer();
    const scarce = await makeProduct(db(), { categoryId, stock: 1 });
    const gone = await client.post('/api/orders', order([{ product_id: 2_147_000_000, quantity: 1 }]));
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      data: { items: [{ product_id: 2_147_000_000, requested: 1, available: 0 }] },
    });
    const both = await client.post(
      '/api/orders',
      order([
        { product_id: 2_147_000_000, quantity: 1 },
        { product_id: scarce.id, quantity: 2 },
      ]),
    );
    expect(both.statusCode).toBe(409);
    expect(both.json().data.items).toEqual([
      { product_id: 2_147_000_000, requested: 1, available: 0 },
      { product_id: scarce.id, requested: 2, available: 1 },
    ]);
    expect(await stockOf(scarce.id)).toBe(1);
  });

  it("checks that an order line's product exists when the order commits, not when the line is written", async () => {
    // Deferred so that writing a line takes no lock on a product fifty orders are updating (migration 0014).
    const [fk] = await queryRows<{ deferred: boolean }>(
      db(),
      sql`select condeferred as deferred from pg_constraint where conname = 'order_items_product_id_products_id_fk'`,
    );
    expect(fk?.deferred).toBe(true);
    const { user } = await customer();
    const write = db().transaction(async (tx) => {
      const [o] = await queryRows<{ id: number }>(
        tx,
        sql`insert into orders (order_number, user_id, status, subtotal, shipping, total, customer_name, phone, shipping_address, billing_address)
            values ('AS-FK-TEST', ${user.id}, 'pending', 1, 0, 1, 'x', '07701234567', '{}', '{}') returning id`,
      );
      await tx.execute(
        sql`insert into order_items (order_id, product_id, product_name_ar, product_name_en, quantity, original_price, price, total)
            values (${o!.id}, 2147480000, 'x', 'x', 1, 1, 1, 1)`,
      );
    });
    await expect(write).rejects.toThrow();
    expect(await db().select().from(orders).where(eq(orders.orderNumber, 'AS-FK-TEST'))).toEqual([]);
  });

  it('validates the address field by field and refuses an empty cart', async () => {
    const { client } = await customer();
    const bad = await client.post(
      '/api/orders',
      {
        items: [{ product_id: 1, quantity: 1 }],
        shipping_address: { ...shippingAddress, phone: '123', governorate: 'riyadh', address: '' },
      },
      { 'accept-language': 'en' },
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'shipping_address.address',
      'shipping_address.governorate',
      'shipping_address.phone',
    ]);
    const empty = await client.post('/api/orders', order([]), { 'accept-language': 'en' });
    expect(empty.json().errors.items).toEqual(['Cart is empty']);
    // A city of another governorate: the fee and the courier follow the governorate, so it is refused.
    const elsewhere = await client.post('/api/orders', {
      items: [{ product_id: 1, quantity: 1 }],
      shipping_address: { ...shippingAddress, governorate: 'basra', city: 'بغداد' },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({
      'shipping_address.city': ['هذه المدينة في محافظة أخرى: تحقّق من المحافظة أو المدينة'],
    });
  });

  it('needs a signed-in customer', async () => {
    const res = await new TestClient(ctx.app).post('/api/orders', order([{ product_id: 1, quantity: 1 }]));
    expect(res.statusCode).toBe(401);
  });

  it('accepts prescription-only products with a prescription and flags the order', async () => {
    const { user, client } = await customer();
    const rx = await makeProduct(db(), { categoryId, requiresPrescription: true });
    // The upload itself is prescriptions.test.ts's; here only the row an order names.
    const [prescription] = await db().insert(prescriptions).values({ userId: user.id }).returning();
    const res = await client.post(
      '/api/orders',
      order([{ product_id: rx.id, quantity: 1 }], { prescription_id: prescription!.id }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.requires_prescription).toBe(true);
    expect(res.json().data.prescription_status).toBe('pending_review');
  });

  it('returns the same order for the same Idempotency-Key and body, and 409 for another body', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId, stock: 10 });
    const body = order([{ product_id: p.id, quantity: 1 }]);
    const first = await client.post('/api/orders', body, { 'idempotency-key': 'checkout-aaaa-1111' });
    const again = await client.post('/api/orders', body, { 'idempotency-key': 'checkout-aaaa-1111' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await client.post('/api/orders', order([{ product_id: p.id, quantity: 2 }]), {
      'idempotency-key': 'checkout-aaaa-1111',
    });
    expect(other.statusCode).toBe(409);
    expect(await stockOf(p.id)).toBe(9);
  });

  it('spends points within the rules and refuses more than the balance', async () => {
    const { user, client } = await customer();
    await givePoints(db(), user.id, 300);
    const p = await makeProduct(db(), { categoryId, price: 20_000, stock: 5 });
    const tooMany = await client.post(
      '/api/orders',
      order([{ product_id: p.id, quantity: 1 }], { use_points: 301 }),
      { 'accept-language': 'en' },
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Insufficient points');
    const overCap = await client.post(
      '/api/orders',
      order([{ product_id: p.id, quantity: 1 }], { use_points: 401 }),
    );
    expect(overCap.statusCode).toBe(409);
    const half = await client.post(
      '/api/orders',
      order([{ product_id: p.id, quantity: 1 }], { use_points: true }),
    );
    expect(half.statusCode).toBe(201);
    // 300 points are worth 7,500 IQD: under half of 20,000, so all of them are used.
    expect(half.json().data).toMatchObject({
      points_used: 300,
      points_value: 7_500,
      total: 20_000 - 7_500 + 5_000,
    });
    expect(await pointsBalance(db(), user.id)).toBe(0);
  });
});

describe('reading and cancelling orders', () => {
  it('a shopper\u2019s views never name the staff who moved the order; the back-office\u2019s do', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId, stock: 5 });
    const placed = (await client.post('/api/orders', order([{ product_id: p.id, quantity: 1 }]))).json().data;
    expect((await setStatus(placed.id, 'processing')).statusCode).toBe(200);
    const views = [
      (await client.get(`/api/orders/${placed.id}`)).json().data,
      (await client.get('/api/orders')).json().data.data[0],
      (await client.post(`/api/orders/${placed.id}/cancel`)).json().data ?? null,
    ].filter(Boolean);
    for (const view of views) {
      expect(view.status_history.length).toBeGreaterThan(0);
      for (const step of view.status_history)
        expect(Object.keys(step).sort()).toEqual(['at', 'event', 'from', 'reason', 'to']);
    }
    const staffView = (await admin.get(`/api/admin/orders/${placed.id}`)).json().data;
    expect(staffView.status_history.at(-1)).toMatchObject({ to: 'processing', by: 'الصيدلانية رنا' });
    expect(JSON.stringify(views)).not.toContain('الصيدلانية رنا');
  });

  it('lists a customer\u2019s own orders, newest first, 10 a page', async () => {
    const { client } = await customer();
    const { client: other } = await customer();
    const p = await makeProduct(db(), { categoryId, stock: 100 });
    for (let i = 0; i < 11; i++) await client.post('/api/orders', order([{ product_id: p.id, quantity: 1 }]));
    await other.post('/api/orders', order([{ product_id: p.id, quantity: 1 }]));
    const page1 = (await client.get('/api/orders')).json().data;
    expect(page1).toMatchObject({ total: 11, per_page: 10, last_page: 2, current_page: 1 });
    const ids = page1.data.map((o: { id: number }) => o.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect((await client.get('/api/orders?page=2')).json().data.data).toHaveLength(1);
  });

  it('hides another customer\u2019s order behind a 404, for reading and for cancelling', async () => {
    const { client: owner } = await customer();
    const { client: stranger } = await customer();
    const p = await makeProduct(db(), { categoryId, stock: 5 });
    const id = (await owner.post('/api/orders', order([{ product_id: p.id, quantity: 1 }]))).json().data.id;
    expect((await stranger.get(`/api/orders/${id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/orders/${id}/cancel`)).statusCode).toBe(404);
    expect((await owner.get(`/api/orders/${id}`)).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(4);
  });

  it('cancelling gives stock and points back exactly once', async () => {
    const { user, client } = await customer();
    await givePoints(db(), user.id, 100);
    const p = await makeProduct(db(), { categoryId, price: 10_000, stock: 5 });
    const placed = (
      await client.post('/api/orders', order([{ product_id: p.id, quantity: 2 }], { use_points: 100 }))
    ).json().data;
    expect(await stockOf(p.id)).toBe(3);
    expect(await pointsBalance(db(), user.id)).toBe(0);
    const cancelled = await client.post(`/api/orders/${placed.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(cancelled.json().data.status_history.map((h: { to: string }) => h.to)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(await stockOf(p.id)).toBe(5);
    expect(await pointsBalance(db(), user.id)).toBe(100);
    // The back-office's balances count the refund too, as the customer's own summary does.
    const listed = await admin.request({
      method: 'GET',
      url: `/api/admin/points/users?search=${encodeURIComponent(user.email)}`,
    });
    expect(listed.json().data.data).toEqual([expect.objectContaining({ points: 100, total_spent: 0 })]);
    expect((await client.get('/api/points')).json().data.total_spent).toBe(0);
    const twice = await client.post(`/api/orders/${placed.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(await stockOf(p.id)).toBe(5);
    expect(await pointsBalance(db(), user.id)).toBe(100);
  });

  it('refuses a customer\u2019s cancel once the order is processing', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId, stock: 5 });
    const id = (await client.post('/api/orders', order([{ product_id: p.id, quantity: 1 }]))).json().data.id;
    expect((await setStatus(id, 'processing')).statusCode).toBe(200);
    const res = await client.post(`/api/orders/${id}/cancel`, undefined, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only pending or confirmed orders can be cancelled');
  });

  it('credits the earned points once, when the order is delivered', async () => {
    const { user, client } = await customer();
    const p = await makeProduct(db(), { categoryId, price: 55_500, stock: 5 });
    const id = (await client.post('/api/orders', order([{ product_id: p.id, quantity: 2 }]))).json().data.id;
    for (const s of ['processing', 'ready', 'out_for_delivery'])
      expect((await setStatus(id, s)).statusCode).toBe(200);
    expect(await pointsBalance(db(), user.id)).toBe(0);
    expect((await setStatus(id, 'delivered')).statusCode).toBe(200);
    // 111,000 IQD of goods: 111 points and the 50-point bonus.
    expect(await pointsBalance(db(), user.id)).toBe(161);
    expect((await setStatus(id, 'delivered')).statusCode).toBe(409);
    expect((await setStatus(id, 'pending')).statusCode).toBe(409);
    const rows = await db().select().from(pointsTransactions).where(eq(pointsTransactions.orderId, id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['bonus', 'earned']);
  });

  it('lets only admins change a status', async () => {
    const { client } = await customer();
    const p = await makeProduct(db(), { categoryId, stock: 5 });
    const id = (await client.post('/api/orders', order([{ product_id: p.id, quantity: 1 }]))).json().data.id;
    const res = await client.request({
      method: 'PUT',
      url: `/api/orders/${id}`,
      payload: { status: 'delivered' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access denied. Admin privileges required.');
  });
});

describe('under concurrency', () => {
  it('50 customers racing for 10 in stock: exactly 10 orders, 40 clean 409s, stock 0', async () => {
    const p = await makeProduct(db(), { categoryId, stock: 10 });
    const clients = await Promise.all(Array.from({ length: 50 }, () => customer()));
    const results = await Promise.all(
      clients.map(({ client }) => client.post('/api/orders', order([{ product_id: p.id, quantity: 1 }]))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await stockOf(p.id)).toBe(0);
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from order_items where product_id = ${p.id}`,
    );
    expect(row?.n).toBe(10);
    // The stock ledger agrees: ten sales, and the cached stock is its sum (decision 020).
    expect(await ledgerDrift(db())).toEqual({ products: [], batches: [] });
  });

  it('20 parallel orders spending all of one customer\u2019s points: one wins, the balance never goes negative', async () => {
    const { user, client } = await customer();
    await givePoints(db(), user.id, 200);
    const p = await makeProduct(db(), { categoryId, price: 20_000, stock: 100 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/orders', order([{ product_id: p.id, quantity: 1 }], { use_points: 200 })),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await pointsBalance(db(), user.id)).toBe(0);
    expect(await stockOf(p.id)).toBe(99);
  });

  it('the same Idempotency-Key sent 10 times at once makes one order', async () => {
    const { user, client } = await customer();
    const p = await makeProduct(db(), { categoryId, stock: 50 });
    const body = order([{ product_id: p.id, quantity: 2 }]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/api/orders', body, { 'idempotency-key': 'same-key-0123456789' }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    const mine = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id)));
    expect(mine).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(48);
  });
});
