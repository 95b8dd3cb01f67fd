// Messages to customers through the outbox (issue 14): real SMTP, a local HTTP fake for the SMS webhook and
// the WhatsApp Cloud API, real databases.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REJECTION_REASONS } from '@shop/shared/prescriptions';
import { RETURN_STATUSES } from '@shop/shared/returns';
import { DEMO_CONTACT } from '@shop/shared/settings';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { outboxMessages, users } from '../src/db/schema.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { enqueueMessage, nudgeOutbox } from '../src/modules/notifications/outbox.ts';
import { renderMessage, type TemplatePayloads } from '../src/modules/notifications/templates/index.ts';
import type { RenderContext } from '../src/modules/notifications/templates/layout.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { sleep, startTestGateway, waitFor } from './gateway.ts';
import { createTestApp, createTestDatabase, freePort, TestClient, type TestContext } from './helpers.ts';
import { type ReceivedMail, startTestSmtp } from './smtp.ts';

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let ctx: TestContext;
let admin: TestClient;
let categoryId: number;

beforeAll(async () => {
  smtp = await startTestSmtp();
  gateway = await startTestGateway();
  ctx = await createTestApp({
    SMTP_URL: smtp.url,
    SMS_WEBHOOK_URL: `${gateway.url}/sms`,
    WHATSAPP_API_URL: `${gateway.url}/wa`,
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_TOKEN: 'test-token',
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_BASE_MS: '200',
    PUBLIC_URL: 'https://shop.example.iq',
  });
  categoryId = (await makeCategory(ctx.database.db)).id;
  admin = await new TestClient(ctx.app).signInAs((await makeUser(ctx.database.db, { admin: true })).id);
});

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  await gateway?.close();
});

const db = () => ctx.database.db;
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email.toLowerCase()));

async function shopper(lang: 'ar' | 'en' = 'ar') {
  const user = await makeUser(db());
  const client = await new TestClient(ctx.app).signInAs(user.id);
  return { user, client, lang };
}

async function placeOrder(
  s: Awaited<ReturnType<typeof shopper>>,
  items: { product_id: number; quantity: number }[],
) {
  return s.client.request({
    method: 'POST',
    url: '/api/orders',
    payload: { items, shipping_address: shippingAddress },
    headers: { 'accept-language': s.lang },
  });
}

const setStatus = (id: number, status: string) =>
  admin.request({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status } });

/** Waits for the n-th mail to an address, then a little more, to see that no extra one follows. */
async function expectMails(email: string, n: number): Promise<ReceivedMail[]> {
  await waitFor(() => mailsTo(email).length >= n);
  await sleep(300);
  const mails = mailsTo(email);
  expect(mails).toHaveLength(n);
  return mails;
}

describe('order e-mails through the outbox', () => {
  it('sends exactly one confirmation in the customer’s language, then one per status change', async () => {
    const s = await shopper('en');
    const p = await makeProduct(db(), { categoryId, price: 12_500, stock: 10, nameEn: 'Vitamin C 1000' });
    const started = Date.now();
    const res = await placeOrder(s, [{ product_id: p.id, quantity: 2 }]);
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    const [placed] = await expectMails(s.user.email, 1);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(placed!.text).toContain(`We received your order ${order.order_number}`);
    expect(placed!.text).toContain('Vitamin C 1000');
    expect(placed!.text).toContain('IQD 30,000'); // 25,000 of goods + 5,000 delivery
    expect(placed!.text).toContain('Cash on delivery: please have IQD 30,000 ready');
    expect(placed!.text).toContain(`https://shop.example.iq/orders?order=${order.id}`);
    expect(placed!.raw).not.toMatch(/dir=(3D)?"rtl"/);

    expect((await setStatus(order.id, 'processing')).statusCode).toBe(200);
    const afterProcessing = await expectMails(s.user.email, 2);
    expect(afterProcessing[1]!.text).toContain(`We started preparing your order ${order.order_number}`);

    expect((await setStatus(order.id, 'ready')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'out_for_delivery')).statusCode).toBe(200);
    const afterShipped = await expectMails(s.user.email, 3);
    expect(afterShipped[2]!.text).toContain('is out for delivery');

    // Delivered: the status, and the points it credits (25,000 IQD of goods: 25 points).
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    const afterDelivered = await expectMails(s.user.email, 5);
    const last = afterDelivered.slice(3).map((m) => m.text);
    expect(last.some((t) => t.includes(`Your order ${order.order_number} was delivered`))).toBe(true);
    expect(last.some((t) => t.includes('We added 25 points to your balance'))).toBe(true);
  });

  it('writes in Arabic, right to left, for an Arabic shopper, with the shop’s contact details', async () => {
    const s = await shopper('ar');
    const p = await makeProduct(db(), { categoryId, price: 60_000, stock: 5, nameAr: 'كريم مرطب' });
    const order = (await placeOrder(s, [{ product_id: p.id, quantity: 1 }])).json().data;
    const [mail] = await expectMails(s.user.email, 1);
    expect(mail!.raw).toMatch(/dir=(3D)?"rtl"/);
    expect(mail!.text).toContain(`استلمنا طلبك رقم ${order.order_number}`);
    expect(mail!.text).toContain('كريم مرطب');
    expect(mail!.text).toContain('60,000 د.ع');
    expect(mail!.text).toContain('صيدلية الشفاء');
    expect(mail!.text).toContain('care@alshifa.iq');
  });

  it('says who cancelled: the customer themselves, or the pharmacy, in the customer’s language', async () => {
    const p = await makeProduct(db(), { categoryId, price: 10_000, stock: 10 });

    const own = await shopper('en');
    const mine = (await placeOrder(own, [{ product_id: p.id, quantity: 1 }])).json().data;
    await expectMails(own.user.email, 1);
    expect((await own.client.post(`/api/orders/${mine.id}/cancel`)).statusCode).toBe(200);
    const [, byCustomer] = await expectMails(own.user.email, 2);
    expect(byCustomer!.text).toContain(`Your order ${mine.order_number} was cancelled`);
    expect(byCustomer!.text).toContain('It was cancelled at your request.');
    expect(byCustomer!.text).not.toContain('by the pharmacy');

    const ar = await shopper('ar');
    const theirs = (await placeOrder(ar, [{ product_id: p.id, quantity: 1 }])).json().data;
    await expectMails(ar.user.email, 1);
    expect((await setStatus(theirs.id, 'cancelled')).statusCode).toBe(200);
    const [, byPharmacy] = await expectMails(ar.user.email, 2);
    expect(byPharmacy!.text).toContain('أُلغي الطلب من قِبل الصيدلية.');
    expect(byPharmacy!.text).not.toContain('بناءً على طلبك');
  });

  it('tells the customer, in Arabic, that the pharmacist turned the prescription down and why, then that it was approved', async () => {
    const s = await shopper('ar');
    const rx = await makeProduct(db(), { categoryId, price: 3_500, stock: 10, requiresPrescription: true });
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const boundary = '----rx';
    const uploadOne = async () => {
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="rx.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await s.client.request({
        method: 'POST',
        url: '/api/prescriptions',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const first = await uploadOne();
    const res = await s.client.request({
      method: 'POST',
      url: '/api/orders',
      payload: {
        items: [{ product_id: rx.id, quantity: 1 }],
        shipping_address: shippingAddress,
        prescription_id: first,
      },
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    await expectMails(s.user.email, 1);
    const pharmacist = await new TestClient(ctx.app).signInAs(
      (await makeUser(db(), { role: 'pharmacist' })).id,
    );
    const rejected = await pharmacist.post(`/api/admin/prescriptions/${first}/reject`, {
      reason: 'unreadable',
    });
    expect(rejected.statusCode).toBe(200);
    const [, rejection] = await expectMails(s.user.email, 2);
    expect(rejection!.raw).toMatch(/dir=(3D)?"rtl"/);
    expect(rejection!.text).toContain(order.order_number);
    expect(rejection!.text).toContain('صورة الوصفة غير واضحة');
    expect(rejection!.text).toContain(`https://shop.example.iq/orders?order=${order.id}`);

    const second = await uploadOne();
    const attached = await s.client.post(`/api/orders/${order.id}/prescription`, { prescription_id: second });
    expect(attached.statusCode).toBe(200);
    expect((await pharmacist.post(`/api/admin/prescriptions/${second}/approve`)).statusCode).toBe(200);
    const [, , approval] = await expectMails(s.user.email, 3);
    expect(approval!.text).toContain(`تمت الموافقة على وصفة طلبك ${order.order_number}`);
  });

  it('sends nothing for an order the shop refused (its transaction rolled back)', async () => {
    const s = await shopper();
    const p = await makeProduct(db(), { categoryId, stock: 1 });
    const refused = await placeOrder(s, [{ product_id: p.id, quantity: 2 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OUT_OF_STOCK');
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.userId, s.user.id))).toEqual([]);
    // A later order's mail arrives alone: nothing of the refused one was waiting before it.
    const ok = await placeOrder(s, [{ product_id: p.id, quantity: 1 }]);
    expect(ok.statusCode).toBe(201);
    const [mail] = await expectMails(s.user.email, 1);
    expect(mail!.text).toContain(ok.json().data.order_number);
  });

  it('takes the order quickly with the mail server down, and delivers once it is back', async () => {
    const s = await shopper();
    const p = await makeProduct(db(), { categoryId, stock: 5 });
    const port = smtp.port;
    await smtp.close();
    try {
      const started = Date.now();
      const res = await placeOrder(s, [{ product_id: p.id, quantity: 1 }]);
      expect(res.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(2_000);
      const jobOf = async () =>
        (
          await db()
            .select()
            .from(outboxMessages)
            .where(and(eq(outboxMessages.userId, s.user.id), eq(outboxMessages.channel, 'email')))
        )[0];
      const failed = await waitFor(async () => {
        const job = await jobOf();
        return job?.status === 'failed' ? job : null;
      });
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      const restarted = await startTestSmtp(port);
      smtp = restarted;
    }
    const [mail] = await expectMails(s.user.email, 1);
    expect(mail!.text).toContain('AS-');
  });

  it('texts an SMS with the order number to a customer who chose SMS, and WhatsApp through the Cloud API', async () => {
    const s = await shopper('ar');
    const prefs = await s.client.request({
      method: 'PUT',
      url: '/api/profile/notifications',
      payload: { order_updates: ['sms', 'whatsapp'] },
    });
    expect(prefs.statusCode).toBe(200);
    expect((await s.client.get('/api/profile/notifications')).json().data.order_updates).toEqual([
      'sms',
      'whatsapp',
    ]);
    // The shipping phone is the customer's own, proved: the texts are not held to a stranger's number's budget,
    // which this file's other orders to the same test number have spent (decision 061).
    await db()
      .update(users)
      .set({ phone: '+9647701234567', phoneVerifiedAt: new Date() })
      .where(eq(users.id, s.user.id));
    const p = await makeProduct(db(), { categoryId, stock: 5 });
    const order = (await placeOrder(s, [{ product_id: p.id, quantity: 1 }])).json().data;
    await setStatus(order.id, 'processing');
    await setStatus(order.id, 'ready');
    await setStatus(order.id, 'out_for_delivery');
    const shipped = (text: unknown) => String(text).includes(`خرج طلبك ${order.order_number}`);
    const sms = await waitFor(() => gateway.received.find((r) => r.path === '/sms' && shipped(r.body.text)));
    expect(sms.body).toMatchObject({ to: '+9647701234567', channel: 'sms' });
    const wa = await waitFor(() =>
      gateway.received.find(
        (r) => r.path === '/wa/1234567890/messages' && shipped((r.body.text as { body: string }).body),
      ),
    );
    expect(wa.headers.authorization).toBe('Bearer test-token');
    expect(wa.body).toMatchObject({ messaging_product: 'whatsapp', to: '9647701234567', type: 'text' });
    expect(JSON.stringify(wa.body)).toContain(order.order_number);
    // This customer chose no e-mail.
    await sleep(300);
    expect(mailsTo(s.user.email)).toHaveLength(0);
  });

  it('moves registration codes through the outbox and forgets the code once sent', async () => {
    const email = `outbox-code-${Date.now()}@example.iq`;
    const since = smtp.mails.length;
    const res = await new TestClient(ctx.app).post(
      '/api/register/send-otp',
      { name: 'Ali', email, password: 'Secret@123', password_confirmation: 'Secret@123' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(200);
    const mail = await smtp.nextMailTo(email, since);
    const code = /^\s*(\d{6})\s*$/m.exec(mail.text)![1]!;
    const [job] = await waitFor(async () => {
      const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
      return rows[0]?.status === 'sent' ? rows : null;
    });
    expect(job!.sensitive).toBe(true);
    expect(JSON.stringify(job!.payload)).not.toContain(code);
    // Staff see that it went, never what it said.
    const list = await admin.get('/api/admin/notifications?channel=email&status=sent&per_page=100');
    const row = list.json().data.data.find((m: { id: number }) => m.id === job!.id);
    expect(row).toMatchObject({ template: 'code', status: 'sent', recipient: email });
    expect(JSON.stringify(row)).not.toContain(code);
  });
});

describe('a worker that dies mid-send', () => {
  it('loses nothing: its claimed job goes out once the lease ends', async () => {
    const email = `lease-${Date.now()}@example.iq`;
    // The state a crashed worker leaves: claimed (a try counted, a lease), never settled.
    const [row] = await db()
      .insert(outboxMessages)
      .values({
        channel: 'email',
        template: 'code',
        recipient: email,
        locale: 'en',
        payload: { purpose: 'registration', code: '246810' },
        attempts: 1,
        lockedBy: 'crashed-worker',
        lockedUntil: new Date(Date.now() + 400),
      })
      .returning();
    await sleep(200);
    expect(mailsTo(email)).toHaveLength(0);
    const mail = await smtp.nextMailTo(email);
    expect(mail.text).toMatch(/^246810$/m);
    const after = await waitFor(async () => {
      const [job] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
      return job?.status === 'sent' ? job : null;
    });
    expect(after).toMatchObject({ status: 'sent', attempts: 2, lockedBy: null });
  });
});

describe('back-office list and retry', () => {
  it('lists the newest first, filters by status and channel, and refuses to retry a sent message', async () => {
    const res = await admin.get('/api/admin/notifications?per_page=5');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.data.length).toBeGreaterThan(0);
    const ids = page.data.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const sms = (await admin.get('/api/admin/notifications?channel=sms&per_page=100')).json().data.data;
    expect(sms.every((m: { channel: string }) => m.channel === 'sms')).toBe(true);
    const sent = sms.find((m: { status: string }) => m.status === 'sent');
    const again = await admin.request({ method: 'POST', url: `/api/admin/notifications/${sent.id}/retry` });
    expect(again.statusCode).toBe(409);
    const bad = await admin.get('/api/admin/notifications?status=lost');
    expect(bad.statusCode).toBe(422);
  });

  it('marks a message dead after N failed tries, and the admin’s retry sends it', async () => {
    const port = await freePort();
    const other = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '50',
      OUTBOX_MAX_ATTEMPTS: '3',
    });
    let receiver: Awaited<ReturnType<typeof startTestSmtp>> | null = null;
    try {
      const odb = other.database.db;
      const user = await makeUser(odb);
      const cat = await makeCategory(odb);
      const p = await makeProduct(odb, { categoryId: cat.id, stock: 3 });
      const c = await new TestClient(other.app).signInAs(user.id);
      const placed = await c.post('/api/orders', {
        items: [{ product_id: p.id, quantity: 1 }],
        shipping_address: shippingAddress,
      });
      expect(placed.statusCode).toBe(201);
      const emailJob = () =>
        odb
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.userId, user.id), eq(outboxMessages.channel, 'email')));
      const dead = await waitFor(async () => {
        const [job] = await emailJob();
        return job?.status === 'dead' ? job : null;
      });
      expect(dead.attempts).toBe(3);
      expect(dead.lastError).toBeTruthy();

      receiver = await startTestSmtp(port);
      const boss = await new TestClient(other.app).signInAs((await makeUser(odb, { admin: true })).id);
      const listed = (await boss.get('/api/admin/notifications?status=dead')).json().data.data;
      expect(listed.map((m: { id: number }) => m.id)).toContain(dead.id);
      const retried = await boss.request({
        method: 'POST',
        url: `/api/admin/notifications/${dead.id}/retry`,
      });
      expect(retried.statusCode).toBe(200);
      await receiver.nextMailTo(user.email);
      const [sent] = await waitFor(async () => {
        const rows = await emailJob();
        return rows[0]?.status === 'sent' ? rows : null;
      });
      expect(sent!.attempts).toBe(1);
      expect(receiver.mails.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    } finally {
      await other.close();
      await receiver?.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('several instances on one PostgreSQL', () => {
  it('sends each job exactly once with two workers racing', async () => {
    const database = await createTestDatabase();
    const second = await openDatabase({ databaseUrl: database.url!, poolSize: 10 });
    const delivered: string[] = [];
    const byInstance = [0, 0];
    const countingMailer = (instance: number): Mailer => ({
      outbox: [],
      async send(mail: Mail) {
        // Slow enough that both workers have jobs in hand at the same time.
        await sleep(5);
        delivered.push(mail.to);
        byInstance[instance]!++;
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      CATALOG_CACHE_MS: '0',
      OUTBOX_POLL_MS: '20',
    });
    const apps = await Promise.all(
      [database, second].map((d, i) =>
        buildApp({ config, database: d, logger: false, mailer: countingMailer(i) }),
      ),
    );
    try {
      const user = await makeUser(database.db);
      const N = 200;
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < N; i++) {
          await enqueueMessage(tx, {
            channel: 'email',
            template: 'code',
            to: `race-${i}@example.iq`,
            locale: 'ar',
            payload: { purpose: 'registration', code: '123456' },
            userId: user.id,
          });
        }
      });
      await Promise.all(apps.map((a) => a.ready()));
      nudgeOutbox(database.db);
      nudgeOutbox(second.db);
      await waitFor(() => delivered.length >= N, 30_000);
      await sleep(500);
      expect(delivered).toHaveLength(N);
      expect(new Set(delivered).size).toBe(N);
      // Both instances sent a share: the test raced them rather than letting one do it all.
      expect(Math.min(...byInstance)).toBeGreaterThan(0);
      const rows = await database.db.select().from(outboxMessages);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      for (const a of apps) await a.close();
      await second.close();
      await database.close();
    }
  });
});

// ---------------------------------------------------------------- templates, in both languages

const SAMPLES_DIR = path.resolve(import.meta.dirname, '../../../docs/notifications-samples');

const shop: RenderContext['shop'] = DEMO_CONTACT;

const placedPayload: TemplatePayloads['order_placed'] = {
  order_id: 42,
  order_number: 'AS-000042',
  customer_name: 'زينب علي',
  lines: [
    { name_ar: 'فيتامين سي 1000', name_en: 'Vitamin C 1000', quantity: 2, unit_price: 12_500, total: 25_000 },
    { name_ar: 'كريم مرطب', name_en: 'Moisturising cream', quantity: 1, unit_price: 18_000, total: 18_000 },
  ],
  subtotal: 45_000,
  discount_total: 2_000,
  shipping: 5_000,
  points_value: 500,
  total: 47_500,
  payment_method: 'cash_on_delivery',
  address: {
    name: 'زينب علي',
    phone: '07701234567',
    governorate: 'baghdad',
    city: 'بغداد',
    district: 'الكرادة',
    address: 'شارع 62، دار 14',
    landmark: 'قرب ساحة الحرية',
  },
};

const samples: { name: string; render: (ctx: RenderContext) => ReturnType<typeof renderMessage> }[] = [
  { name: 'order-placed', render: (c) => renderMessage('order_placed', placedPayload, c) },
  ...(['processing', 'out_for_delivery', 'delivery_failed', 'delivered', 'cancelled'] as const).map(
    (status) => ({
      name: `order-${status}`,
      render: (c: RenderContext) =>
        renderMessage(
          'order_status',
          {
            order_id: 42,
            order_number: 'AS-000042',
            customer_name: 'زينب علي',
            status,
            total: 47_500,
            payment_method: 'cash_on_delivery',
            reason: null,
            cancelled_by: status === 'cancelled' ? 'customer' : null,
            failure_reason: status === 'delivery_failed' ? 'no_answer' : null,
          },
          c,
        ),
    }),
  ),
  {
    name: 'order-cancelled-by-pharmacy',
    render: (c: RenderContext) =>
      renderMessage(
        'order_status',
        {
          order_id: 42,
          order_number: 'AS-000042',
          customer_name: 'زينب علي',
          status: 'cancelled',
          total: 47_500,
          payment_method: 'cash_on_delivery',
          reason: null,
          cancelled_by: 'pharmacy',
        },
        c,
      ),
  },
  {
    name: 'points-credited',
    render: (c) =>
      renderMessage(
        'points_credited',
        {
          order_id: 42,
          order_number: 'AS-000042',
          customer_name: 'زينب علي',
          earned: 47,
          bonus: 50,
          balance: 310,
        },
        c,
      ),
  },
  {
    name: 'prescription-approved',
    render: (c) =>
      renderMessage(
        'prescription_approved',
        { order_id: 42, order_number: 'AS-000042', customer_name: 'زينب علي' },
        c,
      ),
  },
  ...REJECTION_REASONS.map((reason) => ({
    name: `prescription-rejected-${reason.replace(/_/g, '-')}`,
    render: (c: RenderContext) =>
      renderMessage(
        'prescription_rejected',
        {
          order_id: 42,
          order_number: 'AS-000042',
          customer_name: 'زينب علي',
          reason,
          note: reason === 'other' ? 'يرجى رفع صفحة الوصفة الثانية' : null,
        },
        c,
      ),
  })),
  ...RETURN_STATUSES.map((status) => ({
    name: `return-${status}`,
    render: (c: RenderContext) =>
      renderMessage(
        'return_status',
        {
          order_id: 42,
          order_number: 'AS-000042',
          rma_number: 'RMA-2026-000007',
          customer_name: 'زينب علي',
          status,
          note: status === 'rejected' ? 'العبوة مفتوحة' : null,
          refund_amount: status === 'refunded' ? 21_500 : null,
          refund_method: status === 'refunded' ? 'cash_to_courier' : null,
          replacement_order_number: status === 'replaced' ? 'AS-000051' : null,
        },
        c,
      ),
  })),
  ...(['registration', 'password_reset', 'email_change'] as const).map((purpose) => ({
    name: `code-${purpose.replace(/_/g, '-')}`,
    render: (c: RenderContext) => renderMessage('code', { purpose, code: '493817', name: 'زينب' }, c),
  })),
];

describe('templates', () => {
  for (const sample of samples) {
    for (const locale of ['ar', 'en'] as const) {
      it(`renders ${sample.name} in ${locale === 'ar' ? 'Arabic' : 'English'}`, () => {
        const out = sample.render({ locale, shop, publicUrl: 'https://shop.example.iq' });
        for (const part of [out.subject, out.text, out.html, out.short]) {
          expect(part.length).toBeGreaterThan(0);
          expect(part).not.toMatch(/undefined|null|\[object|NaN|\{\{/);
        }
        expect(out.html).toContain(`lang="${locale}"`);
        expect(out.html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
        if (locale === 'en') expect(out.html).not.toContain('dir="rtl"');
        expect(out.text).toContain(locale === 'ar' ? 'صيدلية الشفاء' : 'Al-Shifa Pharmacy');
        expect(out.text).toContain('care@alshifa.iq');
        // Arabic copy carries Arabic letters; English copy only the customer's and product's Arabic names.
        if (locale === 'ar') expect(out.subject).toMatch(/[\u0600-\u06FF]/);
        else expect(out.subject).not.toMatch(/[\u0600-\u06FF]/);
        if (sample.name.startsWith('code')) {
          expect(out.text).toMatch(/^493817$/m);
        } else {
          expect(out.text).toContain('AS-000042');
          expect(out.html).toContain('AS-000042');
          expect(out.short).toContain('AS-000042');
          if (!sample.name.startsWith('points')) {
            expect(out.text).toContain('https://shop.example.iq/orders?order=42');
          }
        }
        if (sample.name === 'order-placed' || sample.name === 'order-out_for_delivery') {
          expect(out.text).toContain(locale === 'ar' ? '47,500 د.ع' : 'IQD 47,500');
        }
        if (sample.name === 'order-cancelled') {
          expect(out.text).toContain(locale === 'ar' ? 'بناءً على طلبك' : 'at your request');
          expect(out.short).toContain(locale === 'ar' ? 'بناءً على طلبك' : 'at your request');
        }
        if (sample.name === 'order-cancelled-by-pharmacy') {
          expect(out.text).toContain(locale === 'ar' ? 'من قِبل الصيدلية' : 'by the pharmacy');
        }
        if (sample.name === 'order-delivery_failed') {
          const why = locale === 'ar' ? 'على الهاتف' : 'could not reach you by phone';
          expect(out.text).toContain(why);
          expect(out.short).toContain(why);
        }
        if (sample.name === 'order-placed') {
          expect(out.text).toContain(locale === 'ar' ? 'الكرادة' : 'Baghdad');
          expect(out.text).toContain(locale === 'ar' ? 'فيتامين سي 1000' : 'Vitamin C 1000');
        }
        if (sample.name.startsWith('return-')) {
          expect(out.text).toContain('RMA-2026-000007');
          expect(out.short).toContain('RMA-2026-000007');
        }
        if (sample.name === 'return-refunded') {
          expect(out.text).toContain(locale === 'ar' ? '21,500 د.ع' : 'IQD 21,500');
        }
        if (sample.name === 'return-rejected') expect(out.text).toContain('العبوة مفتوحة');
        if (sample.name === 'return-replaced') expect(out.text).toContain('AS-000051');
        if (sample.name === 'prescription-rejected-expired') {
          expect(out.text).toContain(
            locale === 'ar' ? 'الوصفة منتهية الصلاحية' : 'The prescription has expired',
          );
          expect(out.text).toContain('#prescription');
        }
        if (process.env.WRITE_NOTIFICATION_SAMPLES) {
          mkdirSync(SAMPLES_DIR, { recursive: true });
          writeFileSync(path.join(SAMPLES_DIR, `${sample.name}.${locale}.html`), out.html);
          writeFileSync(
            path.join(SAMPLES_DIR, `${sample.name}.${locale}.txt`),
            `${out.subject}\n\n${out.text}\n`,
          );
        }
      });
    }
  }
});
