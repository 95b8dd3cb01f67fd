import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { makeCategory, makeUser } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

/**
 * The names' postings are made again by the catalogue's writes once they commit, not by a search (decision 072): after
 * each write through the admin, no word of the catalogue is stale, and the search answers from the lists.
 */
let ctx: TestContext;
let admin: TestClient;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await makeUser(ctx.database.db, { admin: true, name: 'مدير' });
  admin = await new TestClient(ctx.app).signInAs(a.id);
  categoryId = (await makeCategory(ctx.database.db, { slug: 'writes-cat' })).id;
}, 60_000);

afterAll(() => ctx?.close());

const stale = async () =>
  (
    await ctx.database.db
      .select({ word: schema.searchNamePostings.word })
      .from(schema.searchNamePostings)
      .where(eq(schema.searchNamePostings.stale, true))
  ).map((r) => r.word);

const listed = async (word: string) =>
  (
    await ctx.database.db
      .select({ ids: schema.searchNamePostings.idsAr })
      .from(schema.searchNamePostings)
      .where(eq(schema.searchNamePostings.word, word))
  )[0]?.ids ?? [];

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  admin.request({ method, url, payload });

describe('the postings after a catalogue write', () => {
  it('are made again when a product is created, renamed and archived through the admin', async () => {
    const product = {
      name_ar: 'مرهم زنجبيلو',
      name_en: 'Zanjabilo ointment',
      description_ar: '',
      price: 4_000,
      stock: 5,
      category_id: categoryId,
      images: [],
    };
    const created = await send('POST', '/api/admin/products', product);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(await stale()).toEqual([]);
    expect(await listed('زنجبيلو')).toEqual([id]);

    const renamed = await send('PUT', `/api/admin/products/${id}`, {
      ...created.json().data,
      name_ar: 'مرهم كركمينو',
      images: [],
    });
    expect(renamed.statusCode).toBe(200);
    expect(await stale()).toEqual([]);
    expect(await listed('زنجبيلو')).toEqual([]);
    expect(await listed('كركمينو')).toEqual([id]);

    const archived = await send('PATCH', `/api/admin/products/${id}`, { status: 'archived' });
    expect(archived.statusCode).toBe(200);
    expect(await stale()).toEqual([]);
    expect(await listed('كركمينو')).toEqual([]);
  });
});
