import { DISCOUNT_SORTS, DISCOUNT_STATUSES } from '@shop/shared/discounts';
import { BadgePercent, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, Td, Tr } from '../components/admin-table.tsx';
import { EditDeleteButtons } from '../components/edit-delete-buttons.tsx';
import { FilterPills } from '../components/filter-pills.tsx';
import { ListView } from '../components/list-view.tsx';
import { RefreshButton } from '../components/refresh-button.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { RowTitleButton } from '../components/row-title-button.tsx';
import { SearchField } from '../components/search-field.tsx';
import { Tabs } from '../components/tabs.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { useListParams, useUrlParam } from '../lib/use-list-params.ts';
import { useListSort } from '../lib/use-list-sort.ts';
import { useDeleteDiscount } from './api/delete-discount.ts';
import { useDiscountedProducts } from './api/get-discounted-products.ts';
import { type AdminDiscount, useDiscounts } from './api/get-discounts.ts';
import { DiscountFormDialog } from './discount-form-dialog.tsx';
import { DiscountStatusBadge } from './discount-status-badge.tsx';
import {
  DISCOUNTED_PER_PAGE,
  DISCOUNTED_SORTS,
  DiscountedProducts,
  useDiscountedListParams,
} from './discounted-products.tsx';

const PER_PAGE = 20;
const DEFAULTS = { tab: 'discounts', status: '', search: '', sort: 'created_at', order: 'desc' };

/** /admin/discounts: the discounts with their state, the form, and the products they price down now. */
export function DiscountsPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useListParams(DEFAULTS);
  const productList = useDiscountedListParams();
  const { values } = list;
  const sorting = useListSort(list, DISCOUNT_SORTS);
  const productSorting = useListSort(productList, DISCOUNTED_SORTS, { sort: 'psort', order: 'porder' });
  const tab = values.tab === 'products' ? 'products' : 'discounts';
  const [newParam, setNewParam] = useUrlParam('new');
  const [editParam, setEditParam] = useUrlParam('edit');
  const editId = editParam && /^\d+$/.test(editParam) ? Number(editParam) : null;
  const [toDelete, setToDelete] = useState<AdminDiscount | null>(null);
  const remove = useDeleteDiscount();

  const discounts = useDiscounts({
    status: values.status || undefined,
    search: values.search || undefined,
    sort: sorting.sort,
    order: sorting.order,
    page: tab === 'discounts' ? list.page : 1,
    per_page: PER_PAGE,
  });
  const discounted = useDiscountedProducts({
    search: productList.values.psearch || undefined,
    sort: productSorting.sort,
    order: productSorting.order,
    page: tab === 'products' ? productList.page : 1,
    limit: DISCOUNTED_PER_PAGE,
  });

  const name = (d: AdminDiscount) => (locale === 'en' && d.name_en ? d.name_en : d.name);
  const refresh = () => {
    void discounts.refetch();
    void discounted.refetch();
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const discount = toDelete;
    remove.mutate(discount.id, {
      onSuccess: () => {
        setToDelete(null);
        notify.success(t('discounts.deleted', { name: name(discount) }));
      },
      onError: (error) => notify.error(adminErrorMessage(error)),
    });
  };

  const valueText = (d: AdminDiscount) =>
    d.type === 'percentage' ? `${formatNumber(d.value, locale)}%` : formatMoney(d.value, locale);

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('discounts.title')}
        description={t('discounts.description')}
        actions={
          <>
            <RefreshButton onClick={refresh} busy={discounts.isFetching || discounted.isFetching} />
            <Button onClick={() => setNewParam('1')}>
              <Plus aria-hidden="true" className="size-4" />
              {t('discounts.add')}
            </Button>
          </>
        }
      />
      <Tabs<'discounts' | 'products'>
        label={t('discounts.tabsLabel')}
        value={tab}
        onChange={(key) => list.update({ tab: key })}
        items={[
          { key: 'discounts', label: t('discounts.tabs.discounts') },
          { key: 'products', label: t('discounts.tabs.products') },
        ]}
      >
        {tab === 'products' ? (
          <DiscountedProducts list={productList} sorting={productSorting} query={discounted} />
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
              <FilterPills
                label={t('discounts.filters.status')}
                value={values.status}
                onChange={(status) => list.update({ status })}
                options={['', ...DISCOUNT_STATUSES].map((status) => ({
                  value: status,
                  label: status
                    ? t(`discounts.statuses.${status}` as 'discounts.statuses.active')
                    : t('discounts.filters.all'),
                }))}
              />
              <SearchField
                className="w-full lg:max-w-sm"
                value={values.search}
                onSearch={(search) => list.update({ search })}
                label={t('discounts.search')}
              />
            </div>

            <ListView
              query={discounts}
              page={discounts.data}
              loadFailed={t('discounts.loadFailed')}
              skeletonColumns={6}
              empty={{
                icon: BadgePercent,
                title: t('discounts.empty'),
                action: <Button onClick={() => setNewParam('1')}>{t('discounts.add')}</Button>,
                filtered: Boolean(values.status || values.search) && {
                  title: t('discounts.emptyFiltered'),
                  onClear: () => list.update({ status: '', search: '' }),
                },
              }}
              onPage={(page) => list.update({ page })}
            >
              {(rows) => (
                <AdminTable
                  label={t('discounts.tableLabel')}
                  sorting={sorting}
                  columns={[
                    { label: t('discounts.columns.name'), sort: 'name' },
                    { label: t('discounts.columns.value'), sort: 'value', firstOrder: 'desc' },
                    { label: t('discounts.columns.target') },
                    { label: t('discounts.columns.start'), sort: 'startDate', firstOrder: 'desc' },
                    { label: t('discounts.columns.end'), sort: 'endDate', firstOrder: 'desc' },
                    { label: t('discounts.columns.status') },
                    { label: t('common.actions'), end: true },
                  ]}
                >
                  {rows.map((d) => (
                    <Tr key={d.id}>
                      <Td primary>
                        <RowTitleButton onClick={() => setEditParam(String(d.id))} className="max-w-72">
                          {name(d)}
                        </RowTitleButton>
                        <span className="block text-xs text-ink-secondary">
                          {t(`discounts.kinds.${d.kind}`)}
                        </span>
                      </Td>
                      <Td label={t('discounts.columns.value')}>
                        <bdi className="whitespace-nowrap font-medium text-accent">{valueText(d)}</bdi>
                      </Td>
                      <Td label={t('discounts.columns.target')}>
                        {d.target === 'product'
                          ? t('discounts.targetProducts', {
                              count: d.product_ids.length,
                              n: formatNumber(d.product_ids.length, locale),
                            })
                          : t('discounts.targetCategories', {
                              count: d.category_ids.length,
                              n: formatNumber(d.category_ids.length, locale),
                            })}
                      </Td>
                      <Td label={t('discounts.columns.start')}>
                        <span className="md:whitespace-nowrap">
                          {formatDate(d.startDate, locale, { withTime: true })}
                        </span>
                      </Td>
                      <Td label={t('discounts.columns.end')}>
                        <span className="md:whitespace-nowrap">
                          {formatDate(d.endDate, locale, { withTime: true })}
                        </span>
                      </Td>
                      <Td label={t('discounts.columns.status')}>
                        <DiscountStatusBadge status={d.status} />
                      </Td>
                      <RowActions>
                        <EditDeleteButtons
                          name={name(d)}
                          onEdit={() => setEditParam(String(d.id))}
                          onDelete={() => setToDelete(d)}
                        />
                      </RowActions>
                    </Tr>
                  ))}
                </AdminTable>
              )}
            </ListView>
          </div>
        )}
      </Tabs>

      <DiscountFormDialog
        discountId={editId}
        open={newParam === '1' || editId !== null}
        onClose={() => {
          if (newParam) setNewParam(null);
          if (editParam) setEditParam(null);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        title={t('discounts.deleteTitle')}
        message={toDelete ? t('discounts.deleteMessage', { name: name(toDelete) }) : ''}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        destructive
      />
    </div>
  );
}
