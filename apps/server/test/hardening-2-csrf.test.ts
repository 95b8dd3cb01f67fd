// Issue 46, item 13: each cookie-less GET /sanctum/csrf-cookie stored a session row for two hours (500 rows in
// 2.5 s). A guest's token is now signed, not stored (decision 064); a row is written when someone signs in.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, settings, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { makeUser } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const sessionRows = async () => Number((await ctx.database.db.select({ n: count() }).from(sessions))[0]!.n);

/** A guest's token, as a browser without cookies gets it. */
async function guestToken(): Promise<string> {
  const res = await ctx.app.inject({ url: '/sanctum/csrf-cookie' });
  expect(res.statusCode).toBe(204);
  const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie?.httpOnly).toBeFalsy();
  return cookie!.value;
}

const subscribe = (headers: Record<string, string>, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, headers });

describe('a guest’s CSRF token', () => {
  it('50 cookie-less GETs store no session row and set no session cookie; the token still works for a POST', async () => {
    const before = await sessionRows();
    const tokens = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const res = await ctx.app.inject({ url: '/sanctum/csrf-cookie', remoteAddress: `10.1.2.${i + 1}` });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.map((c) => c.name)).toEqual(['XSRF-TOKEN']);
      tokens.add(res.cookies[0]!.value);
    }
    expect(tokens.size).toBe(50);
    expect(await sessionRows()).toBe(before);

    const token = [...tokens][7]!;
    const ok = await subscribe(
      { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      'guest-csrf@example.iq',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await sessionRows()).toBe(before);
  });

  it('keeps a guest’s valid token when asked again, so another tab’s copy still works', async () => {
    const token = await guestToken();
    const again = await ctx.app.inject({
      url: '/sanctum/csrf-cookie',
      headers: { cookie: `XSRF-TOKEN=${token}` },
    });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(token);
  });

  it('is refused (419) when forged, when the cookie and header differ, or when either is missing', async () => {
    const a = await guestToken();
    const b = await guestToken();
    const [nonce] = a.split('.');
    const cases: Record<string, string>[] = [
      { cookie: `XSRF-TOKEN=${a}` },
      { 'x-xsrf-token': a },
      { cookie: `XSRF-TOKEN=${a}`, 'x-xsrf-token': b },
      { cookie: `XSRF-TOKEN=${nonce}.forged`, 'x-xsrf-token': `${nonce}.forged` },
      { cookie: 'XSRF-TOKEN=anything', 'x-xsrf-token': 'anything' },
      { cookie: `XSRF-TOKEN=${a}x`, 'x-xsrf-token': `${a}x` },
    ];
    for (const headers of cases) {
      const res = await subscribe(headers, 'forged@example.iq');
      expect(res.statusCode, JSON.stringify(headers)).toBe(419);
    }
  });

  it('is not a signed-in user’s token: with a session, only the session’s own token passes', async () => {
    const shopper = await new TestClient(ctx.app).signInAs((await makeUser(ctx.database.db)).id);
    const guest = await guestToken();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: { name: 'x' },
      headers: {
        cookie: `shop_session=${shopper.cookie('shop_session')}; XSRF-TOKEN=${guest}`,
        'x-xsrf-token': guest,
      },
    });
    expect(res.statusCode).toBe(419);
  });

  it('signing in writes the session row, and the session’s token takes over', async () => {
    const user = await makeUser(ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Secret@123') })
      .where(eq(users.id, user.id));
    const c = new TestClient(ctx.app);
    await c.get('/sanctum/csrf-cookie');
    const guest = c.csrf!;
    expect(c.cookie('shop_session')).toBeUndefined();
    const before = await sessionRows();
    const login = await c.post('/login', { email: user.email, password: 'Secret@123', remember: false });
    expect(login.statusCode, login.body).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
    expect(c.cookie('shop_session')).toBeTruthy();
    expect(c.csrf).not.toBe(guest);
    expect((await c.get('/api/user')).json().data.email).toBe(user.email);
    expect((await c.post('/api/logout')).statusCode).toBe(200);
  });

  it('signs with one key kept in the database, made once', async () => {
    const rows = await ctx.database.db.select().from(settings).where(eq(settings.key, 'csrf_secret'));
    expect(rows).toHaveLength(1);
    // Never part of what the back-office reads as settings.
    const admin = await new TestClient(ctx.app).signInAs(
      (await makeUser(ctx.database.db, { admin: true })).id,
    );
    const shown = await admin.get('/api/admin/settings');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain((rows[0]!.value as { key: string }).key);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('several instances on one database', () => {
  it('a guest’s token from one instance passes on another', async () => {
    const other = await createTestApp({}, { databaseUrl: ctx.database.url! });
    try {
      const token = await guestToken();
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'two-instances@example.iq' },
        headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await other.close();
    }
  });
});
