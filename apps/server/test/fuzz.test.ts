// Every operation of the OpenAPI document, as a guest, a customer and an admin (each with a valid CSRF
// token), sent malformed values. Nothing may answer 5xx, every refusal carries the code of its status, no
// error may show a stack, SQL or a hash, and a batch of refused requests may not change the database. Seeded and bounded: FUZZ_SEED picks another
// run, FUZZ_ROUNDS makes it longer (bench/fuzz.mjs).
import { ERROR_CODES, type ErrorCode } from '@shop/shared/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { addresses, discounts, orders } from '../src/db/schema.ts';
import { makeCategory, makeDiscount, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';
import { seededRandom } from './random.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 1);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: Json[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  default?: Json;
  nullable?: boolean;
  $ref?: string;
};
type Operation = {
  method: string;
  path: string;
  params: { name: string; in: string; schema?: Schema }[];
  body?: Schema;
  multipart: boolean;
};

const MEGABYTE = 'x'.repeat(1024 * 1024);
/** Values that are wrong for almost any field. */
const EVIL_VALUES: Json[] = [
  null,
  true,
  false,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53),
  '0x10',
  '1e3',
  '',
  ' ',
  'B\u0000aghdad',
  '\ud800',
  'a\udc00',
  'x'.repeat(100_000),
  MEGABYTE,
  '../../../etc/passwd',
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '٣',
  'NaN',
  [],
  {},
  [[[[[[]]]]]],
  { __proto__: { admin: true } } as unknown as Json,
  { a: { b: { c: { d: { e: {} } } } } },
];
/** Bodies that are not the JSON they claim to be, or JSON no schema expects. */
const RAW_BODIES = [
  '{"a":',
  '[',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"x":1e309}',
  'null',
  '"text"',
  '[1,2,3]',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];
/** Never a valid id: each must be refused. */
const EVIL_PATH = [
  '0x10',
  '-1',
  '1.5',
  '99999999999999999999',
  '%00',
  '..%2f..%2fetc',
  'abc',
  '1e3',
  '%ED%A0%80',
  '0',
  'true',
];
/** Ids with a line break, a direction character or a separator (issue 46): refused, never read as 10 or 1. */
const PATH_LINES_AND_SEPARATORS = [
  '1%0D%0A',
  '%E2%80%AE1',
  '1%E2%81%A6',
  '1%EF%BF%BF',
  '1,0',
  '1%D9%AC000',
  '1%20000',
  '1.000',
];
/** Text no field may hold, tried on every field chosen: what gave the attack run 82 answers of 500 in 240. */
const BAD_TEXT: Json[] = ['B\u0000aghdad', '\ud800'];
/**
 * Line breaks and the characters that reorder or break text (issue 46): one of these goes into every text field
 * of every body and query, optional ones too. A one-line field refuses them; a free-text one may keep them.
 */
const LINES_AND_BIDI: string[] = [
  'Ali\r\nSubject: hacked\r\n\r\nVerify at https://evil.example',
  'a\nb',
  '\r\n',
  'a\tb',
  'Ali \u202Egpj.exe',
  'a\u202Ab\u202C',
  'a\u2066b\u2069',
  'a\u2067b',
  'a\u2028b\u2029',
  'a\uFFFFb',
  'a\uFFFEb',
  '\u202E',
];
/** Numbers written with separators, grouping or decimal (issue 46): one goes into every number field. */
const NUMBER_SEPARATORS: string[] = [
  '1,0',
  '1٬000',
  '1 000',
  '1.000',
  '1,000',
  '١٬٠٠٠',
  '1\u00a0000',
  '1_000',
  "1'000",
];
const EVIL_QUERY = [
  '%00',
  '%ED%A0%80',
  '-1',
  '0x10',
  '1e309',
  '99999999999999999999',
  '',
  'x'.repeat(5000),
  "'%20OR%201=1--",
  '[]',
  '../..',
];

let ctx: TestContext;
let doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, Schema> };
};
const clients: Record<'guest' | 'customer' | 'admin', TestClient> = {} as never;
const ids: Record<string, number> = {};
let digestQuery: ReturnType<typeof sql>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const category = await makeCategory(db);
  const product = await makeProduct(db, { categoryId: category.id, price: 12_000, stock: 500 });
  await makeProduct(db, { categoryId: category.id, price: 3_000, stock: 500 });
  const customer = await makeUser(db);
  const victim = await makeUser(db);
  const admin = await makeUser(db, { admin: true });
  clients.guest = new TestClient(ctx.app);
  await clients.guest.get('/sanctum/csrf-cookie');
  clients.customer = await new TestClient(ctx.app).signInAs(customer.id);
  clients.admin = await new TestClient(ctx.app).signInAs(admin.id);
  const placed = await clients.customer.post('/api/orders', {
    items: [{ product_id: product.id, quantity: 1 }],
    shipping_address: shippingAddress,
  });
  expect(placed.statusCode).toBe(201);
  await clients.customer.post('/api/addresses', shippingAddress);
  await makeDiscount(db, { type: 'percentage', value: 10, productIds: [product.id] });
  const [address] = await db.select().from(addresses);
  const [discount] = await db.select().from(discounts);
  const [order] = await db.select().from(orders);
  Object.assign(ids, {
    product: product.id,
    category: category.id,
    user: victim.id,
    customer: customer.id,
    address: address!.id,
    discount: discount!.id,
    order: order!.id,
  });
  doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  // Every table but the sessions (whose last-seen time a read may touch), as one fingerprint. A wrong
  // one-time code is refused and still counted against its code (and burns it at the fifth try): that
  // count is the one change a refusal must make.
  // The outbox worker settles jobs an earlier, accepted request queued (status, tries, the code erased) in
  // the background, at any moment: only which jobs exist counts.
  const rowsOf: Record<string, string> = {
    email_codes:
      '(select id, email, purpose, code_hash, payload, user_id, expires_at, sent_at from email_codes)',
    outbox_messages:
      '(select id, channel, template, recipient, locale, sensitive, user_id, order_id, created_at from outbox_messages)',
  };
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions'
        order by table_name`,
  );
  digestQuery = sql.raw(
    `select string_agg(d, ',') as digest from (${tables
      .map(
        ({ name }) =>
          `select '${name}:' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as d from ${rowsOf[name] ?? `"${name}"`} t`,
      )
      .join(' union all ')}) x`,
  );
});

afterAll(() => ctx?.close());

const digest = async () => (await queryRows<{ digest: string }>(ctx.database.db, digestQuery))[0]!.digest;

function operations(): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters as Operation['params']) ?? [],
        body: content?.['application/json']?.schema,
        multipart: !!content?.['multipart/form-data'],
      });
    }
  }
  return ops;
}

function resolve(schema: Schema | undefined): Schema {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split('/').pop()!;
  return doc.components?.schemas?.[name] ?? {};
}

/** A plausible value for a schema, so that a mutation of one field is the only thing wrong. */
function valid(schemaIn: Schema | undefined, name = '', depth = 0): Json {
  const schema = resolve(schemaIn);
  if (depth > 6) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0]!;
  const alternative = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternative?.length) return valid(alternative[0], name, depth + 1);
  switch (schema.type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const key of schema.required ?? []) out[key] = valid(schema.properties?.[key], key, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => valid(schema.items, name, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return false;
    default:
      return namedValue(name, schema.minLength ?? 0);
  }
}

function namedValue(name: string, minLength: number): Json {
  if (/email/.test(name)) return 'fuzz@example.iq';
  if (/phone/.test(name)) return '07701234567';
  if (/password/.test(name)) return 'Secret@123';
  if (/otp|code/.test(name)) return '123456';
  if (/product_id/.test(name)) return ids.product!;
  return 'fuzz'.padEnd(Math.max(minLength, 4), 'z');
}

/** Dotted paths of the fields of a value, to depth three. */
function fieldPaths(value: Json, prefix: string[] = [], depth = 0): string[][] {
  if (depth >= 3 || value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const inner = entries.flatMap(([k, v]) => fieldPaths(v, [...prefix, k], depth + 1));
  return prefix.length ? [prefix, ...inner] : inner;
}

function withField(body: Json, path: string[], value: Json): Json {
  const copy = structuredClone(body) as Record<string, Json>;
  let node = copy as Record<string, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, Json>;
  node[path.at(-1)!] = value;
  return copy;
}

/** The kinds of value a schema takes: its type and those of its alternatives. */
function kindsOf(schemaIn: Schema | undefined, depth = 0): Set<string> {
  const schema = resolve(schemaIn);
  const kinds = new Set<string>(schema.type ? [schema.type] : []);
  if (depth < 4)
    for (const alt of schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [])
      for (const k of kindsOf(alt, depth + 1)) kinds.add(k);
  return kinds;
}

/** Every field of a body's schema, optional ones too, into objects and the first item of arrays, to depth three. */
function schemaFields(
  schemaIn: Schema | undefined,
  prefix: string[] = [],
  depth = 0,
): { path: string[]; kinds: Set<string> }[] {
  const schema = resolve(schemaIn);
  const alternative = (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.find((s) => resolve(s).properties);
  const properties = schema.properties ?? (alternative ? resolve(alternative).properties : undefined);
  if (depth >= 3) return [];
  if (properties) {
    return Object.entries(properties).flatMap(([key, child]) => {
      const path = [...prefix, key];
      return [{ path, kinds: kindsOf(child) }, ...schemaFields(child, path, depth + 1)];
    });
  }
  if (schema.type === 'array' && schema.items) return schemaFields(schema.items, [...prefix, '0'], depth + 1);
  return [];
}

/** `withField`, making the objects and arrays on the way that the valid body left out. */
function withFieldDeep(body: Json, path: string[], value: Json): Json {
  const copy = structuredClone(body ?? {}) as Record<string, Json>;
  let node = copy as Record<string, Json>;
  path.slice(0, -1).forEach((key, i) => {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = node[key] as Record<string, Json>;
  });
  node[path.at(-1)!] = value;
  return copy;
}

const idFor = (path: string): number => {
  if (path.includes('/users/') && path.includes('points')) return ids.customer!;
  if (path.includes('/users')) return ids.user!;
  if (path.includes('/addresses')) return ids.address!;
  if (path.includes('/discounts')) return ids.discount!;
  if (path.includes('/orders')) return ids.order!;
  if (path.includes('/categories')) return ids.category!;
  return ids.product!;
};

interface Probe {
  url: string;
  payload?: string;
  contentType?: string;
  what: string;
  /** Wrong whoever sends it: anything but a 4xx is a finding. */
  mustRefuse?: boolean;
}

/** The malformed requests of one operation for one role. */
function probes(op: Operation, pick: <T>(list: T[], n: number) => T[], full: boolean): Probe[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const urlWith = (override: Record<string, string> = {}, query = '') => {
    let url = op.path;
    for (const p of pathParams) {
      const value =
        override[p.name] ?? (p.name === 'flag' ? '1' : p.name === 'slug' ? 'fuzz' : String(idFor(op.path)));
      url = url.replace(`{${p.name}}`, value);
    }
    return query ? `${url}?${query}` : url;
  };
  const body = op.body ? valid(op.body) : undefined;
  const json = (value: Json) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const out: Probe[] = [];
  const n = full ? 1 : 0.34;
  for (const p of pathParams) {
    for (const v of ['0x10', ...pick(EVIL_PATH, Math.ceil(3 * n))])
      out.push({ url: urlWith({ [p.name]: v }), what: `path ${p.name}=${v}`, mustRefuse: p.name === 'id' });
    if (full)
      for (const v of pick(PATH_LINES_AND_SEPARATORS, 1))
        out.push({ url: urlWith({ [p.name]: v }), what: `path ${p.name}=${v}`, mustRefuse: p.name === 'id' });
  }
  for (const p of pick(queryParams, Math.ceil(4 * n))) {
    for (const v of ['%00', ...pick(EVIL_QUERY, 1)])
      out.push({ url: urlWith({}, `${p.name}=${v}`), what: `query ${p.name}=${v.slice(0, 20)}` });
  }
  if (full) {
    for (const p of queryParams) {
      const kinds = kindsOf(p.schema);
      const number = kinds.has('integer') || kinds.has('number');
      const v = pick(number ? NUMBER_SEPARATORS : LINES_AND_BIDI, 1)[0]!;
      out.push({
        url: urlWith({}, `${p.name}=${encodeURIComponent(v)}`),
        what: `query ${p.name}=${JSON.stringify(v)}`,
      });
    }
  }
  if (op.method === 'GET' || op.method === 'DELETE') {
    // An unexpected body, and unknown query keys, on a request that takes none.
    out.push({ url: urlWith({}, '__proto__[admin]=1&constructor[prototype][x]=1'), what: 'proto query' });
    out.push({ url: urlWith(), ...json({ admin: true }), what: 'unexpected body' });
    return out;
  }
  const base = body ?? {};
  const fields = fieldPaths(base);
  for (const path of pick(fields, Math.ceil(5 * n))) {
    for (const v of [...BAD_TEXT, ...pick(EVIL_VALUES, 1)])
      out.push({ url: urlWith(), ...json(withField(base, path, v)), what: `body ${path.join('.')}` });
  }
  if (full) {
    for (const { path, kinds } of schemaFields(op.body)) {
      if (kinds.has('string') || kinds.size === 0) {
        const v = pick(LINES_AND_BIDI, 1)[0]!;
        out.push({
          url: urlWith(),
          ...json(withFieldDeep(base, path, v)),
          what: `body ${path.join('.')}=${JSON.stringify(v)}`,
        });
      }
      if (kinds.has('integer') || kinds.has('number')) {
        const v = pick(NUMBER_SEPARATORS, 1)[0]!;
        out.push({
          url: urlWith(),
          ...json(withFieldDeep(base, path, v)),
          what: `body ${path.join('.')}=${JSON.stringify(v)}`,
        });
      }
    }
  }
  for (const path of pick(fields, Math.ceil(1 * n))) {
    const marked = JSON.stringify(withField(base, path, '__HUGE__')).replace('"__HUGE__"', '1e309');
    out.push({
      url: urlWith(),
      payload: marked,
      contentType: 'application/json',
      what: `body ${path.join('.')}=1e309`,
    });
  }
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    out.push({
      url: urlWith(),
      ...json({ ...base, is_admin: true, roles: ['admin'], id: 1, __extra: 'x' }),
      what: 'extra fields',
    });
    for (const key of pick(Object.keys(base), 1)) {
      const { [key]: _dropped, ...rest } = base as Record<string, Json>;
      out.push({ url: urlWith(), ...json(rest), what: `missing ${key}` });
    }
  }
  for (const raw of pick(RAW_BODIES, Math.ceil(4 * n))) {
    out.push({
      url: urlWith(),
      payload: raw,
      contentType: 'application/json',
      what: `raw ${raw.slice(0, 20)}`,
    });
  }
  for (const type of pick(CONTENT_TYPES, Math.ceil(2 * n))) {
    out.push({
      url: urlWith(),
      payload: JSON.stringify(base),
      contentType: type,
      what: `content-type ${type}`,
    });
  }
  if (op.multipart) {
    const bidi = pick(LINES_AND_BIDI, 1)[0]!.replace(/\r|\n/g, ' ');
    out.push({
      url: urlWith(),
      payload: Buffer.from(
        `--x\r\nContent-Disposition: form-data; name="note"\r\n\r\n${pick(LINES_AND_BIDI, 1)[0]}\r\n` +
          `--x\r\nContent-Disposition: form-data; name="files"; filename="rx${bidi}.png"\r\n\r\nnot a png\r\n--x--\r\n`,
      ).toString(),
      contentType: 'multipart/form-data; boundary=x',
      what: 'multipart with line breaks and bidi',
    });
    out.push({
      url: urlWith(),
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.php"\r\n\r\n<?php ?>\r\n--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
      what: 'multipart php',
    });
  }
  return out;
}

/** What an error body must never show. */
const LEAKS: [RegExp, string][] = [
  [/\n\s+at .+:\d+:\d+/, 'a stack trace'],
  [/node_modules|\.ts:\d+/, 'a source location'],
  [/\b(select .+ from|insert into|update \w+ set|delete from)\b/i, 'SQL'],
  [/violates|duplicate key|syntax error at|invalid input syntax/i, 'a database message'],
];
const HASH = /\$argon2|password_hash|passwordHash|code_hash|codeHash/;

describe(`fuzz from the OpenAPI document (seed ${SEED}, ${ROUNDS} round(s))`, () => {
  it('answers every malformed request with a clean 4xx and changes nothing when it refuses', async () => {
    const rand = seededRandom(SEED);
    const pick = <T>(list: T[], n: number): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    };
    const ops = operations().filter((op) => !(op.method === 'POST' && op.path === '/api/logout'));
    expect(ops.length).toBeGreaterThan(90);
    const failures: string[] = [];
    let sent = 0;
    let unchangedChecks = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const op of ops) {
        const adminOnly = op.path.startsWith('/api/admin') || op.path.startsWith('/api/files');
        for (const role of ['guest', 'customer', 'admin'] as const) {
          // A role the route refuses at the door needs fewer tries than one it lets in.
          const full = !adminOnly || role === 'admin';
          const batch = probes(op, pick, full);
          const before = await digest();
          let anyAccepted = false;
          for (const probe of batch) {
            const headers: Record<string, string> = { 'accept-language': rand() < 0.5 ? 'ar' : 'en' };
            if (probe.contentType) headers['content-type'] = probe.contentType;
            const res = await clients[role].request({
              method: op.method as 'GET',
              url: probe.url,
              ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
              headers,
            });
            sent++;
            const where = `${role} ${op.method} ${op.path} (${probe.what}) → ${res.statusCode}`;
            if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
            else if (probe.mustRefuse && res.statusCode < 400) failures.push(`${where}: accepted`);
            if (res.statusCode < 400) anyAccepted = true;
            if (HASH.test(res.body)) failures.push(`${where}: a hash in the body`);
            if (res.statusCode >= 400) {
              for (const [pattern, label] of LEAKS) {
                if (pattern.test(res.body)) failures.push(`${where}: ${label} in ${res.body.slice(0, 200)}`);
              }
              const code = (res.json() as { code?: string }).code;
              if (!code || !(code in ERROR_CODES) || ERROR_CODES[code as ErrorCode] !== res.statusCode)
                failures.push(`${where}: code ${code} does not name this refusal`);
              const type = String(res.headers['content-type'] ?? '');
              if (op.path.startsWith('/api') && !type.includes('application/json'))
                failures.push(`${where}: not a JSON error (${type})`);
            }
          }
          if (!anyAccepted) {
            unchangedChecks++;
            if ((await digest()) !== before)
              failures.push(`${role} ${op.method} ${op.path}: refused requests changed the database`);
          }
        }
      }
    }
    console.log(
      `fuzz: seed ${SEED}, ${sent} requests over ${ops.length} operations, ${unchangedChecks} refused batches checked for changes`,
    );
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(1500);
    // About 5,200 requests: a minute alone, longer on two cores shared with another run.
  }, 300_000);
});
