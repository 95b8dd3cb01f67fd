/**
 * Recall of the shop's search on its own catalogue, typed the ways shoppers type: queries are made from
 * the seeded products' names (not a fixed list), with one slip of the finger each: a letter dropped, two
 * neighbours swapped, a letter doubled, or a neighbouring key hit instead, in Arabic and in Latin words.
 * The keyword lists are emptied first: typo tolerance must not lean on misspellings typed in by hand.
 */
import path from 'node:path';
import { PRODUCTS_PAGE_SIZE_WEB } from '@shop/shared/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { products } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { loadCategoryIndex } from '../src/modules/catalog/category-index.ts';
import { refreshSearchText } from '../src/modules/catalog/search/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { seededRandom } from './random.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedDemo(db, { uploadsDir: path.join(ctx.dataDir, 'uploads'), generateImages: false });
  // No keywords, and a vocabulary of the names, descriptions and categories only.
  await db.update(products).set({ keywords: '' });
  const index = await loadCategoryIndex(db);
  await refreshSearchText(db, index, [...index.byId.keys()]);
  await db.execute(sql`delete from search_word_keys`);
  await db.execute(sql`delete from search_words`);
  await db.execute(
    sql`insert into search_words (word) select distinct w from products, unnest(string_to_array(search_text, ' ')) as w where length(w) >= 3 on conflict do nothing`,
  );
}, 120_000);

afterAll(() => ctx?.close());

/** Rows of the keyboards Iraqi phones show: the standard Arabic layout and QWERTY. */
const KEY_ROWS = ['ضصثقفغعهخحجد', 'شسيبلاتنمكط', 'ئءؤرىةوزظ', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function neighbourKey(ch: string, pick: () => number): string | null {
  for (const row of KEY_ROWS) {
    const i = row.indexOf(ch);
    if (i < 0) continue;
    const options = [row[i - 1], row[i + 1]].filter((c): c is string => Boolean(c));
    return options[Math.floor(pick() * options.length)] ?? null;
  }
  return null;
}

const SLIPS = ['drop', 'swap', 'double', 'neighbour'] as const;
type Slip = (typeof SLIPS)[number];

/** The word with one slip somewhere after its first letter (shoppers rarely miss the first one). */
function slip(word: string, kind: Slip, pick: () => number): string | null {
  const letters = [...word];
  const at = 1 + Math.floor(pick() * (letters.length - 2));
  switch (kind) {
    case 'drop':
      return [...letters.slice(0, at), ...letters.slice(at + 1)].join('');
    case 'swap':
      if (letters[at] === letters[at + 1]) return null;
      return [...letters.slice(0, at), letters[at + 1], letters[at], ...letters.slice(at + 2)].join('');
    case 'double':
      return [...letters.slice(0, at + 1), letters[at], ...letters.slice(at + 1)].join('');
    case 'neighbour': {
      const key = neighbourKey(letters[at]!.toLowerCase(), pick);
      return key ? [...letters.slice(0, at), key, ...letters.slice(at + 1)].join('') : null;
    }
  }
}

interface Query {
  q: string;
  id: number;
  name: string;
  how: string;
}

/**
 * For each product and language: the start of its name as a shopper types it (the fewest words, two or
 * more, that find the product on the first page as typed), with a slip in its longest word of five or
 * more letters (a word of letters only: a strength is not misspelt).
 */
async function typedQueries(
  rows: { id: number; nameAr: string; nameEn: string }[],
  search: (q: string) => Promise<number[]>,
): Promise<Query[]> {
  const pick = seededRandom(20261126);
  const out: Query[] = [];
  for (const [n, row] of rows.entries()) {
    for (const name of [row.nameAr, row.nameEn]) {
      const words = name.split(/\s+/);
      let start = words;
      for (let k = 2; k < words.length; k++) {
        if ((await search(words.slice(0, k).join(' '))).includes(row.id)) {
          start = words.slice(0, k);
          break;
        }
      }
      const target = start
        .filter((w) => /^[\p{L}]+$/u.test(w))
        .sort((a, b) => [...b].length - [...a].length)[0];
      if (!target || [...target].length < 5) continue;
      const kind = SLIPS[(n + out.length) % SLIPS.length]!;
      const typo = slip(target, kind, pick);
      if (!typo || typo === target) continue;
      out.push({ q: start.map((w) => (w === target ? typo : w)).join(' '), id: row.id, name, how: kind });
    }
  }
  return out;
}

it('finds a product typed with one slip on the first page, and by its exact name first', async () => {
  const db = ctx.database.db;
  const rows = await db
    .select({ id: products.id, nameAr: products.nameAr, nameEn: products.nameEn })
    .from(products)
    .orderBy(products.id);
  const search = async (q: string) => {
    const res = await ctx.app.inject({
      url: `/api/products?search=${encodeURIComponent(q)}&limit=${PRODUCTS_PAGE_SIZE_WEB}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.data as { id: number }[]).map((p) => p.id);
  };

  const typed = await typedQueries(rows, search);
  const misses: string[] = [];
  for (const query of typed) {
    if (!(await search(query.q)).includes(query.id))
      misses.push(`${query.how}: «${query.q}» for «${query.name}»`);
  }
  const recall = (typed.length - misses.length) / typed.length;

  const exact = rows.flatMap((r) => [
    { q: r.nameAr, id: r.id },
    { q: r.nameEn, id: r.id },
  ]);
  const notFirst: string[] = [];
  for (const query of exact) {
    const found = await search(query.q);
    if (found[0] !== query.id) notFirst.push(`«${query.q}» at ${found.indexOf(query.id) + 1 || 'none'}`);
  }
  const first = (exact.length - notFirst.length) / exact.length;

  console.log(
    `search recall: ${(recall * 100).toFixed(1)}% of ${typed.length} queries with a slip found on the first page; ` +
      `${(first * 100).toFixed(1)}% of ${exact.length} exact names ranked first`,
  );
  if (misses.length) console.log(`missed:\n  ${misses.join('\n  ')}`);
  if (notFirst.length) console.log(`not first:\n  ${notFirst.join('\n  ')}`);
  const [arabic] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  expect(typed.length).toBeGreaterThanOrEqual(150);
  expect(arabic!.n).toBeGreaterThan(200);
  expect(recall).toBeGreaterThanOrEqual(0.97);
  expect(first).toBeGreaterThanOrEqual(0.95);
}, 300_000);
