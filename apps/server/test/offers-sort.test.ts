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
  // Issue 46, item 17: a struck-through 3,600 that sells at 3,240 comes before a 3,575 paid in full, and a
  // shelf price of 3,700 that sells at 3,515 comes before both.
  const shelf = await makeCategory(db, { slug: 'offers-shelf' });
  await make('shelf-3600', shelf.id, 3_600);
  await make('shelf-3700', shelf.id, 3_700);
  await make('shelf-3575', shelf.id, 3_575);
  await makeDiscount(db, { type: 'percentage', value: 10, categoryIds: [parent.id] });
  await makeDiscount(db, { type: 'percentage', value: 50, productIds: [ids.half!] });
  await makeDiscount(db, { type: 'fixed', value: 3_000, productIds: [ids['fixed-30']!] });
  await makeDiscount(db, { type: 'fixed', value: 2_000, productIds: [ids['fixed-vs-tenth']!] });
  await makeDiscount(db, { type: 'percentage', value: 10, productIds: [ids['shelf-3600']!] });
  await makeDiscount(db, { type: 'fixed', value: 185, productIds: [ids['shelf-3700']!] });
});

afterAll(() => ctx?.close());

interface Card {
  id: number;
  discount_percentage: number;
  sales_count: number;
  discounted_price: number;
  original_price: number;
}
const list = async (path: string, query: string) =>
  (await ctx.app.inject({ url: `${path}?lang=en&${query}` })).json().data.data as {
    data: Card[];
    total: number;
  };
const page = (query: string) => list('/api/products/discounts', query);

describe('the offers, sorted on the server across every offer', () => {
  it('sorts by the best saving first, page after page, by the same rule as the prices shown', async () => {
    const first = await page('sort=discount&order=desc&limit=3&page=1');
    expect(first.total).toBe(20);
    const all = [
      first,
      ...(await Promise.all(
        [2, 3, 4, 5, 6, 7].map((n) => page(`sort=discount&order=desc&limit=3&page=${n}`)),
      )),
    ].flatMap((p) => p.data);
    expect(all).toHaveLength(20);
    expect(all.slice(0, 3).map((p) => p.id)).toEqual(
      expect.arrayContaining([ids.half, ids['fixed-vs-tenth']]),
    );
    expect(all[2]!.id).toBe(ids['fixed-30']);
    const shares = all.map((p) => p.discount_percentage);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(all.map((p) => p.id)).not.toContain(ids['not-on-offer']);
  });

  it('sorts by popularity across every offer', async () => {
    const all = (await page('sort=sales&order=desc&limit=20')).data;
    expect(all[0]!.id).toBe(ids['fixed-30']);
    const sold = all.map((p) => p.sales_count);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it('sorts by the price paid, not the struck-through one, both ways and page after page', async () => {
    const pages = async (order: string) => {
      const cards: Card[] = [];
      for (let n = 1; n <= 7; n++)
        cards.push(...(await page(`sort=price&order=${order}&limit=3&page=${n}`)).data);
      return cards;
    };
    const asc = await pages('asc');
    expect(asc).toHaveLength(20);
    const paid = asc.map((p) => p.discounted_price);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    // 2,000 (4,000 less 2,000), then 3,240 (3,600 less 10 %), 3,515 (3,700 less 185), 4,000 (8,000 less half).
    expect(asc.slice(0, 4).map((p) => p.discounted_price)).toEqual([2_000, 3_240, 3_515, 4_000]);
    const desc = (await pages('desc')).map((p) => p.discounted_price);
    expect(desc).toEqual([...paid].reverse());
  });

  it('a category page sorted by price puts a product on offer where its paid price belongs', async () => {
    const res = await ctx.app.inject({
      url: '/api/products?lang=en&category=offers-shelf&sort=price&order=asc',
    });
    const cards = res.json().data.data as Card[];
    expect(cards.map((p) => [p.original_price, p.discounted_price])).toEqual([
      [3_600, 3_240],
      [3_700, 3_515],
      [3_575, 3_575],
    ]);
  });

  it('refuses an unknown sort with a clear 422', async () => {
    const res = await ctx.app.inject({ url: '/api/products/discounts?sort=cheapest' });
    expect(res.statusCode).toBe(422);
  });
});
