import type { RoleName } from '@shop/shared/permissions';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  categories,
  discountCategories,
  discountProducts,
  discounts,
  products,
  stockMovements,
} from '../src/db/schema.ts';
import { searchFields } from '../src/modules/catalog/search/index.ts';

let seq = 0;
const next = () => ++seq;

export async function makeCategory(
  db: Db,
  input: Partial<typeof categories.$inferInsert> & { nameAr?: string } = {},
) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ slug: `cat-${n}`, nameAr: `قسم ${n}`, nameEn: `Category ${n}`, sortOrder: n, ...input })
    .returning();
  return row!;
}

export async function makeProduct(
  db: Db,
  input: Partial<typeof products.$inferInsert> & { categoryId: number; categoryNames?: string[] },
) {
  const n = next();
  const values = {
    nameAr: `منتج ${n}`,
    nameEn: `Product ${n}`,
    descriptionAr: '',
    descriptionEn: '',
    keywords: '',
    price: 10_000,
    stock: 50,
    ...input,
  };
  const { categoryNames = [], ...row } = values;
  const [created] = await db
    .insert(products)
    .values({
      ...row,
      ...searchFields(values, categoryNames),
    })
    .returning();
  // The ledger opens with the product's stock, as the product form does (decision 020).
  if (created!.stock > 0) {
    await db
      .insert(stockMovements)
      .values({ productId: created!.id, kind: 'opening', quantity: created!.stock });
  }
  return created!;
}

const DAY = 24 * 60 * 60 * 1000;

export async function makeDiscount(
  db: Db,
  input: {
    type: 'percentage' | 'fixed';
    value: number;
    productIds?: number[];
    categoryIds?: number[];
    startsInDays?: number;
    endsInDays?: number;
    isActive?: boolean;
    kind?: 'general' | 'flash_sale' | 'clearance' | 'bundle';
    nameAr?: string;
    nameEn?: string;
  },
) {
  const n = next();
  const now = Date.now();
  const [d] = await db
    .insert(discounts)
    .values({
      nameAr: input.nameAr ?? `خصم ${n}`,
      nameEn: input.nameEn ?? `Discount ${n}`,
      type: input.type,
      value: input.value,
      target: input.categoryIds ? 'category' : 'product',
      kind: input.kind ?? 'general',
      startsAt: new Date(now + (input.startsInDays ?? -1) * DAY),
      endsAt: new Date(now + (input.endsInDays ?? 7) * DAY),
      isActive: input.isActive ?? true,
    })
    .returning();
  if (input.productIds?.length) {
    await db
      .insert(discountProducts)
      .values(input.productIds.map((productId) => ({ discountId: d!.id, productId })));
  }
  if (input.categoryIds?.length) {
    await db
      .insert(discountCategories)
      .values(input.categoryIds.map((categoryId) => ({ discountId: d!.id, categoryId })));
  }
  return d!;
}

export async function makeUser(
  db: Db,
  input: { email?: string; name?: string; admin?: boolean; role?: RoleName } = {},
) {
  const { users, roles, userRoles } = await import('../src/db/schema.ts');
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      name: input.name ?? `Customer ${n}`,
      email: input.email ?? `customer${n}-${Date.now()}@example.iq`,
      passwordHash: 'not-used',
      isEmailVerified: true,
    })
    .returning();
  const roleName = input.role ?? (input.admin ? 'admin' : null);
  if (roleName) {
    // The roles exist from the start: syncRoles writes them after the migrations.
    const [role] = await db.select().from(roles).where(eq(roles.name, roleName));
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  // Made with an e-mail: the nullable column (phone-only customers, issue 14) is a string here.
  return { ...user!, email: user!.email! };
}

export async function givePoints(db: Db, userId: number, points: number) {
  const { pointsTransactions } = await import('../src/db/schema.ts');
  await db
    .insert(pointsTransactions)
    .values({ userId, kind: 'bonus', points, reason: 'test', description: 'test' });
}

export const shippingAddress = {
  first_name: 'زينب',
  last_name: 'علي',
  email: 'zainab@example.iq',
  phone: '07701234567',
  governorate: 'baghdad',
  city: 'بغداد',
  district: 'الكرادة',
  landmark: 'قرب ساحة الحرية',
  address: 'شارع 62، دار 14',
};
