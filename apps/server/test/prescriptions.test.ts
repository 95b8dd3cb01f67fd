import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, prescriptions, products, roles, userRoles } from '../src/db/schema.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
let categoryId: number;
/** A pharmacist: the role's prescriptions.review opens the queue. */
let reviewer: TestClient;
let reviewerId: number;
let admin: TestClient;
let pharmacist: TestClient;
let staff: TestClient;

const db = () => ctx.database.db;

async function withRole(name: string, role: 'pharmacist' | 'staff') {
  const user = await makeUser(db(), { name });
  const [r] = await db().select().from(roles).where(eq(roles.name, role));
  await db().insert(userRoles).values({ userId: user.id, roleId: r!.id });
  return new TestClient(ctx.app).signInAs(user.id);
}

beforeAll(async () => {
  ctx = await createTestApp();
  categoryId = (await makeCategory(db(), { slug: 'rx' })).id;
  const r = await makeUser(db(), { role: 'pharmacist', name: 'الصيدلانية رنا' });
  reviewerId = r.id;
  reviewer = await new TestClient(ctx.app).signInAs(r.id);
  admin = await new TestClient(ctx.app).signInAs((await makeUser(db(), { admin: true, name: 'مدير' })).id);
  pharmacist = await withRole('صيدلاني', 'pharmacist');
  staff = await withRole('موظف', 'staff');
});

afterAll(() => ctx?.close());

const customer = async () => {
  const user = await makeUser(db());
  return { user, client: await new TestClient(ctx.app).signInAs(user.id) };
};

// ---------------------------------------------------------------- files to upload

type Part = { name: string; content: Buffer; type?: string };

/** A browser's form with several files under `files` and the given fields. */
function form(files: Part[], fields: Record<string, string> = {}) {
  const boundary = '----rxboundary';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (client: TestClient, files: Part[], fields: Record<string, string> = {}, lang = 'en') => {
  const { payload, headers } = form(files, fields);
  return client.request({
    method: 'POST',
    url: '/api/prescriptions',
    payload,
    headers: { ...headers, 'accept-language': lang },
  });
};

/** A phone photo: 60×30 pixels stored sideways (EXIF orientation 6), with the phone's name and GPS. */
const phonePhoto = () =>
  sharp({ create: { width: 60, height: 30, channels: 3, background: '#0f766e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 18/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '44/1 22/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A one-page PDF written by hand (its cross-reference table is not needed: readers rebuild it). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
);
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

const storedFiles = () => {
  try {
    return readdirSync(path.join(ctx.dataDir, 'private-files', 'prescriptions'));
  } catch {
    return [];
  }
};

/** Uploads one PNG for `client` and gives the new prescription's id. */
async function newPrescription(client: TestClient): Promise<number> {
  const res = await upload(client, [{ name: 'rx.png', content: await png() }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

// ---------------------------------------------------------------- orders

const order = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  shipping_address: shippingAddress,
  ...extra,
});
const stockOf = async (id: number) =>
  (await db().select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;
const rxProduct = (stock = 20) => makeProduct(db(), { categoryId, requiresPrescription: true, stock });
const setStatus = (client: TestClient, id: number, status: string, lang = 'en') =>
  client.request({
    method: 'PUT',
    url: `/api/admin/orders/${id}/status`,
    payload: { status },
    headers: { 'accept-language': lang },
  });
const approve = (id: number) => reviewer.post(`/api/admin/prescriptions/${id}/approve`);
const reject = (id: number, body: Record<string, unknown>) =>
  reviewer.post(`/api/admin/prescriptions/${id}/reject`, body);

/** A customer with an order for a prescription medicine, waiting for review. */
async function waitingOrder(quantity = 1) {
  const { user, client } = await customer();
  const product = await rxProduct();
  const prescriptionId = await newPrescription(client);
  const res = await client.post(
    '/api/orders',
    order([{ product_id: product.id, quantity }], { prescription_id: prescriptionId }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { user, client, product, prescriptionId, order: res.json().data };
}

describe('an order with a prescription', () => {
  it('is answered exactly as reading it back shows it, the prescription waiting for review', async () => {
    const { client, prescriptionId, order: answered } = await waitingOrder(2);
    expect(answered).toMatchObject({
      prescription_status: 'pending_review',
      prescription: { id: prescriptionId },
    });
    expect(answered).toEqual((await client.get(`/api/orders/${answered.id}`)).json().data);
  });
});

// ---------------------------------------------------------------- uploading

describe('uploading a prescription', () => {
  it('re-encodes a phone photo upright, without its EXIF or GPS, and keeps a PDF as it came', async () => {
    const { client } = await customer();
    const before = storedFiles();
    const res = await upload(
      client,
      [
        { name: 'IMG_0001.jpg', content: await phonePhoto(), type: 'image/jpeg' },
        { name: 'scan.pdf', content: pdf, type: 'application/pdf' },
      ],
      { note: '  الوصفة من د. علي  ' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'pending' } });
    const id = res.json().data.id;
    expect(storedFiles()).toHaveLength(before.length + 2);

    const photo = await client.get(`/api/prescriptions/${id}/files/1`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned upright before the orientation tag was dropped.
    expect([meta.width, meta.height]).toEqual([30, 60]);
    expect(photo.rawPayload.includes('PhoneCo')).toBe(false);

    const scan = await client.get(`/api/prescriptions/${id}/files/2`);
    expect(scan.statusCode).toBe(200);
    expect(scan.headers['content-type']).toBe('application/pdf');
    // Kept rewritten to its pages (decision 066), not as it came.
    expect(scan.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const view = (await client.get(`/api/prescriptions/${id}`)).json().data;
    expect(view).toMatchObject({
      id,
      status: 'pending',
      note: 'الوصفة من د. علي',
      rejection: null,
      orders: [],
      can_delete: true,
      reviewed_at: null,
    });
    expect(view.files).toEqual([
      expect.objectContaining({
        n: 1,
        kind: 'image',
        mime_type: 'image/jpeg',
        url: `/api/prescriptions/${id}/files/1`,
      }),
      expect.objectContaining({
        n: 2,
        kind: 'pdf',
        mime_type: 'application/pdf',
        size: scan.rawPayload.length,
      }),
    ]);
  });

  it('stores files under generated names outside the public uploads folder', async () => {
    const { client } = await customer();
    const before = new Set(storedFiles());
    await upload(client, [{ name: '../../evil.jpg', content: await phonePhoto() }]);
    const added = storedFiles().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const served = readdirSync(path.join(ctx.dataDir, 'uploads'), { recursive: true }).map(String);
    expect(served.some((f) => f.endsWith(added[0]!))).toBe(false);
  });

  it('refuses six files, an empty form, an empty file, a file over 10 MB and a file that is no photo or PDF', async () => {
    const { client } = await customer();
    const before = storedFiles();
    const image = await png();
    const six = await upload(
      client,
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, content: image })),
    );
    expect(six.statusCode).toBe(422);
    expect(six.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { files: ['You can upload at most 5 files'] },
    });

    const none = await upload(client, [], { note: 'x' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.files).toEqual(['Please add a photo or PDF of your prescription']);

    const empty = await upload(client, [{ name: 'a.jpg', content: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(422);

    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(client, [{ name: 'big.jpg', content: big }], {}, 'ar');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: { files: ['حجم الملف أكبر من 10 ميغابايت'] },
    });

    const exe = await upload(client, [
      { name: 'rx.pdf', content: Buffer.from('MZ\x90\x00 not a prescription') },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      errors: { files: ['Only photos (JPEG, PNG, WebP) and PDF files are accepted'] },
    });

    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect((await upload(client, [{ name: 'IMG_1.HEIC', content: heic }])).statusCode).toBe(415);

    // A good first file does not carry a bad second one in.
    const mixed = await upload(client, [
      { name: 'ok.png', content: image },
      { name: 'cut.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj') },
    ]);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toMatchObject({
      errors: { files: ['The PDF file is damaged or incomplete'] },
      data: { file: 2 },
    });

    const json = await client.post('/api/prescriptions', { files: [] });
    expect(json.statusCode).toBe(415);

    expect(storedFiles()).toEqual(before);
    expect((await client.get('/api/prescriptions')).json().data.total).toBe(0);
  });

  it('limits uploads per customer, not per address', async () => {
    const { client } = await customer();
    for (let i = 0; i < 20; i++) await client.post('/api/prescriptions', {});
    const limited = await client.post('/api/prescriptions', {});
    expect(limited.statusCode).toBe(429);
    // Another customer on the same carrier address is not held back.
    const neighbour = await new TestClient(ctx.app).signInAs((await makeUser(db())).id);
    const res = await neighbour.request({
      method: 'POST',
      url: '/api/prescriptions',
      payload: {},
      remoteAddress: client.ip,
    });
    expect(res.statusCode).toBe(415);
  });

  it('needs a signed-in customer', async () => {
    const guest = new TestClient(ctx.app);
    expect((await upload(guest, [{ name: 'a.png', content: await png() }])).statusCode).toBe(401);
    expect((await guest.get('/api/prescriptions')).statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------- reading and deleting

describe('reading a prescription', () => {
  it('lists only the customer’s own, newest first', async () => {
    const { client } = await customer();
    const first = await newPrescription(client);
    const second = await newPrescription(client);
    await newPrescription((await customer()).client);
    const page = (await client.get('/api/prescriptions')).json().data;
    expect(page.data.map((p: { id: number }) => p.id)).toEqual([second, first]);
    expect(page.total).toBe(2);
  });

  it('serves a file to its owner, a pharmacist and an admin, privately, and logs every access', async () => {
    const { user, client } = await customer();
    const id = await newPrescription(client);
    const url = `/api/prescriptions/${id}/files/1`;

    const own = await client.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-type': 'image/png',
    });
    expect(String(own.headers['content-disposition'])).toMatch(/^inline/);

    expect((await pharmacist.get(url)).statusCode).toBe(200);
    expect((await admin.get(url)).statusCode).toBe(200);
    expect((await staff.get(url)).statusCode).toBe(404);
    expect((await (await customer()).client.get(url)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get(url)).statusCode).toBe(401);
    expect((await client.get(`/api/prescriptions/${id}/files/2`)).statusCode).toBe(404);
    expect((await client.get(`/api/prescriptions/${id}/files/6`)).statusCode).toBe(422);
    // Nothing under a public address.
    const stored = storedFiles()[0]!;
    expect((await client.get(`/uploads/prescriptions/${stored}`)).statusCode).toBe(404);
    expect((await client.get(`/private-files/prescriptions/${stored}`)).statusCode).toBe(404);

    const log = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'prescription'), eq(auditLog.entityId, String(id))));
    expect(log.map((l) => [l.action, l.actorId, l.after])).toEqual([
      ['file_access', user.id, { n: 1 }],
      ['file_access', expect.any(Number), { n: 1 }],
      ['file_access', expect.any(Number), { n: 1 }],
    ]);
  });

  it('answers 404 for another customer’s prescription', async () => {
    const { client } = await customer();
    const id = await newPrescription(client);
    const other = (await customer()).client;
    expect((await other.get(`/api/prescriptions/${id}`)).statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url: `/api/prescriptions/${id}` })).statusCode).toBe(404);
    expect((await client.get(`/api/prescriptions/${id}`)).statusCode).toBe(200);
  });

  it('deletes one no order uses, with its files, and refuses one an order uses', async () => {
    const { client } = await customer();
    const before = storedFiles().length;
    const loose = await newPrescription(client);
    expect(storedFiles()).toHaveLength(before + 1);
    const del = await client.request({ method: 'DELETE', url: `/api/prescriptions/${loose}` });
    expect(del.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(before);
    expect((await client.get(`/api/prescriptions/${loose}`)).statusCode).toBe(404);

    const { client: buyer, prescriptionId, order: placed } = await waitingOrder();
    const view = (await buyer.get(`/api/prescriptions/${prescriptionId}`)).json().data;
    expect(view).toMatchObject({
      can_delete: false,
      orders: [{ id: placed.id, order_number: placed.order_number }],
    });
    const refused = await buyer.request({ method: 'DELETE', url: `/api/prescriptions/${prescriptionId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_USE');
    expect((await buyer.get(`/api/prescriptions/${prescriptionId}/files/1`)).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- ordering with a prescription

describe('ordering a prescription medicine', () => {
  it('is refused without a prescription, in the shopper’s language', async () => {
    const { client } = await customer();
    const product = await rxProduct(5);
    const res = await client.post('/api/orders?lang=ar', order([{ product_id: product.id, quantity: 1 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PRESCRIPTION_REQUIRED',
      errors: { prescription_id: ['يرجى رفع وصفتك الطبية أو اختيار وصفة رفعتها سابقاً'] },
    });
    expect(await stockOf(product.id)).toBe(5);
  });

  it('waits for review with the prescription it names', async () => {
    const { client, prescriptionId, order: placed } = await waitingOrder();
    expect(placed).toMatchObject({
      requires_prescription: true,
      prescription_status: 'pending_review',
      prescription: { id: prescriptionId, status: 'pending', rejection: null },
    });
    expect((await client.get(`/api/orders/${placed.id}`)).json().data.prescription_status).toBe(
      'pending_review',
    );
  });

  it('refuses another customer’s prescription, a rejected one, and one on an order that needs none', async () => {
    const { client } = await customer();
    const product = await rxProduct();
    const otc = await makeProduct(db(), { categoryId });
    const foreign = await newPrescription((await customer()).client);
    const mine = await newPrescription(client);
    const line = [{ product_id: product.id, quantity: 1 }];

    const en = { 'accept-language': 'en' };
    const other = await client.post('/api/orders', order(line, { prescription_id: foreign }), en);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { prescription_id: ['Prescription not found'] },
    });

    await reject(mine, { reason: 'expired' });
    const rejected = await client.post('/api/orders', order(line, { prescription_id: mine }), en);
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().errors.prescription_id).toEqual([
      'This prescription was turned down. Please upload a new one',
    ]);

    const fresh = await newPrescription(client);
    const needless = await client.post(
      '/api/orders',
      order([{ product_id: otc.id, quantity: 1 }], { prescription_id: fresh }),
    );
    expect(needless.statusCode).toBe(422);
    expect(needless.json().errors).toHaveProperty('prescription_id');

    const plain = await client.post('/api/orders', order([{ product_id: otc.id, quantity: 1 }]));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data).toMatchObject({ prescription_status: null, prescription: null });
  });

  it('cannot be processed before a pharmacist approves; cancelling stays possible', async () => {
    const { order: placed } = await waitingOrder();
    const res = await setStatus(admin, placed.id, 'processing', 'ar');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PRESCRIPTION_NOT_APPROVED',
      message: 'يجب أن يوافق الصيدلاني على الوصفة الطبية قبل تجهيز هذا الطلب',
    });
    const english = await admin.request({
      method: 'PUT',
      url: `/api/orders/${placed.id}`,
      payload: { status: 'processing' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(
      'A pharmacist must approve the prescription before this order can be processed',
    );
    expect((await setStatus(admin, placed.id, 'cancelled')).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- the pharmacist's review

describe('the pharmacist’s review', () => {
  it('rejects, the customer sees why, attaches a new one that queues again, and approval lets the order go on', async () => {
    const { client, prescriptionId, order: placed } = await waitingOrder();

    const queued = (await reviewer.get('/api/admin/prescriptions')).json().data;
    const entry = queued.data.find((p: { id: number }) => p.id === prescriptionId);
    expect(entry).toMatchObject({
      status: 'pending',
      customer: { name: expect.any(String) },
      orders: [
        {
          id: placed.id,
          prescription_status: 'pending_review',
          items: [{ requires_prescription: true, quantity: 1 }],
        },
      ],
      reviewed_by: null,
    });

    const turnedDown = await reject(prescriptionId, { reason: 'unreadable' });
    expect(turnedDown.statusCode, turnedDown.body).toBe(200);
    expect(turnedDown.json().data).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'unreadable', note: null },
      reviewed_by: 'الصيدلانية رنا',
    });
    // Decided once: a second decision is a conflict.
    expect((await approve(prescriptionId)).statusCode).toBe(409);

    const seen = (await client.get(`/api/orders/${placed.id}`, { 'accept-language': 'ar' })).json().data;
    expect(seen).toMatchObject({
      status: 'pending',
      prescription_status: 'rejected',
      prescription: {
        id: prescriptionId,
        status: 'rejected',
        rejection: { reason: 'unreadable', note: null },
      },
    });
    expect(JSON.stringify(seen)).not.toContain('الصيدلانية رنا');
    const mine = (await client.get(`/api/prescriptions/${prescriptionId}`)).json().data;
    expect(mine).toMatchObject({ status: 'rejected', rejection: { reason: 'unreadable' } });
    expect(mine).not.toHaveProperty('reviewed_by');

    // A newer prescription waiting before this one's resubmission goes first: the queue is oldest first.
    const { prescriptionId: earlier } = await waitingOrder();
    const second = await newPrescription(client);
    const attached = await client.post(`/api/orders/${placed.id}/prescription`, { prescription_id: second });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data).toMatchObject({
      prescription_status: 'pending_review',
      prescription: { id: second, status: 'pending', rejection: null },
    });
    const queue = (await reviewer.get('/api/admin/prescriptions?status=pending'))
      .json()
      .data.data.map((p: { id: number }) => p.id);
    expect(queue.indexOf(earlier)).toBeLessThan(queue.indexOf(second));
    expect(queue).not.toContain(prescriptionId);
    const rejectedList = (await reviewer.get('/api/admin/prescriptions?status=rejected')).json().data.data;
    expect(rejectedList.map((p: { id: number }) => p.id)).toContain(prescriptionId);

    const approved = await approve(second);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', reviewed_by: 'الصيدلانية رنا' });
    expect((await setStatus(admin, placed.id, 'processing')).statusCode).toBe(200);
    const ready = await setStatus(admin, placed.id, 'ready');
    expect(ready.statusCode).toBe(200);

    // The back-office history names the pharmacist on each prescription step; the shopper's never does.
    const steps = ready.json().data.status_history;
    expect(
      steps.map((s: { from: string | null; to: string; event: string | null }) => [s.from, s.to, s.event]),
    ).toEqual([
      [null, 'pending', null],
      ['pending', 'pending', 'prescription_rejected'],
      ['pending', 'pending', 'prescription_attached'],
      ['pending', 'pending', 'prescription_approved'],
      ['pending', 'processing', null],
      ['processing', 'ready', null],
    ]);
    expect(steps[1].by).toBe('الصيدلانية رنا');
    expect(steps[3].by).toBe('الصيدلانية رنا');
    const shopper = (await client.get(`/api/orders/${placed.id}`)).json().data;
    expect(shopper.status_history.map((s: { event: string | null }) => s.event)).toContain(
      'prescription_approved',
    );
    expect(shopper.status_history.every((s: object) => !('by' in s))).toBe(true);

    const log = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(placed.id)));
    expect(
      log
        .filter((l) => l.entity === 'order' && l.action.startsWith('prescription_'))
        .map((l) => [l.action, l.actorId]),
    ).toEqual([
      ['prescription_rejected', reviewerId],
      ['prescription_approved', reviewerId],
    ]);
    const decisions = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'prescription'), eq(auditLog.entityId, String(second))));
    expect(decisions.map((d) => [d.action, d.actorId])).toEqual([['approve', reviewerId]]);
  });

  it('sends an approved prescription reused for a new order back to the queue', async () => {
    const { client, prescriptionId, product } = await waitingOrder();
    expect((await approve(prescriptionId)).statusCode).toBe(200);
    const again = await client.post(
      '/api/orders',
      order([{ product_id: product.id, quantity: 2 }], { prescription_id: prescriptionId }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({
      prescription_status: 'pending_review',
      prescription: { status: 'pending' },
    });
    const [row] = await db().select().from(prescriptions).where(eq(prescriptions.id, prescriptionId));
    expect(row).toMatchObject({ status: 'pending', reviewedBy: null });
    const list = (await client.get('/api/orders')).json().data.data;
    // The first order keeps its approval; only the new one waits.
    expect(list.map((o: { prescription_status: string }) => o.prescription_status)).toEqual([
      'pending_review',
      'approved',
    ]);
  });

  it('needs a reason, and a note for "other"', async () => {
    const { prescriptionId } = await waitingOrder();
    expect((await reject(prescriptionId, {})).statusCode).toBe(422);
    expect((await reject(prescriptionId, { reason: 'lost' })).statusCode).toBe(422);
    const other = await reviewer.request({
      method: 'POST',
      url: `/api/admin/prescriptions/${prescriptionId}/reject`,
      payload: { reason: 'other' },
      headers: { 'accept-language': 'ar' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.note).toEqual(['يرجى توضيح سبب رفض الوصفة']);
    const done = await reject(prescriptionId, { reason: 'other', note: 'اسم المريض غير واضح' });
    expect(done.json().data.rejection).toEqual({ reason: 'other', note: 'اسم المريض غير واضح' });
  });

  it('lets one of two pharmacists approving at once win; the other gets 409', async () => {
    const { prescriptionId } = await waitingOrder();
    const answers = await Promise.all([approve(prescriptionId), approve(prescriptionId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('CONFLICT');
  });

  it('is closed to customers and answers 404 for a prescription that does not exist', async () => {
    const { client, prescriptionId } = await waitingOrder();
    expect((await client.get('/api/admin/prescriptions')).statusCode).toBe(403);
    expect((await client.post(`/api/admin/prescriptions/${prescriptionId}/approve`)).statusCode).toBe(403);
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await reviewer.get('/api/admin/prescriptions/999999')).statusCode).toBe(404);
  });

  it('after a rejection, cancelling the order gives its stock back', async () => {
    const { client, product, prescriptionId, order: placed } = await waitingOrder(3);
    expect(await stockOf(product.id)).toBe(17);
    await reject(prescriptionId, { reason: 'wrong_patient' });
    const cancelled = await client.post(`/api/orders/${placed.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', prescription_status: 'rejected' });
    expect(await stockOf(product.id)).toBe(20);
    // A cancelled order takes no new prescription.
    const late = await client.post(`/api/orders/${placed.id}/prescription`, {
      prescription_id: await newPrescription(client),
    });
    expect(late.statusCode).toBe(409);
  });

  it('attaches only the customer’s own prescription to the customer’s own order', async () => {
    const { client, prescriptionId, order: placed } = await waitingOrder();
    await reject(prescriptionId, { reason: 'unreadable' });
    const stranger = (await customer()).client;
    const theirs = await newPrescription(stranger);
    expect(
      (await stranger.post(`/api/orders/${placed.id}/prescription`, { prescription_id: theirs })).statusCode,
    ).toBe(404);
    const wrong = await client.post(`/api/orders/${placed.id}/prescription`, { prescription_id: theirs });
    expect(wrong.statusCode).toBe(422);
    const same = await client.post(`/api/orders/${placed.id}/prescription`, {
      prescription_id: prescriptionId,
    });
    expect(same.statusCode).toBe(422);
  });
});

describe('what is kept on disk', () => {
  it('keeps no copy of the original photo', async () => {
    const { client } = await customer();
    const before = new Set(storedFiles());
    await upload(client, [{ name: 'IMG.jpg', content: await phonePhoto() }]);
    const [added] = storedFiles().filter((f) => !before.has(f));
    const kept = readFileSync(path.join(ctx.dataDir, 'private-files', 'prescriptions', added!));
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
    expect(kept.includes('PhoneCo')).toBe(false);
  });
});
