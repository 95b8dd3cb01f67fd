import { ADMIN_ORDER_SORTS, ORDER_STATUSES } from '@shop/shared/orders';
import { ClipboardList, Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, Td, Tr } from '../components/admin-table.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { ListView } from '../components/list-view.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { RefreshButton } from '../components/refresh-button.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { SearchField } from '../components/search-field.tsx';
import { useListParams, useUrlParam } from '../lib/use-list-params.ts';
import { useListSort } from '../lib/use-list-sort.ts';
import { useAdminOrders } from './api/get-admin-orders.ts';
import { OrderDetailDialog } from './order-detail-dialog.tsx';

const PER_PAGE = 20;
const DEFAULTS = { status: '', search: '', from: '', to: '', sort: 'created_at', order: 'desc' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** /admin/orders: every order, filtered by state, text and dates; the detail opens over the list
 * (`?open=12`; `order` is the sort direction). */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useListParams(DEFAULTS);
  const { values } = list;
  const sorting = useListSort(list, ADMIN_ORDER_SORTS);
  const [orderParam, setOrderParam] = useUrlParam('open');
  const openId = orderParam && /^\d+$/.test(orderParam) ? Number(orderParam) : null;
  const rangeError = DATE.test(values.from) && DATE.test(values.to) && values.from > values.to;

  const orders = useAdminOrders({
    status: values.status || undefined,
    search: values.search || undefined,
    from: DATE.test(values.from) && !rangeError ? values.from : undefined,
    to: DATE.test(values.to) && !rangeError ? values.to : undefined,
    sort: sorting.sort,
    order: sorting.order,
    page: list.page,
    per_page: PER_PAGE,
  });

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('orders.title')}
        description={t('orders.description')}
        actions={<RefreshButton onClick={() => void orders.refetch()} busy={orders.isFetching} />}
      />

      {/* Two rows from sm up: the search and the status, then the two dates (each three boxes wide). */}
      <div className="grid gap-2 sm:grid-cols-2">
        <SearchField
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
        <DateFilter
          label={t('orders.filters.from')}
          shortLabel={t('orders.filters.fromShort')}
          value={values.from}
          invalid={Boolean(rangeError)}
          onChange={(from) => list.update({ from })}
        />
        <DateFilter
          label={t('orders.filters.to')}
          shortLabel={t('orders.filters.toShort')}
          value={values.to}
          invalid={Boolean(rangeError)}
          onChange={(to) => list.update({ to })}
        />
      </div>
      {rangeError ? (
        <p role="alert" className="text-sm text-danger">
          {t('orders.filters.rangeError')}
        </p>
      ) : null}

      <ListView
        query={orders}
        page={orders.data}
        loadFailed={t('orders.loadFailed')}
        skeletonColumns={6}
        empty={{
          icon: ClipboardList,
          title: t('orders.empty'),
          action: (
            <Button variant="secondary" onClick={() => void orders.refetch()}>
              {t('common.refresh')}
            </Button>
          ),
          filtered: list.isFiltered && { title: t('orders.emptyFiltered'), onClear: list.reset },
        }}
        onPage={(page) => list.update({ page })}
      >
        {(rows) => (
          <AdminTable
            label={t('orders.tableLabel')}
            sorting={sorting}
            columns={[
              { label: t('orders.columns.number'), sort: 'created_at', firstOrder: 'desc' },
              { label: t('orders.columns.customer') },
              { label: t('orders.columns.items') },
              { label: t('orders.columns.total'), sort: 'total', firstOrder: 'desc' },
              { label: t('orders.columns.status') },
              { label: t('common.actions'), end: true },
            ]}
          >
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
                      {o.user ? <bdi dir="ltr">{o.email ?? '—'}</bdi> : t('orders.guest')}
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
                <RowActions>
                  <IconButton
                    icon={Eye}
                    label={t('orders.viewOrder', { number: o.order_number })}
                    onClick={() => setOrderParam(String(o.id))}
                  />
                </RowActions>
              </Tr>
            ))}
          </AdminTable>
        )}
      </ListView>

      <OrderDetailDialog orderId={openId} onClose={() => setOrderParam(null)} />
    </div>
  );
}

/**
 * A day filter: its name for screen readers, a short visible one beside it ("From", "To"), and the day, month
 * name and year in the page's language (DateField). A half-typed date stays in the address but filters
 * nothing until it is whole.
 */
function DateFilter({
  label,
  shortLabel,
  value,
  invalid,
  onChange,
}: {
  label: string;
  shortLabel: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <span aria-hidden="true" className="w-8 shrink-0 text-xs text-ink-secondary">
        {shortLabel}
      </span>
      <DateField
        label={label}
        value={value}
        aria-invalid={invalid}
        onChange={onChange}
        className="min-w-0 flex-1"
      />
    </div>
  );
}
