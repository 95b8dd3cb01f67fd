import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePoints, makeCategory, makeProduct, makeUser } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  categoryId = (await makeCategory(ctx.database.db)).id;
});

afterAll(() => ctx?.close());

const signedIn = async () => {
  const u = await makeUser(ctx.database.db);
  return { user: u, client: await new TestClient(ctx.app).signInAs(u.id) };
};

describe('wishlist', () => {
  it('adds, toggles, removes and clears, returning the product ids under items', async () => {
    const { client } = await signedIn();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeProduct(ctx.database.db, { categoryId })));
    expect((await client.post('/api/wishlist/add', { product_id: a!.id })).json().data.items).toEqual([
      a!.id,
    ]);
    const batch = (await client.post('/api/wishlist/add', { items: [a!.id, b!.id, 999_999] })).json().data;
    expect(batch.items.sort()).toEqual([a!.id, b!.id].sort());
    expect(batch.skipped).toEqual([999_999]);
    expect(batch.entries[0].added_at).toEqual(expect.any(String));
    const toggled = (await client.post('/api/wishlist/toggle', { product_id: c!.id })).json().data;
    expect(toggled.in_wishlist).toBe(true);
    expect((await client.post('/api/wishlist/toggle', { product_id: c!.id })).json().data.in_wishlist).toBe(
      false,
    );
    expect((await client.post('/api/wishlist/remove', { product_id: a!.id })).json().data.items).toEqual([
      b!.id,
    ]);
    expect((await client.post('/api/wishlist/clear')).json().data.items).toEqual([]);
    expect((await client.get('/api/wishlist')).json().data.items).toEqual([]);
  });

  it('refuses a product that does not exist and a request without a product', async () => {
    const { client } = await signedIn();
    expect((await client.post('/api/wishlist/add', { product_id: 999_999 })).statusCode).toBe(404);
    const none = await client.post('/api/wishlist/add', {}, { 'accept-language': 'en' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.product_id).toEqual(['Invalid product']);
  });

  it('keeps each customer\u2019s list to themselves and needs signing in', async () => {
    const { client: one } = await signedIn();
    const { client: two } = await signedIn();
    const p = await makeProduct(ctx.database.db, { categoryId });
    await one.post('/api/wishlist/add', { product_id: p.id });
    expect((await two.get('/api/wishlist')).json().data.items).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/wishlist' })).statusCode).toBe(401);
  });
});

describe('points', () => {
  it('summarises the balance, earned, spent and recent transactions', async () => {
    const { user, client } = await signedIn();
    await givePoints(ctx.database.db, user.id, 120);
    const res = (await client.get('/api/points')).json().data;
    expect(res).toMatchObject({
      current_points: 120,
      total_earned: 120,
      total_spent: 0,
      points_value: 3_000,
    });
    expect(res.recent_transactions[0]).toMatchObject({ kind: 'bonus', points: 120 });
    const history = (await client.get('/api/points/history')).json().data;
    expect(history).toMatchObject({ total: 1, current_page: 1 });
  });

  it('publishes the rules and values points', async () => {
    const config = (await ctx.app.inject({ url: '/api/points/config' })).json().data;
    expect(config).toMatchObject({
      iqd_per_point: 1000,
      minimum_order: 10_000,
      bonus_threshold: 100_000,
      bonus_amount: 50,
      point_value: 25,
      max_spend_percent: 50,
    });
    const { user, client } = await signedIn();
    await givePoints(ctx.database.db, user.id, 40);
    const calc = await client.post('/api/points/calculate-discount', { points: 40, subtotal: 2_000 });
    expect(calc.json().data).toEqual({ points: 40, value: 1_000, balance: 40, max_points: 40 });
    const tooMany = await client.post(
      '/api/points/calculate-discount',
      { points: 41 },
      { 'accept-language': 'en' },
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Insufficient points');
    const bad = await client.post(
      '/api/points/calculate-discount',
      { points: -1 },
      { 'accept-language': 'en' },
    );
    expect(bad.json().errors.points).toEqual(['Please enter a valid points amount']);
  });

  it('lets points pay the share of the order the admin set, not a fixed half', async () => {
    const admin = await new TestClient(ctx.app).signInAs(
      (await makeUser(ctx.database.db, { admin: true })).id,
    );
    const before = (await ctx.app.inject({ url: '/api/points/config' })).json().data;
    const { user, client } = await signedIn();
    await givePoints(ctx.database.db, user.id, 1_000);
    const p = await makeProduct(ctx.database.db, { categoryId, price: 20_000, stock: 5 });
    const summary = async () =>
      (
        await client.post('/api/orders/calculate-summary', {
          items: [{ product_id: p.id, quantity: 1 }],
          use_points: true,
        })
      ).json().data;
    const setShare = (max_spend_percent: number) =>
      admin.request({
        method: 'PUT',
        url: '/api/admin/points/config',
        payload: {
          iqd_per_point: before.iqd_per_point,
          minimum_order: before.minimum_order,
          bonus_threshold: before.bonus_threshold,
          bonus_amount: before.bonus_amount,
          point_value: before.point_value,
          max_spend_percent,
          payment_tiers: before.payment_tiers,
        },
      });
    try {
      // 1,000 points are worth 25,000 IQD: the share of the 20,000 of goods is what limits them.
      expect(await summary()).toMatchObject({ points_used: 400, max_points: 400 });
      expect((await setShare(20)).statusCode).toBe(200);
      expect(await summary()).toMatchObject({ points_used: 160, max_points: 160, points_value: 4_000 });
      const over = await client.post(
        '/api/orders/calculate-summary',
        { items: [{ product_id: p.id, quantity: 1 }], use_points: 161 },
        { 'accept-language': 'en' },
      );
      expect(over.statusCode).toBe(422);
      expect(over.json().data).toEqual({ max_points: 160 });
      expect(over.json().errors.use_points[0]).not.toMatch(/half/);
      expect((await setShare(0)).statusCode).toBe(200);
      expect(await summary()).toMatchObject({ points_used: 0, max_points: 0 });
    } finally {
      expect((await setShare(before.max_spend_percent)).statusCode).toBe(200);
    }
  });
});
