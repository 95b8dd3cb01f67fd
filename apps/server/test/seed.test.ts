import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@shop/shared/demo-accounts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { CATEGORIES, PRODUCT_SEEDS } from '../src/db/seed/catalog-data.ts';
import { generateSeedImages } from '../src/db/seed/images.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { ledgerDrift } from '../src/modules/inventory/ledger.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;

const counts = async () => {
  const [row] = await queryRows<Record<string, number>>(
    ctx.database.db,
    sql`select (select count(*)::int from categories) as categories, (select count(*)::int from products) as products,
      (select count(*)::int from users) as users, (select count(*)::int from discounts) as discounts,
      (select count(*)::int from product_images) as images, (select count(*)::int from settings) as settings`,
  );
  return row!;
};

beforeAll(async () => {
  ctx = await createTestApp();
  // Images are drawn for a handful of products only in the test below; the catalog rows are all written.
  await seedDemo(ctx.database.db, { uploadsDir: path.join(ctx.dataDir, 'uploads'), generateImages: false });
});

afterAll(() => ctx?.close());

describe('demo seed', () => {
  it('fills a bilingual catalog of at least 12 root categories and 200 products', async () => {
    const c = await counts();
    expect(c.categories).toBeGreaterThanOrEqual(36);
    expect(c.products).toBeGreaterThanOrEqual(200);
    const [roots] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from categories where parent_id is null`,
    );
    expect(roots!.n).toBeGreaterThanOrEqual(12);
    const [mix] = await queryRows<Record<string, number>>(
      ctx.database.db,
      sql`select count(*) filter (where stock = 0)::int as out, count(*) filter (where stock between 1 and 5)::int as low,
        count(*) filter (where featured)::int as featured, count(*) filter (where bestseller)::int as bestseller,
        count(*) filter (where requires_prescription)::int as rx, count(*) filter (where name_en = '' or name_ar = '')::int as untranslated
        from products`,
    );
    expect(mix).toMatchObject({ untranslated: 0 });
    for (const k of ['out', 'low', 'featured', 'bestseller', 'rx']) expect(mix![k]).toBeGreaterThan(0);
  });

  it('names no product with a bare count at its end («Blades 4», «رؤوس بديلة 2»): a count stands before its noun', () => {
    // A model number may end a name (V150, BT3222, GS 58, Series 3000 / سيريس 3000); a count after a noun may not.
    const stray = ([ar, en]: readonly [string, string]) =>
      /[a-z]s \d+$/.test(en) || (/[\u0600-\u06ff] \d+$/.test(ar) && !/سيريس \d+$/.test(ar));
    const names = [
      ...PRODUCT_SEEDS.map((p) => [p.nameAr, p.nameEn] as const),
      // The bench generator's kinds of product, which it puts in the names it makes.
      ...CATEGORIES.flatMap((c) => c.types ?? []),
    ];
    expect(names.filter(stray)).toEqual([]);
  });

  it('claims no sales the demo shop has not made: no orders, so no product has sold a unit', async () => {
    const [sales] = await queryRows<{ orders: number; sold: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from orders) as orders, coalesce(sum(sales_count), 0)::int as sold from products`,
    );
    expect(sales).toEqual({ orders: 0, sold: 0 });
  });

  // The seed writes the ledger's tables itself, in bulk (scripts/server-modules.cjs, WRITE_EXCEPTIONS): what it
  // writes must be what the ledger would have, every stock figure the sum of its movements.
  it('opens the stock as ledger rows: the books balance', async () => {
    expect(await ledgerDrift(ctx.database.db)).toEqual({ products: [], batches: [] });
  });

  it('adds nothing the second time', async () => {
    const before = await counts();
    expect(
      await seedDemo(ctx.database.db, {
        uploadsDir: path.join(ctx.dataDir, 'uploads'),
        generateImages: false,
      }),
    ).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('makes the demo accounts usable', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const res = await new TestClient(ctx.app).post('/login', {
        email: account.email,
        password: account.password,
      });
      expect(res.statusCode).toBe(200);
    }
    const admin = await new TestClient(ctx.app).post('/login', DEMO_ACCOUNTS.admin);
    expect(admin.json().data.user.roles).toEqual([{ name: 'admin' }]);
  });

  it('has live discounts of both kinds that reach shoppers', async () => {
    const res = (await ctx.app.inject({ url: '/api/products?discount=true&limit=100' })).json().data;
    expect(res.total).toBeGreaterThan(5);
    const types = new Set(res.data.map((p: { discount_type: string }) => p.discount_type));
    expect(types).toEqual(new Set(['percentage', 'fixed']));
  });

  it('draws product and category images locally as WebP at 600 and 300 px', async () => {
    const dir = path.join(ctx.dataDir, 'images-check');
    const category = CATEGORIES[0]!;
    const product = PRODUCT_SEEDS.find((p) => p.categorySlug === category.slug) ?? PRODUCT_SEEDS[0]!;
    const categoryOfProduct = CATEGORIES.find((c) => c.slug === product.categorySlug)!;
    const result = await generateSeedImages({
      uploadsDir: dir,
      products: [product],
      categories: [categoryOfProduct],
    });
    const url = result.products.get(product.slug)![0]!;
    const file = path.join(dir, url.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
    expect((await sharp(file.replace('-600.webp', '-300.webp')).metadata()).width).toBe(300);
    const product0 = (await ctx.app.inject({ url: '/api/products?limit=1' })).json().data.data[0];
    expect(product0.image).toMatch(/^\/uploads\/products\/.+-600\.webp$/);
  });
});
