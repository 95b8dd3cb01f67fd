import { arrayMove } from '@dnd-kit/sortable';
import type { CategoryTreeNode } from '../lib/api/get-admin-categories.ts';
import type { CategoryPlacement } from './api/reorder-categories.ts';

/** One row of the tree as the sortable list sees it. */
export interface FlatCategory {
  id: number;
  parentId: number | null;
  depth: number;
  node: CategoryTreeNode;
}

export function flattenTree(nodes: CategoryTreeNode[], parentId: number | null = null): FlatCategory[] {
  return nodes.flatMap((node) => [
    { id: node.category.id, parentId, depth: node.depth, node },
    ...flattenTree(node.children, node.category.id),
  ]);
}

/** Hides the descendants of the given rows (collapsed ones, and the one being dragged). */
export function removeChildrenOf(items: FlatCategory[], ids: number[]): FlatCategory[] {
  const hidden = new Set(ids);
  return items.filter((item) => {
    if (item.parentId !== null && hidden.has(item.parentId)) {
      hidden.add(item.id);
      return false;
    }
    return true;
  });
}

export interface Projection {
  depth: number;
  parentId: number | null;
}

/**
 * Where the dragged row would land: its new depth follows the horizontal drag (one level per `indent`
 * pixels, towards the reading direction's end), limited by its new neighbours: at most one level deeper than
 * the row above, at least as deep as the row below.
 */
export function getProjection(
  items: FlatCategory[],
  activeId: number,
  overId: number,
  dragOffset: number,
  indent: number,
): Projection | null {
  const overIndex = items.findIndex((i) => i.id === overId);
  const activeIndex = items.findIndex((i) => i.id === activeId);
  const active = items[activeIndex];
  if (overIndex < 0 || !active) return null;
  const moved = arrayMove(items, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const projected = active.depth + Math.round(dragOffset / indent);
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? next.depth : 0;
  const depth = Math.min(maxDepth, Math.max(minDepth, projected));

  let parentId: number | null = null;
  if (depth > 0 && previous) {
    if (depth === previous.depth) parentId = previous.parentId;
    else if (depth > previous.depth) parentId = previous.id;
    else
      parentId =
        moved
          .slice(0, overIndex)
          .reverse()
          .find((item) => item.depth === depth)?.parentId ?? null;
  }
  return { depth, parentId };
}

/**
 * The placements after a drop: the dragged row moves next to `overId` under its projected parent (its own
 * children travel with it); every category whose parent or position among its siblings changed is listed.
 */
export function placementsAfterDrop(
  all: FlatCategory[],
  activeId: number,
  overId: number,
  projection: Projection,
): CategoryPlacement[] {
  const activeIndex = all.findIndex((i) => i.id === activeId);
  const overIndex = all.findIndex((i) => i.id === overId);
  const active = all[activeIndex];
  if (!active || overIndex < 0) return [];
  const items = all.slice();
  items[activeIndex] = { ...active, depth: projection.depth, parentId: projection.parentId };
  const sorted = arrayMove(items, activeIndex, overIndex);

  const positions = new Map<number | null, number>();
  const updates: CategoryPlacement[] = [];
  for (const item of sorted) {
    const order = (positions.get(item.parentId) ?? 0) + 1;
    positions.set(item.parentId, order);
    const before = item.node.category;
    if (before.parent_id !== item.parentId || before.sort_order !== order) {
      updates.push({ id: item.id, parent_id: item.parentId, sort_order: order });
    }
  }
  return updates;
}
