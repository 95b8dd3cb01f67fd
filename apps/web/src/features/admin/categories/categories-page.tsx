import { normalizeSearchText } from '@shop/shared/search';
import { FolderTree, List, ListTree, Plus, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, TableSkeleton, Td, Tr } from '../components/admin-table.tsx';
import { EditDeleteButtons } from '../components/edit-delete-buttons.tsx';
import { ListFooter } from '../components/list-footer.tsx';
import { QueryError } from '../components/query-error.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { RowTitleButton } from '../components/row-title-button.tsx';
import { SearchField } from '../components/search-field.tsx';
import { type AdminCategory, categoryName, useAdminCategories } from '../lib/api/get-admin-categories.ts';
import { adminErrorMessage } from '../lib/messages.ts';
import { type ListParams, useListParams } from '../lib/use-list-params.ts';
import { useListSort } from '../lib/use-list-sort.ts';
import { useDeleteCategory } from './api/delete-category.ts';
import { CategoryActiveSwitch } from './category-active-switch.tsx';
import { CategoryFormDialog, type CategoryFormTarget } from './category-form-dialog.tsx';
import { CategoryTree } from './category-tree.tsx';

const PER_PAGE = 20;
const DEFAULTS = { view: 'tree', search: '', sort: 'sort_order', order: 'asc' };
const SORTS = ['name', 'products_total', 'sort_order', 'created_at'] as const;

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
        <QueryError message={t('categories.loadFailed')} query={categories} />
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
  list: ListParams<keyof typeof DEFAULTS>;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { values } = list;
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  // The whole tree is loaded, so this list searches, sorts and pages it here.
  const sorting = useListSort(list, SORTS);
  const { sort, order } = sorting;

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
        case 'products_total':
          return a.products_total - b.products_total;
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
          <AdminTable
            label={t('categories.tableLabel')}
            sorting={sorting}
            columns={[
              { label: t('categories.columns.name'), sort: 'name' },
              { label: t('categories.columns.parent') },
              { label: t('categories.columns.products'), sort: 'products_total', firstOrder: 'desc' },
              { label: t('categories.columns.children') },
              { label: t('categories.columns.order'), sort: 'sort_order' },
              { label: t('categories.columns.created'), sort: 'created_at', firstOrder: 'desc' },
              { label: t('categories.columns.active') },
              { label: t('common.actions'), end: true },
            ]}
          >
            {pageRows.map((category) => {
              const name = categoryName(category, locale);
              const parent = category.parent_id === null ? null : byId.get(category.parent_id);
              return (
                <Tr key={category.id}>
                  <Td primary>
                    <RowTitleButton onClick={() => onEdit(category)} className="max-w-64">
                      {name}
                    </RowTitleButton>
                    <span className="block truncate text-xs text-ink-secondary">
                      <bdi dir="ltr">{category.slug}</bdi>
                    </span>
                  </Td>
                  <Td label={t('categories.columns.parent')}>
                    {parent ? categoryName(parent, locale) : t('categories.root')}
                  </Td>
                  <Td label={t('categories.columns.products')}>
                    <bdi>{formatNumber(category.products_total, locale)}</bdi>
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
                    <CategoryActiveSwitch category={category} />
                  </Td>
                  <RowActions>
                    <EditDeleteButtons
                      name={name}
                      onEdit={() => onEdit(category)}
                      onDelete={() => onDelete(category)}
                    />
                  </RowActions>
                </Tr>
              );
            })}
          </AdminTable>
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
