import { useLocale } from '../../../i18n/locale-store.ts';
import {
  type AdminCategory,
  buildCategoryTree,
  categoryName,
  flattenCategoryTree,
} from '../lib/api/get-admin-categories.ts';

interface CategoryOptionsProps {
  categories: AdminCategory[];
  /** Left out with their descendants (a category cannot be its own parent). */
  excludeId?: number;
  /** Appends "(inactive)" to categories switched off. */
  inactiveLabel?: string;
}

/**
 * `<option>`s for a native select, grouped by root category: each group holds the root itself and its
 * descendants, indented by depth.
 */
export function CategoryOptions({ categories, excludeId, inactiveLabel }: CategoryOptionsProps) {
  const locale = useLocale();
  const roots = buildCategoryTree(categories).filter((root) => root.category.id !== excludeId);
  const label = (c: AdminCategory) =>
    `${categoryName(c, locale)}${!c.is_active && inactiveLabel ? ` (${inactiveLabel})` : ''}`;
  return (
    <>
      {roots.map((root) => {
        const descendants = flattenCategoryTree(root.children).filter(
          (node) => !isInside(node.category, excludeId, categories),
        );
        return (
          <optgroup key={root.category.id} label={categoryName(root.category, locale)}>
            <option value={root.category.id}>{label(root.category)}</option>
            {descendants.map((node) => (
              <option key={node.category.id} value={node.category.id}>
                {`${'\u00a0\u00a0\u00a0'.repeat(node.depth)}${label(node.category)}`}
              </option>
            ))}
          </optgroup>
        );
      })}
    </>
  );
}

/** True when `category` is `ancestorId` or lies somewhere under it. */
export function isInside(
  category: AdminCategory,
  ancestorId: number | undefined,
  all: AdminCategory[],
): boolean {
  if (ancestorId === undefined) return false;
  const byId = new Map(all.map((c) => [c.id, c]));
  let current: AdminCategory | undefined = category;
  const seen = new Set<number>();
  while (current && !seen.has(current.id)) {
    if (current.id === ancestorId) return true;
    seen.add(current.id);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return false;
}
