import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, users } from '../src/db/schema.ts';
import {
  givePoints,
  makeCategory,
  makeDiscount,
  makeProduct,
  makeUser,
  shippingAddress,
} from './factories.ts';
import { createTestApp, multipartBody, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: TestClient;
let customer: TestClient;
let adminId: number;
let customerId: number;
let categoryId: number;
let productId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await makeUser(ctx.database.db, { admin: true, name: 'مدير' });
  const c = await makeUser(ctx.database.db, { name: 'زبون' });
  adminId = a.id;
  customerId = c.id;
  admin = await new TestClient(ctx.app).signInAs(a.id);
  customer = await new TestClient(ctx.app).signInAs(c.id);
  categoryId = (await makeCategory(ctx.database.db, { slug: 'admin-cat' })).id;
  productId = (await makeProduct(ctx.database.db, { categoryId, price: 10_000, stock: 20 })).id;
});

afterAll(() => ctx?.close());

const send = (client: TestClient, method: string, url: string, payload?: unknown, lang = 'en') =>
  client.request({
    method: method as 'GET',
    url,
    payload: payload as never,
    headers: { 'accept-language': lang },
  });

/** The ids of one page of an admin list, in the order the server gave them. */
const pageIds = async (url: string, lang = 'en') => {
  const res = await send(admin, 'GET', url, undefined, lang);
  expect(res.statusCode, url).toBe(200);
  return (res.json().data.data as { id: number }[]).map((row) => row.id);
};

/**
 * r1..r4 were made in this order and rank 1st, 4th, 2nd and 3rd by `sort`. Newest first, page 1 of 2 is
 * [r4, r3], so a server that only sorted the page it loaded could never put r1 or r2 on page 1.
 */
async function expectSortedPages(list: string, sort: string, [r1, r2, r3, r4]: number[], lang = 'en') {
  const page = (order: string, n: number) =>
    pageIds(`${list}&sort=${sort}&order=${order}&per_page=2&page=${n}`, lang);
  expect(await page('asc', 1), `${sort} asc`).toEqual([r1, r3]);
  expect(await page('asc', 2), `${sort} asc`).toEqual([r4, r2]);
  expect(await page('desc', 1), `${sort} desc`).toEqual([r2, r4]);
  expect(await page('desc', 2), `${sort} desc`).toEqual([r3, r1]);
}

/** An unknown sort column or direction is a field error, never a 500 and never quietly the default. */
async function expectUnknownSortRefused(path: string) {
  for (const [query, field] of [
    ['sort=bogus', 'sort'],
    ['sort=id;drop table users', 'sort'],
    ['order=sideways', 'order'],
  ] as const) {
    const res = await send(admin, 'GET', `${path}?${query.replaceAll(' ', '%20')}`);
    expect(res.statusCode, `${path}?${query}`).toBe(422);
    expect(Object.keys(res.json().errors), `${path}?${query}`).toEqual([field]);
  }
}

describe('authorisation matrix', () => {
  it('refuses every admin endpoint to guests (401) and customers (403), and serves the admin', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const endpoints: { method: string; path: string }[] = [];
    for (const [path, ops] of Object.entries(
      doc.paths as Record<string, Record<string, { tags?: string[] }>>,
    )) {
      for (const [method, op] of Object.entries(ops)) {
        if (op.tags?.some((t) => t.startsWith('admin')))
          endpoints.push({ method: method.toUpperCase(), path });
      }
    }
    endpoints.push({ method: 'PUT', path: '/api/orders/{id}' });
    expect(endpoints.length).toBeGreaterThan(40);
    const guest = new TestClient(ctx.app);
    for (const e of endpoints) {
      const url = e.path.replace('{id}', '1').replace('{flag}', '1');
      const asGuest = await send(guest, e.method, url, {});
      expect(asGuest.statusCode, `${e.method} ${url} as guest`).toBe(e.method === 'GET' ? 401 : 401);
      const asCustomer = await send(customer, e.method, url, {});
      expect(asCustomer.statusCode, `${e.method} ${url} as customer`).toBe(403);
      expect(asCustomer.json().message).toBe('Access denied. Admin privileges required.');
    }
    for (const e of endpoints.filter(
      (x) => x.method === 'GET' && !x.path.includes('download') && !x.path.includes('featured'),
    )) {
      const url = e.path.replace(
        '{id}',
        e.path.includes('users')
          ? String(customerId)
          : e.path.includes('products')
            ? String(productId)
            : e.path.includes('categories')
              ? String(categoryId)
              : '1',
      );
      const res = await send(admin, 'GET', url);
      expect([200, 404], `${url} as admin`).toContain(res.statusCode);
      if (!/\/(orders|discounts|files|prescriptions|returns)\/\{id\}/.test(e.path))
        expect(res.statusCode, `${url} as admin`).toBe(200);
    }
  });
});

describe('products and categories', () => {
  it('creates and edits a product in both languages, searchable straight away', async () => {
    const created = await send(admin, 'POST', '/api/admin/products', {
      name_ar: 'غسول وجه بالصبار',
      name_en: 'Aloe face wash',
      description_ar: 'غسول لطيف',
      price: '١٥٠٠٠',
      stock: 12,
      category_id: categoryId,
      images: [{ url: '/uploads/files/x-600.webp', mime_type: 'image/webp' }],
    });
    expect(created.statusCode).toBe(201);
    const p = created.json().data;
    expect(p).toMatchObject({
      price: 15_000,
      stock: 12,
      image: '/uploads/files/x-600.webp',
      status: 'active',
    });
    const found = (
      await ctx.app.inject({ url: `/api/products?search=${encodeURIComponent('غسول الصبار')}` })
    ).json().data.data;
    expect(found.map((x: { id: number }) => x.id)).toContain(p.id);
    const edited = await send(admin, 'PUT', `/api/admin/products/${p.id}`, {
      ...created.json().data,
      price: 14_000,
      images: [],
    });
    expect(edited.json().data).toMatchObject({ price: 14_000, image: null });
    const toggled = await send(admin, 'POST', `/api/admin/products/featured/${p.id}/1`);
    expect(toggled.json().data.featured).toBe(true);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(p.id)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update']));
    expect(audit[0]!.actorId).toBe(adminId);
  });

  it('refuses a product without a name, price or category with field errors', async () => {
    const res = await send(admin, 'POST', '/api/admin/products', { price: -5, stock: 'x' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['category_id', 'name_ar', 'price', 'stock']);
  });

  it('refuses a field a partial change cannot make by name, and changes nothing', async () => {
    const before = (await admin.get(`/api/admin/products/${productId}`)).json().data;
    const res = await admin.request({
      method: 'PATCH',
      url: `/api/admin/products/${productId}`,
      payload: { featured: !before.featured, price: before.price + 1000 },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(res.json().errors).toEqual({ price: ['This field cannot be changed here'] });
    const inArabic = await admin.request({
      method: 'PATCH',
      url: `/api/admin/products/${productId}`,
      payload: { name_ar: 'اسم آخر' },
      headers: { 'accept-language': 'ar' },
    });
    expect(inArabic.json().errors).toEqual({ name_ar: ['لا يمكن تغيير هذا الحقل من هنا'] });
    const after = (await admin.get(`/api/admin/products/${productId}`)).json().data;
    expect({ featured: after.featured, price: after.price }).toEqual({
      featured: before.featured,
      price: before.price,
    });
  });

  it('archives a product that has orders instead of deleting it', async () => {
    const p = await makeProduct(ctx.database.db, { categoryId, stock: 5 });
    await customer.post('/api/orders', {
      items: [{ product_id: p.id, quantity: 1 }],
      shipping_address: shippingAddress,
    });
    const res = await send(admin, 'DELETE', `/api/admin/products/${p.id}`);
    expect(res.json().data.outcome).toBe('archived');
    const fresh = await makeProduct(ctx.database.db, { categoryId });
    expect((await send(admin, 'DELETE', `/api/admin/products/${fresh.id}`)).json().data.outcome).toBe(
      'deleted',
    );
  });

  it('gives an Arabic-named category a transliterated slug and refuses deletions with the spec\u2019s messages', async () => {
    const root = (await send(admin, 'POST', '/api/admin/categories', { name_ar: 'العناية بالقدمين' })).json()
      .data;
    expect(root.slug).toBe('alanaya-balqdmyn');
    const child = (
      await send(admin, 'POST', '/api/admin/categories', {
        name_ar: 'كريمات',
        name_en: 'Creams',
        parent_id: root.id,
      })
    ).json().data;
    expect(child.slug).toBe('creams');
    const withChildren = await send(admin, 'DELETE', `/api/admin/categories/${root.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe('This category has subcategories; delete them first');
    await makeProduct(ctx.database.db, { categoryId: child.id });
    const withProducts = await send(admin, 'DELETE', `/api/categories/${child.id}`);
    expect(withProducts.json().message).toBe('This category has products; reassign them first');
  });

  it('counts a category\u2019s products with those of every category below it, as the shop does', async () => {
    const root = await makeCategory(ctx.database.db, { slug: 'branch-root' });
    const child = await makeCategory(ctx.database.db, { slug: 'branch-child', parentId: root.id });
    const grandchild = await makeCategory(ctx.database.db, { slug: 'branch-grandchild', parentId: child.id });
    await makeProduct(ctx.database.db, { categoryId: root.id });
    for (let i = 0; i < 3; i++) await makeProduct(ctx.database.db, { categoryId: grandchild.id });
    const list = (await send(admin, 'GET', '/api/admin/categories')).json().data as {
      id: number;
      products_count: number;
      products_total: number;
    }[];
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(root.id)).toMatchObject({ products_count: 1, products_total: 4 });
    expect(byId.get(child.id)).toMatchObject({ products_count: 0, products_total: 3 });
    expect(byId.get(grandchild.id)).toMatchObject({ products_count: 3, products_total: 3 });
    // Deleting still looks at a category's own products only: the branch is guarded by its subcategories.
    const one = (await send(admin, 'GET', `/api/admin/categories/${child.id}`)).json().data;
    expect(one).toMatchObject({ products_count: 0, products_total: 3, children_count: 1 });
  });

  it('reorders and re-parents categories, refusing a cycle', async () => {
    const a = (
      await send(admin, 'POST', '/api/admin/categories', { name_ar: 'قسم ألف', name_en: 'Aaa' })
    ).json().data;
    const b = (
      await send(admin, 'POST', '/api/admin/categories', { name_ar: 'قسم باء', name_en: 'Bbb' })
    ).json().data;
    const moved = await send(admin, 'POST', '/api/categories/batch-reorder', {
      updates: [{ id: b.id, parent_id: a.id, sort_order: 1 }],
    });
    expect(moved.statusCode).toBe(200);
    const cycle = await send(admin, 'POST', '/api/categories/batch-reorder', {
      updates: [{ id: a.id, parent_id: b.id, sort_order: 1 }],
    });
    expect(cycle.statusCode).toBe(422);
    const toggled = await send(admin, 'PATCH', `/api/admin/categories/${a.id}`, { is_active: false });
    expect(toggled.json().data.is_active).toBe(false);
    expect((await ctx.app.inject({ url: `/api/categories/slug/${b.slug}` })).statusCode).toBe(404);
  });
});

describe('discounts', () => {
  const base = () => ({
    name: 'خصم الشتاء',
    type: 'percentage',
    value: 20,
    target: 'product',
    product_ids: [productId],
    startDate: new Date(Date.now() - 60_000).toISOString(),
    endDate: new Date(Date.now() + 86_400_000).toISOString(),
  });

  it('creates a discount that shoppers see, with its status', async () => {
    const res = await send(admin, 'POST', '/api/admin/discounts', base());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'active', product_ids: [productId] });
    const product = (await ctx.app.inject({ url: `/api/products/${productId}` })).json().data;
    expect(product.discounted_price).toBe(8_000);
    const scheduled = await send(admin, 'POST', '/api/admin/discounts', {
      ...base(),
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      end_date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      endDate: undefined,
    });
    expect(scheduled.json().data.status).toBe('scheduled');
    expect((await send(admin, 'DELETE', `/api/admin/discounts/${scheduled.json().data.id}`)).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ value: 101 }, 'value', 'A percentage cannot be above 100'],
    [{ value: -1 }, 'value', 'The value cannot be negative'],
    [{ type: 'fixed', value: 10_001 }, 'value', 'The fixed amount is above the price of a chosen product'],
    [
      { endDate: new Date(Date.now() - 86_400_000 * 2).toISOString() },
      'endDate',
      'The end must be after the start',
    ],
  ])('refuses %o with a field error', async (change, field, message) => {
    const res = await send(admin, 'POST', '/api/admin/discounts', { ...base(), ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });
});

describe('orders in the back-office', () => {
  it('walks the allowed transitions and refuses the impossible ones', async () => {
    const p = await makeProduct(ctx.database.db, { categoryId, stock: 10, price: 20_000 });
    const id = (
      await customer.post('/api/orders', {
        items: [{ product_id: p.id, quantity: 1 }],
        shipping_address: shippingAddress,
      })
    ).json().data.id;
    const list = (
      await send(admin, 'GET', `/api/admin/orders?status=pending&search=${encodeURIComponent('زينب')}`)
    ).json().data;
    expect(list.data.map((o: { id: number }) => o.id)).toContain(id);
    const move = (to: string) => send(admin, 'PUT', `/api/admin/orders/${id}/status`, { status: to });
    expect((await move('out_for_delivery')).statusCode).toBe(409);
    expect((await move('processing')).statusCode).toBe(200);
    expect((await move('pending')).statusCode).toBe(409);
    expect((await move('ready')).statusCode).toBe(200);
    expect((await move('out_for_delivery')).statusCode).toBe(200);
    expect((await move('cancelled')).statusCode).toBe(409);
    const delivered = await move('delivered');
    expect(delivered.json().data.status_history.map((h: { to: string; by: string }) => h.to)).toEqual([
      'pending',
      'processing',
      'ready',
      'out_for_delivery',
      'delivered',
    ]);
    expect(delivered.json().data.status_history[4].by).toBe('مدير');
    expect((await move('out_for_delivery')).statusCode).toBe(409);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('delivered');
  });

  it('shows the dashboard numbers and the five newest orders', async () => {
    const res = (await send(admin, 'GET', '/api/admin/dashboard/stats')).json().data;
    expect(res.stats.totalOrders).toBeGreaterThanOrEqual(2);
    expect(res.stats.totalRevenue).toBeGreaterThanOrEqual(25_000);
    expect(res.recentOrders.length).toBeLessThanOrEqual(5);
    expect(res.chart).toHaveLength(30);
  });
});

describe('users', () => {
  it('creates, edits and disables users but never removes the last admin or oneself', async () => {
    const created = await send(admin, 'POST', '/api/admin/users', {
      name: 'صيدلاني',
      email: 'pharmacist@example.iq',
      password: 'Secret@123',
      roles: ['admin'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const disabled = await send(admin, 'PUT', `/api/admin/users/${id}`, {
      name: 'صيدلاني',
      email: 'pharmacist@example.iq',
      roles: ['customer'],
      is_active: false,
    });
    expect(disabled.json().data).toMatchObject({ is_active: false, roles: [{ name: 'customer' }] });
    const self = await send(admin, 'DELETE', `/api/admin/users/${adminId}`);
    expect(self.statusCode).toBe(409);
    const demote = await send(admin, 'PUT', `/api/admin/users/${adminId}`, {
      name: 'مدير',
      email: (await send(admin, 'GET', `/api/admin/users/${adminId}`)).json().data.email,
      roles: ['customer'],
    });
    expect(demote.statusCode).toBe(409);
    expect((await send(admin, 'DELETE', `/api/admin/users/${id}`)).statusCode).toBe(200);
    expect((await send(admin, 'GET', '/api/admin/roles/stats')).json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'admin' })]),
    );
    expect(
      (await send(admin, 'GET', '/api/admin/users/authentication-stats')).json().data.active_sessions,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('points in the back-office', () => {
  it('awards bonus points with the spec\u2019s messages and edits the configuration', async () => {
    const empty = await send(admin, 'POST', '/api/points/award-bonus', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      user_id: ['Please select a user'],
      points: ['Please enter a valid points amount'],
      reason: ['Please enter a reason'],
    });
    const ok = await send(admin, 'POST', '/api/points/award-bonus', {
      user_id: customerId,
      points: 75,
      reason: 'عميل مميز',
    });
    expect(ok.statusCode).toBe(200);
    expect((await customer.get('/api/points')).json().data.current_points).toBeGreaterThanOrEqual(75);
    const users = (await send(admin, 'GET', '/api/admin/points/users')).json().data;
    expect(users.data[0].points).toBeGreaterThanOrEqual(75);
    const config = {
      iqd_per_point: 500,
      minimum_order: 5_000,
      bonus_threshold: 80_000,
      bonus_amount: 40,
      point_value: 20,
      max_spend_percent: 40,
      payment_tiers: [
        { min_amount: 0, max_amount: 49_999, rate: 1 },
        { min_amount: 50_000, max_amount: null, rate: 1.5 },
      ],
    };
    expect((await send(admin, 'PUT', '/api/admin/points/config', config)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/points/config' })).json().data).toMatchObject({
      iqd_per_point: 500,
      point_value: 20,
    });
    const overlap = await send(admin, 'PUT', '/api/admin/points/config', {
      ...config,
      payment_tiers: [
        { min_amount: 0, max_amount: 60_000, rate: 1 },
        { min_amount: 50_000, max_amount: null, rate: 2 },
      ],
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors['payment_tiers.1.min_amount']).toEqual([
      'This tier overlaps another one; tier amounts must not overlap',
    ]);
    await givePoints(ctx.database.db, customerId, 1);
  });
});

describe('files', () => {
  const upload = (
    name: string,
    content: Buffer,
    type = 'application/octet-stream',
    fields: Record<string, string> = { category: 'product-images' },
  ) => {
    const { payload, contentType } = multipartBody({ name, content, type }, fields);
    return admin.request({
      method: 'POST',
      url: '/api/admin/files',
      payload,
      headers: { 'content-type': contentType, 'accept-language': 'en' },
    });
  };

  it('keeps a private file out of the public uploads: only admins download it', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#e11d48' } })
      .png()
      .toBuffer();
    const res = await upload('وصفة.png', png, 'image/png', { is_public: 'false' });
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({ is_public: false, variants: {} });
    expect(file.url).toBe(`/api/admin/files/${file.id}/download`);
    expect((await ctx.app.inject({ url: `/uploads/${file.path}` })).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get(file.url)).statusCode).toBe(401);
    expect((await send(customer, 'GET', file.url)).statusCode).toBe(403);
    const download = await send(admin, 'GET', file.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect((await send(admin, 'DELETE', `/api/admin/files/${file.id}`)).statusCode).toBe(200);
    expect(readdirSync(path.join(ctx.dataDir, 'private-files', 'files'))).not.toContain(
      path.basename(file.path),
    );
  });

  it('stores an image under a generated name with WebP sizes, renames, downloads and deletes it', async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const res = await upload('../../etc/صورة.png', png, 'image/png');
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({
      name: 'صورة.png',
      type: 'image',
      mime_type: 'image/png',
      category: 'product-images',
    });
    expect(file.path).toMatch(/^files\/[0-9a-f-]{36}\.png$/);
    expect(file.url).toBe(`/uploads/${file.path}`);
    const servedFile = await ctx.app.inject({ url: file.url });
    expect(servedFile.rawPayload.equals(png)).toBe(true);
    // A generated name never changes meaning, so browsers keep it.
    expect(servedFile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Object.keys(file.variants).sort()).toEqual(['300', '600']);
    const served = await ctx.app.inject({ url: file.variants['600'] });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const renamed = await send(admin, 'PATCH', `/api/admin/files/${file.id}`, {
      name: '../secret/new name.png',
    });
    expect(renamed.json().data.name).toBe('new name.png');
    // A name typed without the extension keeps the file's type, so the download opens as a PNG.
    const bare = await send(admin, 'PATCH', `/api/admin/files/${file.id}`, { name: 'product photo' });
    expect(bare.json().data.name).toBe('product photo.png');
    const download = await send(admin, 'GET', `/api/admin/files/${file.id}/download`);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['content-disposition']).toContain('filename="product photo.png"');
    await send(admin, 'PATCH', `/api/admin/files/${file.id}`, { name: 'new name.png' });
    expect(download.rawPayload.equals(png)).toBe(true);
    const listed = (await send(admin, 'GET', '/api/admin/files?type=image&search=new')).json().data;
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ path: file.path, url: file.url });
    expect((await send(admin, 'DELETE', `/api/admin/files/${file.id}`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: file.url })).statusCode).toBe(404);
  });

  it.each([
    ['an executable renamed .jpg', 'photo.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)])],
    [
      'an SVG with a script',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['HTML pretending to be text', 'notes.txt', Buffer.from('<html><script>alert(1)</script></html>')],
  ])('refuses %s', async (_label, name, content) => {
    const res = await upload(name, content);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This file type is not allowed');
  });

  it('sorts the list by size, name and date in the database', async () => {
    const pdf = (bytes: number) =>
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 32), Buffer.from('%%EOF\n')]);
    const made: number[] = [];
    for (const [name, bytes] of [
      ['sortfile-b.pdf', 100],
      ['sortfile-c.pdf', 400],
      ['sortfile-d.pdf', 200],
      ['sortfile-a.pdf', 300],
    ] as const) {
      const res = await upload(name, pdf(bytes));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.path).toMatch(/^files\/[0-9a-f-]{36}\.pdf$/);
      made.push(res.json().data.id);
    }
    const [r1, r2, r3, r4] = made;
    const list = '/api/admin/files?search=sortfile';
    expect(await pageIds(`${list}&per_page=2`)).toEqual([r4, r3]);
    await expectSortedPages(list, 'size', made);
    expect(await pageIds(`${list}&sort=name&order=asc&per_page=2`)).toEqual([r4, r1]);
    expect(await pageIds(`${list}&sort=name&order=desc&per_page=2`)).toEqual([r3, r2]);
    expect(await pageIds(`${list}&sort=created_at&order=asc&per_page=2`)).toEqual([r1, r2]);
    await expectUnknownSortRefused('/api/admin/files');
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const res = await upload('big.pdf', big);
    expect(res.statusCode).toBe(413);
  });
});

describe('admin lists sort in the database, before the page is cut', () => {
  it('orders: by total and by date, newest first when no sort is asked', async () => {
    const p = await makeProduct(ctx.database.db, { categoryId, price: 1_000, stock: 100 });
    const made: number[] = [];
    for (const quantity of [1, 4, 2, 3]) {
      const res = await customer.post('/api/orders', {
        items: [{ product_id: p.id, quantity }],
        shipping_address: { ...shippingAddress, email: 'sorted-orders@example.iq' },
      });
      expect(res.statusCode).toBe(201);
      made.push(res.json().data.id);
    }
    const list = '/api/admin/orders?search=sorted-orders';
    expect(await pageIds(`${list}&per_page=2`)).toEqual([made[3], made[2]]);
    await expectSortedPages(list, 'total', made);
    expect(await pageIds(`${list}&sort=created_at&order=asc&per_page=2`)).toEqual([made[0], made[1]]);
    await expectUnknownSortRefused('/api/admin/orders');
  });

  it('users: by name whatever its case, by orders, by last sign-in (never counts as oldest) and by date', async () => {
    const db = ctx.database.db;
    const made: number[] = [];
    for (const name of ['Sortuser a', 'Sortuser D', 'Sortuser b', 'Sortuser C'])
      made.push((await makeUser(db, { name })).id);
    const list = '/api/admin/users?search=sortuser';
    expect(await pageIds(`${list}&per_page=2`)).toEqual([made[3], made[2]]);
    await expectSortedPages(list, 'name', made);

    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await db
      .update(users)
      .set({ lastLoginAt: minutesAgo(1) })
      .where(eq(users.id, made[1]!));
    await db
      .update(users)
      .set({ lastLoginAt: minutesAgo(30) })
      .where(eq(users.id, made[2]!));
    await db
      .update(users)
      .set({ lastLoginAt: minutesAgo(10) })
      .where(eq(users.id, made[3]!));
    await expectSortedPages(list, 'last_login_at', made);

    const p = await makeProduct(db, { categoryId, price: 1_000, stock: 100 });
    for (const [index, count] of [
      [1, 3],
      [2, 1],
      [3, 2],
    ] as const) {
      const buyer = await new TestClient(ctx.app).signInAs(made[index]!);
      for (let i = 0; i < count; i++) {
        const res = await buyer.post('/api/orders', {
          items: [{ product_id: p.id, quantity: 1 }],
          shipping_address: shippingAddress,
        });
        expect(res.statusCode).toBe(201);
      }
    }
    await expectSortedPages(list, 'orders_count', made);
    // Each account's own count, not 1 for everyone (the count once compared the order's id with itself).
    const listed = (await send(admin, 'GET', `${list}&per_page=10`)).json().data.data as {
      id: number;
      orders_count: number;
    }[];
    const counts = new Map(listed.map((u) => [u.id, u.orders_count]));
    expect(made.map((id) => counts.get(id))).toEqual([0, 3, 1, 2]);
    expect(await pageIds(`${list}&sort=created_at&order=asc&per_page=2`)).toEqual([made[0], made[1]]);
    await expectUnknownSortRefused('/api/admin/users');
  });

  it('discounts: by value, by dates and by the name in the admin\u2019s language', async () => {
    const specs = [
      { value: 5, startsInDays: -9, endsInDays: 1, nameEn: 'Sortdisc a', nameAr: 'تخفيض د' },
      { value: 40, startsInDays: -1, endsInDays: 9, nameEn: 'Sortdisc d', nameAr: 'تخفيض ا' },
      { value: 10, startsInDays: -7, endsInDays: 3, nameEn: 'Sortdisc b', nameAr: 'تخفيض ج' },
      { value: 20, startsInDays: -5, endsInDays: 5, nameEn: 'Sortdisc c', nameAr: 'تخفيض ب' },
    ];
    const made: number[] = [];
    for (const spec of specs)
      made.push(
        (await makeDiscount(ctx.database.db, { type: 'percentage', productIds: [productId], ...spec })).id,
      );
    const [r1, r2, r3, r4] = made;
    const list = '/api/admin/discounts?search=sortdisc';
    expect(await pageIds(`${list}&per_page=2`)).toEqual([r4, r3]);
    await expectSortedPages(list, 'value', made);
    await expectSortedPages(list, 'startDate', made);
    await expectSortedPages(list, 'endDate', made);
    await expectSortedPages(list, 'name', made, 'en');
    // The Arabic names run the other way round.
    expect(await pageIds(`${list}&sort=name&order=asc&per_page=2`, 'ar')).toEqual([r2, r4]);
    expect(await pageIds(`${list}&sort=name&order=asc&per_page=2&lang=ar`)).toEqual([r2, r4]);
    expect(await pageIds(`${list}&sort=created_at&order=asc&per_page=2`)).toEqual([r1, r2]);
    await expectUnknownSortRefused('/api/admin/discounts');
  });

  it('points balances: largest first by default, by points, earned, spent (ties by id) and name', async () => {
    const db = ctx.database.db;
    const made: number[] = [];
    for (const [name, points] of [
      ['Sortpoints b', 10],
      ['Sortpoints c', 40],
      ['Sortpoints d', 20],
      ['Sortpoints a', 30],
    ] as const) {
      const user = await makeUser(db, { name });
      await givePoints(db, user.id, points);
      made.push(user.id);
    }
    const [r1, r2, r3, r4] = made;
    const list = '/api/admin/points/users?search=sortpoints';
    expect(await pageIds(`${list}&per_page=2`)).toEqual([r2, r4]);
    await expectSortedPages(list, 'points', made);
    await expectSortedPages(list, 'total_earned', made);
    expect(await pageIds(`${list}&sort=name&order=asc&per_page=2`)).toEqual([r4, r1]);
    expect(await pageIds(`${list}&sort=name&order=desc&per_page=2`)).toEqual([r3, r2]);
    // Nobody spent anything: the tie keeps a stable order, so no row shows on two pages.
    expect(await pageIds(`${list}&sort=total_spent&order=desc&per_page=2`)).toEqual([r1, r2]);
    expect(await pageIds(`${list}&sort=total_spent&order=desc&per_page=2&page=2`)).toEqual([r3, r4]);
    await expectUnknownSortRefused('/api/admin/points/users');
  });
});

describe('settings', () => {
  it('saves the delivery fees, per governorate too, and the checkout uses them', async () => {
    const current = (await send(admin, 'GET', '/api/admin/settings')).json().data;
    const saved = await send(admin, 'PUT', '/api/admin/settings', {
      ...current,
      shipping_fee: 6_000,
      governorate_fees: { basra: 8_000 },
    });
    expect(saved.statusCode).toBe(200);
    const summary = (governorate?: string) =>
      new TestClient(ctx.app).post('/api/orders/calculate-summary', {
        items: [{ product_id: productId, quantity: 1 }],
        governorate,
      });
    expect((await summary()).json().data.shipping).toBe(6_000);
    expect((await summary('basra')).json().data.shipping).toBe(8_000);
    expect((await ctx.app.inject({ url: '/api/config?lang=en' })).json().data.contact.city).toBe('Baghdad');
  });

  it('quotes the return window the admin sets on every page that promises returns (/api/config)', async () => {
    const current = (await send(admin, 'GET', '/api/admin/settings')).json().data;
    const window = async () => (await ctx.app.inject({ url: '/api/config' })).json().data.return_window_days;
    expect(await window()).toBe(current.return_window_days);
    const saved = await send(admin, 'PUT', '/api/admin/settings', { ...current, return_window_days: 14 });
    expect(saved.statusCode).toBe(200);
    expect(await window()).toBe(14);
    await send(admin, 'PUT', '/api/admin/settings', current);
  });

  it("saves the address, WhatsApp, licence, pharmacist and hours, shown in the answer's language", async () => {
    const current = (await send(admin, 'GET', '/api/admin/settings')).json().data;
    const contact = {
      ...current.contact,
      address_ar: 'شارع السعدون، قرب ساحة النصر',
      address_en: 'Saadoun Street, near Nasr Square',
      whatsapp: '٠٧٨٠ ٤١٢ ٩٠٨٧',
      licence_number: 'MOH-BGD-2291',
      pharmacist_ar: 'د. سارة الجبوري',
      pharmacist_en: 'Dr Sara Al-Jubouri',
      hours_ar: 'السبت إلى الخميس: 9 صباحاً إلى 11 مساءً\n\nالجمعة: مغلق',
      hours_en: 'Saturday to Thursday: 9 am to 11 pm\nFriday: closed',
    };
    expect((await send(admin, 'PUT', '/api/admin/settings', { ...current, contact })).statusCode).toBe(200);
    const shown = async (lang: string) =>
      (await ctx.app.inject({ url: `/api/config?lang=${lang}` })).json().data.contact;
    expect(await shown('ar')).toMatchObject({
      address: 'شارع السعدون، قرب ساحة النصر',
      whatsapp: '0780 412 9087',
      whatsapp_url: 'https://wa.me/9647804129087',
      licence_number: 'MOH-BGD-2291',
      pharmacist: 'د. سارة الجبوري',
      hours: ['السبت إلى الخميس: 9 صباحاً إلى 11 مساءً', 'الجمعة: مغلق'],
    });
    expect(await shown('en')).toMatchObject({
      pharmacist: 'Dr Sara Al-Jubouri',
      hours: ['Saturday to Thursday: 9 am to 11 pm', 'Friday: closed'],
    });

    const refused = await send(admin, 'PUT', '/api/admin/settings', {
      ...current,
      contact: { ...contact, address_ar: '', licence_number: 'x'.repeat(61), whatsapp: 'call us' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({
      'contact.address_ar': ['Please enter the street address'],
      'contact.licence_number': ['Please keep the licence number under 60 characters'],
      'contact.whatsapp': ['Please enter an Iraqi mobile number (07XXXXXXXXX)'],
    });
  });
});
