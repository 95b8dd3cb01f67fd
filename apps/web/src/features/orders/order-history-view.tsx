import { customerCanCancel } from '@shop/shared/orders';
import { Eye, Package, RefreshCw, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatDate, formatMoney, formatNumber, isolate } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { useCancelOrder } from './api/cancel-order.ts';
import { type Order, useOrders } from './api/get-orders.ts';
import { OrderDetailDialog } from './components/order-detail-dialog.tsx';
import { OrderStatusBadge } from './components/order-status-badge.tsx';
import { PrescriptionFlag } from './components/prescription-flag.tsx';

export interface OrderHistoryViewProps {
  /** Opens this order's details on arrival (a link from checkout or the points page). */
  initialOrderId?: number | null | undefined;
  /** Called when the details opened from `initialOrderId` close. */
  onInitialOrderClosed?: (() => void) | undefined;
}

/**
 * The signed-in customer's orders: a table on wide screens, cards on phones, 10 a page, with details, refresh
 * and cancel (pending orders only, after a confirmation).
 */
export function OrderHistoryView({ initialOrderId, onInitialOrderClosed }: OrderHistoryViewProps) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(initialOrderId ?? null);
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const orders = useOrders(page);
  const cancel = useCancelOrder();

  useEffect(() => {
    if (initialOrderId) setOpenId(initialOrderId);
  }, [initialOrderId]);

  const data = orders.data;
  // A page emptied by a refresh (or a stale link) falls back to the last page that has orders.
  useEffect(() => {
    if (data && page > data.last_page) setPage(data.last_page);
  }, [data, page]);

  const closeDetails = () => {
    if (openId !== null && openId === initialOrderId) onInitialOrderClosed?.();
    setOpenId(null);
  };

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: ({ message }) => {
        notify.success(message ?? t('cancel.done', { number: toCancel.order_number }));
        setToCancel(null);
        closeDetails();
      },
      onError: (error) => {
        notify.error(errorMessage(error));
        setToCancel(null);
      },
    });
  };

  const toolbar = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-secondary" aria-live="polite">
        {data && data.total > 0
          ? t('list.count', { count: data.total, n: isolate(formatNumber(data.total, locale)) })
          : null}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void orders.refetch()}
        busy={orders.isFetching && !orders.isPending}
        disabled={orders.isPending}
      >
        {orders.isFetching && !orders.isPending ? null : <RefreshCw aria-hidden="true" className="size-4" />}
        {t('list.refresh')}
      </Button>
    </div>
  );

  let body: ReactNode;
  if (orders.isPending) {
    body = <OrdersSkeleton label={t('list.loading')} />;
  } else if (!data) {
    body = (
      <ErrorState
        message={t('errors.load')}
        detail={errorMessage(orders.error)}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else if (data.data.length === 0) {
    body = (
      <EmptyState
        icon={<Package aria-hidden="true" className="size-6" />}
        title={t('list.empty')}
        description={t('list.emptyHint')}
        action={<ButtonLink to="/products">{t('list.startShopping')}</ButtonLink>}
      />
    );
  } else {
    const rows = data.data;
    body = (
      <>
        {orders.isError ? (
          <ErrorState
            compact
            message={t('errors.refresh')}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : null}
        {/* Wide screens: a table. */}
        <div className="hidden overflow-x-auto rounded-card border border-line bg-surface md:block">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('list.caption')}</caption>
            <thead className="border-b border-line bg-slate-50 text-ink-secondary">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('list.number')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('list.date')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('list.status')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-medium">
                  {t('list.total')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-medium">
                  {t('list.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((order) => (
                <tr key={order.id}>
                  <th scope="row" className="px-4 py-3 text-start font-medium text-ink">
                    <bdi>{order.order_number}</bdi>
                  </th>
                  <td className="px-4 py-3 text-ink-secondary">{formatDate(order.created_at, locale)}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-center gap-1.5">
                      <OrderStatusBadge status={order.status} />
                      <PrescriptionFlag order={order} />
                    </div>
                  </td>
                  <td className="px-4 py-3 text-end font-medium text-ink">
                    <bdi>{formatMoney(order.total, locale)}</bdi>
                  </td>
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-1">
                      <OrderActions order={order} onView={setOpenId} onCancel={setToCancel} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {/* Phones: cards. */}
        <ul className="flex flex-col gap-3 md:hidden">
          {rows.map((order) => (
            <li key={order.id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-bold text-ink">
                    <bdi>{order.order_number}</bdi>
                  </p>
                  <p className="text-sm text-ink-secondary">{formatDate(order.created_at, locale)}</p>
                </div>
                <div className="flex flex-col items-end gap-1.5">
                  <OrderStatusBadge status={order.status} />
                  <PrescriptionFlag order={order} />
                </div>
              </div>
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm text-ink-secondary">{t('list.total')}</span>
                <bdi className="font-bold text-ink">{formatMoney(order.total, locale)}</bdi>
              </div>
              <div className="flex gap-2">
                <OrderActions order={order} onView={setOpenId} onCancel={setToCancel} card />
              </div>
            </li>
          ))}
        </ul>

        <Pagination page={data.current_page} lastPage={data.last_page} onChange={setPage} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {toolbar}
      {body}
      {openId !== null ? (
        <OrderDetailDialog
          orderId={openId}
          initial={data?.data.find((o) => o.id === openId)}
          onClose={closeDetails}
          onCancel={setToCancel}
        />
      ) : null}
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => (open ? undefined : setToCancel(null))}
        title={t('cancel.title')}
        message={toCancel ? t('cancel.message', { number: isolate(toCancel.order_number) }) : ''}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        destructive
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </div>
  );
}

/** View, and cancel while the order still allows it: a table row's buttons, or a phone card's wider ones. */
function OrderActions({
  order,
  onView,
  onCancel,
  card = false,
}: {
  order: Order;
  onView: (id: number) => void;
  onCancel: (order: Order) => void;
  card?: boolean;
}) {
  const { t } = useTranslation('orders');
  const stretch = card ? 'flex-1' : '';
  return (
    <>
      <Button
        size="sm"
        variant={card ? 'secondary' : 'quiet'}
        className={stretch}
        onClick={() => onView(order.id)}
        aria-label={t('list.viewOrder', { number: order.order_number })}
      >
        <Eye aria-hidden="true" className="size-4" />
        {t('list.view')}
      </Button>
      {customerCanCancel(order.status) ? (
        <Button
          size="sm"
          variant="quiet"
          className={`${stretch} text-danger! hover:bg-red-50!`}
          onClick={() => onCancel(order)}
          aria-label={t('list.cancelOrder', { number: order.order_number })}
        >
          <XCircle aria-hidden="true" className="size-4" />
          {t('cancel.button')}
        </Button>
      ) : null}
    </>
  );
}

function OrdersSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex items-center gap-4 rounded-card border border-line bg-surface p-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="ms-auto h-5 w-24" />
        </div>
      ))}
    </div>
  );
}
