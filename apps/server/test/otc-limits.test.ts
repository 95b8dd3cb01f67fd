import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.ts';
import { configureCatalogCache } from '../src/modules/catalog/cache.ts';
import { makeCategory, makeDiscount, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

// Decision 015: per-order limits of over-the-counter medicines, and prescription medicines never advertised.

let ctx: TestContext;
let categoryId: number;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  categoryId = (await makeCategory(ctx.database.db, { slug: 'pain-relief' })).id;
  const a = await makeUser(ctx.database.db, { admin: true });
  admin = await new TestClient(ctx.app).signInAs(a.id);
});

afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const shopper = () => new TestClient(ctx.app);
const customer = async () => new TestClient(ctx.app).signInAs((await makeUser(db())).id);
const paracetamol = (maxPerOrder: number | null = 2) =>
  makeProduct(db(), {
    categoryId,
    nameAr: 'باراسيتامول 500 ملغ',
    nameEn: 'Paracetamol 500 mg',
    price: 1500,
    stock: 40,
    maxPerOrder,
  });
const stockOf = async (id: number) =>
  (await db().select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;

describe('per-order limits on the cart summary and the order', () => {
  const summary = (items: unknown[], lang: 'ar' | 'en' = 'en') =>
    shopper().post('/api/orders/calculate-summary', { items }, { 'accept-language': lang });

  it('refuses 3 packs of a product limited to 2, naming the product and the limit in both languages', async () => {
    const p = await paracetamol();
    const en = await summary([{ product_id: p.id, quantity: 3 }]);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      success: false,
      code: 'QUANTITY_LIMIT',
      message: 'You can order at most 2 of Paracetamol 500 mg in one order',
      data: { product_id: p.id, max_per_order: 2, requested: 3 },
    });
    const ar = await summary([{ product_id: p.id, quantity: 3 }], 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json()).toMatchObject({
      code: 'QUANTITY_LIMIT',
      message: 'يمكنك طلب 2 على الأكثر من باراسيتامول 500 ملغ في الطلب الواحد',
      data: { product_id: p.id, max_per_order: 2 },
    });
  });

  it('adds up every line of the same product: two lines of 2 are 4', async () => {
    const p = await paracetamol();
    const res = await summary([
      { product_id: p.id, quantity: 2 },
      { product_id: p.id, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'QUANTITY_LIMIT', data: { product_id: p.id, requested: 4 } });
  });

  it('passes at the limit, and every summary line carries the limit (null when there is none)', async () => {
    const p = await paracetamol();
    const cream = await makeProduct(db(), { categoryId, price: 9000 });
    const res = await summary([
      { product_id: p.id, quantity: 1 },
      { product_id: p.id, quantity: 1 },
      { product_id: cream.id, quantity: 7 },
    ]);
    expect(res.statusCode).toBe(200);
    const lines = res.json().data.items;
    expect(lines.find((l: { product_id: number }) => l.product_id === p.id)).toMatchObject({
      quantity: 2,
      max_per_order: 2,
    });
    expect(lines.find((l: { product_id: number }) => l.product_id === cream.id).max_per_order).toBeNull();
  });

  it('refuses the order alike, taking no stock, and places it at the limit', async () => {
    const p = await paracetamol();
    const client = await customer();
    const place = (items: unknown[], lang = 'en') =>
      client.post('/api/orders', { items, shipping_address: shippingAddress }, { 'accept-language': lang });

    const three = await place([{ product_id: p.id, quantity: 3 }], 'ar');
    expect(three.statusCode).toBe(422);
    expect(three.json()).toMatchObject({
      code: 'QUANTITY_LIMIT',
      message: 'يمكنك طلب 2 على الأكثر من باراسيتامول 500 ملغ في الطلب الواحد',
      data: { product_id: p.id, max_per_order: 2, requested: 3 },
    });
    const twoLines = await place([
      { product_id: p.id, quantity: 2 },
      { product_id: p.id, quantity: 2 },
    ]);
    expect(twoLines.statusCode).toBe(422);
    expect(twoLines.json()).toMatchObject({
      code: 'QUANTITY_LIMIT',
      message: 'You can order at most 2 of Paracetamol 500 mg in one order',
    });
    expect(await stockOf(p.id)).toBe(40);
    expect(await db().select().from(orders)).toHaveLength(0);

    const two = await place([{ product_id: p.id, quantity: 2 }]);
    expect(two.statusCode).toBe(201);
    expect(await stockOf(p.id)).toBe(38);
  });

  it('a product without a limit takes any quantity up to the order ceiling', async () => {
    const p = await paracetamol(null);
    const res = await summary([{ product_id: p.id, quantity: 30 }]);
    expect(res.statusCode).toBe(200);
  });
});

describe('the admin sets the limit, and shoppers see it', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    name_ar: 'بروفين 400 ملغ',
    name_en: 'Brufen 400 mg',
    price: 4000,
    stock: 30,
    category_id: categoryId,
    ...over,
  });

  it('creates with a limit, changes it, clears it; the shopper view and the admin view show it', async () => {
    const created = await admin.post('/api/admin/products', body({ max_per_order: 2 }));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.max_per_order).toBe(2);
    expect((await shopper().get(`/api/products/${id}`)).json().data.max_per_order).toBe(2);
    const list = (await shopper().get('/api/products?category=pain-relief&limit=100')).json().data.data;
    expect(list.find((p: { id: number }) => p.id === id).max_per_order).toBe(2);

    const put = (over: Record<string, unknown>) =>
      admin.request({ method: 'PUT', url: `/api/admin/products/${id}`, payload: body(over) });
    expect((await put({ max_per_order: '٣' })).json().data.max_per_order).toBe(3);
    expect((await admin.get(`/api/admin/products/${id}`)).json().data.max_per_order).toBe(3);
    expect((await put({ max_per_order: null })).json().data.max_per_order).toBeNull();
    expect((await shopper().get(`/api/products/${id}`)).json().data.max_per_order).toBeNull();
  });

  it('refuses a limit that is not a whole number from 1 to 1000, in the request language', async () => {
    for (const bad of [0, -2, 1.5, 'two', 1001]) {
      const res = await admin.post('/api/admin/products', body({ max_per_order: bad }), {
        'accept-language': 'en',
      });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        errors: { max_per_order: ['Please enter a limit from 1 to 1000, or leave it empty for no limit'] },
      });
    }
    const ar = await admin.post('/api/admin/products', body({ max_per_order: 0 }), {
      'accept-language': 'ar',
    });
    expect(ar.json().errors.max_per_order).toEqual([
      'يرجى إدخال حدّ من 1 إلى 1000، أو اتركه فارغاً لعدم التقييد',
    ]);
  });
});

describe('prescription medicines are not advertised', () => {
  let rxCategory: number;
  let rx: { id: number };
  let otc: { id: number };

  beforeAll(async () => {
    rxCategory = (await makeCategory(db(), { slug: 'antibiotics' })).id;
    // Stored flags as an older database may hold them: featured, bestseller, best-selling, discounted.
    rx = await makeProduct(db(), {
      categoryId: rxCategory,
      nameEn: 'Amoxicillin 500 mg',
      keywords: 'amoxicillin',
      requiresPrescription: true,
      featured: true,
      bestseller: true,
      salesCount: 5000,
    });
    otc = await makeProduct(db(), {
      categoryId: rxCategory,
      nameEn: 'Amoxicillin-free throat lozenges',
      keywords: 'amoxicillin lozenges',
      featured: true,
      bestseller: true,
      salesCount: 10,
    });
    await makeDiscount(db(), { type: 'percentage', value: 20, productIds: [rx.id, otc.id] });
  });

  const ids = (res: { json(): { data: unknown } }, path: (d: never) => { id: number }[]) =>
    path(res.json().data as never).map((p) => p.id);

  it('leaves them out of the featured, bestseller, home, offers and sales-ranking lists', async () => {
    const lists: [string, (d: never) => { id: number }[]][] = [
      ['/api/products/featured', (d: { id: number }[]) => d],
      ['/api/products?featured=true', (d: { data: { id: number }[] }) => d.data],
      ['/api/products?bestseller=true', (d: { data: { id: number }[] }) => d.data],
      [
        '/api/products?promoted=true&sort=created_at&order=desc&limit=8',
        (d: { data: { id: number }[] }) => d.data,
      ],
      ['/api/products?promoted=true&category=antibiotics', (d: { data: { id: number }[] }) => d.data],
      ['/api/products?discount=true', (d: { data: { id: number }[] }) => d.data],
      ['/api/products?discount=true&category=antibiotics', (d: { data: { id: number }[] }) => d.data],
      ['/api/products/discounts', (d: { data: { data: { id: number }[] } }) => d.data.data],
      [
        '/api/products/discounts?category=antibiotics',
        (d: { data: { data: { id: number }[] } }) => d.data.data,
      ],
      ['/api/products?sort=sales&order=desc&limit=24', (d: { data: { id: number }[] }) => d.data],
      ['/api/products?sort=sales&order=desc&period=week', (d: { data: { id: number }[] }) => d.data],
      ['/api/products?sort=sales&order=desc&category=antibiotics', (d: { data: { id: number }[] }) => d.data],
    ];
    for (const [url, path] of lists) {
      const res = await shopper().get(url);
      expect(res.statusCode, url).toBe(200);
      const found = ids(res, path);
      expect(found, url).not.toContain(rx.id);
      if (!url.includes('period=week')) expect(found, url).toContain(otc.id);
    }
    // The counts of the pages agree with what they list.
    expect((await shopper().get('/api/products?promoted=true&category=antibiotics')).json().data.total).toBe(
      1,
    );
    expect((await shopper().get('/api/products/discounts?category=antibiotics')).json().data.data.total).toBe(
      1,
    );
  });

  it('keeps them in search, in their category and at their own address, without a promotional flag', async () => {
    const search = (await shopper().get('/api/products?search=amoxicillin')).json().data;
    expect(search.data.map((p: { id: number }) => p.id)).toContain(rx.id);
    const category = (await shopper().get('/api/products?category=antibiotics')).json().data;
    expect(category.data.map((p: { id: number }) => p.id)).toContain(rx.id);
    expect(category.total).toBe(2);
    const own = await shopper().get(`/api/products/${rx.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      requires_prescription: true,
      featured: false,
      bestseller: false,
    });
  });

  it('does not announce a discount that only prices prescription medicines down', async () => {
    const rxOnly = await makeDiscount(db(), { type: 'percentage', value: 30, productIds: [rx.id] });
    const mixed = await makeDiscount(db(), { type: 'percentage', value: 10, productIds: [rx.id, otc.id] });
    const rxCategoryOnly = await makeDiscount(db(), { type: 'fixed', value: 500, categoryIds: [rxCategory] });
    const live = (await shopper().get('/api/discounts/active')).json().data.map((d: { id: number }) => d.id);
    expect(live).not.toContain(rxOnly.id);
    expect(live).toContain(mixed.id);
    // The category also holds an over-the-counter product, so its discount is announced.
    expect(live).toContain(rxCategoryOnly.id);
    const banner = (await shopper().get('/api/products/discounts')).json().data.discounts;
    expect(banner.map((d: { id: number }) => d.id)).not.toContain(rxOnly.id);
  });

  it('refuses to feature one or flag it as a bestseller; switching a flag off is allowed', async () => {
    const toggle = await admin.post(`/api/admin/products/featured/${rx.id}/1`, undefined, {
      'accept-language': 'en',
    });
    expect(toggle.statusCode).toBe(422);
    expect(toggle.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { featured: ['A prescription medicine cannot be featured or listed as a bestseller'] },
    });
    const patch = await admin.request({
      method: 'PATCH',
      url: `/api/admin/products/${rx.id}`,
      payload: { bestseller: true },
      headers: { 'accept-language': 'ar' },
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().errors.bestseller).toEqual([
      'لا يمكن إبراز دواء يُصرف بوصفة طبية أو عرضه ضمن الأكثر مبيعاً',
    ]);
    const off = await admin.request({
      method: 'PATCH',
      url: `/api/admin/products/${rx.id}`,
      payload: { featured: false, bestseller: false },
    });
    expect(off.statusCode).toBe(200);

    const created = await admin.post('/api/admin/products', {
      name_ar: 'أزيثرومايسين',
      price: 6500,
      stock: 10,
      category_id: rxCategory,
      requires_prescription: true,
      featured: true,
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.featured).toBeDefined();
  });

  it('a product that becomes a prescription medicine leaves the remembered promotional lists at once', async () => {
    configureCatalogCache(ctx.app.db, 60_000);
    try {
      const category = await makeCategory(db(), { slug: 'cold-flu' });
      const p = await makeProduct(db(), {
        categoryId: category.id,
        nameAr: 'دواء زكام',
        salesCount: 900,
        featured: true,
      });
      const ranking = '/api/products?sort=sales&order=desc&category=cold-flu';
      const listed = async (url: string) =>
        ((await shopper().get(url)).json().data.data ?? (await shopper().get(url)).json().data).map(
          (x: { id: number }) => x.id,
        );
      expect(await listed(ranking)).toContain(p.id);
      expect(await listed('/api/products/featured')).toContain(p.id);
      const put = await admin.request({
        method: 'PUT',
        url: `/api/admin/products/${p.id}`,
        payload: {
          name_ar: 'دواء زكام',
          price: 5000,
          stock: 10,
          category_id: category.id,
          requires_prescription: true,
        },
      });
      expect(put.statusCode).toBe(200);
      expect(await listed(ranking)).not.toContain(p.id);
      expect(await listed('/api/products/featured')).not.toContain(p.id);
      expect(await listed('/api/products?category=cold-flu')).toContain(p.id);
    } finally {
      configureCatalogCache(ctx.app.db, 0);
    }
  });
});
