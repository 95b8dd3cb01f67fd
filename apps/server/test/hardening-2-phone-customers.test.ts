import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptions, users } from '../src/db/schema.ts';
import { givePoints, makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

/**
 * Issue 46, item 16: phone sign-up is the default, so many customers have no e-mail. Every back-office list
 * and picker shows them and finds them by their number, however an Iraqi types it.
 */
let ctx: TestContext;
let admin: TestClient;
let phoneUserId: number;
let orderNumber: string;
let rmaNumber: string;

const db = () => ctx.database.db;
const en = { 'accept-language': 'en' };
/** The account's number, and the different one the order ships to. */
const ACCOUNT_PHONE = '07712345001';
const SHIPPING_PHONE = '07809876543';
const typings = [
  '0771 234 5001',
  '07712345001',
  '+964 771 234 5001',
  '+9647712345001',
  '7712345001',
  '٠٧٧١٢٣٤٥٠٠١',
];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await new TestClient(ctx.app).signInAs((await makeUser(db(), { admin: true })).id);
  const [phoneUser] = await db()
    .insert(users)
    .values({ name: 'حسين الهاتف', email: null, phone: ACCOUNT_PHONE, phoneVerifiedAt: new Date() })
    .returning();
  phoneUserId = phoneUser!.id;
  await givePoints(db(), phoneUserId, 40);
  const shopper = await new TestClient(ctx.app).signInAs(phoneUserId);
  const category = await makeCategory(db(), { slug: 'phone-customers' });
  const product = await makeProduct(db(), { categoryId: category.id, price: 12_000, stock: 10 });
  const { email: _none, ...address } = shippingAddress;
  const placed = await shopper.post('/api/orders', {
    items: [{ product_id: product.id, quantity: 1 }],
    shipping_address: { ...address, phone: SHIPPING_PHONE },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data as { id: number; order_number: string; items: { id: number }[] };
  orderNumber = order.order_number;
  for (const status of ['processing', 'ready', 'out_for_delivery', 'delivered']) {
    const moved = await admin.request({ method: 'PUT', url: `/api/orders/${order.id}`, payload: { status } });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const asked = await shopper.post(
    `/api/orders/${order.id}/returns`,
    { items: [{ order_item_id: order.items[0]!.id, quantity: 1 }], reason: 'damaged' },
    en,
  );
  expect(asked.statusCode, asked.body).toBe(201);
  rmaNumber = asked.json().data.rma_number;
  await db().insert(prescriptions).values({ userId: phoneUserId });
});

afterAll(() => ctx?.close());

const search = (path: string, term: string) =>
  admin.get(`${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(term)}`, en);

describe('the points back-office with a customer who has no e-mail', () => {
  it('lists the balances with the phone customer in them, not a server error', async () => {
    const res = await admin.get('/api/admin/points/users?sort=points&order=desc&page=1&per_page=20', en);
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().data.data as { id: number }[]).find((u) => u.id === phoneUserId);
    expect(row).toMatchObject({ name: 'حسين الهاتف', email: null, phone: ACCOUNT_PHONE, points: 52 }); // 40 given, 12 earned by the delivered order
  });

  it('opens the bonus picker (the first page, nothing typed) and finds the customer by number however typed', async () => {
    expect((await admin.get('/api/admin/points/users?page=1&per_page=20', en)).statusCode).toBe(200);
    for (const typed of typings) {
      const res = await search('/api/admin/points/users?page=1&per_page=20', typed);
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      expect(
        (res.json().data.data as { id: number }[]).map((u) => u.id),
        typed,
      ).toEqual([phoneUserId]);
    }
  });

  it('still finds customers by name, and a name search does not match numbers', async () => {
    const byName = await search('/api/admin/points/users', 'حسين');
    expect((byName.json().data.data as { id: number }[]).map((u) => u.id)).toEqual([phoneUserId]);
    const none = await search('/api/admin/points/users', '5555555');
    expect(none.json().data.data).toEqual([]);
  });

  it('awards bonus points to the phone customer', async () => {
    const res = await admin.post(
      '/api/points/award-bonus',
      { user_id: phoneUserId, points: 10, reason: 'شكراً' },
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    const history = await admin.get(`/api/admin/points/users/${phoneUserId}/history`, en);
    expect(history.statusCode, history.body).toBe(200);
  });
});

describe('the other back-office lists with a phone customer', () => {
  it('users: lists them and finds them by number however typed', async () => {
    const list = await admin.get('/api/admin/users?per_page=100', en);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      (list.json().data.data as { id: number; email: string | null }[]).find((u) => u.id === phoneUserId),
    ).toMatchObject({ email: null });
    for (const typed of typings) {
      const res = await search('/api/admin/users', typed);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        (res.json().data.data as { id: number }[]).map((u) => u.id),
        typed,
      ).toEqual([phoneUserId]);
    }
  });

  it('orders: lists the order and finds it by the account number or the shipping number', async () => {
    const list = await admin.get('/api/admin/orders', en);
    expect(list.statusCode, list.body).toBe(200);
    for (const typed of [...typings, '0780 987 6543', '+9647809876543']) {
      const res = await search('/api/admin/orders', typed);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        (res.json().data.data as { order_number: string }[]).map((o) => o.order_number),
        typed,
      ).toEqual([orderNumber]);
    }
  });

  it('returns: lists the return and finds it by the account number or the shipping number', async () => {
    const list = await admin.get('/api/admin/returns', en);
    expect(list.statusCode, list.body).toBe(200);
    for (const typed of [...typings, '07809876543']) {
      const res = await search('/api/admin/returns', typed);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        (res.json().data.data as { rma_number: string }[]).map((r) => r.rma_number),
        typed,
      ).toEqual([rmaNumber]);
    }
  });

  it('the prescriptions queue shows the phone customer with their number', async () => {
    const res = await admin.get('/api/admin/prescriptions?status=pending', en);
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().data.data as { customer: { id: number } }[]).find(
      (p) => p.customer.id === phoneUserId,
    );
    expect(row?.customer).toMatchObject({ email: null, phone: ACCOUNT_PHONE });
  });
});
