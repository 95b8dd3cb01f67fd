import { SEARCH_ANSWERS_MAX } from '@shop/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { configureCatalogCache } from '../src/modules/catalog/cache.ts';
import { listProducts } from '../src/modules/catalog/products.ts';
import { catchUpSearch, searchFields } from '../src/modules/catalog/search/index.ts';
import { makeCategory } from './factories.ts';
import { createTestApp, loggedDb, type TestContext } from './helpers.ts';

/**
 * A search counts its matches in a statement of its own, and only when the names that hold its words are fewer
 * than it lists (decision 049): planned inside the ranking, the count's LIKEs on the long search texts were most
 * of the ranking's planning, for a count a common word never ran.
 */
let ctx: TestContext;
/** The statements the app sends through `db`, as it sends them. */
const sent: string[] = [];
let db: Db;
const PLASTERS = SEARCH_ANSWERS_MAX + 5;

beforeAll(async () => {
  ctx = await createTestApp();
  const care = await makeCategory(ctx.database.db, {
    slug: 'first-aid',
    nameAr: 'إسعافات',
    nameEn: 'First aid',
  });
  const rows = Array.from({ length: PLASTERS }, (_, i) => ({
    nameAr: `لصقة ${String(i).padStart(4, '0')}`,
    nameEn: `Plaster ${String(i).padStart(4, '0')}`,
    descriptionAr: 'للجروح الصغيرة',
    descriptionEn: '',
    keywords: '',
  }));
  await ctx.database.db.insert(schema.products).values(
    rows.map((p) => ({
      ...p,
      categoryId: care.id,
      price: 1_000,
      stock: 10,
      ...searchFields(p, [care.nameAr, care.nameEn]),
    })),
  );
  db = loggedDb(ctx.database, sent);
}, 60_000);

afterAll(() => ctx?.close());

const searchFor = async (search: string) => {
  sent.length = 0;
  return listProducts(db, { search, page: 1, limit: 16 } as never, 'ar');
};
const counts = () => sent.filter((s) => s.startsWith('select count(*) as n from (select 1 from "products"'));

describe('the count of a search', () => {
  it('is not asked when the names alone hold more than the search lists, nor planned with the ranking', async () => {
    const page = await searchFor('لصقة');
    expect(page).toMatchObject({ total: SEARCH_ANSWERS_MAX, total_capped: true });
    expect(page.data).toHaveLength(16);
    expect(counts()).toEqual([]);
    expect(sent.filter((s) => s.includes('count(*) from (select 1'))).toEqual([]);
  });

  it('is not asked when the names hold too few for a page: every match is ranked, and counted as it is', async () => {
    const page = await searchFor('لصقة 0007');
    expect(page).toMatchObject({ total: 1, total_capped: false });
    expect(page.data.map((p) => p.name)).toEqual(['لصقة 0007']);
    expect(counts()).toEqual([]);
    // The names' ranking, then the ranking of every match in the search texts (decision 055), after the first
    // reading of the postings (which found the names holding both words too few to tell the page, decision 058).
    const rankings = sent.filter((s) => s.includes('count(*) over ()'));
    expect(rankings).toHaveLength(3);
    expect(rankings[0]).toContain('"tier_lists"');
    expect(rankings[2]).toContain('"products"."search_text" like');
    // The products whose descriptions alone hold the word are counted too: the names hold none of them.
    const described = await searchFor('الصغيرة');
    expect(described).toMatchObject({ total: SEARCH_ANSWERS_MAX, total_capped: true });
  });

  it('is asked once, on its own, when a full page of names outranks every other match', async () => {
    // «لصقة 00»: the names of a hundred plasters hold it as a word's start; no description does.
    const page = await searchFor('لصقة 00');
    expect(page).toMatchObject({ total: 100, total_capped: false });
    expect(counts()).toHaveLength(1);
  });

  it('is asked in the ranking of the names when the postings found them fewer a moment ago', async () => {
    const care = await makeCategory(ctx.database.db, {
      slug: 'dressings',
      nameAr: 'ضمادات',
      nameEn: 'Dressings',
    });
    const dressing = (nameAr: string, descriptionAr: string) => ({
      nameAr,
      nameEn: '',
      descriptionAr,
      descriptionEn: '',
      keywords: '',
    });
    // Twenty names hold the word, more than a page, and two descriptions: the names alone are not every match.
    const rows = [
      ...Array.from({ length: 20 }, (_, i) => dressing(`شاشكو معقم ${i + 1}`, '')),
      dressing('رباط مطاطي', 'يلبس فوق شاشكو'),
      dressing('لاصق طبي', 'يثبت شاشكو'),
    ];
    await ctx.database.db
      .insert(schema.products)
      .values(rows.map((p) => ({ ...p, categoryId: care.id, price: 500, stock: 3, ...searchFields(p, []) })));
    // As after a write through the catalogue: the names' postings of the new words made.
    await catchUpSearch(ctx.database.db);
    const seen: string[] = [];
    const remembering = loggedDb(ctx.database, seen);
    configureCatalogCache(remembering, 60_000);
    const search = async () => {
      seen.length = 0;
      return listProducts(remembering, { search: 'شاشكو', page: 1, limit: 16 } as never, 'ar');
    };
    const first = await search();
    expect(first).toMatchObject({ total: 22, total_capped: false });
    expect(seen.some((s) => s.includes('"search_name_postings"'))).toBe(true);
    // Found small: the page's ranking, its rows and the count of every match in one statement (decision 055).
    const again = await search();
    expect(again).toEqual(first);
    expect(again.data).toHaveLength(16);
    expect(again.data.every((p) => p.name.startsWith('شاشكو معقم'))).toBe(true);
    expect(seen.filter((s) => s.includes('"search_name_postings"'))).toEqual([]);
    const products = seen.filter((s) => s.includes('from "products"'));
    expect(products).toHaveLength(1);
    expect(products[0]).toContain('count(*) over ()');
    expect(products[0]).toContain('select count(*) from (select 1 from "products"');
  });
});

describe('the ranking of every match', () => {
  it('reads the regular expressions of a name only when the name holds one of the forms somewhere', async () => {
    // «للجروح» stands for «جروح» at a word's start, after an article: a regular expression reads that in a name.
    await searchFor('لصقة للجروح');
    const ranking = sent.find(
      (s) => s.includes('count(*) over ()') && s.includes('"products"."search_text" like'),
    );
    const levels = ranking!.split(' when ').filter((level) => level.includes('"products"."search_name" ~'));
    expect(levels.length).toBeGreaterThan(0);
    // Each such level first asks for a form anywhere in the name, so most texts skip it (decision 056).
    for (const level of levels) expect(level).toMatch(/^\(\(?strpos\("products"\."search_name", \$\d+\) > 0/);
  });
});
