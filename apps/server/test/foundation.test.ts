import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { roles, userRoles, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const [customer] = await ctx.database.db
    .insert(users)
    .values({
      name: 'Sara',
      email: 'sara@example.iq',
      passwordHash: await hashPassword('Secret@123'),
      isEmailVerified: true,
    })
    .returning();
  const [role] = await ctx.database.db.select().from(roles).where(eq(roles.name, 'customer'));
  await ctx.database.db.insert(userRoles).values({ userId: customer!.id, roleId: role!.id });
});

afterAll(() => ctx?.close());

describe('migrations', () => {
  it('create every table of the model on an empty database', async () => {
    const rows = await queryRows<{ table_name: string }>(
      ctx.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const t of [
      'users',
      'roles',
      'permissions',
      'sessions',
      'email_codes',
      'addresses',
      'categories',
      'products',
      'product_images',
      'discounts',
      'discount_products',
      'discount_categories',
      'orders',
      'order_items',
      'order_status_history',
      'wishlist_items',
      'points_transactions',
      'points_config',
      'points_tiers',
      'files',
      'newsletter_subscribers',
      'settings',
      'audit_log',
    ]) {
      expect(tables).toContain(t);
    }
  });

  it('refuse negative stock and prices at the database', async () => {
    await expect(
      ctx.database.db.execute(
        sql`insert into categories (slug, name_ar) values ('c-neg', 'قسم'); insert into products (category_id, name_ar, price, stock) values ((select id from categories where slug = 'c-neg'), 'x', 100, -1)`,
      ),
    ).rejects.toThrow();
  });

  it('can run again without changing anything', async () => {
    await expect(ctx.database.migrate()).resolves.toBeUndefined();
  });
});

describe('health and documents', () => {
  it('reports a reachable database', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/login', '/api/user', '/api/categories']),
    );
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('demo data', () => {
  it('offers the demo accounts only while the shop runs on demo data, never in production', async () => {
    expect((await ctx.app.inject({ url: '/api/config' })).json().data.demo).toBe(true);
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await production.app.inject({ url: '/api/config' })).json().data.demo).toBe(false);
    } finally {
      await production.close();
    }
    const seededOff = await createTestApp({ SEED_DEMO: 'false' });
    try {
      expect((await seededOff.app.inject({ url: '/api/config' })).json().data.demo).toBe(false);
    } finally {
      await seededOff.close();
    }
  });
});

describe('the error envelope', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await ctx.app.inject({ url: '/api/x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'غير موجود' });
    const en = await ctx.app.inject({ url: '/api/x?lang=en' });
    expect(en.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.request({
      method: 'POST',
      url: '/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'MALFORMED', message: 'Malformed request' });
  });

  it('turns a schema failure into 422 with messages per field, in the request language', async () => {
    const client = new TestClient(ctx.app);
    const en = await client.post('/login', { email: 'not-an-email' }, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      success: false,
      message: 'Validation failed',
      errors: { email: ['Please enter a valid email'], password: ['Password is required'] },
    });
    const ar = await client.post(
      '/login',
      { email: 'not-an-email', password: 'x' },
      { 'accept-language': 'ar-IQ' },
    );
    expect(ar.json().errors.email).toEqual(['يرجى إدخال بريد إلكتروني صحيح']);
  });
});

describe('sessions and CSRF', () => {
  it('answers who is signed in with data: null when no one is, and 401 where a user is needed', async () => {
    const res = await ctx.app.inject({ url: '/api/user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null });
    const orders = await ctx.app.inject({ url: '/api/orders' });
    expect(orders.statusCode).toBe(401);
    expect(orders.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('sets a readable XSRF-TOKEN cookie for a guest, and an HttpOnly session cookie on sign-in', async () => {
    const res = await ctx.app.inject({ url: '/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string };
    const cookies = res.cookies as Cookie[];
    const token = cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    expect(token.httpOnly).toBeFalsy();
    // A guest's token is signed, not stored: no session yet (decision 064).
    expect(cookies.find((c) => c.name === 'shop_session')).toBeUndefined();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'sara@example.iq', password: 'Secret@123' },
      headers: { cookie: `XSRF-TOKEN=${token.value}`, 'x-xsrf-token': token.value },
    });
    expect(login.statusCode).toBe(200);
    const session = (login.cookies as Cookie[]).find((c) => c.name === 'shop_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('refuses a POST without the X-XSRF-TOKEN header with 419', async () => {
    const client = new TestClient(ctx.app);
    await client.get('/sanctum/csrf-cookie');
    const res = await client.request({
      method: 'POST',
      url: '/login',
      payload: { email: 'sara@example.iq', password: 'Secret@123' },
      csrf: false,
    });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({
      success: false,
      code: 'CSRF',
      message: 'انتهت صلاحية الجلسة الأمنية للصفحة. أعد المحاولة.',
    });
    const en = await client.request({
      method: 'POST',
      url: '/login?lang=en',
      payload: { email: 'sara@example.iq', password: 'Secret@123' },
      csrf: false,
    });
    expect(en.json().message).toBe('CSRF token mismatch.');
  });

  it('refuses a token that belongs to another session', async () => {
    const a = new TestClient(ctx.app);
    const b = new TestClient(ctx.app);
    await a.get('/sanctum/csrf-cookie');
    await b.get('/sanctum/csrf-cookie');
    const res = await a.request({
      method: 'POST',
      url: '/login',
      payload: { email: 'sara@example.iq', password: 'Secret@123' },
      headers: { 'x-xsrf-token': b.csrf! },
      csrf: false,
    });
    expect(res.statusCode).toBe(419);
  });

  it('signs in with the header, rotates the session id, and signs out for good', async () => {
    const client = new TestClient(ctx.app);
    await client.get('/sanctum/csrf-cookie');
    const before = client.cookie('shop_session');
    const login = await client.post('/login', { email: 'SARA@example.iq', password: 'Secret@123' });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.data.user).toMatchObject({
      email: 'sara@example.iq',
      roles: [{ name: 'customer' }],
      points: 0,
    });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const after = client.cookie('shop_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('sara@example.iq');

    const stolen = after!;
    const logout = await client.post('/api/logout');
    expect(logout.statusCode).toBe(200);
    const replay = await ctx.app.inject({ url: '/api/user', headers: { cookie: `shop_session=${stolen}` } });
    expect(replay.json().data).toBeNull(); // the stolen id signs in no one
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const client = new TestClient(ctx.app);
    const wrong = await client.post('/login', { email: 'sara@example.iq', password: 'nope-nope' });
    const unknown = await client.post('/login', { email: 'nobody@example.iq', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });
});
