import type { SortOrder } from '@shop/shared/api';
import { PRODUCT_STATUSES } from '@shop/shared/catalog-admin';
import { Boxes, PackageSearch, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, Td, Tr } from '../components/admin-table.tsx';
import { CategoryOptions } from '../components/category-options.tsx';
import { EditDeleteButtons } from '../components/edit-delete-buttons.tsx';
import { ListView } from '../components/list-view.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { RowTitleButton } from '../components/row-title-button.tsx';
import { SearchField } from '../components/search-field.tsx';
import { Switch } from '../components/switch.tsx';
import { Thumbnail } from '../components/thumbnail.tsx';
import { useAdminCategories } from '../lib/api/get-admin-categories.ts';
import { type AdminProduct, useAdminProducts } from '../lib/api/get-admin-products.ts';
import { adminErrorMessage } from '../lib/messages.ts';
import { stockPath } from '../lib/stock-path.ts';
import { useListParams, useUrlParam } from '../lib/use-list-params.ts';
import { useListSort } from '../lib/use-list-sort.ts';
import { useDeleteProduct } from './api/delete-product.ts';
import { usePatchProduct } from './api/patch-product.ts';
import { ProductFormDialog } from './product-form-dialog.tsx';

const PER_PAGE = 20;
const DEFAULTS = { search: '', category: '', stock: '', status: '', sort: 'created_at', order: 'desc' };
const SORTS = ['name', 'price', 'stock', 'created_at', 'sales'] as const;
type SortColumn = (typeof SORTS)[number];
const SORT_CHOICES: [SortColumn, SortOrder][] = [
  ['created_at', 'desc'],
  ['created_at', 'asc'],
  ['name', 'asc'],
  ['name', 'desc'],
  ['price', 'asc'],
  ['price', 'desc'],
  ['stock', 'asc'],
  ['stock', 'desc'],
  ['sales', 'desc'],
];

const STOCK_TONES: Record<AdminProduct['stock_status'], BadgeTone> = {
  in_stock: 'success',
  low_stock: 'warning',
  out_of_stock: 'danger',
};
const STATUS_TONES: Record<AdminProduct['status'], BadgeTone> = {
  active: 'primary',
  draft: 'neutral',
  archived: 'warning',
};

/** /admin/products: the catalogue with filters, sorting, quick toggles and the product form. */
export function ProductsPage() {
  const { t } = useTranslation('admin');
  const { t: tInventory } = useTranslation('inventory');
  const mayManageStock = useCurrentUser().can('inventory.manage');
  const locale = useLocale();
  const list = useListParams(DEFAULTS);
  const { values } = list;
  const sorting = useListSort(list, SORTS);
  const [newParam, setNewParam] = useUrlParam('new');
  const [editParam, setEditParam] = useUrlParam('edit');
  const editId = editParam && /^\d+$/.test(editParam) ? Number(editParam) : null;
  const formOpen = newParam === '1' || editId !== null;
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);

  const categories = useAdminCategories();
  const products = useAdminProducts({
    search: values.search || undefined,
    category: values.category || undefined,
    stock: values.stock || undefined,
    status: values.status || undefined,
    sort: sorting.sort,
    order: sorting.order,
    page: list.page,
    per_page: PER_PAGE,
  });
  const patch = usePatchProduct();
  const remove = useDeleteProduct();

  const name = (p: AdminProduct) => (locale === 'en' && p.name_en ? p.name_en : p.name_ar);
  const categoryLabel = (p: AdminProduct) => {
    const c = categories.data?.find((cat) => cat.id === p.category_id);
    return c ? (locale === 'en' && c.name_en ? c.name_en : c.name_ar) : p.category_name;
  };

  const toggleFeatured = (product: AdminProduct) => {
    patch.mutate(
      { id: product.id, patch: { featured: !product.featured } },
      {
        onSuccess: () =>
          notify.success(
            t(product.featured ? 'products.unfeatured' : 'products.featuredOn', { name: name(product) }),
          ),
        onError: (error) => notify.error(adminErrorMessage(error)),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const product = toDelete;
    remove.mutate(product.id, {
      onSuccess: ({ outcome }) => {
        setToDelete(null);
        if (outcome === 'archived') notify.info(t('products.archivedInstead', { name: name(product) }));
        else notify.success(t('products.deleted', { name: name(product) }));
      },
      onError: (error) => notify.error(adminErrorMessage(error)),
    });
  };

  const closeForm = () => {
    if (newParam) setNewParam(null);
    if (editParam) setEditParam(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('products.title')}
        description={t('products.description')}
        actions={
          <Button onClick={() => setNewParam('1')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('products.add')}
          </Button>
        }
      />

      <div className="grid grid-cols-2 gap-2 lg:grid-cols-[minmax(12rem,2fr)_repeat(4,minmax(8rem,1fr))]">
        <SearchField
          className="col-span-2 lg:col-span-1"
          value={values.search}
          onSearch={(search) => list.update({ search })}
          label={t('products.search')}
        />
        <Select
          aria-label={t('products.filters.category')}
          value={values.category}
          onChange={(e) => list.update({ category: e.target.value })}
        >
          <option value="">{t('products.filters.allCategories')}</option>
          <CategoryOptions categories={categories.data ?? []} inactiveLabel={t('categories.inactive')} />
        </Select>
        <Select
          aria-label={t('products.filters.stock')}
          value={values.stock}
          onChange={(e) => list.update({ stock: e.target.value })}
        >
          <option value="">{t('products.filters.allStock')}</option>
          <option value="in_stock">{t('products.stock.in_stock')}</option>
          <option value="low_stock">{t('products.stock.low_stock')}</option>
          <option value="out_of_stock">{t('products.stock.out_of_stock')}</option>
        </Select>
        <Select
          aria-label={t('products.filters.status')}
          value={values.status}
          onChange={(e) => list.update({ status: e.target.value })}
        >
          <option value="">{t('products.filters.allStatuses')}</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`products.status.${status}`)}
            </option>
          ))}
        </Select>
        <Select
          aria-label={t('common.sortBy')}
          value={`${sorting.sort}:${sorting.order}`}
          onChange={(e) => {
            const [sort = 'created_at', order = 'desc'] = e.target.value.split(':');
            list.update({ sort, order });
          }}
        >
          {SORT_CHOICES.map(([sort, order]) => (
            <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
              {t(`products.sort.${sort}_${order}` as 'products.sort.created_at_desc')}
            </option>
          ))}
        </Select>
      </div>

      <ListView
        query={products}
        page={products.data}
        loadFailed={t('products.loadFailed')}
        skeletonColumns={7}
        empty={{
          icon: PackageSearch,
          title: t('products.empty'),
          action: <Button onClick={() => setNewParam('1')}>{t('products.add')}</Button>,
          filtered: list.isFiltered && { title: t('products.emptyFiltered'), onClear: list.reset },
        }}
        onPage={(page) => list.update({ page })}
      >
        {(rows) => (
          <AdminTable
            label={t('products.tableLabel')}
            sorting={sorting}
            columns={[
              { label: t('products.columns.name'), sort: 'name' },
              { label: t('products.columns.category') },
              { label: t('products.columns.price'), sort: 'price', firstOrder: 'desc' },
              { label: t('products.columns.stock'), sort: 'stock' },
              {
                label: t('products.columns.sales'),
                sort: 'sales',
                firstOrder: 'desc',
                className: 'hidden 2xl:table-cell',
              },
              { label: t('products.columns.status') },
              { label: t('products.columns.featured') },
              { label: t('common.actions'), end: true },
            ]}
          >
            {rows.map((product) => (
              <Tr key={product.id}>
                <Td primary>
                  <div className="flex items-center gap-3">
                    <Thumbnail src={product.image} size={36} />
                    <div className="min-w-0">
                      <RowTitleButton onClick={() => setEditParam(String(product.id))} className="max-w-52">
                        {name(product)}
                      </RowTitleButton>
                      <span
                        className="block max-w-52 truncate text-xs text-ink-secondary"
                        lang={locale === 'en' ? 'ar' : 'en'}
                      >
                        <bdi>#{product.id}</bdi> ·{' '}
                        {locale === 'en' ? product.name_ar : product.name_en || '—'}
                      </span>
                    </div>
                  </div>
                </Td>
                <Td label={t('products.columns.category')}>
                  <span className="block max-w-36 truncate">{categoryLabel(product)}</span>
                </Td>
                <Td label={t('products.columns.price')}>
                  <bdi className="whitespace-nowrap">{formatMoney(product.price, locale)}</bdi>
                </Td>
                <Td label={t('products.columns.stock')}>
                  <span className="inline-flex items-center gap-2">
                    <bdi>{formatNumber(product.stock, locale)}</bdi>
                    {product.stock_status !== 'in_stock' ? (
                      <Badge className="whitespace-nowrap" tone={STOCK_TONES[product.stock_status]}>
                        {t(`products.stock.${product.stock_status}`)}
                      </Badge>
                    ) : null}
                  </span>
                </Td>
                <Td label={t('products.columns.sales')} wideOnly>
                  <bdi>{formatNumber(product.sales_count, locale)}</bdi>
                </Td>
                <Td label={t('products.columns.status')}>
                  <Badge className="whitespace-nowrap" tone={STATUS_TONES[product.status]}>
                    {t(`products.status.${product.status}`)}
                  </Badge>
                </Td>
                <Td label={t('products.columns.featured')}>
                  <Switch
                    checked={product.featured}
                    onChange={() => toggleFeatured(product)}
                    busy={patch.isPending && patch.variables?.id === product.id}
                    // Switching on is refused for a prescription medicine; switching off stays possible.
                    disabled={product.requires_prescription && !product.featured}
                    label={t('products.featuredToggle', { name: name(product) })}
                  />
                </Td>
                <RowActions>
                  {mayManageStock ? (
                    <Link
                      to={stockPath(product.id)}
                      aria-label={tInventory('stock.openNamed', { name: name(product) })}
                      title={tInventory('stock.openNamed', { name: name(product) })}
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-primary hover:bg-primary-tint focus-visible:outline-2 focus-visible:outline-primary md:size-9"
                    >
                      <Boxes aria-hidden="true" className="size-4" />
                    </Link>
                  ) : null}
                  <EditDeleteButtons
                    name={name(product)}
                    onEdit={() => setEditParam(String(product.id))}
                    onDelete={() => setToDelete(product)}
                  />
                </RowActions>
              </Tr>
            ))}
          </AdminTable>
        )}
      </ListView>

      <ProductFormDialog productId={editId} open={formOpen} onClose={closeForm} />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        title={t('products.deleteTitle')}
        message={toDelete ? t('products.deleteMessage', { name: name(toDelete) }) : ''}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        destructive
      />
    </div>
  );
}
