import { Award, Coins, Gift, TrendingDown, TrendingUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatDate, formatMoney, formatNumber, isolate } from '../../lib/format.ts';
import { usePointsConfig } from '../../lib/points-config.ts';
import { usePointsSummary } from './api/get-points.ts';
import { type PointsTransaction, usePointsHistory } from './api/get-points-history.ts';

const kindTones: Record<PointsTransaction['kind'], BadgeTone> = {
  earned: 'success',
  bonus: 'primary',
  refund: 'neutral',
  spent: 'warning',
  return_refund: 'neutral',
  return_reversal: 'warning',
};

/** /points: the balance and what it is worth, totals, how points work, and every transaction. */
export function PointsPage() {
  const { t } = useTranslation('points');
  return (
    <PageShell>
      <PageHeading title={t('title')} description={t('description')} />
      <div className="flex flex-col gap-8">
        <PointsBalance />
        <PointsRules />
        <PointsTransactions />
      </div>
    </PageShell>
  );
}

function PointsBalance() {
  const { t } = useTranslation('points');
  const locale = useLocale();
  const summary = usePointsSummary();
  if (summary.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-busy="true">
        <span className="sr-only" role="status">
          {t('loading')}
        </span>
        <Skeleton className="h-32 rounded-card" />
        <Skeleton className="h-32 rounded-card" />
        <Skeleton className="h-32 rounded-card" />
      </div>
    );
  }
  if (!summary.data) {
    return (
      <ErrorState
        message={t('errors.summary')}
        detail={errorMessage(summary.error)}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  const data = summary.data;
  return (
    <section aria-labelledby="points-balance-title" className="grid gap-4 sm:grid-cols-3">
      <h2 id="points-balance-title" className="sr-only">
        {t('balance.title')}
      </h2>
      <div className="flex flex-col gap-2 rounded-card bg-primary p-5 text-white">
        <span className="flex items-center gap-2 text-sm text-white/90">
          <Coins aria-hidden="true" className="size-5" />
          {t('balance.current')}
        </span>
        <span className="text-3xl font-bold" data-testid="points-balance">
          <bdi>{formatNumber(data.current_points, locale)}</bdi>
        </span>
        <span className="text-sm text-white/90">
          {t('balance.value', { value: isolate(formatMoney(data.points_value, locale)) })}
        </span>
      </div>
      <div className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5">
        <span className="flex items-center gap-2 text-sm text-ink-secondary">
          <TrendingUp aria-hidden="true" className="size-5 text-green-700" />
          {t('balance.earned')}
        </span>
        <span className="text-2xl font-bold text-ink">
          <bdi>{formatNumber(data.total_earned, locale)}</bdi>
        </span>
        <span className="text-sm text-ink-secondary">{t('balance.points')}</span>
      </div>
      <div className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5">
        <span className="flex items-center gap-2 text-sm text-ink-secondary">
          <TrendingDown aria-hidden="true" className="size-5 text-amber-700" />
          {t('balance.spent')}
        </span>
        <span className="text-2xl font-bold text-ink">
          <bdi>{formatNumber(data.total_spent, locale)}</bdi>
        </span>
        <span className="text-sm text-ink-secondary">{t('balance.points')}</span>
      </div>
    </section>
  );
}

function PointsRules() {
  const { t } = useTranslation('points');
  const locale = useLocale();
  const config = usePointsConfig();
  // The rules are helpful, not essential: without them the page simply leaves the box out.
  if (!config.data) {
    return config.isPending ? <Skeleton className="h-36 rounded-card" /> : null;
  }
  const c = config.data;
  const money = (value: number) => isolate(formatMoney(value, locale));
  const rules = [
    t('rules.earn', { amount: money(c.iqd_per_point) }),
    t('rules.minimum', { amount: money(c.minimum_order) }),
    c.bonus_amount > 0
      ? t('rules.bonus', {
          points: isolate(formatNumber(c.bonus_amount, locale)),
          amount: money(c.bonus_threshold),
        })
      : null,
    t('rules.value', { value: money(c.point_value) }),
    t('rules.cap', { percent: isolate(formatNumber(c.max_spend_percent, locale)) }),
    t('rules.credit'),
  ].filter((rule): rule is string => rule !== null);
  return (
    <section aria-labelledby="points-rules-title" className="rounded-card border border-line bg-surface p-5">
      <h2 id="points-rules-title" className="mb-3 flex items-center gap-2 text-lg font-bold text-ink">
        <Award aria-hidden="true" className="size-5 text-primary" />
        {t('rules.title')}
      </h2>
      <ul className="grid list-disc gap-2 ps-5 text-sm text-ink marker:text-primary sm:grid-cols-2">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

function PointsTransactions() {
  const { t } = useTranslation('points');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = usePointsHistory(page);

  const describe = (tx: PointsTransaction): string => {
    const order = tx.order_number ? isolate(tx.order_number) : null;
    if (order) {
      if (tx.kind === 'earned') return t('tx.earnedFor', { order });
      if (tx.kind === 'spent') return t('tx.spentOn', { order });
      if (tx.kind === 'refund') return t('tx.refundFor', { order });
      if (tx.kind === 'return_refund') return t('tx.returnRefundFor', { order });
      if (tx.kind === 'return_reversal') return t('tx.returnReversalFor', { order });
      return t('tx.bonusFor', { order });
    }
    return tx.reason || tx.description || t(`kind.${tx.kind}`);
  };

  let body: ReactNode;
  if (history.isPending) {
    body = (
      <div className="flex flex-col gap-2" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (!history.data) {
    body = (
      <ErrorState
        message={t('errors.history')}
        detail={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else if (history.data.data.length === 0) {
    body = (
      <EmptyState
        icon={<Gift aria-hidden="true" className="size-6" />}
        title={t('history.empty')}
        description={t('history.emptyHint')}
        action={<ButtonLink to="/products">{t('history.shop')}</ButtonLink>}
      />
    );
  } else {
    const rows = history.data.data;
    const points = (tx: PointsTransaction) => (
      <bdi className={`font-bold ${tx.points >= 0 ? 'text-green-700' : 'text-danger'}`}>
        {tx.points > 0 ? '+' : tx.points < 0 ? '−' : ''}
        {formatNumber(Math.abs(tx.points), locale)}
      </bdi>
    );
    const orderLink = (tx: PointsTransaction) =>
      tx.order_id && tx.order_number ? (
        <Link
          to={`/orders?order=${tx.order_id}`}
          className="inline-flex min-h-11 items-center rounded-sm text-primary underline-offset-2 hover:underline"
        >
          <bdi>{tx.order_number}</bdi>
        </Link>
      ) : (
        <span className="text-ink-muted">—</span>
      );
    body = (
      <>
        <div className="hidden overflow-x-auto rounded-card border border-line bg-surface md:block">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('history.title')}</caption>
            <thead className="border-b border-line bg-slate-50 text-ink-secondary">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('history.kind')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('history.date')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('history.description')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('history.order')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-medium">
                  {t('history.points')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((tx) => (
                <tr key={tx.id}>
                  <td className="px-4 py-3">
                    <Badge tone={kindTones[tx.kind]}>{t(`kind.${tx.kind}`)}</Badge>
                  </td>
                  <td className="px-4 py-3 text-ink-secondary">{formatDate(tx.created_at, locale)}</td>
                  <td className="px-4 py-3 text-ink">{describe(tx)}</td>
                  <td className="px-4 py-1">{orderLink(tx)}</td>
                  <td className="px-4 py-3 text-end">{points(tx)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="flex flex-col gap-3 md:hidden">
          {rows.map((tx) => (
            <li key={tx.id} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
              <div className="flex items-center justify-between gap-3">
                <Badge tone={kindTones[tx.kind]}>{t(`kind.${tx.kind}`)}</Badge>
                <span className="text-lg">{points(tx)}</span>
              </div>
              <p className="text-sm text-ink">{describe(tx)}</p>
              <div className="flex items-center justify-between gap-3 text-sm text-ink-secondary">
                <span>{formatDate(tx.created_at, locale)}</span>
                {tx.order_id ? orderLink(tx) : null}
              </div>
            </li>
          ))}
        </ul>
        <Pagination page={history.data.current_page} lastPage={history.data.last_page} onChange={setPage} />
      </>
    );
  }

  return (
    <section aria-labelledby="points-history-title" className="flex flex-col gap-4">
      <h2 id="points-history-title" className="text-lg font-bold text-ink">
        {t('history.title')}
      </h2>
      {body}
    </section>
  );
}
