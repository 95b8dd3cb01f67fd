import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeDiscount, makeProduct } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const parent = await makeCategory(db, { slug: 'offers-parent' });
  const child = await makeCategory(db, { slug: 'offers-child', parentId: parent.id });
  const plain = await makeCategory(db, { slug: 'offers-plain' });
  const make = async (name: string, categoryId: number, price: number, salesCount = 0) => {
    ids[name] = (await makeProduct(db, { categoryId, price, nameEn: name, salesCount })).id;
  };
  // Fifteen products in a category 10 % off through its parent: more than a page, so a sort within the
  // loaded page would show.
  for (let i = 0; i < 15; i++) await make(`tenth-${i}`, child.id, 10_000 + i * 100, i);
  await make('half', plain.id, 8_000, 3);
  await make('fixed-30', plain.id, 10_000, 50); // 3,000 off: 30 %
  await make('fixed-vs-tenth', child.id, 4_000, 1); // its own 2,000 off (50 %) beats its category's 10 %
  await make('not-on-offer', plain.id, 5_000, 999);
  await makeDiscount(db, { type: 'percentage', value: 10, categoryIds: [parent.id] });
  await makeDiscount(db, { type: 'percentage', value: 50, productIds: [ids.half!] });
  await makeDiscount(db, { type: 'fixed', value: 3_000, productIds: [ids['fixed-30']!] });
  await makeDiscount(db, { type: 'fixed', value: 2_000, productIds: [ids['fixed-vs-tenth']!] });
});

afterAll(() => ctx?.close());

const page = async (query: string) =>
  (await ctx.app.inject({ url: `/api/products/discounts?lang=en&${query}` })).json().data.data as {
    data: { id: number; discount_percentage: number; sales_count: number }[];
    total: number;
  };

describe('the offers, sorted on the server across every offer', () => {
  it('sorts by the best saving first, page after page, by the same rule as the prices shown', async () => {
    const first = await page('sort=discount&order=desc&limit=3&page=1');
    expect(first.total).toBe(18);
    const all = [
      first,
      ...(await Promise.all([2, 3, 4, 5, 6].map((n) => page(`sort=discount&order=desc&limit=3&page=${n}`)))),
    ].flatMap((p) => p.data);
    expect(all).toHaveLength(18);
    expect(all.slice(0, 3).map((p) => p.id)).toEqual(
      expect.arrayContaining([ids.half, ids['fixed-vs-tenth']]),
    );
    expect(all[2]!.id).toBe(ids['fixed-30']);
    const shares = all.map((p) => p.discount_percentage);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(all.map((p) => p.id)).not.toContain(ids['not-on-offer']);
  });

  it('sorts by popularity across every offer', async () => {
    const all = (await page('sort=sales&order=desc&limit=18')).data;
    expect(all[0]!.id).toBe(ids['fixed-30']);
    const sold = all.map((p) => p.sales_count);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it('refuses an unknown sort with a clear 422', async () => {
    const res = await ctx.app.inject({ url: '/api/products/discounts?sort=cheapest' });
    expect(res.statusCode).toBe(422);
  });
});
