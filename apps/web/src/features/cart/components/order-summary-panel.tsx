import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatMoney, formatNumber, isolate } from '../../../lib/format.ts';
import type { CartSummary } from '../api/calculate-summary.ts';

interface OrderSummaryPanelProps {
  summary: CartSummary | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** Buttons and notes under the totals. */
  children?: ReactNode;
  title?: string;
}

/** Subtotal, discounts, points, shipping and total, exactly as the server computed them. */
export function OrderSummaryPanel({
  summary,
  isLoading,
  error,
  onRetry,
  retrying,
  children,
  title,
}: OrderSummaryPanelProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const money = (value: number) => <bdi>{formatMoney(value, locale)}</bdi>;

  let body: ReactNode;
  if (!summary && isLoading) {
    body = (
      <div className="flex flex-col gap-3" aria-hidden="true">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="mt-2 h-7 w-full" />
      </div>
    );
  } else if (!summary) {
    body = (
      <ErrorState
        compact
        message={error ? `${t('summary.error')} ${errorMessage(error)}` : t('summary.error')}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  } else {
    const goods = summary.subtotal - summary.discount_total;
    const missing = summary.free_shipping_threshold - goods;
    const oldTotal = summary.subtotal + summary.shipping;
    body = (
      <>
        <dl className="flex flex-col gap-2.5 text-ink">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-secondary">{t('summary.subtotal')}</dt>
            <dd>{money(summary.subtotal)}</dd>
          </div>
          {summary.discount_total > 0 ? (
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-secondary">{t('summary.discount')}</dt>
              <dd className="text-accent">
                <bdi>−{formatMoney(summary.discount_total, locale)}</bdi>
              </dd>
            </div>
          ) : null}
          {summary.points_used > 0 ? (
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-secondary">
                {t('summary.points', { points: isolate(formatNumber(summary.points_used, locale)) })}
              </dt>
              <dd className="text-accent">
                <bdi>−{formatMoney(summary.points_value, locale)}</bdi>
              </dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-secondary">{t('summary.shipping')}</dt>
            <dd
              className={summary.shipping === 0 ? 'font-medium text-green-700' : ''}
              data-testid="order-shipping"
            >
              {summary.shipping === 0 ? t('summary.free') : money(summary.shipping)}
            </dd>
          </div>
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <dt className="font-bold">{t('summary.total')}</dt>
            <dd className="flex flex-col items-end">
              <span className="text-xl font-bold" data-testid="order-total">
                {money(summary.total)}
              </span>
              {summary.discount_total > 0 || summary.points_value > 0 ? (
                <s className="text-sm text-ink-muted">
                  <span className="sr-only">{t('summary.oldTotal')} </span>
                  {money(oldTotal)}
                </s>
              ) : null}
            </dd>
          </div>
        </dl>
        {summary.shipping > 0 && missing > 0 ? (
          <p className="rounded-control bg-primary-tint px-3 py-2 text-sm text-primary">
            {t('summary.freeShippingHint', {
              amount: isolate(formatMoney(missing, locale)),
              threshold: isolate(formatMoney(summary.free_shipping_threshold, locale)),
            })}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby="order-summary-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="order-summary-title" className="text-lg font-bold text-ink">
        {title ?? t('summary.title')}
      </h2>
      {body}
      {children}
    </section>
  );
}
