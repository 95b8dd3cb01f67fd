// Shows how PostgreSQL runs every catalog list query: the app's own SQL (captured from Drizzle while the
// real service runs), then EXPLAIN ANALYZE of each. Usage: DATABASE_URL=postgres://… npx tsx bench/explain.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { listProducts } from '../apps/server/src/modules/catalog/products.ts';
import type { ProductListQuery } from '../packages/shared/src/catalog.ts';
import { capturedDb } from './captured-db.ts';

const { pool, db, captured } = capturedDb();

const scenarios: [string, ProductListQuery][] = [
  ['category page', { category: 'skin-care', page: 1, limit: 16 } as ProductListQuery],
  ['sorted page', { sort: 'price', order: 'desc', page: 3, limit: 16 } as ProductListQuery],
  [
    'category page, by price, page 5',
    { category: 'skin-care', sort: 'price', order: 'desc', page: 5, limit: 16 } as ProductListQuery,
  ],
  ['Arabic search', { search: 'كريم مرطب', page: 1, limit: 16 } as ProductListQuery],
  ['one-word search', { search: 'فيتامين', page: 1, limit: 16 } as ProductListQuery],
  ['search with a typo', { search: 'باراسيتمول', page: 1, limit: 16 } as ProductListQuery],
  ['search in a category', { search: 'كريم', category: 'skin-care', page: 1, limit: 16 } as ProductListQuery],
  ['offers', { discount: true, page: 1, limit: 16 } as ProductListQuery],
  [
    'bestsellers this week',
    { sort: 'sales', order: 'desc', period: 'week', page: 1, limit: 24 } as ProductListQuery,
  ],
];

const out: string[] = [];
for (const [name, query] of scenarios) {
  captured.length = 0;
  await listProducts(db, { ...query, search: query.search }, 'ar');
  // The list, its count and the typo look-up; the category, discount and image look-ups around them
  // are small tables.
  // A statement the app runs with planner settings of its own (`set_config(…, true)` just before it, in its
  // transaction) is explained with them.
  let settings: (typeof captured)[number] | null = null;
  for (const q of captured) {
    if (q.sql.includes('set_config(')) {
      settings = q;
      continue;
    }
    const own = settings;
    settings = null;
    if (!/(from|join) "(products|search_words)"/.test(q.sql) || /"product_images"/.test(q.sql)) continue;
    const client = await pool.connect();
    let plan: pg.QueryResult;
    try {
      await client.query('begin');
      if (own) await client.query(own.sql, own.params);
      plan = await client.query(`explain (analyze, costs off, timing off, summary on) ${q.sql}`, q.params);
    } finally {
      await client.query('rollback');
      client.release();
    }
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    const usesIndex = /Index|Bitmap/.test(text);
    // The per-category counts read the whole table by design; the app remembers them (catalog/cache.ts)
    // and runs this once per 30 s or catalogue change, not per page view.
    const perCategoryCounts = /group by "products"\."category_id"/.test(q.sql);
    const label = perCategoryCounts
      ? ' (per-category counts, remembered)'
      : q.sql.includes('over ()')
        ? ' (ranked page and its count)'
        : q.sql.includes('count(')
          ? ' (count)'
          : q.sql.includes('"search_words"')
            ? ' (close words of a possible typo)'
            : '';
    const verdict = usesIndex
      ? 'yes'
      : perCategoryCounts
        ? 'no (whole-table aggregate, not per request)'
        : 'NO';
    const told = own ? `planner settings: \`${own.sql.replace(/^select /, '')}\`\n\n` : '';
    out.push(`### ${name}${label}\n\nuses an index: ${verdict}\n\n${told}\`\`\`\n${text}\n\`\`\`\n`);
    console.log(`${name}${label}: ${usesIndex ? 'index' : perCategoryCounts ? 'aggregate' : 'NO INDEX'}`);
  }
}
await pool.end();
writeFileSync(path.join(import.meta.dirname, 'results/explain.md'), out.join('\n'));
console.log('Plans written to bench/results/explain.md');
