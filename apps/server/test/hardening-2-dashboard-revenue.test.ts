import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

/**
 * Issue 46, item 19: the card counted delivered orders, the chart every order not cancelled, and neither
 * took refunds off. One definition now (decision 067): delivered orders, less refunds, for both.
 */
let ctx: TestContext;
let admin: TestClient;
let shopper: TestClient;
let productId: number;
const db = () => ctx.database.db;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await new TestClient(ctx.app).signInAs((await makeUser(db(), { admin: true })).id);
  shopper = await new TestClient(ctx.app).signInAs((await makeUser(db())).id);
  const categoryId = (await makeCategory(db(), { slug: 'revenue' })).id;
  // 60,000 a unit: above the free-delivery threshold, so an order's total is its goods.
  productId = (await makeProduct(db(), { categoryId, price: 60_000, stock: 100 })).id;
});
afterAll(() => ctx?.close());

async function order(quantity: number, until: string[]) {
  const res = await shopper.post(
    '/api/orders',
    { items: [{ product_id: productId, quantity }], shipping_address: shippingAddress },
    en,
  );
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().data as { id: number; total: number; items: { id: number }[] };
  for (const status of until) {
    const moved = await admin.request({
      method: 'PUT',
      url: `/api/orders/${placed.id}`,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return placed;
}

const delivered = ['processing', 'ready', 'out_for_delivery', 'delivered'];
const stats = async () => {
  const res = await admin.get('/api/admin/dashboard/stats', en);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    stats: { totalRevenue: number };
    chart: { date: string; orders: number; revenue: number }[];
  };
};
const chartSum = (chart: { revenue: number }[]) => chart.reduce((sum, d) => sum + d.revenue, 0);

describe('the dashboard revenue', () => {
  it('is delivered orders less refunds, the same on the card and in the chart', async () => {
    const a = await order(1, delivered); // 60,000
    const b = await order(2, delivered); // 120,000, of which one unit comes back
    await order(1, []); // pending: nothing yet
    await order(1, ['processing', 'ready', 'out_for_delivery']); // on its way: nothing yet
    await order(1, ['cancelled']); // never
    expect(a.total).toBe(60_000);

    const asked = await shopper.post(
      `/api/orders/${b.id}/returns`,
      { items: [{ order_item_id: b.items[0]!.id, quantity: 1 }], reason: 'damaged' },
      en,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const rma = asked.json().data.id as number;
    const step = (action: string, body?: unknown) =>
      admin.post(`/api/admin/returns/${rma}/${action}`, body, en);
    expect((await step('approve')).statusCode).toBe(200);
    const items = (await admin.get(`/api/admin/returns/${rma}`, en)).json().data.items as { id: number }[];
    expect(
      (await step('receive', { items: [{ return_item_id: items[0]!.id, resalable: true }] })).statusCode,
    ).toBe(200);
    const refunded = await step('refund', { method: 'cash_to_courier' });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const { stats: card, chart } = await stats();
    // 60,000 + 120,000 delivered, less the 60,000 refunded.
    expect(card.totalRevenue).toBe(120_000);
    expect(chartSum(chart)).toBe(card.totalRevenue);
    expect(chart.at(-1)).toMatchObject({ orders: 5, revenue: 120_000 });
  });

  it('counts an order on the day it was delivered: one delivered 40 days ago is in the card, not the chart', async () => {
    const old = await order(1, delivered);
    await db()
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '40 days'`, createdAt: sql`now() - interval '45 days'` })
      .where(eq(orders.id, old.id));
    const { stats: card, chart } = await stats();
    expect(card.totalRevenue).toBe(180_000);
    expect(chartSum(chart)).toBe(120_000);
    expect(chart).toHaveLength(30);
  });
});
