import { SEARCH_ANSWERS_MAX } from '@shop/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { searchFields } from '../src/modules/catalog/search/index.ts';
import { makeCategory, makeProduct } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * A search lists its best SEARCH_ANSWERS_MAX answers and counts no further (decision 045), and a page ranked
 * from the names alone is the page the whole ranking gives.
 */
let ctx: TestContext;
/** The ointments named for «مرهم», best first: in stock, then by name. */
const named: number[] = [];
/** The ointments whose description alone says «مرهم», best first. */
const described: number[] = [];
/** Every ointment, cheapest first (ties by id). */
let byPrice: number[] = [];
const NAMED = 600;
const DESCRIBED = 403;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const care = await makeCategory(db, {
    slug: 'first-aid',
    nameAr: 'الإسعافات الأولية',
    nameEn: 'First aid',
  });
  const categoryNames = [care.nameAr, care.nameEn];
  const pad = (n: number) => String(n).padStart(4, '0');
  const rows = [
    // Every seventh one out of stock: it comes after those in stock of its kind.
    ...Array.from({ length: NAMED }, (_, i) => ({
      nameAr: `مرهم ${pad(i)}`,
      nameEn: `Ointment ${pad(i)}`,
      descriptionAr: 'للجروح',
      stock: i % 7 === 0 ? 0 : 10,
      price: 1_000 + ((i * 37) % 500) * 100,
    })),
    ...Array.from({ length: DESCRIBED }, (_, i) => ({
      nameAr: `كريم ${pad(i)}`,
      nameEn: `Cream ${pad(i)}`,
      descriptionAr: 'يستعمل مثل مرهم للجروح',
      stock: i % 5 === 0 ? 0 : 10,
      price: 1_000 + ((i * 53) % 500) * 100,
    })),
  ].map((p) => ({
    ...p,
    descriptionEn: '',
    keywords: '',
    categoryId: care.id,
    ...searchFields({ ...p, descriptionEn: '', keywords: '' }, categoryNames),
  }));
  const inserted = await db
    .insert(products)
    .values(rows)
    .returning({ id: products.id, nameAr: products.nameAr, stock: products.stock, price: products.price });
  const best = (list: typeof inserted) =>
    list
      .slice()
      .sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0) || (a.nameAr < b.nameAr ? -1 : 1))
      .map((p) => p.id);
  named.push(...best(inserted.filter((p) => p.nameAr.startsWith('مرهم'))));
  described.push(...best(inserted.filter((p) => p.nameAr.startsWith('كريم'))));
  byPrice = inserted
    .slice()
    .sort((a, b) => a.price - b.price || a.id - b.id)
    .map((p) => p.id);
}, 60_000);

afterAll(() => ctx?.close());

interface Listed {
  data: { id: number }[];
  total: number;
  total_capped: boolean;
  last_page: number;
  from: number | null;
  to: number | null;
}

const list = async (query: string): Promise<Listed> => {
  const res = await ctx.app.inject({ url: `/api/products?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const search = (q: string, more = '') => list(`search=${encodeURIComponent(q)}${more}`);

describe('a search with more answers than it lists', () => {
  it(`says ${SEARCH_ANSWERS_MAX} and that there are more, and pages through that many`, async () => {
    const first = await search('مرهم', '&limit=16');
    expect(first).toMatchObject({
      total: SEARCH_ANSWERS_MAX,
      total_capped: true,
      last_page: 63,
      from: 1,
      to: 16,
    });
    expect(first.data.map((p) => p.id)).toEqual(named.slice(0, 16));

    // The last page ends at the thousandth answer, and there is none after it.
    const last = await search('مرهم', '&limit=16&page=63');
    expect(last).toMatchObject({ total: SEARCH_ANSWERS_MAX, total_capped: true, from: 993, to: 1000 });
    expect(last.data.map((p) => p.id)).toEqual([...named, ...described].slice(992, 1000));
    const past = await search('مرهم', '&limit=16&page=64');
    expect(past).toMatchObject({ data: [], total: SEARCH_ANSWERS_MAX, total_capped: true, last_page: 63 });
  });

  it('ranks the names first, and goes on to the descriptions where the names run out within a page', async () => {
    // Page 38 of 16 holds the last 8 names and the first 8 descriptions.
    const across = await search('مرهم', '&limit=16&page=38');
    expect(across.data.map((p) => p.id)).toEqual([...named.slice(592), ...described.slice(0, 8)]);
    const all = [];
    for (let page = 1; page <= 10; page++) {
      all.push(...(await search('مرهم', `&limit=100&page=${page}`)).data.map((p) => p.id));
    }
    expect(all).toEqual([...named, ...described].slice(0, SEARCH_ANSWERS_MAX));
  });

  it('caps an explicit sort the same way', async () => {
    const cheapest = await search('مرهم', '&limit=100&sort=price');
    expect(cheapest).toMatchObject({ total: SEARCH_ANSWERS_MAX, total_capped: true, last_page: 10 });
    // Under an explicit sort the whole query in a name still comes first (decision 038).
    const namedFirst = byPrice.filter((id) => named.includes(id));
    expect(cheapest.data.map((p) => p.id)).toEqual(namedFirst.slice(0, 100));
    const tenth = await search('مرهم', '&limit=100&sort=price&page=10');
    expect(tenth.data.map((p) => p.id)).toEqual(
      [...namedFirst, ...byPrice.filter((id) => described.includes(id))].slice(900, 1000),
    );
  });

  it('counts exactly when the answers are fewer, and says there are no more', async () => {
    expect(await search('للجروح', '&limit=4')).toMatchObject({
      total: SEARCH_ANSWERS_MAX,
      total_capped: true,
    });
    expect(await search('ointment 0005', '&limit=4')).toMatchObject({ total: 1, total_capped: false });
    expect(await search('كريم', '&limit=4')).toMatchObject({ total: DESCRIBED, total_capped: false });
    // Not a search: counted whole, and never capped.
    expect(await list('category=first-aid&limit=4')).toMatchObject({ total: 1003, total_capped: false });
  });
});

describe('a page ranked from the names alone', () => {
  it('gives way to a product outside them that ranks higher', async () => {
    const db = ctx.database.db;
    // «الكريم المرطبات»: both words inside words of the name (8 + 8). «كريم للوجه» in the moisturisers:
    // «كريم» a whole word of the name (10), «مرطب» its category's name (6.5), so it comes first although its
    // name lacks a word.
    const moisturisers = await makeCategory(db, {
      slug: 'moisturisers',
      nameAr: 'مرطبات',
      nameEn: 'Moisturisers',
    });
    const inside = await makeProduct(db, {
      categoryId: moisturisers.id,
      categoryNames: ['مرطبات', 'Moisturisers'],
      nameAr: 'الكريم المرطبات',
      nameEn: 'The creams',
    });
    const wholeWord = await makeProduct(db, {
      categoryId: moisturisers.id,
      categoryNames: ['مرطبات', 'Moisturisers'],
      nameAr: 'كريم للوجه',
      nameEn: 'Face cream',
    });
    const page = await search('كريم مرطب', '&limit=1');
    expect(page.data.map((p) => p.id)).toEqual([wholeWord.id]);
    expect((await search('كريم مرطب', '&limit=2')).data.map((p) => p.id)).toEqual([wholeWord.id, inside.id]);
  });
});
