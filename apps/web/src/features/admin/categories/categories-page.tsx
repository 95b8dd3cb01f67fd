import { normalizeSearchText } from '@shop/shared/search';
import { FolderTree, List, ListTree, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import {
  type SortOrder,
  SortTh,
  TableFrame,
  TableSkeleton,
  TBody,
  Td,
  THead,
  Th,
  Tr,
} from '../components/admin-table.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { ListFooter } from '../components/list-footer.tsx';
import { SearchField } from '../components/search-field.tsx';
import { Switch } from '../components/switch.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { useDeleteCategory } from './api/delete-category.ts';
import { type AdminCategory, categoryName, useAdminCategories } from './api/get-admin-categories.ts';
import { useSetCategoryActive } from './api/set-category-active.ts';
import { CategoryFormDialog, type CategoryFormTarget } from './category-form-dialog.tsx';
import { CategoryTree } from './category-tree.tsx';

const PER_PAGE = 20;
const DEFAULTS = { view: 'tree', search: '', sort: 'sort_order', order: 'asc' };
type SortColumn = 'name' | 'products_count' | 'sort_order' | 'created_at';

/** /admin/categories: a tree to drag into order and into place, and a searchable list. */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const list = useListParams(DEFAULTS);
  const categories = useAdminCategories();
  const [formTarget, setFormTarget] = useState<CategoryFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const remove = useDeleteCategory();
  const locale = useLocale();
  const view = list.values.view === 'list' ? 'list' : 'tree';

  const confirmDelete = () => {
    if (!toDelete) return;
    const name = categoryName(toDelete, locale);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notify.success(t('categories.deleted', { name }));
      },
      onError: (error) => {
        setToDelete(null);
        notify.error(adminErrorMessage(error));
      },
    });
  };

  const viewButton = (key: 'tree' | 'list', label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === key}
      onClick={() => list.update({ view: key })}
      className={`inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-medium ${
        view === key ? 'bg-primary text-white' : 'text-ink-secondary hover:bg-slate-100'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          <Button onClick={() => setFormTarget({ mode: 'create', parentId: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('categories.add')}
          </Button>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="inline-flex gap-1 rounded-control border border-line bg-surface p-1">
          <legend className="sr-only">{t('categories.viewLabel')}</legend>
          {viewButton('tree', t('categories.treeView'), ListTree)}
          {viewButton('list', t('categories.listView'), List)}
        </fieldset>
        {view === 'tree' ? <p className="text-sm text-ink-secondary">{t('categories.dragHint')}</p> : null}
      </div>

      {categories.isError && !categories.data ? (
        <ErrorState
          message={t('categories.loadFailed')}
          detail={adminErrorMessage(categories.error)}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : !categories.data ? (
        <TableSkeleton columns={5} />
      ) : categories.data.length === 0 ? (
        <EmptyState
          icon={<FolderTree aria-hidden="true" className="size-7" />}
          title={t('categories.empty')}
          action={
            <Button onClick={() => setFormTarget({ mode: 'create', parentId: null })}>
              {t('categories.add')}
            </Button>
          }
        />
      ) : view === 'tree' ? (
        <CategoryTree
          categories={categories.data}
          onEdit={(category) => setFormTarget({ mode: 'edit', category })}
          onDelete={setToDelete}
          onAddChild={(parent) => setFormTarget({ mode: 'create', parentId: parent.id })}
        />
      ) : (
        <CategoryList
          categories={categories.data}
          list={list}
          onEdit={(category) => setFormTarget({ mode: 'edit', category })}
          onDelete={setToDelete}
        />
      )}

      <CategoryFormDialog
        target={formTarget}
        categories={categories.data ?? []}
        onClose={() => setFormTarget(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        title={t('categories.deleteTitle')}
        message={toDelete ? t('categories.deleteMessage', { name: categoryName(toDelete, locale) }) : ''}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        destructive
      />
    </div>
  );
}

function CategoryList({
  categories,
  list,
  onEdit,
  onDelete,
}: {
  categories: AdminCategory[];
  list: ReturnType<typeof useListParams<'view' | 'search' | 'sort' | 'order'>>;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const setActive = useSetCategoryActive();
  const { values } = list;
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const sort = (['name', 'products_count', 'sort_order', 'created_at'] as const).includes(
    values.sort as SortColumn,
  )
    ? (values.sort as SortColumn)
    : 'sort_order';
  const order: SortOrder = values.order === 'desc' ? 'desc' : 'asc';

  const rows = useMemo(() => {
    const words = normalizeSearchText(values.search).split(' ').filter(Boolean);
    const matches = categories.filter((c) => {
      if (words.length === 0) return true;
      const text = normalizeSearchText(`${c.name_ar} ${c.name_en} ${c.slug}`);
      return words.every((w) => text.includes(w));
    });
    const collator = new Intl.Collator(locale);
    const compare = (a: AdminCategory, b: AdminCategory) => {
      switch (sort) {
        case 'name':
          return collator.compare(categoryName(a, locale), categoryName(b, locale));
        case 'products_count':
          return a.products_count - b.products_count;
        case 'created_at':
          return a.created_at.localeCompare(b.created_at);
        default:
          return a.sort_order - b.sort_order || a.id - b.id;
      }
    };
    return matches.sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)));
  }, [categories, values.search, sort, order, locale]);

  const lastPage = Math.max(1, Math.ceil(rows.length / PER_PAGE));
  const page = Math.min(list.page, lastPage);
  const pageRows = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const onSort = (column: string, next: SortOrder) => list.update({ sort: column, order: next });

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        className="max-w-md"
        value={values.search}
        onSearch={(search) => list.update({ search })}
        label={t('categories.search')}
      />
      {rows.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" className="size-7" />}
          title={t('categories.emptyFiltered')}
          action={
            <Button variant="secondary" onClick={() => list.update({ search: '' })}>
              {t('common.clearSearch')}
            </Button>
          }
        />
      ) : (
        <>
          <TableFrame label={t('categories.tableLabel')}>
            <THead>
              <SortTh
                column="name"
                label={t('categories.columns.name')}
                sort={sort}
                order={order}
                onSort={onSort}
              />
              <Th>{t('categories.columns.parent')}</Th>
              <SortTh
                column="products_count"
                label={t('categories.columns.products')}
                sort={sort}
                order={order}
                onSort={onSort}
                firstOrder="desc"
              />
              <Th>{t('categories.columns.children')}</Th>
              <SortTh
                column="sort_order"
                label={t('categories.columns.order')}
                sort={sort}
                order={order}
                onSort={onSort}
              />
              <SortTh
                column="created_at"
                label={t('categories.columns.created')}
                sort={sort}
                order={order}
                onSort={onSort}
                firstOrder="desc"
              />
              <Th>{t('categories.columns.active')}</Th>
              <Th end>{t('common.actions')}</Th>
            </THead>
            <TBody>
              {pageRows.map((category) => {
                const name = categoryName(category, locale);
                const parent = category.parent_id === null ? null : byId.get(category.parent_id);
                return (
                  <Tr key={category.id}>
                    <Td primary>
                      <button
                        type="button"
                        onClick={() => onEdit(category)}
                        className="block max-w-64 truncate text-start font-medium text-ink hover:text-primary hover:underline"
                      >
                        {name}
                      </button>
                      <span className="block truncate text-xs text-ink-secondary">
                        <bdi dir="ltr">{category.slug}</bdi>
                      </span>
                    </Td>
                    <Td label={t('categories.columns.parent')}>
                      {parent ? categoryName(parent, locale) : t('categories.root')}
                    </Td>
                    <Td label={t('categories.columns.products')}>
                      <bdi>{formatNumber(category.products_count, locale)}</bdi>
                    </Td>
                    <Td label={t('categories.columns.children')}>
                      <bdi>{formatNumber(category.children_count, locale)}</bdi>
                    </Td>
                    <Td label={t('categories.columns.order')}>
                      <bdi>{formatNumber(category.sort_order, locale)}</bdi>
                    </Td>
                    <Td label={t('categories.columns.created')}>
                      <span className="md:whitespace-nowrap">{formatDate(category.created_at, locale)}</span>
                    </Td>
                    <Td label={t('categories.columns.active')}>
                      <Switch
                        checked={category.is_active}
                        busy={setActive.isPending && setActive.variables?.id === category.id}
                        onChange={() =>
                          setActive.mutate(
                            { id: category.id, is_active: !category.is_active },
                            {
                              onSuccess: () =>
                                notify.success(
                                  t(category.is_active ? 'categories.deactivated' : 'categories.activated', {
                                    name,
                                  }),
                                ),
                              onError: (error) => notify.error(adminErrorMessage(error)),
                            },
                          )
                        }
                        label={t('categories.activeToggle', { name })}
                      />
                    </Td>
                    <Td className="md:text-end">
                      <div className="flex justify-end gap-1 md:inline-flex">
                        <IconButton
                          icon={Pencil}
                          label={t('common.editNamed', { name })}
                          onClick={() => onEdit(category)}
                        />
                        <IconButton
                          icon={Trash2}
                          tone="danger"
                          label={t('common.deleteNamed', { name })}
                          onClick={() => onDelete(category)}
                        />
                      </div>
                    </Td>
                  </Tr>
                );
              })}
            </TBody>
          </TableFrame>
          <ListFooter
            page={{
              current_page: page,
              last_page: lastPage,
              total: rows.length,
              from: (page - 1) * PER_PAGE + 1,
              to: (page - 1) * PER_PAGE + pageRows.length,
            }}
            onPage={(next) => list.update({ page: next })}
          />
        </>
      )}
    </div>
  );
}
