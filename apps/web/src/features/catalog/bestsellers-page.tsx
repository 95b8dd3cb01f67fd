import type { ProductView } from '@shop/shared/catalog';
import { MAX_PAGE_SIZE } from '@shop/shared/constants';
import { Award, Info, TrendingUp, Trophy } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatNumber } from '../../lib/format.ts';
import { useProducts } from './api/get-products.ts';

type BestsellerSort = 'sales' | 'price_asc' | 'price_desc' | 'newest';

/** The three best-selling products of the list are marked "trending". */
const TRENDING_COUNT = 3;

const shopperPrice = (p: ProductView) => (p.has_discount ? p.discounted_price : p.price);
const COMPARE: Record<BestsellerSort, (a: ProductView, b: ProductView) => number> = {
  sales: (a, b) => b.sales_count - a.sales_count,
  price_asc: (a, b) => shopperPrice(a) - shopperPrice(b),
  price_desc: (a, b) => shopperPrice(b) - shopperPrice(a),
  newest: (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at),
};

/**
 * /bestsellers: the products marked as bestsellers, ranked by their sales. The API keeps one all-time sales
 * count per product, so the ranking is all-time, and the page says so instead of offering week and month
 * tabs it cannot fill.
 */
export function BestsellersPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const sortId = useId();
  const [sort, setSort] = useState<BestsellerSort>('sales');
  const query = useProducts({ bestseller: true, limit: MAX_PAGE_SIZE, sort: 'name' });
  const products = query.data?.data;

  const { sorted, rankOf, trending } = useMemo(() => {
    const list = products ?? [];
    const bySales = [...list].sort(COMPARE.sales);
    const rank = new Map(bySales.map((p, index) => [p.id, index + 1]));
    return {
      sorted: [...list].sort(COMPARE[sort]),
      rankOf: rank,
      trending: new Set(bySales.slice(0, TRENDING_COUNT).map((p) => p.id)),
    };
  }, [products, sort]);

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
  } else if (sorted.length === 0) {
    body = (
      <EmptyState
        icon={<Trophy aria-hidden="true" className="size-6" />}
        title={t('bestsellers.empty')}
        action={<ButtonLink to="/products">{t('bestsellers.browseAll')}</ButtonLink>}
      />
    );
  } else {
    body = (
      <ProductGrid
        products={sorted}
        label={t('bestsellers.resultsLabel')}
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
              count: product.sales_count,
              n: formatNumber(product.sales_count, locale),
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
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-ink">{t('bestsellers.periodLabel')}</p>
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-medium text-white">
            <Trophy aria-hidden="true" className="size-4" />
            {t('bestsellers.allTime')}
          </p>
          <p className="flex items-start gap-1.5 text-xs text-ink-secondary">
            <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {t('bestsellers.periodNote')}
          </p>
        </div>
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
