import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptions } from '../src/db/schema.ts';
import { makeCategory, makeProduct, makeUser } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

/**
 * Issue 46, item 21: the pharmacist keeps the stock but could not see what runs low (the filter lived in the
 * products area, which is not theirs), and their dashboard did not say how many prescriptions wait.
 */
let ctx: TestContext;
let pharmacist: TestClient;
let staff: TestClient;
const ids: Record<string, number> = {};
const db = () => ctx.database.db;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  ctx = await createTestApp();
  pharmacist = await new TestClient(ctx.app).signInAs((await makeUser(db(), { role: 'pharmacist' })).id);
  staff = await new TestClient(ctx.app).signInAs((await makeUser(db(), { role: 'staff' })).id);
  const categoryId = (await makeCategory(db(), { slug: 'low-stock' })).id;
  const make = async (name: string, stock: number, extra: Record<string, unknown> = {}) => {
    ids[name] = (await makeProduct(db(), { categoryId, stock, nameEn: name, ...extra })).id;
  };
  await make('five-left', 5);
  await make('one-left', 1);
  await make('three-left', 3, { requiresPrescription: true });
  await make('plenty', 6);
  await make('sold-out', 0);
  await make('draft-low', 2, { status: 'draft' });
});
afterAll(() => ctx?.close());

type Row = { id: number; name: string; stock: number; requires_prescription: boolean };
const lowStock = async (client: TestClient, query = '') => {
  const res = await client.get(`/api/admin/inventory/low-stock${query}`, en);
  return { status: res.statusCode, body: res.json() };
};

describe('the low-stock view of whoever keeps the stock', () => {
  it('lists the pharmacist the products on sale with 1 to 5 left, fewest first', async () => {
    const { status, body } = await lowStock(pharmacist);
    expect(status).toBe(200);
    expect((body.data.data as Row[]).map((r) => [r.name, r.stock])).toEqual([
      ['one-left', 1],
      ['three-left', 3],
      ['five-left', 5],
    ]);
    expect(body.data.total).toBe(3);
    expect((body.data.data as Row[])[1]!.requires_prescription).toBe(true);
  });

  it('agrees with the dashboard card that counts them', async () => {
    const card = (await pharmacist.get('/api/admin/dashboard/stats', en)).json().data.stats.lowStockProducts;
    expect(card).toBe((await lowStock(pharmacist)).body.data.total);
  });

  it('lists what is sold out, pages, and refuses an unknown filter with a clear 422', async () => {
    const out = await lowStock(pharmacist, '?stock=out_of_stock');
    expect((out.body.data.data as Row[]).map((r) => r.id)).toEqual([ids['sold-out']]);
    const second = await lowStock(pharmacist, '?per_page=2&page=2');
    expect((second.body.data.data as Row[]).map((r) => r.name)).toEqual(['five-left']);
    const bad = await lowStock(pharmacist, '?stock=plenty');
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('VALIDATION');
  });

  it('is refused to staff, who do not keep the stock', async () => {
    expect((await lowStock(staff)).status).toBe(403);
  });
});

describe('the prescriptions waiting, on the pharmacist’s dashboard', () => {
  it('counts the queue and says since when its oldest has waited', async () => {
    const empty = await pharmacist.get('/api/admin/prescriptions/waiting', en);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual({ pending: 0, oldest_submitted_at: null });

    const customer = await makeUser(db());
    const [oldest] = await db()
      .insert(prescriptions)
      .values({ userId: customer.id, submittedAt: sql`now() - interval '3 hours'` })
      .returning();
    await db().insert(prescriptions).values({ userId: customer.id });
    await db().insert(prescriptions).values({ userId: customer.id, status: 'approved' });

    const res = (await pharmacist.get('/api/admin/prescriptions/waiting', en)).json().data;
    expect(res.pending).toBe(2);
    expect(res.oldest_submitted_at).toBe(oldest!.submittedAt.toISOString());
    // The same count as the queue itself.
    const queue = (await pharmacist.get('/api/admin/prescriptions?status=pending', en)).json().data;
    expect(queue.total).toBe(2);
    await db().update(prescriptions).set({ status: 'approved' }).where(eq(prescriptions.id, oldest!.id));
    expect((await pharmacist.get('/api/admin/prescriptions/waiting', en)).json().data.pending).toBe(1);
  });

  it('is not shown to staff, who never review prescriptions', async () => {
    expect((await staff.get('/api/admin/prescriptions/waiting', en)).statusCode).toBe(403);
  });
});
