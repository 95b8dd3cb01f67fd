import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnableProducts } from '../src/modules/returns/policy.ts';
import { makeCategory, makeProduct, makeUser } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

// Decision 021: a product's `returnable` flag, else the nearest category up its tree that says, else yes.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await new TestClient(ctx.app).signInAs((await makeUser(ctx.database.db, { admin: true })).id);
});

afterAll(() => ctx?.close());

const db = () => ctx.database.db;

describe('which products the return policy takes back', () => {
  it('inherits down the category tree, and a product can say otherwise', async () => {
    const medicines = await makeCategory(db(), { returnable: false });
    const painkillers = await makeCategory(db(), { parentId: medicines.id });
    const skinCare = await makeCategory(db());
    const sealedKit = await makeCategory(db(), { parentId: medicines.id, returnable: true });
    const tablets = await makeProduct(db(), { categoryId: painkillers.id });
    const device = await makeProduct(db(), { categoryId: painkillers.id, returnable: true });
    const cream = await makeProduct(db(), { categoryId: skinCare.id });
    const tester = await makeProduct(db(), { categoryId: skinCare.id, returnable: false });
    const kit = await makeProduct(db(), { categoryId: sealedKit.id });
    const answer = await returnableProducts(db(), [tablets.id, device.id, cream.id, tester.id, kit.id]);
    expect(Object.fromEntries(answer)).toEqual({
      [tablets.id]: false,
      [device.id]: true,
      [cream.id]: true,
      [tester.id]: false,
      [kit.id]: true,
    });
  });

  it('the back-office sets the flag on categories and products, and shows it', async () => {
    const created = await admin.post('/api/admin/categories', {
      name_ar: 'منتجات العناية',
      returnable: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.returnable).toBe(false);
    const categoryId = created.json().data.id;
    const product = await admin.post('/api/admin/products', {
      name_ar: 'فرشاة أسنان',
      price: 3000,
      stock: 5,
      category_id: categoryId,
      returnable: true,
    });
    expect(product.statusCode).toBe(201);
    expect(product.json().data.returnable).toBe(true);
    const inherits = await admin.post('/api/admin/products', {
      name_ar: 'معجون أسنان',
      price: 3000,
      stock: 5,
      category_id: categoryId,
    });
    expect(inherits.json().data.returnable).toBeNull();
    const answer = await returnableProducts(db(), [product.json().data.id, inherits.json().data.id]);
    expect([answer.get(product.json().data.id), answer.get(inherits.json().data.id)]).toEqual([true, false]);
    const bad = await admin.post('/api/admin/categories', { name_ar: 'قسم', returnable: 'sometimes' });
    expect(bad.statusCode).toBe(422);
  });
});
