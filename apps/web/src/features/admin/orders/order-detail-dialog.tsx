import { GOVERNORATES } from '@shop/shared/governorates';
import {
  type AdminOrderView,
  type DeliveryFailureReason,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from '@shop/shared/orders';
import {
  ArrowLeft,
  Ban,
  CheckCircle2,
  ExternalLink,
  MapPin,
  Package,
  PackageCheck,
  PackageX,
  PhoneCall,
  Truck,
  Undo2,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { joinParts } from '../../../components/address/address-parts.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDate, formatMoney, formatNumber, isolateText } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { QueryError } from '../components/query-error.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { useAdminOrder } from './api/get-admin-order.ts';
import { useUpdateOrderStatus } from './api/update-order-status.ts';
import { FailedAttemptForm } from './failed-attempt-form.tsx';

interface OrderDetailDialogProps {
  orderId: number | null;
  onClose: () => void;
}

/** One order: customer, address (with the map pin's coordinates), items, totals, history, next steps. */
export function OrderDetailDialog({ orderId, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation('admin');
  const order = useAdminOrder(orderId);
  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        order.data
          ? t('orders.detail.title', { number: order.data.order_number })
          : t('orders.detail.loadingTitle')
      }
      size="lg"
    >
      {order.isPending ? (
        <DetailSkeleton />
      ) : order.isError ? (
        <QueryError message={t('orders.detail.loadFailed')} query={order} />
      ) : (
        <OrderDetail order={order.data} />
      )}
    </Dialog>
  );
}

const ACTION_ICONS: Record<OrderStatus, typeof Truck> = {
  pending: ArrowLeft,
  confirmed: PhoneCall,
  processing: PackageCheck,
  ready: Package,
  out_for_delivery: Truck,
  delivery_failed: PackageX,
  returning: Undo2,
  returned: Undo2,
  delivered: CheckCircle2,
  cancelled: Ban,
};

function OrderDetail({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const update = useUpdateOrderStatus();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [failing, setFailing] = useState(false);
  const address = order.shipping_address;
  const governorate = GOVERNORATES.find((g) => g.code === address.governorate);
  const lat = address.location?.lat ?? null;
  const lng = address.location?.lng ?? null;
  const nextSteps = ORDER_TRANSITIONS[order.status];
  const waitsForPrescription = order.prescription_status !== null && order.prescription_status !== 'approved';

  const move = (status: OrderStatus, failure?: { reason: DeliveryFailureReason; note?: string }) => {
    update.mutate(
      { id: order.id, status, ...failure },
      {
        onSuccess: () => {
          setConfirmCancel(false);
          setFailing(false);
          notify.success(
            t('orders.detail.moved', { number: order.order_number, status: t(`orderStatus.${status}`) }),
          );
        },
        onError: (error) => {
          setConfirmCancel(false);
          notify.error(
            isApiError(error) && error.serverMessage
              ? adminErrorMessage(error)
              : t('messages.orderStatusFailed'),
          );
        },
      },
    );
  };

  const name = [address.first_name, address.last_name].filter(Boolean).join(' ') || order.customer_name;

  return (
    <div className="flex flex-col gap-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} />
        {order.requires_prescription ? (
          <Badge className="whitespace-nowrap" tone="warning">
            {t('orders.detail.prescription')}
          </Badge>
        ) : null}
        <span className="text-ink-secondary">{formatDate(order.created_at, locale, { withTime: true })}</span>
      </div>

      {order.prescription_status ? <OrderPrescription order={order} /> : null}

      {nextSteps.length > 0 ? (
        <section aria-labelledby="order-actions" className="flex flex-col gap-2 rounded-card bg-slate-50 p-3">
          <h3 id="order-actions" className="font-bold text-ink">
            {t('orders.detail.actions')}
          </h3>
          <div className="flex flex-wrap gap-2">
            {nextSteps.map((status) => {
              const Icon = ACTION_ICONS[status];
              const busy = update.isPending && update.variables?.status === status;
              return status === 'cancelled' ? (
                <Button
                  key={status}
                  variant="secondary"
                  className="border-danger text-danger hover:bg-red-50"
                  onClick={() => setConfirmCancel(true)}
                  disabled={update.isPending}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t('orders.actions.cancelled')}
                </Button>
              ) : (
                <Button
                  key={status}
                  onClick={() => (status === 'delivery_failed' ? setFailing(true) : move(status))}
                  busy={busy}
                  // The server refuses it too (PRESCRIPTION_NOT_APPROVED); the prescription box says why.
                  disabled={update.isPending || (status === 'processing' && waitsForPrescription)}
                  aria-describedby={
                    status === 'processing' && waitsForPrescription ? 'order-rx-blocked' : undefined
                  }
                >
                  {busy ? null : <Icon aria-hidden="true" className="size-4" />}
                  {t(`orders.actions.${status}` as 'orders.actions.processing')}
                </Button>
              );
            })}
          </div>
          {failing ? (
            <FailedAttemptForm
              busy={update.isPending}
              onCancel={() => setFailing(false)}
              onSave={(failure) => move('delivery_failed', failure)}
            />
          ) : null}
          {order.delivery_attempts > 0 ? (
            <p className="text-ink-secondary">
              {t('orders.detail.failure.attempts', {
                count: order.delivery_attempts,
                n: formatNumber(order.delivery_attempts, locale),
              })}
            </p>
          ) : null}
        </section>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="order-customer" className="flex flex-col gap-1">
          <h3 id="order-customer" className="font-bold text-ink">
            {t('orders.detail.customer')}
          </h3>
          <p className="text-ink">
            <bdi>{order.user?.name ?? order.customer_name}</bdi>
          </p>
          {order.user ? null : <p className="text-ink-secondary">{t('orders.guest')}</p>}
          {order.email ? (
            <a href={`mailto:${order.email}`} className="w-fit text-primary hover:underline">
              <bdi dir="ltr">{order.email}</bdi>
            </a>
          ) : (
            // A customer who registered by phone and ordered without an e-mail.
            <p className="text-ink-secondary">—</p>
          )}
          <a href={`tel:${order.phone}`} className="w-fit text-primary hover:underline">
            <PhoneNumber phone={order.phone} />
          </a>
        </section>
        <section aria-labelledby="order-address" className="flex flex-col gap-1">
          <h3 id="order-address" className="font-bold text-ink">
            {t('orders.detail.address')}
          </h3>
          <p className="text-ink">
            <bdi>{name}</bdi>
          </p>
          <p className="text-ink">
            {joinParts(
              [
                governorate ? (locale === 'ar' ? governorate.ar : governorate.en) : address.governorate,
                address.city,
                address.district,
              ],
              locale,
            )}
          </p>
          {address.address ? (
            <p className="text-ink">
              <bdi>{address.address}</bdi>
            </p>
          ) : null}
          {address.landmark ? (
            <p className="text-ink-secondary">
              {t('orders.detail.landmark', { landmark: isolateText(address.landmark ?? '') })}
            </p>
          ) : null}
          {address.zip_code ? (
            <p className="text-ink-secondary">
              {t('orders.detail.zip')} <bdi>{address.zip_code}</bdi>
            </p>
          ) : null}
          {address.instructions ? (
            <p className="rounded-control bg-amber-50 p-2 text-amber-900">
              {t('orders.detail.instructions')}{' '}
              <bdi className="whitespace-pre-line">{address.instructions}</bdi>
            </p>
          ) : null}
          {lat !== null && lng !== null ? (
            <div className="mt-1 flex flex-wrap items-center gap-2 rounded-control border border-line p-2">
              <MapPin aria-hidden="true" className="size-4 text-accent" />
              <span className="text-ink-secondary">{t('orders.detail.pin')}</span>
              <bdi dir="ltr" className="font-mono text-xs text-ink">
                {lat.toFixed(5)}, {lng.toFixed(5)}
              </bdi>
              <a
                href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex min-h-9 items-center gap-1 text-primary hover:underline"
              >
                {t('orders.detail.openMap')}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('common.newTab')}</span>
              </a>
            </div>
          ) : (
            <p className="text-ink-secondary">{t('orders.detail.noPin')}</p>
          )}
        </section>
      </div>

      <section aria-labelledby="order-items" className="flex flex-col gap-2">
        <h3 id="order-items" className="font-bold text-ink">
          {t('orders.detail.items')}
        </h3>
        <ul className="divide-y divide-line rounded-card border border-line">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{item.product_name}</p>
                <p className="text-ink-secondary">
                  {t('orders.detail.quantityTimes', { quantity: formatNumber(item.quantity, locale) })}{' '}
                  <Price price={item.price} originalPrice={item.original_price} size="sm" />
                </p>
              </div>
              <bdi className="font-bold text-ink">{formatMoney(item.total, locale)}</bdi>
            </li>
          ))}
        </ul>
        <dl className="ms-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt className="text-ink-secondary">{t('orders.detail.subtotal')}</dt>
          <dd className="text-end">
            <bdi>{formatMoney(order.subtotal, locale)}</bdi>
          </dd>
          {order.discount_total > 0 ? (
            <>
              <dt className="text-ink-secondary">{t('orders.detail.discount')}</dt>
              <dd className="text-end text-accent">
                <bdi>−{formatMoney(order.discount_total, locale)}</bdi>
              </dd>
            </>
          ) : null}
          <dt className="text-ink-secondary">{t('orders.detail.shipping')}</dt>
          <dd className="text-end">
            {order.shipping === 0 ? (
              t('orders.detail.freeShipping')
            ) : (
              <bdi>{formatMoney(order.shipping, locale)}</bdi>
            )}
          </dd>
          {order.points_used > 0 ? (
            <>
              <dt className="text-ink-secondary">
                {t('orders.detail.points', { points: formatNumber(order.points_used, locale) })}
              </dt>
              <dd className="text-end">
                <bdi>−{formatMoney(order.points_value, locale)}</bdi>
              </dd>
            </>
          ) : null}
          <dt className="border-t border-line pt-1 font-bold text-ink">{t('orders.detail.total')}</dt>
          <dd className="border-t border-line pt-1 text-end font-bold text-ink">
            <bdi>{formatMoney(order.total, locale)}</bdi>
          </dd>
          <dt className="text-ink-secondary">{t('orders.detail.payment')}</dt>
          <dd className="text-end">
            {order.payment_method === 'cash_on_delivery'
              ? t('orders.detail.cashOnDelivery')
              : order.payment_method}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="order-history" className="flex flex-col gap-2">
        <h3 id="order-history" className="font-bold text-ink">
          {t('orders.detail.history')}
        </h3>
        <ol className="flex flex-col gap-3 border-s-2 border-line ps-4">
          {order.status_history.map((entry) => (
            <li key={`${entry.at}-${entry.event ?? entry.from ?? 'new'}-${entry.to}`} className="relative">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -start-[1.3rem] size-2.5 rounded-full ${
                  entry.event === 'prescription_rejected'
                    ? 'bg-danger'
                    : entry.event
                      ? 'bg-amber-500'
                      : 'bg-primary'
                }`}
              />
              <p className="text-ink">
                {entry.event
                  ? t(`orders.detail.rx.events.${entry.event}`)
                  : entry.from
                    ? t('orders.detail.historyMove', {
                        from: t(`orderStatus.${entry.from}`),
                        to: t(`orderStatus.${entry.to}`),
                      })
                    : t('orders.detail.historyCreated', { to: t(`orderStatus.${entry.to}`) })}
              </p>
              <p className="text-xs text-ink-secondary">
                {formatDate(entry.at, locale, { withTime: true })}
                {entry.by ? ` · ${t('orders.detail.by', { name: entry.by })}` : ''}
              </p>
              {entry.reason ? (
                <p className="text-ink">
                  {t('orders.detail.failure.historyReason', {
                    reason: t(`orders.detail.failure.reasons.${entry.reason}`),
                  })}
                  {entry.note ? (
                    <>
                      {' · '}
                      <bdi>{entry.note}</bdi>
                    </>
                  ) : null}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={(open) => {
          if (!update.isPending) setConfirmCancel(open);
        }}
        title={t('orders.cancelTitle')}
        message={t('orders.cancelMessage', { number: order.order_number })}
        confirmLabel={t('orders.actions.cancelled')}
        onConfirm={() => move('cancelled')}
        busy={update.isPending}
        destructive
      />
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <Skeleton className="h-6 w-40" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Skeleton className="h-32" />
      <Skeleton className="h-24" />
    </div>
  );
}

const RX_TONES = { pending_review: 'warning', approved: 'success', rejected: 'danger' } as const;

/**
 * The order's prescription: its review state, the reason when turned down, a note when it holds the order
 * back, and (for those who review prescriptions) the way to it in the queue.
 */
function OrderPrescription({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation('admin');
  const { t: tt } = useTranslation();
  const { can } = useCurrentUser();
  const status = order.prescription_status;
  if (!status) return null;
  const rejection = order.prescription?.rejection ?? null;
  return (
    <section
      aria-labelledby="order-prescription"
      data-testid="admin-order-prescription"
      className="flex flex-col gap-1.5 rounded-card border border-line p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="order-prescription" className="font-bold text-ink">
          {t('orders.detail.rx.title')}
        </h3>
        <Badge tone={RX_TONES[status]}>{t(`orders.detail.rx.status.${status}`)}</Badge>
      </div>
      {rejection ? (
        <p className="text-ink">
          {t('orders.detail.rx.reason', { reason: tt(`prescription.reasons.${rejection.reason}`) })}
          {rejection.note ? (
            <>
              {' '}
              <bdi>({rejection.note})</bdi>
            </>
          ) : null}
        </p>
      ) : null}
      {status !== 'approved' && order.status === 'pending' ? (
        <p id="order-rx-blocked" className="text-ink-secondary">
          {t('orders.detail.rx.blocked')}
        </p>
      ) : null}
      {order.prescription && can('prescriptions.review') ? (
        <Link
          to={`/admin/prescriptions?review=${order.prescription.id}`}
          className="self-start font-medium text-primary hover:underline"
        >
          {t('orders.detail.rx.open')}
        </Link>
      ) : null}
    </section>
  );
}
