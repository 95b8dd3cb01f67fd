// What a never-asked search costs, this checkout against another, taking turns in one process: the CPU of this
// process and of every PostgreSQL process, per search, with the app's own database pools (the planned-once and
// index-plan connections) and its catalogue cache, as a server has them; nothing goes over HTTP. The HTTP
// benchmark (browsers.mjs) measures the whole answer, but on two shared cores its runs differ by a fifth from one
// another; here the two codes alternate in rounds, so the machine's drift falls on both alike.
// Usage: DATABASE_URL=postgres://… npx tsx bench/search-cost.ts --baseline DIR [--queries "a,b"] [--rounds 30]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { cpuTicks } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    queries: { type: 'string', default: 'كريم مرطب,باراسيتامول,شامبو,فيتامين,واقي شمس' },
    rounds: { type: 'string', default: '30' },
    locale: { type: 'string', default: 'ar' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !args.baseline) throw new Error('Set DATABASE_URL and --baseline DIR (another checkout)');

interface Code {
  name: string;
  db: unknown;
  list: (db: unknown, query: unknown, locale: string) => Promise<unknown>;
  close: () => Promise<void>;
  pg: number;
  node: number;
  wall: number;
  searches: number;
}

async function load(name: string, tree: string): Promise<Code> {
  const from = (file: string) => import(pathToFileURL(path.join(tree, 'apps/server/src', file)).href);
  const [client, products, cache] = await Promise.all([
    from('db/client.ts'),
    from('modules/catalog/products.ts'),
    from('modules/catalog/cache.ts'),
  ]);
  const database = await client.openDatabase({ databaseUrl, poolSize: 4 });
  // Remembered as a server remembers them: the categories and discounts are not read again per search.
  cache.configureCatalogCache(database.db, 600_000);
  return {
    name,
    db: database.db,
    list: products.listProducts,
    close: () => database.close(),
    pg: 0,
    node: 0,
    wall: 0,
    searches: 0,
  };
}

/** CPU milliseconds of every PostgreSQL process so far (bench/lib.mjs counts them, exited children included). */
const postgresMs = () => cpuTicks(process.pid).postgres;

const queries = args.queries.split(',');
const codes = [await load('baseline', path.resolve(args.baseline)), await load('this', path.resolve('.'))];
const searchAll = async (code: Code, times: number) => {
  for (let i = 0; i < times; i++)
    for (const search of queries) await code.list(code.db, { search, page: 1, limit: 16 }, args.locale);
};
// Warm: each word's vocabulary facts and postings are read, and each statement prepared, before anything counts.
for (const code of codes) await searchAll(code, 20);
const PER_TURN = 40;
for (let round = 0; round < Number(args.rounds); round++) {
  for (const code of round % 2 ? [...codes].reverse() : codes) {
    const [pg, cpu, wall] = [postgresMs(), process.cpuUsage(), performance.now()];
    await searchAll(code, PER_TURN);
    const used = process.cpuUsage(cpu);
    code.pg += postgresMs() - pg;
    code.node += (used.user + used.system) / 1000;
    code.wall += performance.now() - wall;
    code.searches += PER_TURN * queries.length;
  }
}
console.log(`${queries.length} searches × ${PER_TURN} a turn, ${args.rounds} turns each, one at a time\n`);
console.log('| code | PostgreSQL CPU µs a search | this process CPU µs a search | wall µs a search |');
console.log('|---|---:|---:|---:|');
for (const c of codes) {
  const per = (ms: number) => Math.round((ms * 1000) / c.searches);
  console.log(`| ${c.name} | ${per(c.pg)} | ${per(c.node)} | ${per(c.wall)} |`);
}
for (const code of codes) await code.close();
