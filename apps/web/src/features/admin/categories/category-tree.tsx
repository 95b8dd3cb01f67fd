import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, FolderPlus, GripVertical } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { EditDeleteButtons } from '../components/edit-delete-buttons.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { RowTitleButton } from '../components/row-title-button.tsx';
import { Thumbnail } from '../components/thumbnail.tsx';
import { type AdminCategory, buildCategoryTree, categoryName } from '../lib/api/get-admin-categories.ts';
import { useDndAccessibility } from '../lib/dnd-accessibility.ts';
import { adminErrorMessage } from '../lib/messages.ts';
import { useReorderCategories } from './api/reorder-categories.ts';
import { CategoryActiveSwitch } from './category-active-switch.tsx';
import {
  type FlatCategory,
  flattenTree,
  getProjection,
  placementsAfterDrop,
  removeChildrenOf,
} from './tree-projection.ts';

const INDENT = 28;

interface CategoryTreeProps {
  categories: AdminCategory[];
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
  onAddChild: (parent: AdminCategory) => void;
}

/**
 * The categories as a tree. Drag a row by its handle up or down to reorder it, and towards the end or the
 * start of the line to put it under the row above or take it out of its parent; children move with it.
 * The new order is saved at once through batch-reorder.
 */
export function CategoryTree({ categories, onEdit, onDelete, onAddChild }: CategoryTreeProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const rtl = locale === 'ar';
  const reorder = useReorderCategories();
  const [collapsed, setCollapsed] = useState<Set<number>>(() => new Set());
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);

  const all = useMemo(() => flattenTree(buildCategoryTree(categories)), [categories]);
  const visible = useMemo(
    () => removeChildrenOf(all, activeId === null ? [...collapsed] : [...collapsed, activeId]),
    [all, collapsed, activeId],
  );
  const projection =
    activeId !== null && overId !== null ? getProjection(visible, activeId, overId, offset, INDENT) : null;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const accessibility = useDndAccessibility((id) => {
    const c = byId.get(Number(id));
    return c ? categoryName(c, locale) : String(id);
  });

  const resetDrag = () => {
    setActiveId(null);
    setOverId(null);
    setOffset(0);
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(Number(active.id));
    setOverId(Number(active.id));
  };
  // Dragging towards the reading direction's end nests deeper: rightwards in English, leftwards in Arabic.
  const onDragMove = ({ delta }: DragMoveEvent) => setOffset(rtl ? -delta.x : delta.x);
  const onDragOver = ({ over }: DragOverEvent) => setOverId(over ? Number(over.id) : null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const landing = projection;
    resetDrag();
    if (!over || !landing) return;
    const updates = placementsAfterDrop(all, Number(active.id), Number(over.id), landing);
    if (updates.length === 0) return;
    reorder.mutate(updates, {
      onSuccess: () => notify.success(t('categories.reordered')),
      onError: (error) => notify.error(`${t('categories.reorderFailed')} ${adminErrorMessage(error)}`),
    });
  };

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={resetDrag}
    >
      <SortableContext items={visible.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul
          className={`flex flex-col rounded-card border border-line bg-surface ${reorder.isPending ? 'opacity-70' : ''}`}
          aria-label={t('categories.treeLabel')}
          aria-busy={reorder.isPending || undefined}
        >
          {visible.map((item) => (
            <TreeRow
              key={item.id}
              item={item}
              depth={item.id === activeId && projection ? projection.depth : item.depth}
              collapsed={collapsed.has(item.id)}
              onToggle={() => toggle(item.id)}
              onEdit={onEdit}
              onDelete={onDelete}
              onAddChild={onAddChild}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function TreeRow({
  item,
  depth,
  collapsed,
  onToggle,
  onEdit,
  onDelete,
  onAddChild,
}: {
  item: FlatCategory;
  depth: number;
  collapsed: boolean;
  onToggle: () => void;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
  onAddChild: (parent: AdminCategory) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const category = item.node.category;
  const name = categoryName(category, locale);
  const hasChildren = item.node.children.length > 0;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`border-b border-line last:border-b-0 ${isDragging ? 'relative z-10 bg-primary-tint shadow-menu' : ''}`}
    >
      <div
        className="flex min-h-12 flex-wrap items-center gap-x-2 gap-y-1 py-1 pe-2 md:min-h-10 md:flex-nowrap"
        style={{ paddingInlineStart: `${depth * INDENT + 4}px` }}
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('categories.dragHandle', { name })}
          className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100 active:cursor-grabbing md:size-9"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        {hasChildren ? (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={!collapsed}
            aria-label={t(collapsed ? 'categories.expand' : 'categories.collapse', { name })}
            className="flex size-11 shrink-0 items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100 md:size-9"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${collapsed ? 'ltr:-rotate-90 rtl:rotate-90' : ''}`}
            />
          </button>
        ) : (
          <span className="hidden w-9 shrink-0 md:block" />
        )}
        <Thumbnail src={category.image} size={32} />
        <div className="min-w-0 flex-1 basis-40">
          <RowTitleButton onClick={() => onEdit(category)} className="max-w-full">
            {name}
          </RowTitleButton>
          <span className="block truncate text-xs text-ink-secondary">
            <bdi dir="ltr">{category.slug}</bdi>
          </span>
        </div>
        <Badge tone="neutral" className="shrink-0 whitespace-nowrap">
          {t('categories.productsCount', {
            count: category.products_total,
            n: formatNumber(category.products_total, locale),
          })}
        </Badge>
        <CategoryActiveSwitch category={category} />
        <div className="flex shrink-0 items-center">
          <IconButton
            icon={FolderPlus}
            label={t('categories.addChildNamed', { name })}
            onClick={() => onAddChild(category)}
          />
          <EditDeleteButtons
            name={name}
            onEdit={() => onEdit(category)}
            onDelete={() => onDelete(category)}
          />
        </div>
      </div>
    </li>
  );
}
