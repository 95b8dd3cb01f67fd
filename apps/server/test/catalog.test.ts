import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { newsletterSubscribers, productImages } from '../src/db/schema.ts';
import { makeCategory, makeDiscount, makeProduct, makeUser } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
const ids = {} as Record<string, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const skin = await makeCategory(db, { slug: 'skin-care', nameAr: 'العناية بالبشرة', nameEn: 'Skin care' });
  const moist = await makeCategory(db, {
    slug: 'moisturizers',
    nameAr: 'مرطبات',
    nameEn: 'Moisturisers',
    parentId: skin.id,
  });
  const sun = await makeCategory(db, {
    slug: 'sun-care',
    nameAr: 'واقيات الشمس',
    nameEn: 'Sun care',
    parentId: skin.id,
  });
  const meds = await makeCategory(db, { slug: 'medicines', nameAr: 'الأدوية', nameEn: 'Medicines' });
  const pain = await makeCategory(db, {
    slug: 'pain-relief',
    nameAr: 'مسكنات الألم',
    nameEn: 'Pain relief',
    parentId: meds.id,
  });
  const hidden = await makeCategory(db, {
    slug: 'hidden',
    nameAr: 'مخفي',
    nameEn: 'Hidden',
    isActive: false,
  });
  const hiddenChild = await makeCategory(db, {
    slug: 'hidden-child',
    nameAr: 'فرع مخفي',
    nameEn: 'Hidden child',
    parentId: hidden.id,
  });
  Object.assign(ids, {
    skin: skin.id,
    moist: moist.id,
    sun: sun.id,
    meds: meds.id,
    pain: pain.id,
    hidden: hidden.id,
  });

  const para = await makeProduct(db, {
    categoryId: pain.id,
    nameAr: 'باراسيتامول 500 ملغ أقراص',
    nameEn: 'Paracetamol 500 mg tablets',
    descriptionAr: 'مسكن للألم وخافض للحرارة',
    descriptionEn: 'Pain reliever and fever reducer',
    keywords: 'panadol بنادول acetaminophen',
    price: 2_500,
    featured: true,
  });
  const cream = await makeProduct(db, {
    categoryId: moist.id,
    nameAr: 'كريم مرطب للبشرة الجافة',
    nameEn: 'Moisturising cream for dry skin',
    price: 15_000,
    bestseller: true,
    salesCount: 40,
  });
  const aloe = await makeProduct(db, {
    categoryId: moist.id,
    nameAr: 'كريمة مُرطّبة بالصبّار',
    nameEn: 'Aloe moisturizing cream',
    price: 12_000,
  });
  const sunscreen = await makeProduct(db, {
    categoryId: sun.id,
    nameAr: 'واقي شمس SPF50',
    nameEn: '',
    price: 30_000,
    stock: 3,
  });
  const hiddenProduct = await makeProduct(db, {
    categoryId: hiddenChild.id,
    nameAr: 'منتج مخفي',
    price: 1_000,
  });
  const draft = await makeProduct(db, {
    categoryId: pain.id,
    nameAr: 'مسودة',
    price: 1_000,
    status: 'draft',
  });
  // Mentions paracetamol only in its keywords: a name match must rank above it.
  const combo = await makeProduct(db, {
    categoryId: pain.id,
    nameAr: 'أقراص البرد والزكام',
    nameEn: 'Cold and flu tablets',
    keywords: 'paracetamol باراسيتامول',
    price: 4_000,
    stock: 0,
  });
  for (let i = 0; i < 20; i++) {
    await makeProduct(db, {
      categoryId: pain.id,
      nameAr: `دواء تجريبي ${String(i).padStart(2, '0')}`,
      price: 1_000 + i * 250,
    });
  }
  Object.assign(ids, {
    para: para.id,
    cream: cream.id,
    aloe: aloe.id,
    sunscreen: sunscreen.id,
    hiddenProduct: hiddenProduct.id,
    draft: draft.id,
    combo: combo.id,
  });
  await db.insert(productImages).values({
    productId: cream.id,
    url: '/uploads/products/cream-600.webp',
    path: 'products/cream-600.webp',
    mimeType: 'image/webp',
  });
  // Added out of their order, to show they are listed by it.
  await db.insert(productImages).values([
    { productId: sunscreen.id, url: '/sun-back.webp', path: null, mimeType: 'image/webp', sortOrder: 1 },
    { productId: sunscreen.id, url: '/sun-front.webp', path: null, mimeType: 'image/webp', sortOrder: 0 },
  ]);

  ids.skinDiscount = (await makeDiscount(db, { type: 'percentage', value: 10, categoryIds: [skin.id] })).id;
  ids.creamDiscount = (
    await makeDiscount(db, { type: 'percentage', value: 20, productIds: [cream.id], kind: 'flash_sale' })
  ).id;
  await makeDiscount(db, { type: 'fixed', value: 5_000, productIds: [sunscreen.id] });
  await makeDiscount(db, {
    type: 'percentage',
    value: 50,
    productIds: [para.id],
    startsInDays: -10,
    endsInDays: -1,
  });
  await makeDiscount(db, {
    type: 'percentage',
    value: 50,
    productIds: [para.id],
    startsInDays: 2,
    endsInDays: 9,
  });
  await makeDiscount(db, { type: 'percentage', value: 60, productIds: [para.id], isActive: false });
});

afterAll(() => ctx?.close());

const get = (url: string, headers?: Record<string, string>) => ctx.app.inject({ url, headers });
const names = (res: { json(): { data: { data: { name: string }[] } } }) =>
  res.json().data.data.map((p) => p.name);
const pids = (res: { json(): { data: { data: { id: number }[] } } }) => res.json().data.data.map((p) => p.id);

describe('GET /api/products', () => {
  it('lists active products of visible categories, 12 a page, by name', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ current_page: 1, per_page: 12, total: 25, last_page: 3, from: 1, to: 12 });
    const all = pids(await get('/api/products?limit=100'));
    expect(all).not.toContain(ids.hiddenProduct);
    expect(all).not.toContain(ids.draft);
    const sorted = [...names(await get('/api/products?limit=100'))];
    expect(sorted).toEqual([...sorted].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('accepts limit 100 and refuses 101, unknown sorts and bad pages with 422', async () => {
    expect((await get('/api/products?limit=100')).statusCode).toBe(200);
    const tooMany = await get('/api/products?limit=101&lang=en');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.limit).toBeDefined();
    expect((await get('/api/products?sort=popularity')).statusCode).toBe(422);
    expect((await get('/api/products?order=sideways')).statusCode).toBe(422);
    expect((await get('/api/products?page=0')).statusCode).toBe(422);
    expect((await get('/api/products?page=abc')).statusCode).toBe(422);
    expect((await get('/api/products?featured=maybe')).statusCode).toBe(422);
  });

  it('answers a page past the end with an empty page, not an error', async () => {
    const res = await get('/api/products?page=50');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      data: [],
      current_page: 50,
      last_page: 3,
      from: null,
      to: null,
      total: 25,
    });
  });

  it('filters by category slug or id, descendants included', async () => {
    const bySlug = pids(await get('/api/products?category=skin-care&limit=100'));
    expect(bySlug.sort()).toEqual([ids.cream, ids.aloe, ids.sunscreen].sort());
    const byId = pids(await get(`/api/products?category=${ids.skin}&limit=100`));
    expect(byId.sort()).toEqual(bySlug.sort());
    expect(pids(await get('/api/products?category=moisturizers')).sort()).toEqual(
      [ids.cream, ids.aloe].sort(),
    );
  });

  it('gives 404 for an unknown or inactive category', async () => {
    const unknown = await get('/api/products?category=nope&lang=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Category not found');
    expect((await get('/api/products?category=hidden')).statusCode).toBe(404);
    expect((await get('/api/products?category=hidden-child')).statusCode).toBe(404);
  });

  it('sorts by price both ways and by newest', async () => {
    const asc = (await get('/api/products?sort=price&order=asc&limit=100'))
      .json()
      .data.data.map((p: { price: number }) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await get('/api/products?sort=price&order=desc&limit=3')).json().data.data;
    expect(desc[0].id).toBe(ids.sunscreen);
    const newest = (await get('/api/products?sort=created_at&order=desc&limit=100')).json().data.data;
    const times = newest.map((p: { created_at: string }) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters featured and bestseller products', async () => {
    expect(pids(await get('/api/products?featured=true'))).toEqual([ids.para]);
    expect(pids(await get('/api/products?bestseller=1'))).toEqual([ids.cream]);
  });

  it('speaks the request language and falls back to Arabic when English is empty', async () => {
    const en = (await get(`/api/products/${ids.para}`, { 'accept-language': 'en-US,en;q=0.9' })).json().data;
    expect(en.name).toBe('Paracetamol 500 mg tablets');
    expect(en.category.name).toBe('Pain relief');
    expect(en.category.parent.name).toBe('Medicines');
    const ar = (await get(`/api/products/${ids.para}?lang=ar`)).json().data;
    expect(ar.name).toBe('باراسيتامول 500 ملغ أقراص');
    expect(ar.category_name).toBe('مسكنات الألم');
    const fallback = (await get(`/api/products/${ids.sunscreen}?lang=en`)).json().data;
    expect(fallback.name).toBe('واقي شمس SPF50');
  });

  it('applies the best live discount among the product\u2019s own and its categories\u2019', async () => {
    const cream = (await get(`/api/products/${ids.cream}`)).json().data;
    expect(cream).toMatchObject({
      has_discount: true,
      discount_type: 'percentage',
      discount_value: 20,
      discount_percentage: 20,
      original_price: 15_000,
      discounted_price: 12_000,
    });
    expect(cream.discount_ends_at).toEqual(expect.any(String));
    // The product's own 20% beats its category's 10%, and the answer says which discount that is.
    expect(cream.discount_id).toBe(ids.creamDiscount);
    const aloe = (await get(`/api/products/${ids.aloe}`)).json().data;
    expect(aloe).toMatchObject({ has_discount: true, discount_value: 10, discounted_price: 10_800 });
    expect(aloe.discount_id).toBe(ids.skinDiscount);
    const sunscreen = (await get(`/api/products/${ids.sunscreen}`)).json().data;
    expect(sunscreen).toMatchObject({
      discount_type: 'fixed',
      discount_value: 5_000,
      discounted_price: 25_000,
      discount_percentage: 17,
    });
  });

  it('ignores expired, future and switched-off discounts', async () => {
    const para = (await get(`/api/products/${ids.para}`)).json().data;
    expect(para).toMatchObject({
      has_discount: false,
      discount_type: null,
      discounted_price: 2_500,
      original_price: 2_500,
      discount_percentage: 0,
    });
  });

  it('lists only products with a live discount for discount=true, and counts them', async () => {
    const all = await get('/api/products?discount=true&limit=100');
    expect(pids(all).sort()).toEqual([ids.cream, ids.aloe, ids.sunscreen].sort());
    expect(all.json().data.total).toBe(3);
    const page = (await get('/api/products?discount=true&limit=1&page=2')).json().data;
    expect(page).toMatchObject({ total: 3, last_page: 3, per_page: 1 });
    expect((await get('/api/products?discount=true&category=sun-care')).json().data.total).toBe(
      pids(await get('/api/products?discount=true&category=sun-care&limit=100')).length,
    );
  });

  it('describes every product with the fields the storefront needs', async () => {
    const p = (await get(`/api/products/${ids.cream}`)).json().data;
    for (const key of [
      'id',
      'name',
      'description',
      'price',
      'stock',
      'stock_status',
      'featured',
      'bestseller',
      'requires_prescription',
      'image',
      'attachments',
      'category',
      'category_id',
      'has_discount',
      'discount_type',
      'discount_value',
      'discount_percentage',
      'discounted_price',
      'original_price',
      'created_at',
    ]) {
      expect(p).toHaveProperty(key);
    }
    expect(p.attachments).toEqual([
      { url: '/uploads/products/cream-600.webp', path: 'products/cream-600.webp', mime_type: 'image/webp' },
    ]);
    expect((await get(`/api/products/${ids.sunscreen}`)).json().data.stock_status).toBe('low_stock');
    expect((await get(`/api/products/${ids.combo}`)).json().data.stock_status).toBe('out_of_stock');
    expect(p.stock_status).toBe('in_stock');
  });

  it('lists each product of a page with its own images, in their order', async () => {
    const images = (p: { attachments: { url: string }[] }) => p.attachments.map((a) => a.url);
    const [sunscreen, cream] = [ids.sunscreen!, ids.cream!];
    for (const url of [
      '/api/products?category=skin-care&limit=100',
      `/api/products?search=${encodeURIComponent('واقي شمس')}`,
    ]) {
      const page: { id: number; attachments: { url: string }[] }[] = (await get(url)).json().data.data;
      const byId = new Map(page.map((p) => [p.id, images(p)]));
      expect(byId.get(sunscreen)).toEqual(['/sun-front.webp', '/sun-back.webp']);
      if (byId.has(cream)) expect(byId.get(cream)).toEqual(['/uploads/products/cream-600.webp']);
      for (const [id, urls] of byId) if (id !== sunscreen && id !== cream) expect(urls).toEqual([]);
    }
    expect(images((await get(`/api/products/${sunscreen}`)).json().data)).toEqual([
      '/sun-front.webp',
      '/sun-back.webp',
    ]);
  });
});

describe('search', () => {
  const search = async (q: string) =>
    pids(await get(`/api/products?search=${encodeURIComponent(q)}&limit=100`));

  it.each(['باراسيتامول', 'پاراسیتامول', 'paracetamol', 'Paracetmol', 'بنادول', 'PANADOL'])(
    'finds paracetamol for "%s", the name match first',
    async (q) => {
      const found = await search(q);
      expect(found[0]).toBe(ids.para);
    },
  );

  it('ranks a name match above a keyword match', async () => {
    const found = await search('باراسيتامول');
    expect(found).toContain(ids.combo);
    expect(found.indexOf(ids.para!)).toBeLessThan(found.indexOf(ids.combo!));
  });

  it.each(['كريم مرطب', 'كريمه مرطبه', 'كريمة مرطّبة', 'moisturizing cream'])(
    'finds moisturising creams for "%s"',
    async (q) => {
      const found = await search(q);
      expect(found).toEqual(expect.arrayContaining([ids.cream, ids.aloe]));
      expect(found).not.toContain(ids.para);
    },
  );

  it('matches category names and Arabic-Indic digits', async () => {
    expect(await search('٥٠٠')).toContain(ids.para);
  });

  it('combines search with a category and never shows hidden products', async () => {
    expect(await search('منتج مخفي')).toEqual([]);
    const inSkin = pids(await get(`/api/products?search=${encodeURIComponent('كريم')}&category=sun-care`));
    expect(inSkin).toEqual([]);
  });

  it('treats blank search as no search', async () => {
    expect((await get('/api/products?search=%20%20')).json().data.total).toBe(25);
  });
});

describe('single products and lists', () => {
  it('gives 404 Product Not Found for a missing, draft or hidden product', async () => {
    for (const id of [999_999, ids.draft, ids.hiddenProduct]) {
      const res = await get(`/api/products/${id}?lang=en`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Product Not Found' });
    }
    expect((await get('/api/products/abc')).statusCode).toBe(422);
  });

  it('lists featured products and the live discount sections', async () => {
    expect((await get('/api/products/featured')).json().data.map((p: { id: number }) => p.id)).toEqual([
      ids.para,
    ]);
    const res = (await get('/api/products/discounts?lang=en')).json().data;
    expect(res.discounts).toHaveLength(3);
    expect(res.discounts[0]).toMatchObject({ name: expect.any(String), ends_at: expect.any(String) });
    expect(res.data.total).toBe(3);
  });
});

describe('categories', () => {
  it('gives the visible tree with counts that include descendants', async () => {
    const tree = (await get('/api/categories?lang=en')).json().data;
    expect(tree.map((c: { slug: string }) => c.slug)).toEqual(['skin-care', 'medicines']);
    const skin = tree[0];
    expect(skin).toMatchObject({ name: 'Skin care', products_count: 3 });
    expect(skin.children.map((c: { slug: string }) => c.slug)).toEqual(['moisturizers', 'sun-care']);
    expect(tree[1].products_count).toBe(22);
  });

  it('finds one category by slug or id, with its path, and hides inactive ones', async () => {
    const bySlug = (await get('/api/categories/slug/moisturizers?lang=ar')).json().data;
    expect(bySlug).toMatchObject({
      name: 'مرطبات',
      ancestors: [{ slug: 'skin-care', name: 'العناية بالبشرة' }],
    });
    expect((await get(`/api/categories/${ids.skin}`)).json().data.children).toHaveLength(2);
    expect((await get('/api/categories/slug/hidden')).statusCode).toBe(404);
    expect((await get(`/api/categories/${ids.hidden}`)).statusCode).toBe(404);
    const flat = (await get('/api/categories/flat')).json().data;
    expect(flat.map((c: { depth: number }) => c.depth)).toEqual([0, 1, 1, 0, 1]);
  });
});

describe('newsletter', () => {
  it('refuses a bad e-mail with the spec\u2019s message', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.post(
      '/api/newsletter/subscribe',
      { email: 'nope' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Please enter a valid email']);
  });

  it('stores one row however often the same address subscribes', async () => {
    const client = new TestClient(ctx.app);
    for (const email of ['Reader@Example.iq', 'reader@example.iq']) {
      const res = await client.post('/api/newsletter/subscribe', { email });
      expect(res.statusCode).toBe(200);
    }
    const rows = await ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader@example.iq'));
    expect(rows).toHaveLength(1);
    const counted = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from newsletter_subscribers`,
    );
    expect(counted[0]?.n).toBe(1);
  });
});

describe('categories shoppers see', () => {
  it('leave out a category with no active product in it or below it; the back-office still lists it', async () => {
    // An app of its own: the tree of the other tests stays as they expect it.
    const own = await createTestApp();
    const db = own.database.db;
    const get = (url: string) => own.app.inject({ url });
    const empty = await makeCategory(db, { slug: 'empty-shelf', nameAr: 'رف فارغ', nameEn: 'Empty shelf' });
    const parent = await makeCategory(db, { slug: 'outer-shelf', nameAr: 'رف خارجي', nameEn: 'Outer shelf' });
    const stocked = await makeCategory(db, {
      slug: 'inner-shelf',
      nameAr: 'رف داخلي',
      nameEn: 'Inner shelf',
      parentId: parent.id,
    });
    await makeCategory(db, { slug: 'inner-empty', nameAr: 'فرع فارغ', parentId: parent.id });
    await makeProduct(db, { categoryId: stocked.id, nameAr: 'منتج على الرف' });
    await makeProduct(db, { categoryId: empty.id, nameAr: 'مسودة على الرف', status: 'draft' });
    const slugs = (nodes: { slug: string; children: unknown[] }[]): string[] =>
      nodes.flatMap((n) => [n.slug, ...slugs(n.children as never)]);
    const tree = slugs((await get('/api/categories')).json().data);
    expect(tree).toEqual(expect.arrayContaining(['outer-shelf', 'inner-shelf']));
    expect(tree).not.toContain('empty-shelf');
    expect(tree).not.toContain('inner-empty');
    const flat = (await get('/api/categories/flat')).json().data.map((c: { slug: string }) => c.slug);
    expect(flat).not.toContain('empty-shelf');
    const admin = await new TestClient(own.app).signInAs((await makeUser(db, { admin: true })).id);
    const all = JSON.stringify((await admin.get('/api/admin/categories')).json());
    expect(all).toContain('empty-shelf');
    await own.close();
  });
});
