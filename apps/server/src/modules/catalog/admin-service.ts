import { type Page, toPage } from '@shop/shared/api';
import {
  type CategoryInput,
  PRESCRIPTION_PROMOTION_MESSAGE,
  type ProductInput,
  slugify,
} from '@shop/shared/catalog-admin';
import { normalizeSearchText } from '@shop/shared/search';
import { stockStatus } from '@shop/shared/stock';
import { and, asc, count, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, orderItems, productImages, products } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { openStock, setStockTo } from '../inventory/service.ts';
import { writeCatalog } from './cache.ts';
import { loadCategoryIndex } from './category-index.ts';
import { categoryNamesFor, refreshSearchText, searchCaughtUp, searchFields } from './search/index.ts';
import { stockStatusCondition } from './stock.ts';

type ProductRow = typeof products.$inferSelect;

// ---------------------------------------------------------------- products

async function toAdminProducts(db: Db | Tx, rows: ProductRow[]) {
  const ids = rows.map((r) => r.id);
  const [images, index] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.sortOrder), asc(productImages.id))
      : [],
    loadCategoryIndex(db),
  ]);
  return rows.map((p) => ({
    id: p.id,
    name_ar: p.nameAr,
    name_en: p.nameEn,
    description_ar: p.descriptionAr,
    description_en: p.descriptionEn,
    keywords: p.keywords,
    price: p.price,
    stock: p.stock,
    stock_status: stockStatus(p.stock),
    category_id: p.categoryId,
    category_name: index.byId.get(p.categoryId)?.nameAr ?? '',
    featured: p.featured,
    bestseller: p.bestseller,
    requires_prescription: p.requiresPrescription,
    max_per_order: p.maxPerOrder,
    returnable: p.returnable,
    status: p.status as 'active' | 'draft' | 'archived',
    image: p.image,
    images: images
      .filter((i) => i.productId === p.id)
      .map((i) => ({ id: i.id, url: i.url, path: i.path, mime_type: i.mimeType })),
    sales_count: p.salesCount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }));
}

export type AdminProduct = Awaited<ReturnType<typeof toAdminProducts>>[number];

export async function listAdminProducts(
  db: Db,
  q: {
    search?: string;
    category?: number;
    stock?: 'in_stock' | 'low_stock' | 'out_of_stock';
    status?: string;
    sort: string;
    order: 'asc' | 'desc';
    page: number;
    per_page: number;
  },
): Promise<Page<AdminProduct>> {
  const index = await loadCategoryIndex(db);
  const words = q.search ? normalizeSearchText(q.search).split(' ').filter(Boolean) : [];
  const numericId = q.search && /^\d+$/.test(q.search.trim()) ? Number(q.search.trim()) : null;
  const where = and(
    q.category ? inArray(products.categoryId, index.descendantsOf(q.category)) : undefined,
    q.stock ? stockStatusCondition[q.stock] : undefined,
    q.status ? eq(products.status, q.status) : undefined,
    words.length
      ? or(
          numericId ? eq(products.id, numericId) : undefined,
          and(...words.map((w) => like(products.searchText, `%${w}%`))),
        )
      : undefined,
  );
  const columns = {
    name: products.nameAr,
    price: products.price,
    stock: products.stock,
    created_at: products.createdAt,
    sales: products.salesCount,
  };
  const column = columns[q.sort as keyof typeof columns] ?? products.createdAt;
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(direction(column), direction(products.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return toPage(await toAdminProducts(db, rows), Number(total?.n ?? 0), q.page, q.per_page);
}

export async function getAdminProduct(db: Db | Tx, id: number): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Product Not Found');
  return (await toAdminProducts(db, [row]))[0]!;
}

export async function saveProduct(
  db: Db,
  input: ProductInput,
  actorId: number,
  id?: number,
): Promise<AdminProduct> {
  return writeCatalog(db, async (tx) => {
    const index = await loadCategoryIndex(tx);
    if (!index.byId.has(input.category_id))
      throw validationError({ category_id: ['Please choose a category'] });
    const before = id === undefined ? null : await getAdminProduct(tx, id);
    const source = {
      nameAr: input.name_ar,
      nameEn: input.name_en,
      descriptionAr: input.description_ar,
      descriptionEn: input.description_en,
      keywords: input.keywords,
    };
    const values = {
      ...source,
      ...searchFields(source, categoryNamesFor(index, input.category_id)),
      price: input.price,
      categoryId: input.category_id,
      featured: input.featured,
      bestseller: input.bestseller,
      requiresPrescription: input.requires_prescription,
      maxPerOrder: input.max_per_order,
      returnable: input.returnable,
      status: input.status,
      image: input.images[0]?.url ?? null,
      updatedAt: new Date(),
    };
    const [row] =
      id === undefined
        ? await tx.insert(products).values(values).returning()
        : await tx.update(products).set(values).where(eq(products.id, id)).returning();
    // Deleted since it was read above: nothing was updated, and there is nothing to answer with.
    if (!row) throw new AppError('NOT_FOUND', 'Product Not Found');
    const productId = row.id;
    // Stock moves only through the ledger (decision 020).
    if (id === undefined) await openStock(tx, productId, input.stock, actorId);
    else await setStockTo(tx, productId, input.stock, actorId);
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    if (input.images.length) {
      await tx.insert(productImages).values(
        input.images.map((img, i) => ({
          productId,
          url: img.url,
          path: img.path ?? null,
          mimeType: img.mime_type,
          sortOrder: i,
        })),
      );
    }
    const after = await getAdminProduct(tx, productId);
    await recordAudit(tx, {
      actorId,
      action: id === undefined ? 'create' : 'update',
      entity: 'product',
      entityId: productId,
      before,
      after,
    });
    return after;
  }).then(searchCaughtUp(db));
}

export async function patchProduct(
  db: Db,
  id: number,
  patch: {
    featured?: boolean;
    bestseller?: boolean;
    status?: 'active' | 'draft' | 'archived';
    stock?: number;
  },
  actorId: number,
): Promise<AdminProduct> {
  return writeCatalog(db, async (tx) => {
    const before = await getAdminProduct(tx, id);
    // The list's toggles may not put a prescription medicine into promotion (decision 015); switching a
    // flag off is always allowed, so legacy rows can be tidied.
    if (before.requires_prescription) {
      const refused = (['featured', 'bestseller'] as const).filter((flag) => patch[flag] === true);
      if (refused.length) {
        throw validationError(
          Object.fromEntries(refused.map((flag) => [flag, [PRESCRIPTION_PROMOTION_MESSAGE]])),
        );
      }
    }
    const { stock, ...flags } = patch;
    await tx
      .update(products)
      .set({ ...flags, updatedAt: new Date() })
      .where(eq(products.id, id));
    if (stock !== undefined) await setStockTo(tx, id, stock, actorId);
    const after = await getAdminProduct(tx, id);
    await recordAudit(tx, { actorId, action: 'update', entity: 'product', entityId: id, before, after });
    return after;
  }).then(searchCaughtUp(db));
}

/** A product that was ever ordered is archived instead, so every order keeps its history whole. */
export async function deleteProduct(db: Db, id: number, actorId: number): Promise<'deleted' | 'archived'> {
  return writeCatalog<'deleted' | 'archived'>(db, async (tx) => {
    const before = await getAdminProduct(tx, id);
    const [ordered] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id));
    const outcome = Number(ordered?.n ?? 0) > 0 ? 'archived' : 'deleted';
    if (outcome === 'archived') {
      await tx
        .update(products)
        .set({ status: 'archived', featured: false, updatedAt: new Date() })
        .where(eq(products.id, id));
    } else {
      await tx.delete(products).where(eq(products.id, id));
    }
    await recordAudit(tx, {
      actorId,
      action: outcome === 'archived' ? 'archive' : 'delete',
      entity: 'product',
      entityId: id,
      before,
    });
    return outcome;
  }).then(searchCaughtUp(db));
}

// ---------------------------------------------------------------- categories

async function toAdminCategories(db: Db | Tx, rows: (typeof categories.$inferSelect)[]) {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  // Every category's own products and its place in the tree (a small table): the count a category shows
  // is that of its whole branch, as the shop counts it; deleting needs its own products only.
  const [productCounts, tree] = await Promise.all([
    db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
    db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
  ]);
  const own = new Map(productCounts.map((p) => [p.id, Number(p.n)]));
  const children = new Map<number, number[]>();
  for (const c of tree) {
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  }
  const branchTotals = new Map<number, number>();
  const branchTotal = (id: number, path = new Set<number>()): number => {
    const known = branchTotals.get(id);
    if (known !== undefined) return known;
    if (path.has(id)) return 0; // a loop in the data must not hang the back-office
    path.add(id);
    const total =
      (own.get(id) ?? 0) + (children.get(id) ?? []).reduce((sum, c) => sum + branchTotal(c, path), 0);
    branchTotals.set(id, total);
    return total;
  };
  return rows.map((c) => ({
    id: c.id,
    name_ar: c.nameAr,
    name_en: c.nameEn,
    description_ar: c.descriptionAr,
    description_en: c.descriptionEn,
    slug: c.slug,
    parent_id: c.parentId,
    image: c.image,
    is_active: c.isActive,
    returnable: c.returnable,
    sort_order: c.sortOrder,
    products_count: own.get(c.id) ?? 0,
    products_total: branchTotal(c.id),
    children_count: children.get(c.id)?.length ?? 0,
    created_at: c.createdAt.toISOString(),
  }));
}

export type AdminCategory = Awaited<ReturnType<typeof toAdminCategories>>[number];

/** All categories, active or not, in tree order (parents before children, by sort order). */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  return toAdminCategories(db, rows);
}

export async function getAdminCategory(db: Db | Tx, id: number): Promise<AdminCategory> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Category not found');
  return (await toAdminCategories(db, [row]))[0]!;
}

/** The asked-for slug, or one made from the English name, then the Arabic one, then the id; always unique. */
async function uniqueSlug(tx: Tx, wanted: string, fallback: string, exceptId?: number): Promise<string> {
  const base = wanted || fallback;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, candidate));
    if (!taken || taken.id === exceptId) return candidate;
  }
}

export async function saveCategory(
  db: Db,
  input: CategoryInput,
  actorId: number,
  id?: number,
): Promise<AdminCategory> {
  return writeCatalog(db, async (tx) => {
    const before = id === undefined ? null : await getAdminCategory(tx, id);
    if (input.parent_id !== null) {
      const index = await loadCategoryIndex(tx);
      if (!index.byId.has(input.parent_id)) throw validationError({ parent_id: ['Category not found'] });
      if (id !== undefined && index.ancestorsOf(input.parent_id).includes(id)) {
        throw validationError({ parent_id: ['A category cannot be placed inside itself'] });
      }
    }
    if (input.slug && id === undefined) {
      const [taken] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, input.slug));
      if (taken) throw validationError({ slug: ['This slug is already used'] });
    }
    const auto = slugify(input.name_en) || slugify(input.name_ar);
    const values = {
      nameAr: input.name_ar,
      nameEn: input.name_en,
      descriptionAr: input.description_ar,
      descriptionEn: input.description_en,
      parentId: input.parent_id,
      image: input.image,
      isActive: input.is_active,
      returnable: input.returnable,
      updatedAt: new Date(),
      ...(input.sort_order === undefined ? {} : { sortOrder: input.sort_order }),
    };
    let categoryId = id;
    if (categoryId === undefined) {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${categories.sortOrder}), 0)::int` })
        .from(categories)
        .where(
          input.parent_id === null ? isNull(categories.parentId) : eq(categories.parentId, input.parent_id),
        );
      const placeholder = `new-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const [row] = await tx
        .insert(categories)
        .values({ sortOrder: (last?.max ?? 0) + 1, ...values, slug: placeholder })
        .returning({ id: categories.id });
      categoryId = row!.id;
      await tx
        .update(categories)
        .set({ slug: await uniqueSlug(tx, input.slug || auto, `category-${categoryId}`, categoryId) })
        .where(eq(categories.id, categoryId));
    } else {
      const slug = input.slug ? await uniqueSlug(tx, input.slug, input.slug, categoryId) : before!.slug;
      await tx
        .update(categories)
        .set({ ...values, slug })
        .where(eq(categories.id, categoryId));
    }
    if (
      before &&
      (before.name_ar !== input.name_ar ||
        before.name_en !== input.name_en ||
        before.parent_id !== input.parent_id)
    ) {
      const index = await loadCategoryIndex(tx);
      await refreshSearchText(tx, index, index.descendantsOf(categoryId));
    }
    const after = await getAdminCategory(tx, categoryId);
    await recordAudit(tx, {
      actorId,
      action: id === undefined ? 'create' : 'update',
      entity: 'category',
      entityId: categoryId,
      before,
      after,
    });
    return after;
  }).then(searchCaughtUp(db));
}

export async function setCategoryActive(db: Db, id: number, isActive: boolean, actorId: number) {
  return writeCatalog(db, async (tx) => {
    const before = await getAdminCategory(tx, id);
    await tx.update(categories).set({ isActive, updatedAt: new Date() }).where(eq(categories.id, id));
    const after = await getAdminCategory(tx, id);
    await recordAudit(tx, { actorId, action: 'update', entity: 'category', entityId: id, before, after });
    return after;
  });
}

/** Refused, with the spec's messages, while the category still has subcategories or products. */
export async function deleteCategory(db: Db, id: number, actorId: number): Promise<void> {
  await writeCatalog(db, async (tx) => {
    const before = await getAdminCategory(tx, id);
    if (before.children_count > 0)
      throw new AppError('IN_USE', 'This category has subcategories; delete them first');
    if (before.products_count > 0)
      throw new AppError('IN_USE', 'This category has products; reassign them first');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'category', entityId: id, before });
  });
}

/** Drag-and-drop: new parents and orders for many categories at once, refusing any cycle. */
export async function reorderCategories(
  db: Db,
  updates: { id: number; parent_id: number | null; sort_order: number }[],
  actorId: number,
): Promise<void> {
  await writeCatalog(db, async (tx) => {
    const rows = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const parent = new Map(rows.map((r) => [r.id, r.parentId]));
    for (const u of updates) {
      if (!parent.has(u.id) || (u.parent_id !== null && !parent.has(u.parent_id))) {
        throw validationError({ updates: ['Category not found'] });
      }
      parent.set(u.id, u.parent_id);
    }
    for (const u of updates) {
      const seen = new Set<number>();
      for (let at: number | null | undefined = u.id; at !== null && at !== undefined; at = parent.get(at)) {
        if (seen.has(at)) throw validationError({ updates: ['A category cannot be placed inside itself'] });
        seen.add(at);
      }
    }
    for (const u of updates) {
      await tx
        .update(categories)
        .set({ parentId: u.parent_id, sortOrder: u.sort_order, updatedAt: new Date() })
        .where(eq(categories.id, u.id));
    }
    const index = await loadCategoryIndex(tx);
    await refreshSearchText(tx, index, [...new Set(updates.flatMap((u) => index.descendantsOf(u.id)))]);
    await recordAudit(tx, { actorId, action: 'reorder', entity: 'category', after: updates });
  }).then(searchCaughtUp(db));
}
