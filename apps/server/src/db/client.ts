import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { syncRoles } from './roles.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept `Db | Tx` where they may run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raw SQL rows, the same shape on both drivers. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A query every request runs, kept as a named statement: PostgreSQL parses and plans it once per connection
 * instead of on every request (for the signed-in user's roles, a join of five tables, the plan cost more than
 * the query). One per database handle, made on first use.
 */
export function preparedPer<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = make(db);
      made.set(db, statement);
    }
    return statement;
  };
}

/** Per database handle, the connections opened with INDEX_PLAN_SETTINGS (PostgreSQL only). */
const indexPlanned = new WeakMap<Db, Db>();
/** Per database handle, the connections whose statements are planned once (PostgreSQL only). */
const plannedOnce = new WeakMap<Db, Db>();

const INDEX_PLAN_SETTINGS = { enable_seqscan: 'off', max_parallel_workers_per_gather: '0' } as const;

/**
 * Runs a statement with the planner told to read through the indexes and to lend no parallel workers: the
 * catalogue search's ranked statement (decision 032: PostgreSQL's cost model charges a LIKE on a long search
 * text like any comparison and chose to read the whole table, three times the time of the trigram index).
 * On PostgreSQL it runs on a few connections of their own, opened with those settings: telling a pooled
 * connection in a transaction of its own took three more round trips than the statement (BEGIN, the settings,
 * COMMIT), each a wake-up of both processes (decision 044). PGlite is one connection in this process, where a
 * round trip costs little: it is told per transaction.
 *
 * `once`: on the connections whose statements are planned once (withPlanOnce), which have the same settings. Only
 * for a statement whose best plan does not depend on its values: a search of one or two words, whose trigram
 * conditions all go to the index whatever they are (decision 057). With three words, PostgreSQL indexes the rarest
 * two, which only the words tell it.
 */
export async function withIndexPlan<T>(
  db: Db,
  run: (db: Db | Tx) => Promise<T>,
  { once = false }: { once?: boolean } = {},
): Promise<T> {
  const own = (once ? plannedOnce : indexPlanned).get(db);
  if (own) return run(own);
  return db.transaction(async (tx) => {
    const settings = Object.entries(INDEX_PLAN_SETTINGS).map(
      ([name, value]) => sql`set_config(${name}, ${value}, true)`,
    );
    await tx.execute(sql`select ${sql.join(settings, sql`, `)}`);
    return run(tx);
  });
}

/**
 * Runs a statement PostgreSQL plans once per connection and then runs with each request's values: a named
 * statement with a generic plan. For a category page's walk (decision 048), planning cost twice what running it
 * does (0.39 against 0.33 ms); planned once, the statement costs PostgreSQL about a third of the CPU. Only
 * statements whose text is one of a few shapes may come here (values as parameters, never a list spelt out per
 * value): each text stays prepared on each of these connections. PGlite runs it as any other statement.
 */
export function withPlanOnce<T, On extends Db | Tx = Db>(
  db: Db,
  run: (db: Db | On) => Promise<T>,
  /** Where PGlite runs it: a transaction the caller is in (PGlite's one connection is held by it). */
  otherwise?: On,
): Promise<T> {
  return run(plannedOnce.get(db) ?? otherwise ?? db);
}

/** A statement's name on the planned-once connections: its text's hash, worked out once per text. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `once_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * How many texts one connection keeps prepared. A generic plan of a search's ranking holds about 136 KB of the
 * backend's memory (decision 052), and the texts are as many as the shapes of the queries sent: a connection that
 * has prepared this many sends any other text unnamed, planned as it runs.
 */
export const NAMED_PER_CONNECTION = 200;

/**
 * Names every statement sent through this connection after its text, so PostgreSQL keeps it prepared, up to
 * NAMED_PER_CONNECTION texts. Drizzle names only statements prepared by hand, with values baked in at preparing.
 */
function nameStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Set<string>();
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'text' in config && !(config as { name?: string }).name) {
      const text = (config as { text: string }).text;
      if (named.has(text) || named.size < NAMED_PER_CONNECTION) {
        named.add(text);
        return query({ ...config, name: statementName(text) }, ...rest);
      }
    }
    return query(config, ...rest);
  }) as typeof client.query;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onNotice` with the payload of every `pg_notify(channel, …)` any instance sends from now on, until
   * the returned function is called. PostgreSQL keeps one connection open for it and opens it again after a
   * failure (notices sent meanwhile are lost: `onReconnect` is called so the caller can assume the worst).
   * PGlite is one process: nothing else can notify it, so nothing is opened. Resolves once listening (or
   * once the first attempt has failed, the retries going on in the background).
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_KEY = 72_019_641;

// node-postgres returns int8 (count(*), sum) as strings; our sums of dinars and points fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 20);
  return openPglite(opts.pgliteDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One connection, one process: nothing to race with.
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await syncRoles(db);
    },
    ping: async () => {
      await client.query('select 1');
    },
    listen: async () => async () => {},
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover, a dropped test database) is already taken out
  // of the pool; without a listener its error would be thrown and end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  /** A few connections of their own, opened with planner settings (`-c name=value …`). */
  const sidePool = (options: string) => {
    const side = new pg.Pool({ connectionString: url, max: sidePoolSize(poolSize), options });
    side.on('error', () => {});
    return side;
  };
  const indexPlanOptions = Object.entries(INDEX_PLAN_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const searchPool = sidePool(indexPlanOptions);
  indexPlanned.set(db, drizzlePg(searchPool, { schema }) as unknown as Db);
  // With the index-plan settings too: a search of one or two words is ranked here (withIndexPlan's `once`); the
  // other statements planned once read through indexes already.
  const planOncePool = sidePool(`${indexPlanOptions} -c plan_cache_mode=force_generic_plan`);
  planOncePool.on('connect', nameStatements);
  plannedOnce.set(db, drizzlePg(planOncePool, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start together: the advisory lock lets one migrate while the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePg(conn, { schema }) as unknown as Db;
        await migratePg(locked as never, { migrationsFolder });
        await syncRoles(locked);
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onNotice, onReconnect) => listenOn(url, channel, onNotice, onReconnect),
    close: async () => {
      await Promise.all([pool.end(), searchPool.end(), planOncePool.end()]);
    },
  };
}

/**
 * The connections kept for searches' ranked statements, and those for statements planned once, besides the
 * pool's: a quarter as many each, at least two. Each holds one for a single statement, and two cores run at most
 * two at once.
 */
function sidePoolSize(poolSize: number): number {
  return Math.max(2, Math.ceil(poolSize / 4));
}

/** How long to wait before opening a dropped listening connection again. */
const RELISTEN_MS = 1000;

async function listenOn(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (again: boolean) => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    const retry = () => {
      if (client === next) client = null;
      next.end().catch(() => {});
      if (!stopped) timer = setTimeout(() => void connect(true), RELISTEN_MS);
    };
    next.on('error', retry);
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      if (again) onReconnect();
    } catch {
      next.removeListener('error', retry);
      retry();
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
    client = null;
  };
}
