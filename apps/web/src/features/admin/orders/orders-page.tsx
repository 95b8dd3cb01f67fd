import { ORDER_STATUSES, type OrderView } from '@shop/shared/orders';
import { ClipboardList, Eye, RefreshCw } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { fieldClasses } from '../../../components/ui/field-styles.ts';
import { Select } from '../../../components/ui/select.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
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
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { SearchField } from '../components/search-field.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { sortRows } from '../lib/sort-rows.ts';
import { useListParams, useUrlParam } from '../lib/use-list-params.ts';
import { useAdminOrders } from './api/get-admin-orders.ts';
import { OrderDetailDialog } from './order-detail-dialog.tsx';

const PER_PAGE = 20;
const DEFAULTS = { status: '', search: '', from: '', to: '', sort: 'created_at', order: 'desc' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** /admin/orders: every order, filtered by state, text and dates; the detail opens over the list (`?order=`). */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useListParams(DEFAULTS);
  const { values } = list;
  const [orderParam, setOrderParam] = useUrlParam('order');
  const openId = orderParam && /^\d+$/.test(orderParam) ? Number(orderParam) : null;
  const fromId = useId();
  const toId = useId();
  const rangeError = values.from && values.to && values.from > values.to;

  const orders = useAdminOrders({
    status: values.status || undefined,
    search: values.search || undefined,
    from: DATE.test(values.from) && !rangeError ? values.from : undefined,
    to: DATE.test(values.to) && !rangeError ? values.to : undefined,
    sort: values.sort,
    order: values.order,
    page: list.page,
    per_page: PER_PAGE,
  });
  const sort = values.sort === 'total' ? 'total' : 'created_at';
  const order: SortOrder = values.order === 'asc' ? 'asc' : 'desc';
  const rows = useMemo(
    () =>
      sortRows(orders.data?.data ?? [], order, (o: OrderView) => (sort === 'total' ? o.total : o.created_at)),
    [orders.data, sort, order],
  );
  const onSort = (column: string, next: SortOrder) => list.update({ sort: column, order: next });

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          <Button variant="secondary" onClick={() => void orders.refetch()} busy={orders.isFetching}>
            {orders.isFetching ? null : <RefreshCw aria-hidden="true" className="size-4" />}
            {t('common.refresh')}
          </Button>
        }
      />

      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(9rem,1fr))]">
        <SearchField
          className="sm:col-span-2 xl:col-span-1"
          value={values.search}
          onSearch={(search) => list.update({ search })}
          label={t('orders.search')}
        />
        <Select
          aria-label={t('orders.filters.status')}
          value={values.status}
          onChange={(e) => list.update({ status: e.target.value })}
        >
          <option value="">{t('orders.filters.allStatuses')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orderStatus.${status}`)}
            </option>
          ))}
        </Select>
        <div className="flex flex-col gap-1">
          <label htmlFor={fromId} className="sr-only">
            {t('orders.filters.from')}
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-xs text-ink-secondary">
              {t('orders.filters.fromShort')}
            </span>
            <input
              id={fromId}
              type="date"
              value={values.from}
              max={values.to || undefined}
              onChange={(e) => list.update({ from: e.target.value })}
              aria-invalid={rangeError || undefined}
              className={`${fieldClasses} ps-10`}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={toId} className="sr-only">
            {t('orders.filters.to')}
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-xs text-ink-secondary">
              {t('orders.filters.toShort')}
            </span>
            <input
              id={toId}
              type="date"
              value={values.to}
              min={values.from || undefined}
              onChange={(e) => list.update({ to: e.target.value })}
              aria-invalid={rangeError || undefined}
              className={`${fieldClasses} ps-10`}
            />
          </div>
        </div>
      </div>
      {rangeError ? (
        <p role="alert" className="text-sm text-danger">
          {t('orders.filters.rangeError')}
        </p>
      ) : null}

      {orders.isError && !orders.data ? (
        <ErrorState
          message={t('orders.loadFailed')}
          detail={adminErrorMessage(orders.error)}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : !orders.data ? (
        <TableSkeleton columns={6} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<ClipboardList aria-hidden="true" className="size-7" />}
          title={list.isFiltered ? t('orders.emptyFiltered') : t('orders.empty')}
          action={
            list.isFiltered ? (
              <Button variant="secondary" onClick={list.reset}>
                {t('common.clearFilters')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void orders.refetch()}>
                {t('common.refresh')}
              </Button>
            )
          }
        />
      ) : (
        <div className={`flex flex-col gap-4 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
          <TableFrame label={t('orders.tableLabel')}>
            <THead>
              <SortTh
                column="created_at"
                label={t('orders.columns.number')}
                sort={sort}
                order={order}
                onSort={onSort}
                firstOrder="desc"
              />
              <Th>{t('orders.columns.customer')}</Th>
              <Th>{t('orders.columns.items')}</Th>
              <SortTh
                column="total"
                label={t('orders.columns.total')}
                sort={sort}
                order={order}
                onSort={onSort}
                firstOrder="desc"
              />
              <Th>{t('orders.columns.status')}</Th>
              <Th end>{t('common.actions')}</Th>
            </THead>
            <TBody>
              {rows.map((o) => (
                <Tr key={o.id}>
                  <Td primary>
                    <button
                      type="button"
                      onClick={() => setOrderParam(String(o.id))}
                      className="font-medium text-primary hover:underline"
                    >
                      <bdi>{o.order_number}</bdi>
                    </button>
                    <span className="block text-xs text-ink-secondary">
                      {formatDate(o.created_at, locale, { withTime: true })}
                    </span>
                  </Td>
                  <Td label={t('orders.columns.customer')}>
                    <span className="min-w-0 text-end md:text-start">
                      <span className="block truncate">{o.user?.name ?? o.customer_name}</span>
                      <span className="block truncate text-xs text-ink-secondary">
                        {o.user ? <bdi dir="ltr">{o.email}</bdi> : t('orders.guest')}
                      </span>
                    </span>
                  </Td>
                  <Td label={t('orders.columns.items')}>
                    <bdi>
                      {formatNumber(
                        o.items.reduce((n, i) => n + i.quantity, 0),
                        locale,
                      )}
                    </bdi>
                  </Td>
                  <Td label={t('orders.columns.total')}>
                    <bdi className="whitespace-nowrap font-medium">{formatMoney(o.total, locale)}</bdi>
                  </Td>
                  <Td label={t('orders.columns.status')}>
                    <OrderStatusBadge status={o.status} />
                  </Td>
                  <Td className="md:text-end">
                    <div className="flex justify-end md:inline-flex">
                      <IconButton
                        icon={Eye}
                        label={t('orders.viewOrder', { number: o.order_number })}
                        onClick={() => setOrderParam(String(o.id))}
                      />
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </TableFrame>
          <ListFooter page={orders.data} onPage={(page) => list.update({ page })} />
        </div>
      )}

      <OrderDetailDialog orderId={openId} onClose={() => setOrderParam(null)} />
    </div>
  );
}
