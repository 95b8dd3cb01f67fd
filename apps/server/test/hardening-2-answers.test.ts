// Issue 46, items 14 and 15: what the server answers to a write nobody routes, what its health check says about
// itself, and quantities typed with separators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

describe('a write to a path nobody routes', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s answers 404, with or without a token',
    async (method) => {
      for (const url of ['/api/no-such-thing', '/api/products/1/no-such-thing', '/no-such-page']) {
        const bare = await ctx.app.inject({ method, url, payload: {} });
        expect(bare.statusCode, `${method} ${url}`).toBe(404);
        expect(bare.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
        const withToken = await new TestClient(ctx.app).request({ method, url, payload: {} });
        expect(withToken.statusCode, `${method} ${url}`).toBe(404);
      }
    },
  );

  it('still answers 419 to a write to a real route without the token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'x@example.iq' },
    });
    expect(res.statusCode).toBe(419);
    // A GET-only route written to: no route takes the write, so it is 404 as well.
    const toGetOnly = await ctx.app.inject({ method: 'DELETE', url: '/api/categories' });
    expect(toGetOnly.statusCode).toBe(404);
  });
});

describe('/api/health', () => {
  it('says whether the database answers, never which engine it is', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // Redis is 'off', or 'ok' in the CI run that shares counters through one.
    expect(res.json().data).toEqual({
      status: 'ok',
      database: 'ok',
      redis: expect.stringMatching(/^(off|ok)$/),
    });
    expect(res.body).not.toMatch(/pglite|postgres/i);
  });
});

describe('quantities typed with separators', () => {
  it('refuses "1,0" and other grouped or separated quantities with 422, ordering nothing', async () => {
    const categoryId = (await makeCategory(ctx.database.db)).id;
    const product = await makeProduct(ctx.database.db, { categoryId, stock: 100, price: 1000 });
    const shopper = await new TestClient(ctx.app).signInAs((await makeUser(ctx.database.db)).id);
    for (const quantity of ['1,0', '1٬0', '1.0', '1,000', '1 0', '١٬٠', "1'0", '1_0']) {
      const res = await shopper.post('/api/orders', {
        items: [{ product_id: product.id, quantity }],
        shipping_address: shippingAddress,
        payment_method: 'cash_on_delivery',
      });
      expect(res.statusCode, quantity).toBe(422);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await shopper.get('/api/orders')).json().data.data).toEqual([]);
    // Plain digits in either script still order.
    const ok = await shopper.post('/api/orders', {
      items: [{ product_id: product.id, quantity: '٢' }],
      shipping_address: shippingAddress,
      payment_method: 'cash_on_delivery',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.items[0].quantity).toBe(2);
  });
});
