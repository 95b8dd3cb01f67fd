/**
 * Demo data for an empty database: roles and permissions, a demo admin and customer, the catalogue with its
 * generated images, discounts, points rules and shop settings. Runs once: a database that already has any
 * category or product is left untouched.
 */

import { POINTS_DEFAULTS } from '@shop/shared/constants';
import { DEMO_ACCOUNTS } from '@shop/shared/demo-accounts';
import { ROLE_NAMES, type RoleName } from '@shop/shared/permissions';
import { DEMO_CONTACT } from '@shop/shared/settings';
import { inArray, sql } from 'drizzle-orm';
import { shopDate } from '../../lib/clock.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { searchFields } from '../../modules/catalog/search/index.ts';
import type { Db, Tx } from '../client.ts';
import {
  addresses,
  categories,
  discountCategories,
  discountProducts,
  discounts,
  pointsConfig,
  pointsTiers,
  productImages,
  products,
  roles,
  settings,
  stockBatches,
  stockMovements,
  userRoles,
  users,
} from '../schema.ts';
import {
  CATEGORIES,
  DISCOUNT_SEEDS,
  type FlatCategory,
  findCategory,
  PRODUCT_SEEDS,
  stableHash,
} from './catalog-data.ts';
import { generateSeedImages, type SeedImages } from './images.ts';

export interface SeedOptions {
  /** Where images are written; the server serves it at `/uploads`. */
  uploadsDir: string;
  log?: (msg: string) => void;
  /**
   * false: store the image URLs without drawing the files (tests that never load images). Default true.
   * Images that already exist are reused either way.
   */
  generateImages?: boolean;
}

/** Serialises concurrent seeders (several instances starting together on one PostgreSQL). */
const SEED_LOCK_KEY = 72_019_642;

const CHUNK = 200;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function catalogIsEmpty(db: Db | Tx): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (category) return false;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return !product;
}

export async function seedDemo(db: Db, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  if (!(await catalogIsEmpty(db))) {
    log('seed: the catalogue already has data, demo seed skipped');
    return { seeded: false };
  }
  const started = performance.now();

  // Slow work first, outside the transaction: images on disk and password hashes.
  const images = await generateSeedImages({
    uploadsDir: opts.uploadsDir,
    products: PRODUCT_SEEDS,
    categories: CATEGORIES,
    dryRun: opts.generateImages === false,
  });
  log(
    `seed: images ${images.generated} drawn, ${images.skipped} reused in ${(images.ms / 1000).toFixed(1)} s (${opts.uploadsDir})`,
  );
  const hashes = Object.fromEntries(
    await Promise.all(
      ROLE_NAMES.map(async (role) => [role, await hashPassword(DEMO_ACCOUNTS[role].password)] as const),
    ),
  ) as Record<RoleName, string>;

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another instance may have seeded while we drew the images.
    if (!(await catalogIsEmpty(tx))) return false;
    await seedAccounts(tx, hashes, log);
    const categoryIds = await seedCategories(tx, images, log);
    const productIds = await seedProducts(tx, categoryIds, images, log);
    await seedStock(tx, productIds, log);
    await seedDiscounts(tx, categoryIds, productIds, log);
    await seedSettings(tx, log);
    return true;
  });
  log(
    seeded
      ? `seed: demo data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`
      : 'seed: another process seeded first, nothing added',
  );
  return { seeded };
}

// ---------------------------------------------------------------- accounts

/** Who each demo account is: the shop's manager, its pharmacist, a counter clerk and a shopper. */
const DEMO_PEOPLE: Record<RoleName, { firstName: string; lastName: string; phone: string }> = {
  admin: { firstName: 'مدير', lastName: 'المتجر', phone: '07801112233' },
  pharmacist: { firstName: 'د. سارة', lastName: 'الجبوري', phone: '07802223344' },
  staff: { firstName: 'علي', lastName: 'حسن', phone: '07803334455' },
  customer: { firstName: 'زينب', lastName: 'علي', phone: '07701234567' },
};

async function seedAccounts(tx: Tx, hashes: Record<RoleName, string>, log: (msg: string) => void) {
  // The roles exist already: syncRoles writes them after every migration.
  const roleRows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, [...ROLE_NAMES]));
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));

  // A person may have registered with one of these addresses before the seed ran: leave that account alone.
  const created = await tx
    .insert(users)
    .values(
      ROLE_NAMES.map((role) => {
        const person = DEMO_PEOPLE[role];
        return {
          name: `${person.firstName} ${person.lastName}`,
          firstName: person.firstName,
          lastName: person.lastName,
          email: DEMO_ACCOUNTS[role].email,
          passwordHash: hashes[role],
          phone: `+964${person.phone.slice(1)}`,
          city: 'بغداد',
          state: 'baghdad',
          locale: 'ar',
          isEmailVerified: true,
          ...(role === 'customer'
            ? {
                address: 'شارع فلسطين، قرب ساحة بيروت، دار 12',
                zipCode: '10071',
                gender: 'female',
                dateOfBirth: '1994-03-15',
              }
            : {}),
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });

  const links = created.map((u) => {
    const role = ROLE_NAMES.find((r) => DEMO_ACCOUNTS[r].email === u.email)!;
    return { userId: u.id, roleId: roleId.get(role)! };
  });
  if (links.length > 0) await tx.insert(userRoles).values(links).onConflictDoNothing();
  const customer = created.find((u) => u.email === DEMO_ACCOUNTS.customer.email);
  if (customer) {
    await tx.insert(addresses).values({
      userId: customer.id,
      label: 'البيت',
      firstName: 'زينب',
      lastName: 'علي',
      phone: '07701234567',
      governorate: 'baghdad',
      city: 'بغداد',
      district: 'زيونة',
      landmark: 'قرب ساحة بيروت',
      address: 'شارع فلسطين، محلة 712، زقاق 5، دار 12',
      zipCode: '10071',
      isDefault: true,
    });
  }
  log(`seed: ${created.length} demo accounts`);
}

// ---------------------------------------------------------------- catalogue

async function seedCategories(
  tx: Tx,
  images: SeedImages,
  log: (msg: string) => void,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const toRow = (c: FlatCategory) => ({
    parentId: c.parentSlug ? ids.get(c.parentSlug)! : null,
    slug: c.slug,
    nameAr: c.nameAr,
    nameEn: c.nameEn,
    descriptionAr: c.descriptionAr,
    descriptionEn: c.descriptionEn,
    image: images.categories.get(c.slug) ?? null,
    sortOrder: c.sortOrder,
  });
  // Roots first so that children can name their parent's id.
  for (const level of [CATEGORIES.filter((c) => !c.parentSlug), CATEGORIES.filter((c) => c.parentSlug)]) {
    const rows = await tx
      .insert(categories)
      .values(level.map(toRow))
      .returning({ id: categories.id, slug: categories.slug });
    for (const r of rows) ids.set(r.slug, r.id);
  }
  log(`seed: ${ids.size} categories`);
  return ids;
}

/** The category's names and its parent's: search matches a product by them too. */
function categoryNames(category: FlatCategory): string[] {
  const parent = category.parentSlug ? findCategory(category.parentSlug) : undefined;
  return [category.nameAr, category.nameEn, parent?.nameAr ?? '', parent?.nameEn ?? ''];
}

const SIXTY_DAYS_MIN = 60 * 24 * 60;

async function seedProducts(
  tx: Tx,
  categoryIds: Map<string, number>,
  images: SeedImages,
  log: (msg: string) => void,
): Promise<Map<string, number>> {
  const now = Date.now();
  const rows = PRODUCT_SEEDS.map((p) => {
    // Spread over the last 60 days, in an order unrelated to the data file, so "newest" mixes categories.
    const createdAt = new Date(now - (stableHash(`${p.slug}:created`) % SIXTY_DAYS_MIN) * 60_000);
    return {
      categoryId: categoryIds.get(p.categorySlug)!,
      nameAr: p.nameAr,
      nameEn: p.nameEn,
      descriptionAr: p.descriptionAr,
      descriptionEn: p.descriptionEn,
      keywords: p.keywords,
      price: p.price,
      stock: p.stock,
      featured: p.featured,
      bestseller: p.bestseller,
      requiresPrescription: p.requiresPrescription,
      maxPerOrder: p.maxPerOrder,
      status: 'active',
      image: images.products.get(p.slug)?.[0] ?? null,
      // No sales count: the demo shop has sold nothing yet, so it shows no sold count, rank or trend
      // until its orders make them (issue 18).
      ...searchFields(p, categoryNames(findCategory(p.categorySlug))),
      createdAt,
      updatedAt: createdAt,
    };
  });

  const slugByName = new Map(PRODUCT_SEEDS.map((p) => [p.nameEn, p.slug]));
  const ids = new Map<string, number>();
  for (const part of chunks(rows)) {
    const inserted = await tx
      .insert(products)
      .values(part)
      .returning({ id: products.id, nameEn: products.nameEn });
    for (const r of inserted) ids.set(slugByName.get(r.nameEn)!, r.id);
  }

  const gallery = PRODUCT_SEEDS.flatMap((p) =>
    (images.products.get(p.slug) ?? []).map((url, i) => ({
      productId: ids.get(p.slug)!,
      url,
      path: url.replace(/^\/uploads\//, ''),
      mimeType: 'image/webp',
      sortOrder: i,
    })),
  );
  for (const part of chunks(gallery)) await tx.insert(productImages).values(part);
  log(`seed: ${ids.size} products with ${gallery.length} gallery images`);
  return ids;
}

/** Top categories whose products the return policy refuses back (decision 021); migration 0009 says the same. */
export const NON_RETURNABLE_CATEGORY_SLUGS = [
  'medicines',
  'prescription-medicines',
  'personal-care',
] as const;

/** Medicines and supplements arrive in lots with expiry dates; beauty and care items are plain quantities. */
const BATCH_TRACKED_ROOTS = new Set(['medicines', 'prescription-medicines', 'vitamins-supplements']);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Each product's opening stock as ledger rows. Batch-tracked products get two lots: a small one expiring
 * within a few months (some within the dashboard's 30/60/90-day windows) and the rest a year or two out;
 * a few also hold an expired lot waiting to be written off.
 */
async function seedStock(tx: Tx, productIds: Map<string, number>, log: (msg: string) => void) {
  const today = shopDate();
  const batchRows: (typeof stockBatches.$inferInsert)[] = [];
  const openings: (typeof stockMovements.$inferInsert)[] = [];
  for (const p of PRODUCT_SEEDS) {
    const productId = productIds.get(p.slug)!;
    const root = findCategory(p.categorySlug).parentSlug ?? p.categorySlug;
    if (!BATCH_TRACKED_ROOTS.has(root)) {
      if (p.stock > 0) openings.push({ productId, kind: 'opening', quantity: p.stock });
      continue;
    }
    const h = stableHash(`${p.slug}:lots`);
    const lot = (n: number) => `L${String((h + n * 7919) % 100000).padStart(5, '0')}`;
    const soon = p.stock > 1 ? Math.ceil(p.stock / 3) : 0;
    if (soon > 0) {
      const days = [12, 25, 44, 58, 80, 150, 210][h % 7]!;
      batchRows.push({
        productId,
        lotNumber: lot(1),
        expiryDate: addDays(today, days),
        receivedOn: addDays(today, days - 540),
        quantityReceived: soon,
        quantity: soon,
      });
    }
    if (p.stock - soon > 0) {
      const days = 365 + (h % 400);
      batchRows.push({
        productId,
        lotNumber: lot(2),
        expiryDate: addDays(today, days),
        receivedOn: addDays(today, -(h % 40)),
        quantityReceived: p.stock - soon,
        quantity: p.stock - soon,
      });
    }
    if (h % 11 === 0) {
      batchRows.push({
        productId,
        lotNumber: lot(3),
        expiryDate: addDays(today, -(1 + (h % 20))),
        receivedOn: addDays(today, -600),
        quantityReceived: 2 + (h % 6),
        quantity: 2 + (h % 6),
        expiredAt: new Date(),
      });
    }
  }
  const received: (typeof stockMovements.$inferInsert)[] = [];
  for (const part of chunks(batchRows)) {
    const inserted = await tx
      .insert(stockBatches)
      .values(part)
      .returning({ id: stockBatches.id, productId: stockBatches.productId, quantity: stockBatches.quantity });
    for (const b of inserted) {
      if (b.quantity > 0)
        received.push({ productId: b.productId, batchId: b.id, kind: 'received', quantity: b.quantity });
    }
  }
  for (const part of chunks([...openings, ...received])) await tx.insert(stockMovements).values(part);
  await tx
    .update(categories)
    .set({ returnable: false })
    .where(inArray(categories.slug, [...NON_RETURNABLE_CATEGORY_SLUGS]));
  log(`seed: ${batchRows.length} batches, ${openings.length} products in plain quantities`);
}

async function seedDiscounts(
  tx: Tx,
  categoryIds: Map<string, number>,
  productIds: Map<string, number>,
  log: (msg: string) => void,
) {
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  for (const d of DISCOUNT_SEEDS) {
    const [row] = await tx
      .insert(discounts)
      .values({
        nameAr: d.nameAr,
        nameEn: d.nameEn,
        descriptionAr: d.descriptionAr,
        descriptionEn: d.descriptionEn,
        type: d.type,
        value: d.value,
        target: d.target,
        kind: d.kind,
        startsAt: new Date(now + d.startsInDays * day),
        endsAt: new Date(now + d.endsInDays * day),
        isActive: true,
      })
      .returning({ id: discounts.id });
    const discountId = row!.id;
    if (d.target === 'product') {
      await tx
        .insert(discountProducts)
        .values(d.targets.map((slug) => ({ discountId, productId: productIds.get(slug)! })));
    } else {
      await tx
        .insert(discountCategories)
        .values(d.targets.map((slug) => ({ discountId, categoryId: categoryIds.get(slug)! })));
    }
  }
  log(`seed: ${DISCOUNT_SEEDS.length} discounts (live, ended and scheduled)`);
}

// ---------------------------------------------------------------- rules and settings

async function seedSettings(tx: Tx, log: (msg: string) => void) {
  await tx
    .insert(pointsConfig)
    .values({ id: 1, ...POINTS_DEFAULTS })
    .onConflictDoNothing();
  const [tier] = await tx.select({ id: pointsTiers.id }).from(pointsTiers).limit(1);
  if (!tier) await tx.insert(pointsTiers).values({ minAmount: 0, maxAmount: null, rate: 1 });

  await tx
    .insert(settings)
    .values([
      { key: 'shipping', value: { free_shipping_threshold: 50_000, shipping_fee: 5_000 } },
      {
        key: 'contact',
        value: DEMO_CONTACT,
      },
    ])
    .onConflictDoNothing();
  log('seed: points rules and shop settings');
}
