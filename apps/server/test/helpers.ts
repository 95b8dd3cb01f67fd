import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import type { Mailer } from '../src/lib/mailer.ts';

/**
 * Every test file gets its own database: an in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server of DATABASE_URL (created here, dropped in close()).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 60 });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The database's own connection, with every statement the app sends through it written down in `sent`, as sent, and
 * `onQuery` told of each before it goes.
 */
export function loggedDb(database: Database, sent: string[], onQuery?: (query: string) => void): Db {
  const client = (database.db as unknown as { $client: never }).$client;
  const logger = {
    logQuery: (query: string) => {
      sent.push(query.replace(/\s+/g, ' '));
      onQuery?.(query);
    },
  };
  return (database.kind === 'pglite'
    ? drizzlePglite(client, { schema, logger })
    : drizzlePg(client, { schema, logger })) as unknown as Db;
}

export interface TestContext {
  app: FastifyInstance;
  /** `url`: the PostgreSQL database, when the tests run on one. */
  database: Database & { url?: string };
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    mailer?: Mailer;
    logStream?: Writable;
    /** Another instance of the shop on this (already migrated) database, left in place on close. */
    databaseUrl?: string;
  } = {},
): Promise<TestContext> {
  const database = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 30 })
    : await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    // Factories write straight to the database, past the catalog's invalidation; cache.test.ts turns it on.
    CATALOG_CACHE_MS: '0',
    // Tests of other things place many orders to one test number; budgets.test.ts sets a shopper's budget.
    ORDERS_PER_HOUR: '100000',
    // The PostgreSQL run of CI also shares rate-limit counters through Redis, like several instances would.
    // Each test app counts in its own keys: user ids repeat from one test database to the next, and a
    // counter left by an earlier file or run must not limit this one.
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `test:${Math.random().toString(36).slice(2)}:` }
      : {}),
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cookie-keeping client over app.inject, that does the CSRF dance like the web app does. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    /** Each client is its own shopper on its own address, so per-IP limits do not leak between tests. */
    readonly ip = `10.${rand()}.${rand()}.${rand()}`,
  ) {}

  get csrf(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  /** Signs this client in as a user without the password round trip (tests of other things). */
  async signInAs(userId: number): Promise<this> {
    const { createSession } = await import('../src/modules/auth/sessions.ts');
    const { token, session } = await createSession(this.app.db, { userId, remember: false });
    this.cookies.set('shop_session', token);
    this.cookies.set('XSRF-TOKEN', session.csrfToken);
    return this;
  }

  /** The same shopper (cookies and address) sending to another instance of the shop. */
  onApp(app: FastifyInstance): TestClient {
    const other = new TestClient(app, this.ip);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (opts.method ?? 'GET').toUpperCase();
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && opts.csrf !== false && !this.csrf)
      await this.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (unsafe && opts.csrf !== false && this.csrf) headers['x-xsrf-token'] = this.csrf;
    const res = await this.app.inject({ remoteAddress: this.ip, ...opts, headers });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }
  /** A browser's upload form: one file and its fields. */
  postForm(url: string, file: Parameters<typeof multipartBody>[0], fields: Record<string, string> = {}) {
    const { payload, contentType } = multipartBody(file, fields);
    return this.request({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
  }
}

const rand = () => Math.floor(Math.random() * 250) + 1;

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** A multipart/form-data body with its fields and one file, as a browser's upload sends it. */
export function multipartBody(
  file: { name: string; content: Buffer; type?: string; field?: string },
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = '----shopboundary';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
