// Sign in with a phone number (issue 14): codes by SMS or WhatsApp through the outbox, to a local HTTP fake of
// the SMS webhook; the same rules as the e-mailed codes (hashed, 10 minutes, 5 tries, 60 s, limits).
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, outboxMessages, users } from '../src/db/schema.ts';
import { logProvider } from '../src/modules/notifications/providers.ts';
import { renderMessage } from '../src/modules/notifications/templates/index.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { sleep, startTestGateway, type Text } from './gateway.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, cb) {
    logLines.push(String(chunk));
    cb();
  },
});

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let ctx: TestContext;

beforeAll(async () => {
  gateway = await startTestGateway();
  ctx = await createTestApp({ SMS_WEBHOOK_URL: gateway.smsUrl, OUTBOX_POLL_MS: '100' }, { logStream });
});

afterAll(async () => {
  await ctx?.close();
  await gateway?.close();
});

const db = () => ctx.database.db;
let serial = 1000;
/** A fresh Iraqi mobile number per test: `077 0NNN NNNN` as +9647… */
const newNumber = () => {
  serial += 1;
  const local = `0770${String(serial).padStart(7, '0')}`;
  return { local, e164: `+964${local.slice(1)}` };
};
const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

/** The newest text to `e164` received after `since` texts, and its 6-digit code. */
async function codeSentTo(e164: string, since = 0): Promise<{ text: Text; code: string }> {
  for (const end = Date.now() + 10_000; ; ) {
    const text = gateway.texts
      .slice(since)
      .filter((t) => t.to === e164)
      .at(-1);
    if (text) {
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(text.text)?.[1];
      if (!code) throw new Error(`no code in ${text.text}`);
      return { text, code };
    }
    if (Date.now() > end) throw new Error(`no text to ${e164}`);
    await sleep(50);
  }
}

/** Moves every code of a number back by `seconds`, as if the time had passed. */
async function age(e164: string, seconds: number) {
  await db()
    .update(emailCodes)
    .set({ sentAt: sql`${emailCodes.sentAt} - make_interval(secs => ${seconds})` })
    .where(eq(emailCodes.email, e164));
}

async function registerByPhone(client: TestClient, name = 'زينب علي', channel?: 'sms' | 'whatsapp') {
  const phone = newNumber();
  const since = gateway.texts.length;
  const sent = await client.request({
    method: 'POST',
    url: '/api/register/phone/send-otp',
    payload: { name, phone: phone.local, ...(channel ? { channel } : {}) },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const { text, code } = await codeSentTo(phone.e164, since);
  const verified = await client.request({
    method: 'POST',
    url: '/api/register/phone/verify-otp',
    payload: { phone: phone.local, otp: code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { phone, text, code, user: verified.json().data.user };
}

describe('registering with a phone number', () => {
  it('texts a 6-digit code to +9647…, and the code creates a signed-in customer with no e-mail', async () => {
    const client = new TestClient(ctx.app);
    const { phone, text, user } = await registerByPhone(client);
    expect(text.to).toBe(phone.e164);
    expect(text.to).toMatch(/^\+9647\d{9}$/);
    expect(text.channel).toBe('sms');
    expect(text.text).toMatch(/\d{6}/);
    expect(user).toMatchObject({ phone: phone.e164, email: null, is_phone_verified: true });
    const me = await client.request({ method: 'GET', url: '/api/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: user.id, phone: phone.e164, roles: [{ name: 'customer' }] });
  });

  it('sends by WhatsApp when the customer picks it', async () => {
    const { text } = await registerByPhone(new TestClient(ctx.app), 'Ali', 'whatsapp');
    expect(text.channel).toBe('whatsapp');
  });

  it('answers a number that already has an account as any other, and texts its owner a notice, not a code', async () => {
    const { phone } = await registerByPhone(new TestClient(ctx.app));
    await age(phone.e164, 120); // past the 60 s between two codes to one number, which a notice also waits for
    const again = await new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/register/phone/send-otp',
      payload: { name: 'Someone', phone: phone.e164 },
      headers: { 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('We sent a 6-digit code to your phone');
    const [notice] = await db()
      .select()
      .from(outboxMessages)
      .where(
        sql`${outboxMessages.recipient} = ${phone.e164} and ${outboxMessages.template} = 'account_notice'`,
      );
    expect(notice!.payload).toEqual({ kind: 'already_registered', via: 'phone' });
  });

  it('answers 422 naming the field for a number that is not an Iraqi mobile, in Arabic too', async () => {
    for (const phone of ['0612345678', '+966501234567', '0770123', 'hello']) {
      const res = await new TestClient(ctx.app).request({
        method: 'POST',
        url: '/api/register/phone/send-otp',
        payload: { name: 'Ali', phone },
        headers: { 'accept-language': 'ar' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.phone).toEqual(['يرجى إدخال رقم موبايل عراقي (07XXXXXXXXX)']);
    }
    const en = await new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/login/phone/send-code',
      payload: { phone: '12345' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.phone).toEqual(['Please enter an Iraqi mobile number (07XXXXXXXXX)']);
  });
});

describe('signing in with a phone code', () => {
  it('signs out, then signs in with the number typed in Arabic-Indic digits with spaces, and the code too', async () => {
    const client = new TestClient(ctx.app);
    const { phone, user } = await registerByPhone(client);
    await client.request({ method: 'POST', url: '/api/logout' });
    expect((await client.request({ method: 'GET', url: '/api/user' })).json().data).toBeNull();

    // ٠٧٧٠ ١٢٣ ٤٥٦٧-style
    const typed = toArabicDigits(
      `${phone.local.slice(0, 4)} ${phone.local.slice(4, 7)} ${phone.local.slice(7)}`,
    );
    const since = gateway.texts.length;
    const sent = await client.request({
      method: 'POST',
      url: '/api/login/phone/send-code',
      payload: { phone: typed },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { code } = await codeSentTo(phone.e164, since);
    const signedIn = await client.request({
      method: 'POST',
      url: '/api/login/phone/verify',
      payload: { phone: typed, code: toArabicDigits(code), remember: true },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user.id).toBe(user.id);
    const me = await client.request({ method: 'GET', url: '/api/user' });
    expect(me.json().data.id).toBe(user.id);
    // The code was used up.
    const replay = await new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/login/phone/verify',
      payload: { phone: phone.e164, code },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('INVALID_CODE');
  });

  it('kills the code after 5 wrong tries: the right one no longer works', async () => {
    const { phone } = await registerByPhone(new TestClient(ctx.app));
    const client = new TestClient(ctx.app);
    const since = gateway.texts.length;
    await client.request({
      method: 'POST',
      url: '/api/login/phone/send-code',
      payload: { phone: phone.local },
    });
    const { code } = await codeSentTo(phone.e164, since);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await client.request({
        method: 'POST',
        url: '/api/login/phone/verify',
        payload: { phone: phone.local, code: wrong },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_CODE');
    }
    const right = await client.request({
      method: 'POST',
      url: '/api/login/phone/verify',
      payload: { phone: phone.local, code },
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('INVALID_CODE');
    expect((await client.request({ method: 'GET', url: '/api/user' })).json().data).toBeNull();
  });

  it('refuses a new code within 60 s, and more than 3 codes in 10 minutes for one number', async () => {
    const { phone } = await registerByPhone(new TestClient(ctx.app));
    const send = () =>
      new TestClient(ctx.app).request({
        method: 'POST',
        url: '/api/login/phone/send-code',
        payload: { phone: phone.local },
        headers: { 'accept-language': 'en' },
      });
    // The registration code counts for its own purpose only; sign-in codes start here.
    expect((await send()).statusCode).toBe(200);
    const soon = await send();
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('RATE_LIMITED');
    await age(phone.e164, 61);
    expect((await send()).statusCode).toBe(200);
    await age(phone.e164, 61);
    expect((await send()).statusCode).toBe(200);
    await age(phone.e164, 61);
    const fourth = await send();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Too many codes requested. Please try again later.');
  });

  it('limits the codes one client address asks for across numbers', async () => {
    const client = new TestClient(ctx.app);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.request({
        method: 'POST',
        url: '/api/login/phone/send-code',
        payload: { phone: newNumber().local },
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });

  it('gives an unknown number the same answer as a known one, sends it nothing, and limits it alike', async () => {
    const { phone: known } = await registerByPhone(new TestClient(ctx.app));
    const unknown = newNumber();
    const send = (phone: string) =>
      new TestClient(ctx.app).request({
        method: 'POST',
        url: '/api/login/phone/send-code',
        payload: { phone },
      });
    const before = gateway.texts.length;
    const [a, b] = [await send(known.local), await send(unknown.local)];
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    await codeSentTo(known.e164, before);
    await sleep(300);
    expect(gateway.texts.some((t) => t.to === unknown.e164)).toBe(false);
    const [a2, b2] = [await send(known.local), await send(unknown.local)];
    expect([a2.statusCode, b2.statusCode]).toEqual([429, 429]);
    expect(b2.json().message).toBe(a2.json().message);
    // Nothing signs in on an unknown number.
    const guess = await new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/login/phone/verify',
      payload: { phone: unknown.local, code: '123456' },
    });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().code).toBe('INVALID_CODE');
  });

  it('lets a customer with both an e-mail and a proved phone sign in either way', async () => {
    const { hashPassword } = await import('../src/modules/auth/passwords.ts');
    const user = await makeUser(db());
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword('secret-pass-1') })
      .where(eq(users.id, user.id));
    const client = await new TestClient(ctx.app).signInAs(user.id);
    const phone = newNumber();
    let since = gateway.texts.length;
    const asked = await client.request({
      method: 'POST',
      url: '/api/profile/phone',
      payload: { phone: phone.local, channel: 'sms' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const change = await codeSentTo(phone.e164, since);
    const proved = await client.request({
      method: 'POST',
      url: '/api/profile/phone/verify',
      payload: { phone: phone.local, otp: change.code },
    });
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json().data).toMatchObject({
      phone: phone.e164,
      is_phone_verified: true,
      email: user.email,
    });

    const byEmail = new TestClient(ctx.app);
    const login = await byEmail.request({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: 'secret-pass-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user.id).toBe(user.id);

    const byPhone = new TestClient(ctx.app);
    since = gateway.texts.length;
    await byPhone.request({
      method: 'POST',
      url: '/api/login/phone/send-code',
      payload: { phone: phone.e164 },
    });
    const { code } = await codeSentTo(phone.e164, since);
    const signedIn = await byPhone.request({
      method: 'POST',
      url: '/api/login/phone/verify',
      payload: { phone: phone.e164, code },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user.id).toBe(user.id);
  });

  it('will not let a second account prove a number that already signs someone in, nor change it silently', async () => {
    const { phone, user } = await registerByPhone(new TestClient(ctx.app));
    const other = await new TestClient(ctx.app).signInAs((await makeUser(db())).id);
    const res = await other.request({
      method: 'POST',
      url: '/api/profile/phone',
      payload: { phone: phone.local },
      headers: { 'accept-language': 'en' },
    });
    // Answered as for a free number (no account discovery); no code is sent, so it cannot be proved.
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.phoneVerifiedAt).not.toBeNull();
    // The owner cannot swap a proved number through the plain profile form.
    const owner = await new TestClient(ctx.app).signInAs(user.id);
    const swap = await owner.request({
      method: 'PUT',
      url: '/api/profile',
      payload: { phone: '07801234567' },
      headers: { 'accept-language': 'en' },
    });
    expect(swap.statusCode).toBe(422);
    expect(swap.json().errors.phone).toEqual([
      'To change your phone number, confirm the new number with a code',
    ]);
  });

  it('erases the code from the outbox job once sent, and never writes it to a log line', async () => {
    const client = new TestClient(ctx.app);
    const { code, phone } = await registerByPhone(client);
    const since = gateway.texts.length;
    await client.request({ method: 'POST', url: '/api/logout' });
    await client.request({
      method: 'POST',
      url: '/api/login/phone/send-code',
      payload: { phone: phone.local },
    });
    const login = await codeSentTo(phone.e164, since);
    await sleep(200);
    const jobs = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, phone.e164));
    expect(jobs.length).toBe(2);
    for (const job of jobs) {
      expect(job.status).toBe('sent');
      expect(job.sensitive).toBe(true);
      expect(job.payload).not.toHaveProperty('code');
      expect(JSON.stringify(job.payload)).not.toContain(code);
      expect(JSON.stringify(job.payload)).not.toContain(login.code);
    }
    expect(logLines.length).toBeGreaterThan(0);
    const logs = logLines.join('\n');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(login.code);
  });

  it('without an SMS provider in production, a texted code is refused and not logged; in development it is', async () => {
    const lines: string[] = [];
    const log = { info: (...a: unknown[]) => lines.push(JSON.stringify(a)) };
    const shop = {
      name_ar: 'صيدلية',
      name_en: 'Pharmacy',
      city_ar: 'بغداد',
      city_en: 'Baghdad',
      phones: [],
      email: 'x@y.iq',
    };
    const text = renderMessage('code', { purpose: 'phone_login', code: '493817', name: null }, {
      locale: 'ar',
      shop,
      publicUrl: 'https://shop.example.iq',
    } as never).short;
    expect(text).toContain('493817');
    const message = { to: '+9647701234567', channel: 'sms' as const, text };
    await expect(logProvider(log as never, false).send(message)).rejects.toThrow(
      'No SMS provider is configured',
    );
    expect(lines.join('')).not.toContain('493817');
    await logProvider(log as never, true).send(message);
    expect(lines.join('')).toContain('493817');
  });
});

describe('ordering without an e-mail', () => {
  const { email: _email, ...addressWithoutEmail } = shippingAddress;

  async function product() {
    const category = await makeCategory(db());
    return makeProduct(db(), { categoryId: category.id, price: 10_000, stock: 10 });
  }

  it('a customer who registered by phone orders with no e-mail, gets an SMS confirmation and no e-mail job', async () => {
    const client = new TestClient(ctx.app);
    await registerByPhone(client);
    const p = await product();
    const contact = newNumber();
    const since = gateway.texts.length;
    const res = await client.request({
      method: 'POST',
      url: '/api/orders',
      payload: {
        items: [{ product_id: p.id, quantity: 1 }],
        shipping_address: { ...addressWithoutEmail, phone: contact.local, email: '' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.email).toBeNull();
    for (const end = Date.now() + 10_000; ; ) {
      const text = gateway.texts.slice(since).find((t) => t.text.includes(order.order_number));
      if (text) {
        expect(text.channel).toBe('sms');
        expect(text.to.replace(/\D/g, '')).toContain(contact.local.slice(1));
        break;
      }
      if (Date.now() > end) throw new Error('no SMS confirmation');
      await sleep(50);
    }
    const jobs = await db()
      .select({ channel: outboxMessages.channel })
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, order.id));
    expect(jobs.map((j) => j.channel)).toEqual(['sms']);

    // The back-office sees it, and finds it by number, with no e-mail.
    const admin = await new TestClient(ctx.app).signInAs((await makeUser(db(), { admin: true })).id);
    const found = await admin.request({
      method: 'GET',
      url: `/api/admin/orders?search=${order.order_number}`,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.data.map((o: { email: string | null }) => o.email)).toEqual([null]);
  });

  it('takes the account’s e-mail when a customer who has one leaves it out, and still refuses a bad one', async () => {
    const user = await makeUser(db());
    const client = await new TestClient(ctx.app).signInAs(user.id);
    const p = await product();
    const res = await client.request({
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ product_id: p.id, quantity: 1 }], shipping_address: addressWithoutEmail },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.email).toBe(user.email);

    const bad = await client.request({
      method: 'POST',
      url: '/api/orders',
      headers: { 'accept-language': 'ar' },
      payload: {
        items: [{ product_id: p.id, quantity: 1 }],
        shipping_address: { ...addressWithoutEmail, email: 'not-an-email' },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('shipping_address.email');
  });
});
