import type { SalesPeriod } from '@shop/shared/catalog';
import { BESTSELLERS_LIST_SIZE, SALES_PERIOD_DAYS } from '@shop/shared/constants';
import { Award, CalendarDays, Flame, type LucideIcon, TrendingUp, Trophy } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatNumber } from '../../lib/format.ts';
import { useProducts } from './api/get-products.ts';
import {
  BESTSELLER_PERIODS,
  type BestsellerSort,
  bestsellersOf,
  readPeriod,
  unitsSold,
} from './bestsellers.ts';

const PERIOD_ICONS: Record<SalesPeriod, LucideIcon> = { week: Flame, month: CalendarDays, all: Trophy };

/**
 * /bestsellers: the products that sold most this week (last 7 days), this month (last 30) or all time, ranked
 * by the API (`sort=sales&period=…`); the period is kept in the address (`?period=week`), the sort only
 * reorders the ranked list.
 */
export function BestsellersPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const sortId = useId();
  const periodName = useId();
  const periodHintId = useId();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('period'));
  // The radios show a choice at once; the address (a router transition) catches up a moment later.
  const [chosen, setChosen] = useState<SalesPeriod>(period);
  useEffect(() => setChosen(period), [period]);
  const [sort, setSort] = useState<BestsellerSort>('sales');
  const query = useProducts({ sort: 'sales', order: 'desc', period, limit: BESTSELLERS_LIST_SIZE });
  const products = query.data?.data;

  const { items, rankOf, trending } = useMemo(() => bestsellersOf(products ?? [], sort), [products, sort]);

  const choosePeriod = (next: SalesPeriod) => {
    setChosen(next);
    const nextParams = new URLSearchParams(params);
    if (next === 'all') nextParams.delete('period');
    else nextParams.set('period', next);
    setParams(nextParams);
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <ProductGrid products={[]} loading skeletonCount={8} />;
  } else if (query.isError && !products) {
    body = (
      <ErrorState
        message={t('bestsellers.error')}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (items.length === 0) {
    body =
      period === 'all' ? (
        <EmptyState
          icon={<Trophy aria-hidden="true" className="size-6" />}
          title={t('bestsellers.empty')}
          action={<ButtonLink to="/products">{t('bestsellers.browseAll')}</ButtonLink>}
        />
      ) : (
        <EmptyState
          icon={<Trophy aria-hidden="true" className="size-6" />}
          title={t(`bestsellers.emptyPeriod.${period}`)}
          action={<ButtonLink to="/bestsellers">{t('bestsellers.seeAllTime')}</ButtonLink>}
        />
      );
  } else {
    body = (
      <ProductGrid
        products={items}
        label={t('bestsellers.resultsLabel')}
        firstOnPage
        badgesFor={(product) => (
          <>
            <Badge tone="warning">
              <Award aria-hidden="true" className="size-3.5" />
              {t('bestsellers.rank', { rank: formatNumber(rankOf.get(product.id) ?? 0, locale) })}
            </Badge>
            {trending.has(product.id) ? (
              <Badge tone="accent">
                <TrendingUp aria-hidden="true" className="size-3.5" />
                {t('bestsellers.trending')}
              </Badge>
            ) : null}
          </>
        )}
        extraFor={(product) => (
          <span>
            {t('bestsellers.sold', {
              count: unitsSold(product),
              n: formatNumber(unitsSold(product), locale),
            })}
          </span>
        )}
      />
    );
  }

  return (
    <PageShell>
      <PageHeading title={t('bestsellers.title')} description={t('bestsellers.description')} />
      <div className="mb-5 flex flex-col gap-3 rounded-card border border-line bg-surface p-3 md:flex-row md:items-end md:justify-between md:p-4">
        <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={periodHintId}>
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('bestsellers.periodLabel')}</legend>
          {/* Native radios: Tab reaches the chosen period, arrow keys move and choose (mirrored in Arabic). */}
          {/* One row on a phone too: the periods scroll sideways rather than wrap into a broken pill. */}
          <div className="flex w-fit max-w-full gap-1 overflow-x-auto rounded-full border border-line bg-page p-1">
            {BESTSELLER_PERIODS.map((value) => {
              const Icon = PERIOD_ICONS[value];
              const checked = value === chosen;
              return (
                <label
                  key={value}
                  className={`relative inline-flex min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-medium transition-colors sm:px-4 ${
                    checked ? 'bg-primary text-white' : 'text-ink-secondary hover:bg-surface hover:text-ink'
                  }`}
                >
                  <input
                    type="radio"
                    name={periodName}
                    value={value}
                    checked={checked}
                    onChange={() => choosePeriod(value)}
                    className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                  />
                  <Icon aria-hidden="true" className="pointer-events-none size-4" />
                  <span className="pointer-events-none">{t(`bestsellers.period.${value}`)}</span>
                </label>
              );
            })}
          </div>
          <p id={periodHintId} className="text-xs text-ink-secondary">
            {t(`bestsellers.periodHint.${period}`, {
              days: formatNumber(period === 'all' ? 0 : SALES_PERIOD_DAYS[period], locale),
            })}
          </p>
        </fieldset>
        <div className="flex flex-col gap-1.5 md:w-56">
          <label htmlFor={sortId} className="text-sm font-medium text-ink">
            {t('bestsellers.sortLabel')}
          </label>
          <Select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value as BestsellerSort)}
          >
            <option value="sales">{t('bestsellers.sort.sales')}</option>
            <option value="price_asc">{t('bestsellers.sort.priceAsc')}</option>
            <option value="price_desc">{t('bestsellers.sort.priceDesc')}</option>
            <option value="newest">{t('bestsellers.sort.newest')}</option>
          </Select>
        </div>
      </div>
      {body}
    </PageShell>
  );
}
