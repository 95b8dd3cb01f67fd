import type { CategoryNode } from '@shop/shared/catalog';
import type { Locale } from '@shop/shared/constants';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { remember } from './cache.ts';
import { type CategoryIndex, type CategoryRow, categoryIndex, pickLang } from './category-index.ts';

/** Counting a 100,000-product catalog is costly and counts change only through admin writes. */
export function productCounts(db: Db): Promise<Map<number, number>> {
  return remember(
    db,
    'product-counts',
    async () => {
      const rows = await db
        .select({ categoryId: products.categoryId, n: count() })
        .from(products)
        .where(eq(products.status, 'active'))
        .groupBy(products.categoryId);
      return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
    },
    6,
  );
}

function toNode(
  index: CategoryIndex,
  row: CategoryRow,
  counts: Map<number, number>,
  locale: Locale,
): CategoryNode {
  // A shopper is never sent to a category with nothing in it (the back-office lists every one).
  const children = index
    .childrenOf(row.id)
    .filter((c) => index.visible.has(c.id))
    .map((c) => toNode(index, c, counts, locale))
    .filter((c) => c.products_count > 0);
  const own = counts.get(row.id) ?? 0;
  return {
    id: row.id,
    name: pickLang(locale, row.nameAr, row.nameEn),
    slug: row.slug,
    description: pickLang(locale, row.descriptionAr, row.descriptionEn),
    image: row.image,
    parent_id: row.parentId,
    sort_order: row.sortOrder,
    is_active: row.isActive,
    products_count: own + children.reduce((sum, c) => sum + c.products_count, 0),
    children,
  };
}

/**
 * Visible categories with products as a tree; each count includes the products of its descendants. An
 * empty category (no active product in it or below it) is left out of the shop's menus and lists.
 */
export async function getCategoryTree(db: Db, locale: Locale): Promise<CategoryNode[]> {
  const [index, counts] = await Promise.all([categoryIndex(db), productCounts(db)]);
  return index
    .childrenOf(null)
    .filter((c) => index.visible.has(c.id))
    .map((c) => toNode(index, c, counts, locale))
    .filter((c) => c.products_count > 0);
}

export async function getFlatCategories(
  db: Db,
  locale: Locale,
): Promise<(CategoryNode & { depth: number })[]> {
  const out: (CategoryNode & { depth: number })[] = [];
  const walk = (nodes: CategoryNode[], depth: number) => {
    for (const n of nodes) {
      out.push({ ...n, children: [], depth });
      walk(n.children, depth + 1);
    }
  };
  walk(await getCategoryTree(db, locale), 0);
  return out;
}

/** One visible category by id or slug, with its children and the path from the root to it. */
export async function getCategory(
  db: Db,
  ref: string,
  locale: Locale,
): Promise<CategoryNode & { ancestors: { id: number; slug: string; name: string }[] }> {
  const [index, counts] = await Promise.all([categoryIndex(db), productCounts(db)]);
  const row = index.resolve(ref);
  if (!row) throw new AppError('NOT_FOUND', 'Category not found');
  const ancestors = index
    .ancestorsOf(row.id)
    .slice(1)
    .reverse()
    .map((id) => index.byId.get(id)!)
    .map((a) => ({ id: a.id, slug: a.slug, name: pickLang(locale, a.nameAr, a.nameEn) }));
  return { ...toNode(index, row, counts, locale), ancestors };
}
