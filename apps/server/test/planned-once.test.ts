import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, NAMED_PER_CONNECTION, queryRows, withIndexPlan, withPlanOnce } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { listProducts } from '../src/modules/catalog/products.ts';
import { searchFields } from '../src/modules/catalog/search/index.ts';
import { makeCategory } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * Statements PostgreSQL plans once per connection (decisions 048 and 057): a whole-catalogue search of one or two
 * words is ranked and counted by them, and no connection keeps more than NAMED_PER_CONNECTION texts prepared.
 */
let ctx: TestContext;
/** The app's own handle: its planned-once connections are the ones a server has. */
let db: Db;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  const care = await makeCategory(db, { slug: 'burns', nameAr: 'الحروق', nameEn: 'Burns' });
  const names = [
    ['مرهم للحروق الخفيفة', 'Ointment for light burns'],
    ['مرهم للحروق العميقة', 'Ointment for deep burns'],
    ['كريم مرطب للبشرة', 'Moisturising cream'],
    ['جل الصبار للحروق', 'Aloe gel for burns'],
  ];
  await db.insert(schema.products).values(
    names.map(([nameAr, nameEn]) => {
      const p = {
        nameAr: nameAr!,
        nameEn: nameEn!,
        descriptionAr: 'يهدئ الجلد',
        descriptionEn: '',
        keywords: '',
      };
      return {
        ...p,
        categoryId: care.id,
        price: 2_000,
        stock: 5,
        ...searchFields(p, [care.nameAr, care.nameEn]),
      };
    }),
  );
}, 60_000);

afterAll(() => ctx?.close());

const names = async (search: string, category?: string) =>
  (
    await listProducts(db, { search, page: 1, limit: 16, ...(category ? { category } : {}) } as never, 'ar')
  ).data.map((p) => p.name);

/** The searches' rankings this connection keeps prepared: statements that rank what LIKE finds. */
const preparedRankings = () =>
  withPlanOnce(db, (on) =>
    queryRows<{ name: string; generic: number; statement: string }>(
      on,
      // Spelt in the text, the statement looking for them would find itself.
      sql`select name, generic_plans as generic, statement from pg_prepared_statements
          where strpos(statement, ${'count(*) over ()'}) > 0 and strpos(statement, ${'" like '}) > 0`,
    ),
  );

describe('a search of the whole catalogue', () => {
  it('of one or two words is ranked and counted by statements planned once, with the index-plan settings', async () => {
    expect(await names('مرهم')).toEqual(['مرهم للحروق الخفيفة', 'مرهم للحروق العميقة']);
    expect((await names('مرهم للحروق')).sort()).toEqual(['مرهم للحروق الخفيفة', 'مرهم للحروق العميقة']);
    const prepared = await preparedRankings();
    if (ctx.database.kind !== 'postgres') {
      // PGlite runs them as any other statement.
      expect(prepared).toEqual([]);
      return;
    }
    // One ranking per shape: the names' tier of one word, and of two.
    expect(prepared.length).toBeGreaterThanOrEqual(2);
    expect(prepared.every((p) => p.name.startsWith('once_') && Number(p.generic) >= 1)).toBe(true);
    // Found through the trigram indexes, as on the index-plan connections (decision 032), and planned once.
    const [settings] = await withIndexPlan(
      db,
      (on) =>
        queryRows<{ seqscan: string; workers: string; mode: string }>(
          on,
          sql`select current_setting('enable_seqscan') as seqscan,
            current_setting('max_parallel_workers_per_gather') as workers,
            current_setting('plan_cache_mode') as mode`,
        ),
      { once: true },
    );
    expect(settings).toEqual({ seqscan: 'off', workers: '0', mode: 'force_generic_plan' });
  });

  it('of three words, or in a category, is planned for its words', async () => {
    const before = (await preparedRankings()).map((p) => p.statement);
    // Which of three words PostgreSQL reads through the index depends on how rare each is: a generic plan read
    // «شعر» of «شامبو للشعر الجاف» through it, 2,791 rows at 100,000 products where «جاف» found one.
    expect(await names('مرهم للحروق الخفيفة')).toEqual(['مرهم للحروق الخفيفة']);
    expect(await names('مرهم', 'burns')).toEqual(['مرهم للحروق الخفيفة', 'مرهم للحروق العميقة']);
    expect((await preparedRankings()).map((p) => p.statement)).toEqual(before);
  });
});

describe('a connection whose statements are planned once', () => {
  it(`keeps at most ${NAMED_PER_CONNECTION} texts prepared, and sends any other unnamed`, async () => {
    const texts = NAMED_PER_CONNECTION + 20;
    for (let i = 0; i < texts; i++) {
      const [row] = await withPlanOnce(db, (on) =>
        queryRows<{ n: number }>(on, sql.raw(`select ${i}::int as n`)),
      );
      expect(row?.n).toBe(i);
    }
    const [kept] = await withPlanOnce(db, (on) =>
      queryRows<{ n: number }>(on, sql`select count(*)::int as n from pg_prepared_statements`),
    );
    if (ctx.database.kind !== 'postgres') return;
    expect(kept!.n).toBeGreaterThan(0);
    expect(kept!.n).toBeLessThanOrEqual(NAMED_PER_CONNECTION);
  });
});
