import type { Locale } from '@shop/shared/constants';
import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { remember } from './cache.ts';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  image: string | null;
  sortOrder: number;
  isActive: boolean;
  /** The return policy's word on this category (null: its parent's). */
  returnable: boolean | null;
}

export const pickLang = (locale: Locale, ar: string, en: string) => (locale === 'en' && en.trim() ? en : ar);

/**
 * The whole category table in memory for one request: it is small (hundreds of rows), and every
 * catalog question (descendants for a filter, ancestors for a discount, visibility) is a walk of it.
 */
export class CategoryIndex {
  readonly byId = new Map<number, CategoryRow>();
  readonly bySlug = new Map<string, CategoryRow>();
  private readonly children = new Map<number | null, CategoryRow[]>();
  /** Active categories whose ancestors are all active: the only ones shoppers reach. */
  readonly visible = new Set<number>();

  constructor(rows: CategoryRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      this.bySlug.set(row.slug, row);
      const list = this.children.get(row.parentId) ?? [];
      list.push(row);
      this.children.set(row.parentId, list);
    }
    const walk = (parentId: number | null) => {
      for (const child of this.children.get(parentId) ?? []) {
        if (!child.isActive) continue;
        this.visible.add(child.id);
        walk(child.id);
      }
    };
    walk(null);
  }

  childrenOf(id: number | null): CategoryRow[] {
    return this.children.get(id) ?? [];
  }

  /** The category and every category below it. */
  descendantsOf(id: number): number[] {
    const out = [id];
    for (let i = 0; i < out.length; i++) {
      for (const child of this.childrenOf(out[i]!)) out.push(child.id);
    }
    return out;
  }

  /** The category, its parent, and so on up to the root. */
  ancestorsOf(id: number): number[] {
    const out: number[] = [];
    let current = this.byId.get(id);
    while (current && !out.includes(current.id)) {
      out.push(current.id);
      current = current.parentId === null ? undefined : this.byId.get(current.parentId);
    }
    return out;
  }

  /** A slug or a numeric id, as the products route accepts; only visible categories resolve. */
  resolve(ref: string): CategoryRow | undefined {
    const row = /^\d+$/.test(ref) ? this.byId.get(Number(ref)) : this.bySlug.get(ref);
    return row && this.visible.has(row.id) ? row : undefined;
  }

  visibleIds(): number[] {
    return [...this.visible];
  }

  /**
   * Whether the return policy takes back a product of this category that has no word of its own: the nearest
   * category up the tree that says, else yes. The product page's promise and the return form both ask this.
   */
  returnable(categoryId: number | null): boolean {
    // The tree is shallow and acyclic (a check forbids a category being its own parent); the bound is a guard.
    for (
      let c = categoryId === null ? undefined : this.byId.get(categoryId), depth = 0;
      c && depth < 32;
      depth++
    ) {
      if (c.returnable !== null) return c.returnable;
      c = c.parentId === null ? undefined : this.byId.get(c.parentId);
    }
    return true;
  }
}

export async function loadCategoryIndex(db: Db | Tx): Promise<CategoryIndex> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      nameAr: categories.nameAr,
      nameEn: categories.nameEn,
      descriptionAr: categories.descriptionAr,
      descriptionEn: categories.descriptionEn,
      image: categories.image,
      sortOrder: categories.sortOrder,
      isActive: categories.isActive,
      returnable: categories.returnable,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return new CategoryIndex(rows);
}

/** The index for shoppers' reads, remembered between requests; writers load their own inside their transaction. */
export function categoryIndex(db: Db): Promise<CategoryIndex> {
  return remember(db, 'category-index', () => loadCategoryIndex(db), 6);
}
