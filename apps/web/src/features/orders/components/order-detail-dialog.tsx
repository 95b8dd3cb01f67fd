import { GOVERNORATES } from '@shop/shared/governorates';
import { customerCanCancel } from '@shop/shared/orders';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDate, formatMoney, formatNumber, isolate, isolateText } from '../../../lib/format.ts';
import { useOrder } from '../api/get-order.ts';
import type { Order } from '../api/get-orders.ts';
import { OrderPrescription } from './order-prescription.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { WayToTheDoor } from './way-to-the-door.tsx';

interface OrderDetailDialogProps {
  orderId: number;
  /** The list's copy, shown while the fresh one loads. */
  initial?: Order | undefined;
  onClose: () => void;
  onCancel: (order: Order) => void;
}

/** Which failed attempt a history step is (1 for the first). */
const attemptOf = (order: Order, step: Order['status_history'][number]) =>
  order.status_history.filter((s) => s.to === 'delivery_failed' && s.at <= step.at).length;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Everything about one order: lines, totals, address, payment, its history; cancel while pending. */
export function OrderDetailDialog({ orderId, initial, onClose, onCancel }: OrderDetailDialogProps) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const query = useOrder(orderId, initial);
  const order = query.data;
  const money = (value: number) => <bdi>{formatMoney(value, locale)}</bdi>;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={order ? t('detail.title', { number: isolate(order.order_number) }) : t('detail.loading')}
      description={
        order
          ? t('detail.placedOn', { date: formatDate(order.created_at, locale, { withTime: true }) })
          : undefined
      }
      size="lg"
      footer={
        <>
          {order && customerCanCancel(order.status) ? (
            <Button
              variant="secondary"
              className="border-danger! text-danger! hover:bg-red-50!"
              onClick={() => onCancel(order)}
            >
              {t('cancel.button')}
            </Button>
          ) : null}
          <Button variant="quiet" onClick={onClose}>
            {t('detail.close')}
          </Button>
        </>
      }
    >
      {!order && query.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : !order ? (
        <ErrorState
          message={t('errors.loadOne')}
          detail={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-ink-secondary">{t('detail.status')}</span>
            <OrderStatusBadge status={order.status} />
          </div>

          <OrderReturns order={order} />

          {order.requires_prescription || order.prescription_status ? (
            <OrderPrescription order={order} />
          ) : null}

          <section aria-labelledby="order-items-title">
            <h3 id="order-items-title" className="mb-2 font-bold text-ink">
              {t('detail.items')}
            </h3>
            <table className="w-full text-sm">
              <thead className="border-b border-line text-ink-secondary">
                <tr>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('detail.product')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-center font-medium">
                    {t('detail.quantity')}
                  </th>
                  <th scope="col" className="hidden px-2 py-2 text-end font-medium sm:table-cell">
                    {t('detail.price')}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {t('detail.lineTotal')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {order.items.map((item) => (
                  <tr key={item.id}>
                    <td className="py-2 text-ink">
                      {item.product_name}
                      <span className="block text-xs text-ink-secondary sm:hidden">{money(item.price)}</span>
                    </td>
                    <td className="px-2 py-2 text-center">
                      <bdi>{formatNumber(item.quantity, locale)}</bdi>
                    </td>
                    <td className="hidden whitespace-nowrap px-2 py-2 text-end sm:table-cell">
                      {money(item.price)}
                      {item.original_price > item.price ? (
                        <s className="ms-1 text-xs text-ink-muted">{money(item.original_price)}</s>
                      ) : null}
                    </td>
                    <td className="whitespace-nowrap py-2 text-end font-medium">{money(item.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="mt-3 flex flex-col gap-1.5 border-t border-line pt-3 text-sm [&_dd]:whitespace-nowrap">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-secondary">{t('detail.subtotal')}</dt>
                <dd>{money(order.subtotal)}</dd>
              </div>
              {order.discount_total > 0 ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-secondary">{t('detail.discount')}</dt>
                  <dd className="text-accent">
                    <bdi>−{formatMoney(order.discount_total, locale)}</bdi>
                  </dd>
                </div>
              ) : null}
              {order.points_used > 0 ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-secondary">
                    {t('detail.points', { points: isolate(formatNumber(order.points_used, locale)) })}
                  </dt>
                  <dd className="text-accent">
                    <bdi>−{formatMoney(order.points_value, locale)}</bdi>
                  </dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4">
                <dt className="text-ink-secondary">{t('detail.shipping')}</dt>
                <dd>{order.shipping === 0 ? t('detail.free') : money(order.shipping)}</dd>
              </div>
              <div className="flex justify-between gap-4 text-base font-bold">
                <dt>{t('detail.total')}</dt>
                <dd>{money(order.total)}</dd>
              </div>
            </dl>
          </section>

          <div className="grid gap-6 sm:grid-cols-2">
            <section aria-labelledby="order-address-title">
              <h3 id="order-address-title" className="mb-2 font-bold text-ink">
                {t('detail.address')}
              </h3>
              <OrderAddress order={order} />
            </section>
            <section aria-labelledby="order-payment-title">
              <h3 id="order-payment-title" className="mb-2 font-bold text-ink">
                {t('detail.payment')}
              </h3>
              <p className="text-sm text-ink">
                {order.payment_method === 'cash_on_delivery'
                  ? t('payment.cash_on_delivery')
                  : order.payment_method}
              </p>
            </section>
          </div>

          <WayToTheDoor order={order} />

          <section aria-labelledby="order-history-title">
            <h3 id="order-history-title" className="mb-2 font-bold text-ink">
              {t('detail.history')}
            </h3>
            <ol className="flex flex-col gap-3 border-s-2 border-line ps-4">
              {order.status_history.map((entry) => (
                <li key={`${entry.event ?? entry.to}-${entry.at}`} className="relative text-sm">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -start-[1.3rem] size-2.5 rounded-full bg-primary"
                  />
                  <span className="font-medium text-ink">
                    {entry.reason
                      ? t('history.failed', {
                          n: formatNumber(attemptOf(order, entry), locale),
                          reason: t(`failure.${entry.reason}`),
                        })
                      : entry.event
                        ? t(`history.${entry.event}`)
                        : entry.from
                          ? t('history.change', {
                              from: t(`status.${entry.from}`),
                              to: t(`status.${entry.to}`),
                            })
                          : t('history.placed')}
                  </span>
                  <span className="block text-ink-secondary">
                    {formatDate(entry.at, locale, { withTime: true })}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      )}
    </Dialog>
  );
}

function OrderAddress({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const a = order.shipping_address;
  const governorate = GOVERNORATES.find((g) => g.code === a.governorate)?.[locale] ?? a.governorate;
  const lat = a.location?.lat ?? null;
  const lng = a.location?.lng ?? null;
  const name = [text(a.first_name), text(a.last_name)].filter(Boolean).join(' ') || order.customer_name;
  return (
    <address className="flex flex-col gap-0.5 text-sm not-italic text-ink-secondary">
      <bdi className="font-medium text-ink">{name}</bdi>
      <PhoneNumber phone={text(a.phone) ?? order.phone} className="self-start" />
      <span>
        {[
          ...new Set([governorate, text(a.city), text(a.district)].filter((part): part is string => !!part)),
        ].map((part, index) => (
          <span key={part}>
            {index > 0 ? (locale === 'ar' ? '، ' : ', ') : null}
            <bdi>{part}</bdi>
          </span>
        ))}
      </span>
      {text(a.address) ? <bdi>{text(a.address)}</bdi> : null}
      {text(a.landmark) ? (
        <span>{t('detail.landmark', { value: isolateText(text(a.landmark) ?? '') })}</span>
      ) : null}
      {text(a.zip_code) ? (
        <span>
          {t('detail.zip')} <bdi>{text(a.zip_code)}</bdi>
        </span>
      ) : null}
      {lat !== null && lng !== null ? (
        <span>
          {t('detail.location')}{' '}
          <bdi dir="ltr">
            {lat.toFixed(5)}, {lng.toFixed(5)}
          </bdi>
        </span>
      ) : null}
      {text(a.instructions) ? (
        <span>{t('detail.instructions', { value: isolateText(text(a.instructions) ?? '') })}</span>
      ) : null}
    </address>
  );
}
