import { adminCategoryView } from '@shop/shared/catalog-admin';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export type AdminCategory = z.infer<typeof adminCategoryView>;

const adminCategoryList = adminCategoryView.array();

export const adminCategoriesKey = ['admin', 'categories'] as const;

/** GET /api/admin/categories: every category, active or not, as one flat list. */
export const getAdminCategories = (signal?: AbortSignal) =>
  api.get('/admin/categories', { schema: adminCategoryList, signal });

export const useAdminCategories = () =>
  useQuery({ queryKey: adminCategoriesKey, queryFn: ({ signal }) => getAdminCategories(signal) });

/** The categories as a tree, siblings in their sort order (then by name). */
export interface CategoryTreeNode {
  category: AdminCategory;
  children: CategoryTreeNode[];
  depth: number;
}

export function buildCategoryTree(list: AdminCategory[]): CategoryTreeNode[] {
  const byParent = new Map<number | null, AdminCategory[]>();
  const ids = new Set(list.map((c) => c.id));
  for (const c of list) {
    const parent = c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null;
    const siblings = byParent.get(parent) ?? [];
    siblings.push(c);
    byParent.set(parent, siblings);
  }
  const build = (parent: number | null, depth: number, seen: Set<number>): CategoryTreeNode[] =>
    (byParent.get(parent) ?? [])
      .filter((c) => !seen.has(c.id))
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((category) => ({
        category,
        depth,
        children: build(category.id, depth + 1, new Set([...seen, category.id])),
      }));
  return build(null, 0, new Set());
}

/** Depth-first list of the tree: what a select with indented options shows. */
export function flattenCategoryTree(nodes: CategoryTreeNode[]): CategoryTreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenCategoryTree(node.children)]);
}

export const categoryName = (c: Pick<AdminCategory, 'name_ar' | 'name_en'>, locale: 'ar' | 'en') =>
  locale === 'en' && c.name_en ? c.name_en : c.name_ar;
