import { readFileSync } from 'node:fs';
import { normalizeSearchText } from '@shop/shared/search';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, withPlanOnce } from '../src/db/client.ts';
import { categories, products } from '../src/db/schema.ts';
import { loadCategoryIndex } from '../src/modules/catalog/category-index.ts';
import { refreshSearchText, searchFields } from '../src/modules/catalog/search/index.ts';
import { makeCategory, makeDiscount, makeProduct } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Category pages and offers are drawn per category and merged (modules/catalog/products.ts); whatever
// the path, a page must hold what the whole catalogue's order holds at that place.
let ctx: TestContext;
const ids = {} as Record<string, number>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const beauty = await makeCategory(db, { slug: 'beauty', nameAr: 'التجميل', nameEn: 'Beauty' });
  const hair = await makeCategory(db, {
    slug: 'hair',
    nameAr: 'الشعر',
    nameEn: 'Hair',
    parentId: beauty.id,
  });
  const shampoo = await makeCategory(db, {
    slug: 'shampoo',
    nameAr: 'شامبو',
    nameEn: 'Shampoo',
    parentId: hair.id,
  });
  const hidden = await makeCategory(db, {
    slug: 'hidden-shelf',
    nameAr: 'رف مخفي',
    nameEn: 'Hidden shelf',
    parentId: beauty.id,
    isActive: false,
  });
  const baby = await makeCategory(db, { slug: 'baby', nameAr: 'الأطفال', nameEn: 'Baby' });
  Object.assign(ids, { beauty: beauty.id, hair: hair.id, shampoo: shampoo.id, baby: baby.id });

  const shelves = [beauty.id, hair.id, shampoo.id, hidden.id, baby.id];
  const arabic = ['زيت', 'بلسم', 'صابون', 'غسول', 'مقوي', 'ماسك'];
  const now = Date.now();
  for (let i = 0; i < 40; i++) {
    await makeProduct(db, {
      categoryId: shelves[i % shelves.length]!,
      nameAr: `${arabic[i % arabic.length]} ${String((i * 7) % 40).padStart(2, '0')}`,
      // Every fourth product has no English name: English pages fall back to the Arabic one.
      nameEn: i % 4 === 0 ? '' : `Item ${String((i * 11) % 40).padStart(2, '0')}`,
      // Repeated prices and sales, so that the id decides between equals.
      price: 1_000 + (i % 5) * 500,
      salesCount: (i * 3) % 7,
      createdAt: new Date(now - ((i * 13) % 40) * DAY),
      status: i % 9 === 8 ? 'draft' : 'active',
    });
  }
  const rows = await db.select({ id: products.id, categoryId: products.categoryId }).from(products);
  const inHair = rows.find((r) => r.categoryId === hair.id)!;
  const inBaby = rows.find((r) => r.categoryId === baby.id)!;
  const inBeauty = rows.find((r) => r.categoryId === beauty.id)!;
  await makeDiscount(db, { type: 'percentage', value: 10, categoryIds: [hair.id] });
  await makeDiscount(db, { type: 'fixed', value: 500, productIds: [inBaby.id, inBeauty.id, inHair.id] });
  Object.assign(ids, { inBaby: inBaby.id, inBeauty: inBeauty.id });
});

afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ url });
const pageIds = (body: { data: { data: { id: number }[] } }) => body.data.data.map((p) => p.id);

/** Every page of `url` with `limit` per page, concatenated, and the total the first page announced. */
async function allPages(url: string, limit: number): Promise<{ ids: number[]; total: number }> {
  const first = (await get(`${url}&limit=${limit}&page=1`)).json();
  const out = pageIds(first);
  for (let page = 2; page <= first.data.last_page; page++) {
    out.push(...pageIds((await get(`${url}&limit=${limit}&page=${page}`)).json()));
  }
  return { ids: out, total: first.data.total };
}

describe('category pages', () => {
  const orders = [
    '',
    'sort=price&order=asc',
    'sort=price&order=desc',
    'sort=created_at&order=desc',
    'sort=created_at&order=asc',
    'sort=sales&order=desc',
    'sort=sales&period=all&order=asc',
    'order=desc',
  ];

  it.each(orders.flatMap((o) => [`${o}&lang=ar`, `${o}&lang=en`]))(
    'lists a category and all its descendants in the catalogue order, page by page (%s)',
    async (params) => {
      const whole = pageIds((await get(`/api/products?${params}&limit=100`)).json());
      const inCategories = async (categoryIds: number[]) => {
        const rows = await ctx.database.db
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.categoryId, categoryIds));
        const wanted = new Set(rows.map((r) => r.id));
        return whole.filter((id) => wanted.has(id));
      };
      const beauty = await inCategories([ids.beauty!, ids.hair!, ids.shampoo!]);
      expect(beauty.length).toBeGreaterThan(10);
      for (const limit of [3, 7, 100]) {
        const got = await allPages(`/api/products?category=beauty&${params}`, limit);
        expect(got.ids).toEqual(beauty);
        expect(got.total).toBe(beauty.length);
      }
      const hair = await allPages(`/api/products?category=hair&${params}`, 4);
      expect(hair.ids).toEqual(await inCategories([ids.hair!, ids.shampoo!]));
    },
  );

  it('keeps the featured filter on a category page', async () => {
    const [row] = await ctx.database.db
      .update(products)
      .set({ featured: true })
      .where(eq(products.id, ids.inBeauty!))
      .returning({ id: products.id });
    const page = (await get('/api/products?category=beauty&featured=true')).json().data;
    expect(pageIds({ data: page })).toEqual([row!.id]);
    expect(page.total).toBe(1);
  });
});

describe('offers', () => {
  it.each(['', 'sort=price&order=desc', 'sort=created_at&order=asc'])(
    'lists discounted categories and products with their own discount in the catalogue order (%s)',
    async (params) => {
      const whole = (await get(`/api/products?${params}&limit=100`)).json().data.data as {
        id: number;
        has_discount: boolean;
      }[];
      const expected = whole.filter((p) => p.has_discount).map((p) => p.id);
      expect(expected).toContain(ids.inBaby);
      expect(expected).toContain(ids.inBeauty);
      const got = await allPages(`/api/products?discount=true&${params}`, 4);
      expect(got.ids).toEqual(expected);
      expect(got.total).toBe(expected.length);

      const inBeauty = await allPages(`/api/products?discount=true&category=beauty&${params}`, 3);
      expect(inBeauty.ids).not.toContain(ids.inBaby);
      expect(inBeauty.ids).toContain(ids.inBeauty);
      expect(inBeauty.total).toBe(inBeauty.ids.length);
    },
  );
});

describe('search pages', () => {
  // A search is ranked and counted in one statement (products.ts): every page must hold what one long
  // page holds at that place, and every page must announce the same total.
  it.each([
    'search=item',
    'search=item&sort=price&order=desc',
    'search=item&sort=created_at&order=asc',
    `search=${encodeURIComponent('زيت')}&lang=ar`,
    // No product holds both words: those holding one of them, ranked.
    `search=${encodeURIComponent('ماسك صابون')}`,
  ])('pages through %s in one order with one total', async (params) => {
    const whole = (await get(`/api/products?${params}&limit=100`)).json().data;
    expect(whole.total).toBe(whole.data.length);
    expect(whole.total).toBeGreaterThan(5);
    for (const limit of [3, 7]) {
      const got = await allPages(`/api/products?${params}`, limit);
      expect(got.total).toBe(whole.total);
      expect(got.ids).toEqual(pageIds({ data: whole }));
    }
  });
});

describe('search vocabulary', () => {
  const search = async (q: string) =>
    pageIds((await get(`/api/products?search=${encodeURIComponent(q)}&limit=100`)).json());
  const words = async () =>
    (await queryRows<{ word: string }>(ctx.database.db, sql`select word from search_words`)).map(
      (r) => r.word,
    );

  it('holds the words of 3+ letters of products however they were written', async () => {
    const db = ctx.database.db;
    const p = await makeProduct(db, {
      categoryId: ids.baby!,
      nameAr: 'مرهم',
      nameEn: 'Zinc ointment',
      keywords: 'bepanthen بيبانثين',
      descriptionEn: 'Soothes nappy rash for babies in a day',
    });
    const vocabulary = await words();
    expect(vocabulary).toEqual(
      expect.arrayContaining([
        'zinc',
        'ointment',
        'bepanthen',
        'بيبانثين',
        'soothes',
        'nappy',
        'rash',
        'for',
      ]),
    );
    expect(vocabulary).not.toContain('in');
    // A typo in a keyword, a description word and an English name word.
    for (const typo of ['bepanten', 'bepanthn', 'soothse', 'ointmnt']) {
      expect(await search(typo)).toContain(p.id);
    }
  });

  it('learns the words of a product written again and of a renamed category', async () => {
    const db = ctx.database.db;
    const p = await makeProduct(db, { categoryId: ids.shampoo!, nameAr: 'شامبو', nameEn: 'Plain' });
    expect(await search('keratinn')).not.toContain(p.id);
    await db
      .update(products)
      .set({ searchText: sql`${products.searchText} || ' keratin'` })
      .where(eq(products.id, p.id));
    expect(await words()).toContain('keratin');
    expect(await search('keratinn')).toContain(p.id);

    await db.update(categories).set({ nameEn: 'Cleansers' }).where(eq(categories.id, ids.shampoo!));
    const index = await loadCategoryIndex(db);
    await refreshSearchText(db, index, index.descendantsOf(ids.shampoo!));
    expect(await search('cleansrs')).toContain(p.id);
  });

  it('keeps each word of the search text once, in the order it first appears', async () => {
    const fields = searchFields(
      {
        nameAr: 'كريم مرطب',
        nameEn: 'Moisturising cream',
        descriptionAr: 'كريم مرطب للبشرة الجافة',
        descriptionEn: 'A cream for dry skin',
        keywords: 'cream كريم',
      },
      ['العناية بالبشرة', 'Skin care'],
    );
    expect(fields.searchName).toBe('كريم مرطب moisturising cream');
    // A word with the article is followed by the word without it, unless the text already holds that.
    expect(fields.searchText).toBe(
      'كريم مرطب moisturising cream للبشره بشره الجافه جافه a for dry skin العنايه عنايه بالبشره care',
    );
    // Still found by a repeated word, a description word and a phrase across name and description.
    const db = ctx.database.db;
    const p = await makeProduct(db, {
      categoryId: ids.baby!,
      nameAr: 'غسول غسول',
      nameEn: 'Wash wash',
      descriptionEn: 'wash gently',
    });
    for (const q of ['غسول', 'gently', 'wash gently']) expect(await search(q)).toContain(p.id);
  });

  it('gives the rows written before migration 0015 the search text searchFields writes now', async () => {
    const db = ctx.database.db;
    const source = {
      nameAr: 'فيتامين سي والزنك للأطفال',
      nameEn: 'Vitamin C and zinc for children',
      descriptionAr: 'بالفيتامينات للمناعة وللطاقة، فالكون الم التهاب لل',
      descriptionEn: 'For the immune system',
      keywords: 'كالعسل ولل فبالماء',
    };
    const categoryNames = ['الفيتامينات والمكملات', 'Vitamins'];
    const p = await makeProduct(db, { categoryId: ids.shampoo!, categoryNames, ...source });
    const now = searchFields(source, categoryNames).searchText;
    // As searchFields wrote it before: each word once, and no word without its article.
    const before = [
      ...new Set(normalizeSearchText([...Object.values(source), ...categoryNames].join(' ')).split(' ')),
    ].join(' ');
    expect(before).not.toBe(now);
    await db.update(products).set({ searchText: before }).where(eq(products.id, p.id));
    const migration = readFileSync(
      new URL('../src/db/migrations/0015_search_text_word_stems.sql', import.meta.url),
      'utf8',
    );
    await db.execute(sql.raw(migration.split('--> statement-breakpoint')[0]!));
    const [row] = await db.select({ text: products.searchText }).from(products).where(eq(products.id, p.id));
    expect(row!.text).toBe(now);
  });

  it('matches every word, each as typed or close to a catalogue word; failing that, most of them', async () => {
    const db = ctx.database.db;
    const p = await makeProduct(db, {
      categoryId: ids.baby!,
      nameAr: 'حليب',
      nameEn: 'Formula milk stage two',
    });
    expect(await search('formulla stage')).toContain(p.id);
    // No product holds "nothere": those holding the other words answer instead of an empty page.
    expect(await search('formulla stage nothere')).toContain(p.id);
    expect(await search('nothere')).toEqual([]);
    expect(await search('formulaa')).toContain(p.id);
  });
});

describe('a category page on PostgreSQL', () => {
  it('is planned once per connection: one prepared statement per order asked, whatever the category or page', async () => {
    // A shop of its own: its planned-once connections hold only what this test asks.
    const own = await createTestApp();
    try {
      const db = own.database.db;
      const skin = await makeCategory(db, { slug: 'skin', nameAr: 'البشرة', nameEn: 'Skin' });
      const face = await makeCategory(db, {
        slug: 'face',
        nameAr: 'الوجه',
        nameEn: 'Face',
        parentId: skin.id,
      });
      const body = await makeCategory(db, {
        slug: 'body',
        nameAr: 'الجسم',
        nameEn: 'Body',
        parentId: skin.id,
      });
      const baby = await makeCategory(db, { slug: 'infants', nameAr: 'الرضع', nameEn: 'Infants' });
      for (const [i, categoryId] of [skin.id, face.id, body.id, baby.id, face.id, baby.id].entries()) {
        await makeProduct(db, { categoryId, price: 1_000 + i * 250 });
      }
      const orders = [
        ['price', 'asc'],
        ['created_at', 'desc'],
      ] as const;
      for (const [sort, order] of orders) {
        // «skin» walks three categories, «infants» one: the text must not spell out how many.
        for (const category of ['skin', 'infants']) {
          for (const page of [1, 2, 3]) {
            const res = await own.app.inject({
              url: `/api/products?category=${category}&sort=${sort}&order=${order}&page=${page}&limit=2`,
            });
            expect(res.statusCode).toBe(200);
          }
        }
      }
      const prepared = await withPlanOnce(db, (on) =>
        queryRows<{ name: string; generic: number }>(
          on,
          // The words looked for are a parameter: spelt in the text, this statement would find itself.
          sql`select name, generic_plans as generic from pg_prepared_statements where strpos(statement, ${'cross join lateral'}) > 0`,
        ),
      );
      if (own.database.kind !== 'postgres') {
        // PGlite runs the walk as any other statement.
        expect(prepared).toEqual([]);
        return;
      }
      expect(prepared).toHaveLength(orders.length);
      expect(prepared.every((p) => p.name.startsWith('once_') && Number(p.generic) >= 1)).toBe(true);
      // The pool's other connections plan each statement for its values.
      const [setting] = await queryRows<{ mode: string }>(
        db,
        sql`select current_setting('plan_cache_mode') as mode`,
      );
      expect(setting?.mode).toBe('auto');
    } finally {
      await own.close();
    }
  });
});
