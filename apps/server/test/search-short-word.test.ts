import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpSearch } from '../src/modules/catalog/search/index.ts';
import { makeCategory, makeProduct } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * Issue 46, item 23: «ابر» (needles) found «زيت دابر» (Dabur oil). Arabic builds its words on roots of three letters,
 * so three letters inside another Arabic word are most often another word; they count where a word begins, after its
 * article or not. A longer word, and a Latin one («gel» in «Hydrogel»), is still found inside a word.
 */
let ctx: TestContext;
const ids = {} as Record<string, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const care = await makeCategory(db, { slug: 'short-words', nameAr: 'مستلزمات', nameEn: 'Supplies' });
  const make = async (key: string, nameAr: string, nameEn: string, descriptionAr = '') => {
    ids[key] = (await makeProduct(db, { categoryId: care.id, nameAr, nameEn, descriptionAr })).id;
  };
  await make('lancets', 'إبر الوخز 100 إبرة', 'Lancets 100');
  // More needles than a page holds: the names alone then give the page (decision 045), and must not bring the
  // brand back as holding the whole query.
  for (let i = 1; i <= 20; i++) await make(`needle${i}`, `إبر أنسولين ${i}`, `Insulin needles ${i}`);
  await make('alcohol', 'كحول طبي 70%', 'Medical alcohol 70%', 'لتعقيم الجلد قبل الإبر');
  await make('dabur', 'زيت دابر آملا للشعر', 'Dabur Amla hair oil');
  await make('hydrogel', 'ضماد', 'Hydrogel dressing');
  await make('vitamin', 'فيتامين سي', 'Vitamin C');
  await make('multi', 'ملتي فيتامين', 'Multivitamin tablets');
  // As after the catalogue's writes: the names' postings made.
  await catchUpSearch(db);
}, 60_000);

afterAll(() => ctx?.close());

const list = async (q: string, page = 1, more = '') => {
  const res = await ctx.app.inject({
    url: `/api/products?search=${encodeURIComponent(q)}&limit=16&page=${page}${more}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: { id: number }[]; total: number };
};
const found = async (q: string, page = 1) => (await list(q, page)).data.map((p) => p.id);

describe('a short word of a search', () => {
  it('finds an Arabic word of three letters where a word begins, not inside another word', async () => {
    const needles = [...(await found('ابر')), ...(await found('ابر', 2))];
    expect(needles).toContain(ids.lancets);
    // «الإبر» in a description: the word after its article.
    expect(needles).toContain(ids.alcohol);
    expect(needles).not.toContain(ids.dabur);
    expect(await found('إبر')).not.toContain(ids.dabur);
    expect((await list('ابر')).total).toBe(22);
  });

  it('ranks it from the names postings as the names rank it', async () => {
    // In a category the names are ranked as they are (the postings hold the whole catalogue): the same pages.
    for (const page of [1, 2]) {
      expect(await list('ابر', page)).toEqual(await list('ابر', page, '&category=short-words'));
    }
  });

  it('still finds a longer word, and a Latin one, inside a word', async () => {
    expect(await found('دابر')).toEqual([ids.dabur]);
    expect(await found('gel')).toContain(ids.hydrogel);
    expect(await found('vitamin')).toEqual(expect.arrayContaining([ids.vitamin, ids.multi]));
  });
});
