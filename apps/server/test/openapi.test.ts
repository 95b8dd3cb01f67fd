import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
}
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
};

let ctx: TestContext;
let doc: Doc;
let customerId: number;
const operations: { method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  customerId = (await makeUser(ctx.database.db)).id;
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) operations.push({ method, path, op });
  }
});

afterAll(() => ctx?.close());

const label = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

describe('the served OpenAPI document', () => {
  it('passes a validator of the OpenAPI specification', async () => {
    // validate() dereferences the document in place.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("has no error under Redocly's recommended rules (redocly.yaml)", async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      // The CLI exits 1 when it finds an error; the report on stdout is what the assertion reads.
      const run = promisify(execFile)(
        process.execPath,
        [
          join(root, 'node_modules/@redocly/cli/bin/cli.js'),
          'lint',
          file,
          `--config=${join(root, 'redocly.yaml')}`,
          '--format=json',
          '--max-problems=1000',
        ],
        {
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse((await run).stdout) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
      expect(errors).toEqual([]);
      // The warnings redocly.yaml names and accepts; a new one is looked at, not let through.
      expect(report.problems.filter((p) => p.severity === 'warn').length).toBeLessThanOrEqual(4);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("types an order's delivery address field by field (OrderAddress), for the shopper and the admin", () => {
    const address = doc.components.schemas?.OrderAddress as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(address.required).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'phone', 'governorate', 'city', 'address']),
    );
    expect(Object.keys(address.properties)).toContain('location');
    for (const path of ['/api/orders/{id}', '/api/admin/orders/{id}']) {
      expect(JSON.stringify(doc.paths[path]?.get?.responses['200'])).toContain(
        '#/components/schemas/OrderAddress',
      );
    }
  });

  it('refers only to components it holds', () => {
    const missing = new Set<string>();
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        for (const item of node) walk(item);
        return;
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const name = value.replace('#/components/schemas/', '');
          if (!doc.components.schemas?.[name]) missing.add(value);
        } else walk(value);
      }
    };
    walk(doc);
    expect([...missing]).toEqual([]);
  });

  it('gives every operation a unique operationId, tags, security and an error answer', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const operation of operations) {
      const { op } = operation;
      expect(op.operationId, label(operation)).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tags?.length, label(operation)).toBeGreaterThan(0);
      expect(Array.isArray(op.security), label(operation)).toBe(true);
      expect(
        Object.keys(op.responses).filter((s) => /^4\d\d$/.test(s)),
        label(operation),
      ).not.toEqual([]);
    }
  });

  it('describes both uploads as multipart forms with a file', () => {
    for (const path of ['/api/admin/files', '/api/files/public']) {
      const form = doc.paths[path]?.post?.requestBody?.content['multipart/form-data'];
      expect(form?.schema.properties?.file?.format, path).toBe('binary');
    }
  });

  it('says which operations need a signed-in user or an admin, as the server enforces it', async () => {
    const call = async (client: TestClient, { method, path }: (typeof operations)[number]) => {
      const url = path.replace(/\{id\}/g, '999999').replace(/\{\w+\}/g, 'none');
      const unsafe = method !== 'get';
      return (
        await client.request({ method: method.toUpperCase() as 'GET', url, ...(unsafe && { payload: {} }) })
      ).statusCode;
    };
    for (const operation of operations) {
      const documented = Object.keys(operation.op.responses);
      // A fresh client each time: one of these calls is the logout.
      const anonymous = await call(new TestClient(ctx.app), operation);
      expect(anonymous === 401, `${label(operation)} anonymous: ${anonymous}`).toBe(
        documented.includes('401'),
      );
      const customer = await call(await new TestClient(ctx.app).signInAs(customerId), operation);
      expect(customer === 403, `${label(operation)} customer: ${customer}`).toBe(documented.includes('403'));
      expect(customer, label(operation)).not.toBe(401);
    }
  });
});
