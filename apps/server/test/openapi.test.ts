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
