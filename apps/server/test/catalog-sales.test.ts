import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

/**
 * Sales rankings: `GET /api/products?sort=sales&period=week|month|all`. Orders are placed through the
 * API as a shopper would, then moved back in time, so the windows see real order lines.
 */
let ctx: TestContext;
let admin: TestClient;
/** Five serums: A, B, C sell at different times, D only in a cancelled order, E never. */
const p = {} as Record<'a' | 'b' | 'c' | 'd' | 'e', number>;

const db = () => ctx.database.db;
const shopper = () => new TestClient(ctx.app);

async function placeOrder(items: { product_id: number; quantity: number }[]): Promise<number> {
  const user = await makeUser(db());
  const client = await new TestClient(ctx.app).signInAs(user.id);
  const res = await client.post('/api/orders', { items, shipping_address: shippingAddress });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as number;
  return id;
}

const placedDaysAgo = (orderId: number, days: number) =>
  db().execute(
    sql`update orders set created_at = now() - make_interval(days => ${days}) where id = ${orderId}`,
  );

interface Listed {
  id: number;
  sales_count: number;
  period_sales: number | null;
}
const list = async (query: string): Promise<Listed[]> => {
  const res = await shopper().get(`/api/products?category=serums&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.data;
};
const ranking = async (query: string) =>
  (await list(query)).map((x) => [x.id, x.period_sales, x.sales_count]);

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await makeUser(db(), { admin: true });
  admin = await new TestClient(ctx.app).signInAs(a.id);
  const categoryId = (await makeCategory(db(), { slug: 'serums', nameEn: 'Serums' })).id;
  for (const key of ['a', 'b', 'c', 'd', 'e'] as const) {
    p[key] = (
      await makeProduct(db(), { categoryId, nameAr: `سيروم ${key}`, nameEn: `Serum ${key}`, stock: 100 })
    ).id;
  }

  // This week: A 1, B 3, C 2 (B's order already being prepared still counts).
  await placeOrder([
    { product_id: p.a, quantity: 1 },
    { product_id: p.c, quantity: 2 },
  ]);
  const processing = await placeOrder([{ product_id: p.b, quantity: 3 }]);
  const moved = await admin.request({
    method: 'PUT',
    url: `/api/orders/${processing}`,
    payload: { status: 'processing' },
  });
  expect(moved.statusCode).toBe(200);
  // Ten days ago (this month, not this week): A 5. Forty days ago (only all time): C 10.
  await placedDaysAgo(await placeOrder([{ product_id: p.a, quantity: 5 }]), 10);
  await placedDaysAgo(await placeOrder([{ product_id: p.c, quantity: 10 }]), 40);
  // Today, then cancelled: D 7 counts nowhere.
  const cancelled = await placeOrder([
    { product_id: p.d, quantity: 7 },
    { product_id: p.b, quantity: 4 },
  ]);
  expect(
    (
      await admin.request({
        method: 'PUT',
        url: `/api/orders/${cancelled}`,
        payload: { status: 'cancelled' },
      })
    ).statusCode,
  ).toBe(200);
});

afterAll(() => ctx?.close());

describe('GET /api/products?sort=sales&period=…', () => {
  it('ranks this week\u2019s sales, most sold first, then the unsold ones, with each one\u2019s units', async () => {
    expect(await ranking('sort=sales&order=desc&period=week')).toEqual([
      [p.b, 3, 3],
      [p.c, 2, 12],
      [p.a, 1, 6],
      [p.e, 0, 0],
      [p.d, 0, 0],
    ]);
  });

  it('ranks the last 30 days, which reach the order of ten days ago', async () => {
    expect(await ranking('sort=sales&order=desc&period=month')).toEqual([
      [p.a, 6, 6],
      [p.b, 3, 3],
      [p.c, 2, 12],
      [p.e, 0, 0],
      [p.d, 0, 0],
    ]);
  });

  it('ranks all time by the running sales count, with or without period=all', async () => {
    const expected = [
      [p.c, 12, 12],
      [p.a, 6, 6],
      [p.b, 3, 3],
      [p.e, 0, 0],
      [p.d, 0, 0],
    ];
    expect(await ranking('sort=sales&order=desc&period=all')).toEqual(expected);
    expect(await ranking('sort=sales&order=desc')).toEqual(expected);
  });

  it('pages through a ranking into the products that did not sell, and turns it round with order=asc', async () => {
    expect((await list('sort=sales&order=desc&period=week&limit=2&page=2')).map((x) => x.id)).toEqual([
      p.a,
      p.e,
    ]);
    const last = await shopper().get(
      '/api/products?category=serums&sort=sales&order=desc&period=week&limit=2&page=3',
    );
    expect(last.json().data).toMatchObject({ total: 5, current_page: 3, last_page: 3 });
    expect(last.json().data.data.map((x: Listed) => x.id)).toEqual([p.d]);
    expect((await list('sort=sales&order=asc&period=week')).map((x) => x.id)).toEqual([
      p.d,
      p.e,
      p.a,
      p.c,
      p.b,
    ]);
  });

  it('ranks a search by the period too, and gives the period\u2019s units under any other sort', async () => {
    expect(
      (await list(`search=${encodeURIComponent('سيروم')}&sort=sales&order=desc&period=month`)).map((x) => [
        x.id,
        x.period_sales,
      ]),
    ).toEqual([
      [p.a, 6],
      [p.b, 3],
      [p.c, 2],
      [p.e, 0],
      [p.d, 0],
    ]);
    const byNewest = await list('sort=created_at&order=desc&period=week');
    expect(byNewest.map((x) => [x.id, x.period_sales])).toEqual([
      [p.e, 0],
      [p.d, 0],
      [p.c, 2],
      [p.b, 3],
      [p.a, 1],
    ]);
  });

  it('leaves period_sales null on lists that ask for no period, and on a single product', async () => {
    expect((await list('sort=created_at')).every((x) => x.period_sales === null)).toBe(true);
    const one = await shopper().get(`/api/products/${p.a}`);
    expect(one.json().data).toMatchObject({ id: p.a, sales_count: 6, period_sales: null });
  });

  it('refuses an unknown period or sort with 422', async () => {
    for (const query of [
      'period=year',
      'sort=sales&period=year',
      'period=',
      'sort=rating',
      'sort=sales&period=WEEK',
    ]) {
      const res = await shopper().get(`/api/products?${query}`, { 'accept-language': 'en' });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().success).toBe(false);
    }
    const res = await shopper().get('/api/products?sort=sales&period=year', { 'accept-language': 'en' });
    expect(Object.keys(res.json().errors)).toEqual(['period']);
  });
});
