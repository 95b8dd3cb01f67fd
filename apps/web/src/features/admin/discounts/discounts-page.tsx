import { DISCOUNT_STATUSES } from '@shop/shared/discounts';
import { BadgePercent, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
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
import { Tabs } from '../components/tabs.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { sortRows } from '../lib/sort-rows.ts';
import { useListParams, useUrlParam } from '../lib/use-list-params.ts';
import { useDeleteDiscount } from './api/delete-discount.ts';
import { useDiscountedProducts } from './api/get-discounted-products.ts';
import { type AdminDiscount, useDiscounts } from './api/get-discounts.ts';
import { DiscountFormDialog } from './discount-form-dialog.tsx';
import { DiscountStatusBadge } from './discount-status-badge.tsx';
import { DISCOUNTED_PER_PAGE, DiscountedProducts, useDiscountedListParams } from './discounted-products.tsx';

const PER_PAGE = 20;
const DEFAULTS = { tab: 'discounts', status: '', search: '', sort: 'created_at', order: 'desc' };
type SortColumn = 'name' | 'value' | 'startDate' | 'endDate' | 'created_at';

/** /admin/discounts: the discounts with their state, the form, and the products they price down now. */
export function DiscountsPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useListParams(DEFAULTS);
  const productList = useDiscountedListParams();
  const { values } = list;
  const tab = values.tab === 'products' ? 'products' : 'discounts';
  const [newParam, setNewParam] = useUrlParam('new');
  const [editParam, setEditParam] = useUrlParam('edit');
  const editId = editParam && /^\d+$/.test(editParam) ? Number(editParam) : null;
  const [toDelete, setToDelete] = useState<AdminDiscount | null>(null);
  const remove = useDeleteDiscount();

  const discounts = useDiscounts({
    status: values.status || undefined,
    search: values.search || undefined,
    sort: values.sort,
    order: values.order,
    page: tab === 'discounts' ? list.page : 1,
    per_page: PER_PAGE,
  });
  const discounted = useDiscountedProducts({
    search: productList.values.psearch || undefined,
    sort: productList.values.psort,
    order: productList.values.porder,
    page: tab === 'products' ? productList.page : 1,
    limit: DISCOUNTED_PER_PAGE,
  });

  const sort: SortColumn = (['name', 'value', 'startDate', 'endDate', 'created_at'] as const).includes(
    values.sort as SortColumn,
  )
    ? (values.sort as SortColumn)
    : 'created_at';
  const order: SortOrder = values.order === 'asc' ? 'asc' : 'desc';
  const name = (d: AdminDiscount) => (locale === 'en' && d.name_en ? d.name_en : d.name);
  // biome-ignore lint/correctness/useExhaustiveDependencies: name() follows the locale
  const rows = useMemo(
    () =>
      sortRows(discounts.data?.data ?? [], order, (d: AdminDiscount) =>
        sort === 'value' ? d.value : sort === 'name' ? name(d).toLocaleLowerCase() : d[sort],
      ),
    [discounts.data, sort, order, locale],
  );
  const onSort = (column: string, next: SortOrder) => list.update({ sort: column, order: next });

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
            <Button
              variant="secondary"
              onClick={refresh}
              busy={discounts.isFetching || discounted.isFetching}
            >
              {discounts.isFetching || discounted.isFetching ? null : (
                <RefreshCw aria-hidden="true" className="size-4" />
              )}
              {t('common.refresh')}
            </Button>
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
          <DiscountedProducts list={productList} query={discounted} />
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
              <fieldset className="flex flex-wrap gap-1.5">
                <legend className="sr-only">{t('discounts.filters.status')}</legend>
                {['', ...DISCOUNT_STATUSES].map((status) => (
                  <button
                    key={status || 'all'}
                    type="button"
                    aria-pressed={values.status === status}
                    onClick={() => list.update({ status })}
                    className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium md:min-h-9 ${
                      values.status === status
                        ? 'border-primary bg-primary text-white'
                        : 'border-line bg-surface text-ink-secondary hover:border-primary hover:text-primary'
                    }`}
                  >
                    {status
                      ? t(`discounts.statuses.${status}` as 'discounts.statuses.active')
                      : t('discounts.filters.all')}
                  </button>
                ))}
              </fieldset>
              <SearchField
                className="w-full lg:max-w-sm"
                value={values.search}
                onSearch={(search) => list.update({ search })}
                label={t('discounts.search')}
              />
            </div>

            {discounts.isError && !discounts.data ? (
              <ErrorState
                message={t('discounts.loadFailed')}
                detail={adminErrorMessage(discounts.error)}
                onRetry={() => void discounts.refetch()}
                retrying={discounts.isFetching}
              />
            ) : !discounts.data ? (
              <TableSkeleton columns={6} />
            ) : rows.length === 0 ? (
              <EmptyState
                icon={<BadgePercent aria-hidden="true" className="size-7" />}
                title={values.status || values.search ? t('discounts.emptyFiltered') : t('discounts.empty')}
                action={
                  values.status || values.search ? (
                    <Button variant="secondary" onClick={() => list.update({ status: '', search: '' })}>
                      {t('common.clearFilters')}
                    </Button>
                  ) : (
                    <Button onClick={() => setNewParam('1')}>{t('discounts.add')}</Button>
                  )
                }
              />
            ) : (
              <div className={`flex flex-col gap-4 ${discounts.isPlaceholderData ? 'opacity-60' : ''}`}>
                <TableFrame label={t('discounts.tableLabel')}>
                  <THead>
                    <SortTh
                      column="name"
                      label={t('discounts.columns.name')}
                      sort={sort}
                      order={order}
                      onSort={onSort}
                    />
                    <SortTh
                      column="value"
                      label={t('discounts.columns.value')}
                      sort={sort}
                      order={order}
                      onSort={onSort}
                      firstOrder="desc"
                    />
                    <Th>{t('discounts.columns.target')}</Th>
                    <SortTh
                      column="startDate"
                      label={t('discounts.columns.start')}
                      sort={sort}
                      order={order}
                      onSort={onSort}
                      firstOrder="desc"
                    />
                    <SortTh
                      column="endDate"
                      label={t('discounts.columns.end')}
                      sort={sort}
                      order={order}
                      onSort={onSort}
                      firstOrder="desc"
                    />
                    <Th>{t('discounts.columns.status')}</Th>
                    <Th end>{t('common.actions')}</Th>
                  </THead>
                  <TBody>
                    {rows.map((d) => (
                      <Tr key={d.id}>
                        <Td primary>
                          <button
                            type="button"
                            onClick={() => setEditParam(String(d.id))}
                            className="block max-w-72 truncate text-start font-medium text-ink hover:text-primary hover:underline"
                          >
                            {name(d)}
                          </button>
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
                        <Td className="md:text-end">
                          <div className="flex justify-end gap-1 md:inline-flex">
                            <IconButton
                              icon={Pencil}
                              label={t('common.editNamed', { name: name(d) })}
                              onClick={() => setEditParam(String(d.id))}
                            />
                            <IconButton
                              icon={Trash2}
                              tone="danger"
                              label={t('common.deleteNamed', { name: name(d) })}
                              onClick={() => setToDelete(d)}
                            />
                          </div>
                        </Td>
                      </Tr>
                    ))}
                  </TBody>
                </TableFrame>
                <ListFooter page={discounts.data} onPage={(page) => list.update({ page })} />
              </div>
            )}
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
