import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_CONTACT } from '@shop/shared/settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, prescriptions } from '../src/db/schema.ts';
import { renderMessage, type TemplatePayloads } from '../src/modules/notifications/templates/index.ts';
import type { RenderContext } from '../src/modules/notifications/templates/layout.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

/**
 * Issue 46, item 18: the confirmation of an order holding a prescription medicine said it would be prepared
 * soon, though nothing is prepared before the pharmacist approves the prescription.
 */
const SAMPLES_DIR = path.resolve(import.meta.dirname, '../../../docs/notifications-samples');
const context = (locale: 'ar' | 'en'): RenderContext => ({
  locale,
  shop: DEMO_CONTACT,
  publicUrl: 'https://shop.example.iq',
});

const payload = (awaits: boolean): TemplatePayloads['order_placed'] => ({
  order_id: 42,
  order_number: 'AS-000042',
  customer_name: 'زينب علي',
  lines: [
    { name_ar: 'أموكسيسيلين 500', name_en: 'Amoxicillin 500', quantity: 1, unit_price: 6_000, total: 6_000 },
  ],
  subtotal: 6_000,
  discount_total: 0,
  shipping: 5_000,
  points_value: 0,
  total: 11_000,
  payment_method: 'cash_on_delivery',
  awaits_prescription: awaits,
  address: {
    name: 'زينب علي',
    phone: '07701234567',
    governorate: 'baghdad',
    city: 'بغداد',
    district: 'الكرادة',
    address: 'شارع 62، دار 14',
    landmark: null,
  },
});

describe('the order-placed message of a prescription order', () => {
  it('says in Arabic that the pharmacist checks the prescription first, and what follows', () => {
    const out = renderMessage('order_placed', payload(true), context('ar'));
    for (const part of [out.text, out.html]) {
      expect(part).not.toContain('قريباً');
      expect(part).toContain('سيراجع الصيدلاني وصفتك أولاً، ولن نبدأ بتجهيز الطلب قبل موافقته');
      expect(part).toContain('إن وافق على الوصفة جهّزنا طلبك');
      expect(part).toContain('لترفع وصفة جديدة من صفحة الطلب');
    }
    expect(out.short).toContain('سيراجع الصيدلاني وصفتك قبل تجهيزه');
    if (process.env.WRITE_NOTIFICATION_SAMPLES) writeSample('ar', out);
  });

  it('says the same in English', () => {
    const out = renderMessage('order_placed', payload(true), context('en'));
    for (const part of [out.text, out.html]) {
      expect(part).not.toMatch(/preparing it soon/);
      expect(part).toContain(
        'our pharmacist will check your prescription first; we start preparing the order only once they approve it',
      );
      expect(part).toContain('you can upload a new prescription from the order page');
    }
    expect(out.short).toContain('Our pharmacist will check your prescription before we prepare it');
    if (process.env.WRITE_NOTIFICATION_SAMPLES) writeSample('en', out);
  });

  it('an ordinary order, and a message queued before the field existed, still read as before', () => {
    const { awaits_prescription: _gone, ...old } = payload(false);
    for (const p of [payload(false), old]) {
      expect(renderMessage('order_placed', p, context('en')).text).toContain(
        'We received your order AS-000042 and will start preparing it soon.',
      );
      expect(renderMessage('order_placed', p, context('ar')).text).not.toContain('الصيدلاني');
    }
  });
});

function writeSample(locale: 'ar' | 'en', out: ReturnType<typeof renderMessage>) {
  mkdirSync(SAMPLES_DIR, { recursive: true });
  writeFileSync(path.join(SAMPLES_DIR, `order-placed-prescription.${locale}.html`), out.html);
  writeFileSync(
    path.join(SAMPLES_DIR, `order-placed-prescription.${locale}.txt`),
    `${out.subject}\n\n${out.text}\n`,
  );
}

describe('placing a prescription order', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('queues the confirmation that waits for the pharmacist; an ordinary order the usual one', async () => {
    const db = ctx.database.db;
    const user = await makeUser(db);
    const client = await new TestClient(ctx.app).signInAs(user.id);
    const categoryId = (await makeCategory(db, { slug: 'rx-copy' })).id;
    const rx = await makeProduct(db, { categoryId, requiresPrescription: true, stock: 5 });
    const otc = await makeProduct(db, { categoryId, stock: 5 });
    const [prescription] = await db.insert(prescriptions).values({ userId: user.id }).returning();
    const placed = await client.post(
      '/api/orders',
      {
        items: [{ product_id: rx.id, quantity: 1 }],
        shipping_address: shippingAddress,
        prescription_id: prescription!.id,
      },
      { 'accept-language': 'en' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const plain = await client.post(
      '/api/orders',
      { items: [{ product_id: otc.id, quantity: 1 }], shipping_address: shippingAddress },
      { 'accept-language': 'en' },
    );
    expect(plain.statusCode, plain.body).toBe(201);
    const queued = async (orderId: number) => {
      const [row] = await db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.orderId, orderId),
            eq(outboxMessages.template, 'order_placed'),
            eq(outboxMessages.channel, 'email'),
          ),
        );
      return row!.payload as TemplatePayloads['order_placed'];
    };
    const rxPayload = await queued(placed.json().data.id);
    expect(rxPayload.awaits_prescription).toBe(true);
    expect(renderMessage('order_placed', rxPayload, context('en')).text).toContain(
      'our pharmacist will check your prescription first',
    );
    expect((await queued(plain.json().data.id)).awaits_prescription).toBe(false);
  });
});
