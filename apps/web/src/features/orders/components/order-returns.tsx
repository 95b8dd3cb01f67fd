import type { OrderView } from '@shop/shared/orders';
import { Link } from 'react-router';
import { ReturnArrow } from '../../../components/returns/return-arrow.tsx';
import { ReturnStatusBadge } from '../../../components/returns/return-status-badge.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';

/**
 * An order's returns (issue 15): "Return items" with the deadline while a delivered order's window is open and
 * a line may still be returned, and the returns already asked for, each opening its page. Strings are the
 * `returns` namespace, loaded with the order list (components/orders/order-history.tsx).
 */
export function OrderReturns({ order }: { order: OrderView }) {
  const { t } = useTranslation('returns');
  const locale = useLocale();
  const returnWindow = order.return_window;
  const canAsk =
    order.status === 'delivered' &&
    returnWindow?.open === true &&
    order.items.some((item) => item.returnable && item.returnable_quantity > 0);
  if (!canAsk && order.returns.length === 0 && !(returnWindow && order.status === 'delivered')) return null;
  const until = returnWindow ? formatDate(returnWindow.until, locale) : '';

  return (
    <section aria-labelledby="order-returns-title" className="rounded-card border border-line p-4">
      <h3 id="order-returns-title" className="mb-2 font-bold text-ink">
        {t('order.title')}
      </h3>
      {canAsk ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-secondary">{t('order.until', { date: until })}</p>
          <ButtonLink to={`/orders/${order.id}/return`} variant="secondary" size="sm">
            <ReturnArrow aria-hidden="true" className="size-4" />
            {t('order.start')}
          </ButtonLink>
        </div>
      ) : returnWindow && !returnWindow.open ? (
        <p className="text-sm text-ink-secondary">{t('order.closed', { date: until })}</p>
      ) : null}
      {order.returns.length > 0 ? (
        <ul className="mt-3 flex flex-col divide-y divide-line border-t border-line">
          {order.returns.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <Link
                to={`/profile/returns/${r.id}`}
                aria-label={t('order.view', { number: r.rma_number })}
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                <bdi>{r.rma_number}</bdi>
              </Link>
              <span className="flex items-center gap-2 text-ink-secondary">
                {t('order.requestedOn', { date: formatDate(r.created_at, locale) })}
                <ReturnStatusBadge status={r.status} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
