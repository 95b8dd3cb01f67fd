// Times the statements of a search as the app runs them (captured from Drizzle while listProducts answers),
// warm cache, on one connection: how much of a search PostgreSQL spends, and on which statement. The searches
// are bench/browsers.mjs's never-asked ones unless --queries names others.
// Usage: DATABASE_URL=postgres://… npx tsx bench/search-statements.ts [--queries "a,b"] [--runs 15] [--each]
import { parseArgs } from 'node:util';
import { listProducts } from '../apps/server/src/modules/catalog/products.ts';
import type { ProductListQuery } from '../packages/shared/src/catalog.ts';
import { capturedDb } from './captured-db.ts';

const { values: args } = parseArgs({
  options: {
    queries: { type: 'string', default: 'كريم مرطب,باراسيتامول,شامبو,فيتامين,واقي شمس' },
    runs: { type: 'string', default: '15' },
    each: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const { pool, db, captured } = capturedDb();

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const query = (search: string) => ({ search, page: 1, limit: 16 }) as ProductListQuery;

// A first answer of each: the vocabulary's facts and the remembered catalogue are loaded, as in a server
// that has answered before.
for (const q of args.queries.split(',')) await listProducts(db, query(q), 'ar');

let rankedTotal = 0;
const client = await pool.connect();
for (const q of args.queries.split(',')) {
  captured.length = 0;
  const page = await listProducts(db, query(q), 'ar');
  const statements = captured.slice();
  const timed = statements.map((s) => ({ s, times: [] as number[] }));
  for (let i = 0; i < runs; i++) {
    for (const t of timed) {
      const start = performance.now();
      await client.query(t.s.sql, t.s.params as unknown[]);
      t.times.push(performance.now() - start);
    }
  }
  const all = timed.reduce((sum, t) => sum + median(t.times), 0);
  const ranked = timed.find((t) => t.s.sql.includes('count(*) over'));
  const rankedMs = ranked ? median(ranked.times) : 0;
  rankedTotal += rankedMs;
  console.log(
    `${q}: ${page.total} found; ${statements.length} statements, ${all.toFixed(1)} ms; ranked page ${rankedMs.toFixed(1)} ms`,
  );
  if (args.each) {
    for (const t of timed) {
      console.log(`    ${median(t.times).toFixed(2)} ms  ${t.s.sql.replace(/\s+/g, ' ').slice(0, 90)}`);
    }
  }
}
console.log(`ranked pages together: ${rankedTotal.toFixed(1)} ms`);
client.release();
await pool.end();
