import type { Locale } from '@shop/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows, withPlanOnce } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { catalogChanged, configureCatalogCache } from '../src/modules/catalog/cache.ts';
import { listProducts } from '../src/modules/catalog/products.ts';
import { catchUpSearch, type SearchSource, searchFields } from '../src/modules/catalog/search/index.ts';
import { nameTierFoundSmall, rankableFromPostings } from '../src/modules/catalog/search/name-postings.ts';
import { nameTier, planSearch } from '../src/modules/catalog/search/query.ts';
import { makeCategory } from './factories.ts';
import { createTestApp, loggedDb, type TestContext } from './helpers.ts';

/**
 * A one-word search of the whole catalogue ranks the first names of each of its words' postings instead of every
 * name that holds it (decision 050), and must give the very page the ranking of every name gives. The same search
 * inside the one category that holds every product with the word is ranked the old way (the postings hold no
 * categories), so the two are compared, page by page, in both languages, before and after the writes that move
 * a product in the lists or out of them.
 */
let ctx: TestContext;
/** The statements the app sends through `db`, as it sends them. */
const sent: string[] = [];
let db: Db;
let category: { id: number; slug: string; nameAr: string; nameEn: string };
/** A brand no demo product is named for. */
const WORD = 'زيتونا';

/** A name of each way of holding the word: as a word, at a word's start, inside one; in stock or not. */
function product(i: number): SearchSource {
  const n = String(i).padStart(4, '0');
  const shapes = [
    [`${WORD} مرطب ${n}`, `Zaytona moisturiser ${n}`],
    [`${WORD}ات عناية ${n}`, `Zaytonat care ${n}`],
    [`بال${WORD} غسول ${n}`, `Wash with zaytona ${n}`],
    [`كريم ${WORD} ${n}`, `Cream ${n}`],
  ] as const;
  const [nameAr, nameEn] = shapes[i % shapes.length]!;
  return { nameAr, nameEn, descriptionAr: '', descriptionEn: '', keywords: '' };
}

/** A second made-up word, and names that hold both words as words: the query, the query reversed, and more. */
const SECOND = 'زهرينا';
function washes(i: number): SearchSource {
  const n = String(i).padStart(4, '0');
  const shapes = [
    [`غسول ${SECOND} ${n}`, `Bloom wash ${n}`],
    [`${SECOND} غسول ${n}`, `Wash bloom ${n}`],
    [`غسول ${SECOND} ناعم ${n}`, `Bloom wash soft ${n}`],
  ] as const;
  const [nameAr, nameEn] = shapes[i % shapes.length]!;
  return { nameAr, nameEn, descriptionAr: '', descriptionEn: '', keywords: '' };
}

const write = (p: SearchSource) => ({
  ...p,
  ...searchFields(p, [category.nameAr, category.nameEn]),
});

beforeAll(async () => {
  ctx = await createTestApp();
  category = await makeCategory(ctx.database.db, { slug: 'olive-care', nameAr: 'عناية', nameEn: 'Care' });
  await ctx.database.db.insert(schema.products).values(
    Array.from({ length: 1_200 }, (_, i) => ({
      ...write(product(i)),
      categoryId: category.id,
      price: 1_000 + i,
      // The word's first 40 names in Arabic order out of stock, so that its first names do not hold a page in stock.
      stock: i < 160 && i % 4 === 0 ? 0 : 5,
    })),
  );
  await ctx.database.db.insert(schema.products).values(
    Array.from({ length: 1_100 }, (_, i) => ({
      ...write(washes(i)),
      categoryId: category.id,
      price: 2_000 + i,
      stock: i % 7 === 0 ? 0 : 4,
    })),
  );
  await written();
  db = loggedDb(ctx.database, sent);
}, 120_000);

afterAll(() => ctx?.close());

const page = (search: string, p: number, locale: Locale, inCategory = false) =>
  listProducts(
    db,
    { search, page: p, limit: 16, ...(inCategory ? { category: category.slug } : {}) } as never,
    locale,
  );

/** Every page shape compared: the postings' answer and the old ranking's, and whether the postings were read. */
async function expectSameAsEveryName(search = WORD) {
  for (const [p, locale] of [
    [1, 'ar'],
    [2, 'ar'],
    [1, 'en'],
    [4, 'en'],
  ] as const) {
    sent.length = 0;
    const fromPostings = await page(search, p, locale);
    const read = sent.filter((s) => s.includes('"search_name_postings"'));
    const ranking = sent.find((s) => s.includes('count(*) over ()'));
    sent.length = 0;
    const everyName = await page(search, p, locale, true);
    expect(read.length).toBeGreaterThan(0);
    // The ranking reads the candidates by id, not every name through the trigram index as the old ranking does.
    const throughTheIndex = '"products"."search_name" like';
    expect(ranking).toContain('= any(');
    expect(ranking).not.toContain(throughTheIndex);
    expect(sent.find((s) => s.includes('count(*) over ()'))).toContain(throughTheIndex);
    expect(fromPostings).toEqual(everyName);
    expect(fromPostings.data).toHaveLength(16);
  }
}

/** What a catalogue write does once it has committed: the lists of the words it marked stale made again. */
const written = () => catchUpSearch(ctx.database.db);

const stale = async () =>
  (
    await ctx.database.db
      .select({ word: schema.searchNamePostings.word })
      .from(schema.searchNamePostings)
      .where(eq(schema.searchNamePostings.stale, true))
  ).map((r) => r.word);

describe('a search ranked from the names postings', () => {
  it('gives every page the ranking of every name gives, the out of stock after the rest', async () => {
    await expectSameAsEveryName();
    const first = await page(WORD, 1, 'ar');
    expect(first).toMatchObject({ total: 1_000, total_capped: true });
    // As a word (and with the whole query) first, in stock first, in Arabic order.
    expect(first.data[0]!.name).toBe(`${WORD} مرطب 0160`);
    // The Latin name is searched as well: a one-word search in English.
    await expectSameAsEveryName('zaytona');
  });

  it('reads further into a word whose first names are out of stock', async () => {
    sent.length = 0;
    // The word's first 40 names in Arabic order are out of stock: its first 32 hold none in stock, not a page.
    await page(WORD, 1, 'ar');
    expect(sent.filter((s) => s.includes('"search_name_postings"'))).toHaveLength(2);
  });

  it('reads the lists and ranks their candidates in one statement when the first names tell the page', async () => {
    const readOrRanked = () =>
      sent.filter((s) => s.includes('"search_name_postings"') || s.includes('count(*) over ()'));
    for (const [search, locale] of [
      [SECOND, 'ar'],
      [SECOND, 'en'],
      // In Arabic its names in the query's order sort after the 367 reversed ones: read further.
      [`غسول ${SECOND}`, 'en'],
    ] as const) {
      sent.length = 0;
      const answer = await page(search, 1, locale);
      expect(readOrRanked()).toHaveLength(1);
      expect(readOrRanked()[0]).toContain('"tier_lists"');
      expect(answer).toEqual(await page(search, 1, locale, true));
    }
    // A word whose first names hold no page in stock: read further, then ranked.
    sent.length = 0;
    await page(WORD, 1, 'ar');
    expect(readOrRanked()).toHaveLength(3);
  });

  it('ranks a product named exactly the query first, wherever its name sorts', async () => {
    // With a fatha, the name sorts after the 300 names that begin with the word as the catalogue writes it.
    const named = `${WORD.slice(0, 1)}\u064e${WORD.slice(1)}`;
    const [exact] = await ctx.database.db
      .insert(schema.products)
      .values({ ...write({ ...product(0), nameAr: named, nameEn: '' }), categoryId: category.id, price: 900 })
      .returning({ searchName: schema.products.searchName });
    await written();
    expect(exact!.searchName).toBe(WORD);
    const first = await page(WORD, 1, 'ar');
    expect(first.data[0]!.name).toBe(named);
    await expectSameAsEveryName();
  });

  it('stays exact after a product is renamed, sold out, archived, added or deleted', async () => {
    const [last] = await ctx.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.nameAr, `كريم ${WORD} 1199`));
    // Renamed to sort first in both languages: the lists are written again before the next search reads them.
    const renamed = { ...product(3), nameAr: `ا ${WORD}`, nameEn: 'A zaytona' };
    await ctx.database.db.update(schema.products).set(write(renamed)).where(eq(schema.products.id, last!.id));
    expect(await stale()).toContain(WORD);
    // Second after the product named exactly the query: ranked from the names while the lists are stale, and a search
    // does not write them.
    expect((await page(WORD, 1, 'ar')).data[1]!.id).toBe(last!.id);
    expect(await stale()).toContain(WORD);
    await written();
    expect(await stale()).not.toContain(WORD);
    expect((await page(WORD, 1, 'ar')).data[1]!.id).toBe(last!.id);
    await expectSameAsEveryName();

    // Sold out: stock is read from the products, the lists are not written.
    await ctx.database.db.update(schema.products).set({ stock: 0 }).where(eq(schema.products.id, last!.id));
    expect(await stale()).not.toContain(WORD);
    expect((await page(WORD, 1, 'ar')).data.map((p) => p.id)).not.toContain(last!.id);
    await expectSameAsEveryName();

    // Archived, then a new product.
    const top = (await page(WORD, 1, 'ar')).data[0]!;
    await ctx.database.db
      .update(schema.products)
      .set({ status: 'archived' })
      .where(eq(schema.products.id, top.id));
    expect((await page(WORD, 1, 'ar')).data.map((p) => p.id)).not.toContain(top.id);
    await written();
    const [added] = await ctx.database.db
      .insert(schema.products)
      .values({
        ...write({ ...product(0), nameAr: `أ ${WORD} جديد`, nameEn: 'A new zaytona' }),
        categoryId: category.id,
        price: 800,
        stock: 3,
      })
      .returning({ id: schema.products.id });
    expect((await page(WORD, 1, 'ar')).data[0]!.id).toBe(added!.id);
    await written();
    expect((await page(WORD, 1, 'ar')).data[0]!.id).toBe(added!.id);
    await expectSameAsEveryName();

    // And deleted.
    await ctx.database.db.delete(schema.products).where(eq(schema.products.id, added!.id));
    expect(await stale()).toContain(WORD);
    expect((await page(WORD, 1, 'ar')).data.map((p) => p.id)).not.toContain(added!.id);
    await written();
    await expectSameAsEveryName();
  });

  it('writes a word stale once, however many writes name it before its lists are made again', async () => {
    const word = 'ريحانو';
    // The row's version: a write that changes nothing leaves it as it was.
    const version = async () =>
      (
        await queryRows<{ v: string; stale: boolean }>(
          ctx.database.db,
          sql`select xmin::text as v, stale from ${schema.searchNamePostings} where word = ${word}`,
        )
      )[0];
    const add = (i: number) =>
      ctx.database.db.insert(schema.products).values({
        ...write({ ...product(0), nameAr: `${word} ${i}`, nameEn: `Rihano ${i}` }),
        categoryId: category.id,
        price: 900,
        stock: 2,
      });
    await add(1);
    const marked = await version();
    expect(marked?.stale).toBe(true);
    await add(2);
    await add(3);
    expect(await version()).toEqual(marked);
    // Not by a search; made again after the catalogue's write, then marked by the next write.
    expect((await page(word, 1, 'ar')).total).toBe(3);
    expect(await version()).toEqual(marked);
    await written();
    expect((await version())?.stale).toBe(false);
    await add(4);
    expect((await version())?.stale).toBe(true);
    expect((await page(word, 1, 'ar')).total).toBe(4);
  });

  it('reads the names of a tier it found small a moment ago, and keeps to the postings for a large one', async () => {
    const remembered: string[] = [];
    const cached = loggedDb(ctx.database, remembered);
    configureCatalogCache(cached, 60_000);
    const readPostings = async (search: string) => {
      remembered.length = 0;
      const answer = await listProducts(cached, { search, page: 1, limit: 16 } as never, 'en');
      return { answer, read: remembered.some((s) => s.includes('"search_name_postings"')) };
    };
    // About 900 English names hold «zaytona»: no more than the search lists.
    const first = await readPostings('zaytona');
    expect(first.read).toBe(true);
    const again = await readPostings('zaytona');
    expect(again.read).toBe(false);
    expect(again.answer).toEqual(first.answer);
    expect((await readPostings(WORD)).read).toBe(true);
    expect((await readPostings(WORD)).read).toBe(true);
  });

  it('does not remember a tier as small when the catalogue changed while its lists were read', async () => {
    let changing = false;
    // A catalogue write committed here while the lists' statement is on its way.
    const changed: Db = loggedDb(ctx.database, [], (query) => {
      if (changing && query.includes('"tier_lists"')) catalogChanged(changed);
    });
    configureCatalogCache(changed, 60_000);
    const search = () => listProducts(changed, { search: 'zaytona', page: 1, limit: 16 } as never, 'en');
    changing = true;
    await search();
    const plan = (await planSearch(changed, 'zaytona'))!;
    expect(nameTierFoundSmall(changed, plan)).toBe(false);
    changing = false;
    await search();
    expect(nameTierFoundSmall(changed, plan)).toBe(true);
  });

  it('ranks a search of two words from the names both words hold, named exactly the query first', async () => {
    const query = `غسول ${SECOND}`;
    // In Arabic the names in the query's order sort after the 367 reversed ones: its lists are read further.
    await expectSameAsEveryName(query);
    const named = `غَسول ${SECOND}`;
    await ctx.database.db
      .insert(schema.products)
      .values({ ...write({ ...washes(0), nameAr: named, nameEn: '' }), categoryId: category.id, price: 900 });
    await written();
    sent.length = 0;
    const first = await page(query, 1, 'en');
    expect(first.data[0]!.name).toBe(named);
    // The names both words hold, as words, in the first word's order, read in the statement that ranks them (their
    // lists were made again after the insert, not by the search): no name read through the trigram index.
    expect(sent.filter((s) => s.includes('with ordinality'))).toHaveLength(1);
    expect(sent.find((s) => s.includes('count(*) over ()'))).not.toContain('like');
    await expectSameAsEveryName(query);
  });

  it('ranks the candidates by a statement planned once per connection, whatever the word or page', async () => {
    // The app's own handle: the logged one has no connections planned once.
    const own = ctx.database.db;
    for (const search of [WORD, SECOND])
      for (const p of [1, 2, 3]) await listProducts(own, { search, page: p, limit: 16 } as never, 'ar');
    const prepared = await withPlanOnce(own, (on) =>
      queryRows<{ name: string; generic: number; withLists: boolean }>(
        on,
        // Spelt in the text, the statement looking for them would find itself.
        sql`select name, generic_plans as generic, strpos(statement, 'tier_lists') > 0 as "withLists"
            from pg_prepared_statements where strpos(statement, ${'count(*) over ()'}) > 0`,
      ),
    );
    if (ctx.database.kind !== 'postgres') {
      expect(prepared).toEqual([]);
      return;
    }
    // Parsed and planned for each search, it cost PostgreSQL three times what running it does. One text ranks the
    // candidates of a first reading of the lists (SECOND's), one those read further (WORD's first names are out of
    // stock).
    expect(prepared.map((p) => p.withLists).sort()).toEqual([false, true]);
    for (const statement of prepared) {
      expect(statement.name).toMatch(/^once_/);
      expect(Number(statement.generic)).toBeGreaterThanOrEqual(1);
    }
  });

  it('leaves a deep page to the names', async () => {
    sent.length = 0;
    const deep = await page(WORD, 7, 'ar');
    expect(sent.filter((s) => s.includes('"search_name_postings"'))).toEqual([]);
    expect(deep).toEqual(await page(WORD, 7, 'ar', true));
  });

  it('finds the whole query in the names only when its words do not already find those names', async () => {
    const patterns = async (search: string) =>
      new PgDialect().sqlToQuery(nameTier((await planSearch(db, search))!)).params;
    // Both words found anywhere in a word: a name holding the query holds both.
    expect(await patterns(`غسول ${SECOND}`)).not.toContain(`%غسول ${SECOND}%`);
    // A word of two letters is found only at a word's start, which the query in «بسي زهرينا» is not.
    expect(await patterns(`سي ${SECOND}`)).toContain(`%سي ${SECOND}%`);
  });

  it('is used for the searches whose score it can tell, and no other', async () => {
    const rankable = async (search: string) => rankableFromPostings((await planSearch(db, search))!);
    expect(await rankable(WORD)).toBe(true);
    expect(await rankable(`غسول ${SECOND}`)).toBe(true);
    // A word typed twice: its whole-query bonus is another phrase than the word.
    expect(await rankable(`${WORD} ${WORD}`)).toBe(false);
    // With the article, or a plural: the word's other form is found at a word's start only.
    expect(await rankable(`ال${WORD}`)).toBe(false);
    expect(await rankable('كريمات')).toBe(false);
    // Three words; or two with a generic one, which counts a quarter.
    expect(await rankable(`غسول ${SECOND} ناعم`)).toBe(false);
    expect(await rankable(`دواء ${WORD}`)).toBe(false);
  });
});
