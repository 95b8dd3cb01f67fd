// Issue 46, item 23 (what a person sees): the sign-in code's text, and the outbox telling a message only
// written to the log from one that was sent.
import { PRESCRIPTION_MAX_PER_ORDER } from '@shop/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeUser } from './factories.ts';
import { startTestGateway, waitFor } from './gateway.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

describe('the sign-in code text', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let ctx: TestContext;

  beforeAll(async () => {
    gateway = await startTestGateway();
    ctx = await createTestApp({ SMS_WEBHOOK_URL: gateway.smsUrl, OUTBOX_POLL_MS: '100' });
  });
  afterAll(async () => {
    await ctx?.close();
    await gateway?.close();
  });

  const textTo = (e164: string) => waitFor(() => gateway.texts.find((t) => t.to === e164));

  it('says what the code is for, names the shop and warns against sharing it, in Arabic', async () => {
    const client = new TestClient(ctx.app);
    const sent = await client.request({
      method: 'POST',
      url: '/api/register/phone/send-otp',
      payload: { name: 'زينب علي', phone: '07701112233' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const registration = await textTo('+9647701112233');
    expect(registration.text).toMatch(/^رمز تفعيل حسابك في صيدلية الشفاء: \d{6}\. لا تشاركه مع أحد\./);

    const code = /(\d{6})/.exec(registration.text)![1];
    const verified = await client.request({
      method: 'POST',
      url: '/api/register/phone/verify-otp',
      payload: { phone: '07701112233', otp: code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    // The profile's first and last name start as the name given at sign-up, not empty.
    expect(verified.json().data.user).toMatchObject({ first_name: 'زينب', last_name: 'علي' });
    await client.request({ method: 'POST', url: '/api/logout' });

    const before = gateway.texts.length;
    const asked = await new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/login/phone/send-code',
      payload: { phone: '07701112233' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const login = await waitFor(() => gateway.texts.slice(before).find((t) => t.to === '+9647701112233'));
    expect(login.text).toMatch(/^رمز الدخول إلى صيدلية الشفاء: \d{6}\. لا تشاركه مع أحد\./);
  });

  it('says the same in English to an English shopper', async () => {
    const sent = await new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/register/phone/send-otp?lang=en',
      headers: { 'accept-language': 'en' },
      payload: { name: 'Zainab Ali', phone: '07701112244' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const text = await textTo('+9647701112244');
    expect(text.text).toMatch(
      /^Your Al-Shifa Pharmacy verification code: \d{6}\. Do not share it with anyone\./,
    );
  });
});

describe('the outbox and messages with no channel configured', () => {
  let ctx: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    // No SMTP_URL and no SMS provider: e-mails and texts only reach the log.
    ctx = await createTestApp({ OUTBOX_POLL_MS: '100' });
    admin = await new TestClient(ctx.app).signInAs((await makeUser(ctx.database.db, { admin: true })).id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('does not call a text or an e-mail that only went to the log "sent"', async () => {
    const sms = await new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/register/phone/send-otp',
      payload: { name: 'زينب علي', phone: '07701112255' },
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const mail = await new TestClient(ctx.app).request({
      method: 'POST',
      url: '/api/register/send-otp',
      payload: {
        name: 'Ali Hassan',
        email: 'ali.logged@example.iq',
        password: 'secret-pass-1',
        password_confirmation: 'secret-pass-1',
      },
    });
    expect(mail.statusCode, mail.body).toBeLessThan(300);

    const rows = await waitFor(async () => {
      const list = await admin.request({ method: 'GET', url: '/api/admin/notifications?status=sent' });
      const data = list.json().data.data as { channel: string; logged_only: boolean; last_error: string }[];
      return data.length >= 2 ? data : null;
    });
    for (const row of rows) {
      expect(row.logged_only, row.channel).toBe(true);
      expect(row.last_error).toBe('Written to the log: no provider is configured');
    }
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
  });
});

describe('a prescription medicine without a limit of its own', () => {
  let ctx: TestContext;
  let categoryId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    categoryId = (await makeCategory(ctx.database.db)).id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const summary = (items: unknown[]) =>
    new TestClient(ctx.app).post('/api/orders/calculate-summary', { items }, { 'accept-language': 'en' });

  it('is held to the default per order on its page and in the cart, as an over-the-counter limit is', async () => {
    const antibiotic = await makeProduct(ctx.database.db, {
      categoryId,
      nameEn: 'Amoxicillin 500 mg',
      requiresPrescription: true,
      stock: 94,
    });
    const page = await new TestClient(ctx.app).get(`/api/products/${antibiotic.id}`);
    expect(page.json().data.max_per_order).toBe(PRESCRIPTION_MAX_PER_ORDER);

    const over = await summary([{ product_id: antibiotic.id, quantity: PRESCRIPTION_MAX_PER_ORDER + 1 }]);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'QUANTITY_LIMIT',
      data: { product_id: antibiotic.id, max_per_order: PRESCRIPTION_MAX_PER_ORDER },
    });
    const at = await summary([{ product_id: antibiotic.id, quantity: PRESCRIPTION_MAX_PER_ORDER }]);
    expect(at.statusCode, at.body).toBe(200);
  });

  it('keeps a limit set on the product itself, and leaves other products without one unlimited', async () => {
    const insulin = await makeProduct(ctx.database.db, {
      categoryId,
      requiresPrescription: true,
      maxPerOrder: 12,
    });
    const cream = await makeProduct(ctx.database.db, { categoryId });
    const res = await summary([
      { product_id: insulin.id, quantity: 12 },
      { product_id: cream.id, quantity: 30 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().data.items as { product_id: number; max_per_order: number | null }[];
    expect(lines.find((l) => l.product_id === insulin.id)?.max_per_order).toBe(12);
    expect(lines.find((l) => l.product_id === cream.id)?.max_per_order).toBeNull();
  });
});

describe('the product page’s return promise', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('follows the rule the return form applies: the product’s own word, else its nearest category’s', async () => {
    const db = ctx.database.db;
    const medicines = await makeCategory(db, { returnable: false });
    const antibiotics = await makeCategory(db, { parentId: medicines.id });
    const care = await makeCategory(db);
    const antibiotic = await makeProduct(db, { categoryId: antibiotics.id });
    const exception = await makeProduct(db, { categoryId: antibiotics.id, returnable: true });
    const cream = await makeProduct(db, { categoryId: care.id });
    const returnable = async (id: number) =>
      (await new TestClient(ctx.app).get(`/api/products/${id}`)).json().data.returnable;
    expect(await returnable(antibiotic.id)).toBe(false);
    expect(await returnable(exception.id)).toBe(true);
    expect(await returnable(cream.id)).toBe(true);
  });
});
