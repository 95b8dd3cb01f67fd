// The app's database layer on a pool of its own, with every statement it sends kept in `captured` (SQL and
// parameters), so a benchmark can run the app's own code and then replay or explain what it asked.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';

export interface Captured {
  sql: string;
  params: unknown[];
}

export function capturedDb(): { pool: pg.Pool; db: Db; captured: Captured[] } {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL');
  // Two: one for the app's statements, one for the benchmark's own while the app holds the other.
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: Captured[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Db;
  return { pool, db, captured };
}
