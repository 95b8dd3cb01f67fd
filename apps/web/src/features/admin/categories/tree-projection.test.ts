import { describe, expect, it } from 'vitest';
import { type AdminCategory, buildCategoryTree } from '../lib/api/get-admin-categories.ts';
import { flattenTree, getProjection, placementsAfterDrop, removeChildrenOf } from './tree-projection.ts';

const cat = (id: number, parent_id: number | null, sort_order: number): AdminCategory => ({
  id,
  parent_id,
  sort_order,
  name_ar: `c${id}`,
  name_en: `c${id}`,
  description_ar: '',
  description_en: '',
  slug: `c${id}`,
  image: null,
  is_active: true,
  returnable: null,
  products_count: 0,
  products_total: 0,
  children_count: 0,
  created_at: '2025-01-01T00:00:00Z',
});

// 1 (children 2, 3), 4
const list = [cat(1, null, 1), cat(2, 1, 1), cat(3, 1, 2), cat(4, null, 2)];
const flat = () => flattenTree(buildCategoryTree(list));

describe('category tree drag and drop', () => {
  it('flattens depth first with depths and parents', () => {
    expect(flat().map((i) => [i.id, i.parentId, i.depth])).toEqual([
      [1, null, 0],
      [2, 1, 1],
      [3, 1, 1],
      [4, null, 0],
    ]);
  });

  it('hides the children of collapsed rows', () => {
    expect(removeChildrenOf(flat(), [1]).map((i) => i.id)).toEqual([1, 4]);
  });

  it('reorders siblings: child 3 dragged above child 2', () => {
    const projection = getProjection(flat(), 3, 2, 0, 28)!;
    expect(projection).toEqual({ depth: 1, parentId: 1 });
    expect(placementsAfterDrop(flat(), 3, 2, projection)).toEqual([
      { id: 3, parent_id: 1, sort_order: 1 },
      { id: 2, parent_id: 1, sort_order: 2 },
    ]);
  });

  it('re-parents by dragging towards the end: root 4 becomes the last child of 1', () => {
    const projection = getProjection(flat(), 4, 4, 28, 28)!;
    expect(projection).toEqual({ depth: 1, parentId: 1 });
    expect(placementsAfterDrop(flat(), 4, 4, projection)).toEqual([{ id: 4, parent_id: 1, sort_order: 3 }]);
  });

  it('moves a child out to the root by dragging towards the start', () => {
    const projection = getProjection(flat(), 3, 3, -28, 28)!;
    expect(projection).toEqual({ depth: 0, parentId: null });
    expect(placementsAfterDrop(flat(), 3, 3, projection)).toEqual([
      { id: 3, parent_id: null, sort_order: 2 },
      { id: 4, parent_id: null, sort_order: 3 },
    ]);
  });

  it('never nests deeper than one level under the row above', () => {
    // The row above 4 is 3 (depth 1): 4 can go at most one level under it, whatever the drag.
    expect(getProjection(flat(), 4, 4, 280, 28)).toEqual({ depth: 2, parentId: 3 });
  });
});
