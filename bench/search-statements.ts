// Times the statements of a search as the app runs them (captured from Drizzle while listProducts answers),
// warm cache, on one connection: how much of a search PostgreSQL spends, and on which statement. The searches
// are bench/browsers.mjs's never-asked ones unless --queries names others.
// With --plans, the statements that rank and count the matches are run under EXPLAIN (ANALYZE, TIMING OFF), which
// splits their time into PostgreSQL's planning and its execution.
// Usage: DATABASE_URL=postgres://… npx tsx bench/search-statements.ts [--queries "a,b"] [--runs 15] [--each] [--plans]
import { parseArgs } from 'node:util';
import { listProducts } from '../apps/server/src/modules/catalog/products.ts';
import type { ProductListQuery } from '../packages/shared/src/catalog.ts';
import { capturedDb } from './captured-db.ts';

const { values: args } = parseArgs({
  options: {
    queries: { type: 'string', default: 'كريم مرطب,باراسيتامول,شامبو,فيتامين,واقي شمس' },
    runs: { type: 'string', default: '15' },
    each: { type: 'boolean', default: false },
    plans: { type: 'boolean', default: false },
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
const split = { planning: 0, execution: 0 };
const isRanked = (s: { sql: string }) => s.sql.includes('count(*) over');
/** A statement that ranks a search's matches or counts them. */
const readsMatches = (s: { sql: string }) =>
  isRanked(s) || s.sql.startsWith('select count(*) as n from (select 1 from "products"');
const client = await pool.connect();
for (const q of args.queries.split(',')) {
  captured.length = 0;
  const page = await listProducts(db, query(q), 'ar');
  const statements = captured.slice();
  const timed = statements.map((s) => ({
    s,
    times: [] as number[],
    planning: [] as number[],
    execution: [] as number[],
  }));
  for (let i = 0; i < runs; i++) {
    for (const t of timed) {
      const explained = args.plans && readsMatches(t.s);
      const start = performance.now();
      const result = await client.query(
        explained ? `explain (analyze, timing off, summary on) ${t.s.sql}` : t.s.sql,
        t.s.params as unknown[],
      );
      t.times.push(performance.now() - start);
      if (explained) {
        const text = result.rows.map((r) => r['QUERY PLAN']).join('\n');
        t.planning.push(Number(/Planning Time: ([\d.]+)/.exec(text)?.[1]));
        t.execution.push(Number(/Execution Time: ([\d.]+)/.exec(text)?.[1]));
      }
    }
  }
  const all = timed.reduce((sum, t) => sum + median(t.times), 0);
  const ranked = timed.find((t) => isRanked(t.s));
  const rankedMs = ranked ? median(ranked.times) : 0;
  rankedTotal += rankedMs;
  console.log(
    `${q}: ${page.total} found; ${statements.length} statements, ${all.toFixed(1)} ms; ranked page ${rankedMs.toFixed(1)} ms`,
  );
  for (const t of timed.filter((t) => t.planning.length)) {
    const [planning, execution] = [median(t.planning), median(t.execution)];
    split.planning += planning;
    split.execution += execution;
    console.log(
      `    ${isRanked(t.s) ? 'ranked' : 'counted'}: planned in ${planning.toFixed(2)} ms, run in ${execution.toFixed(2)} ms`,
    );
  }
  if (args.each) {
    for (const t of timed) {
      console.log(`    ${median(t.times).toFixed(2)} ms  ${t.s.sql.replace(/\s+/g, ' ').slice(0, 90)}`);
    }
  }
}
console.log(`ranked pages together: ${rankedTotal.toFixed(1)} ms`);
if (args.plans) {
  console.log(
    `ranking and counting together: planned in ${split.planning.toFixed(1)} ms, run in ${split.execution.toFixed(1)} ms`,
  );
}
client.release();
await pool.end();
