import type { DiscountSection, ProductView } from '@shop/shared/catalog';
import { BadgePercent, Flame, Package, Tag, TicketPercent } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Countdown } from '../../components/product/countdown.tsx';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatMoney, formatNumber, isolate } from '../../lib/format.ts';
import { type DiscountedQuery, useDiscountedProducts } from './api/get-discounted-products.ts';

const PAGE_SIZE = 24;

type KindFilter = 'all' | 'flash_sale' | 'clearance' | 'bundle';
type OfferSort = 'discount' | 'price_asc' | 'price_desc' | 'popularity';

const KINDS: { value: KindFilter; icon: typeof Tag }[] = [
  { value: 'all', icon: Tag },
  { value: 'flash_sale', icon: Flame },
  { value: 'clearance', icon: TicketPercent },
  { value: 'bundle', icon: Package },
];

/** Every sort is the server's, across all the offers, page after page (not within what has loaded). */
const API_SORT: Record<OfferSort, Omit<DiscountedQuery, 'count'>> = {
  discount: { sort: 'discount', order: 'desc' },
  popularity: { sort: 'sales', order: 'desc' },
  price_asc: { sort: 'price', order: 'asc' },
  price_desc: { sort: 'price', order: 'desc' },
};

/** The discount section a product's price comes from, by the discount's id. */
export function sectionOf(product: ProductView, sections: DiscountSection[]): DiscountSection | undefined {
  if (product.discount_id === null) return undefined;
  return sections.find((s) => s.id === product.discount_id);
}

/** /offers: live discounts by kind (all, flash sale, clearance, bundles), four sorts, savings and countdowns. */
export function OffersPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const sortId = useId();
  const [kind, setKind] = useState<KindFilter>('all');
  const [sort, setSort] = useState<OfferSort>('discount');
  const [wanted, setWanted] = useState(PAGE_SIZE);
  const [count, setCount] = useState(PAGE_SIZE);
  const query = useDiscountedProducts({ ...API_SORT[sort], count });

  const sections = query.data?.discounts ?? [];
  const loaded = query.data?.products ?? [];
  const total = query.data?.total ?? 0;
  const hasMore = loaded.length < total;
  const loadingMore = query.isFetching && query.isPlaceholderData;

  const matching = useMemo(
    () => (kind === 'all' ? loaded : loaded.filter((p) => sectionOf(p, sections)?.kind === kind)),
    [loaded, sections, kind],
  );
  const shown = matching.slice(0, wanted);
  const { isError, isFetching } = query;

  // A filter shows only part of what has loaded: keep loading until there is a full screen or no more.
  useEffect(() => {
    if (matching.length < wanted && hasMore && !isFetching && !isError) {
      setCount((n) => Math.min(total, Math.max(n + PAGE_SIZE, wanted)));
    }
  }, [matching.length, wanted, hasMore, isFetching, isError, total]);

  const visibleSections = sections.filter((s) => kind === 'all' || s.kind === kind);
  const canLoadMore = matching.length > wanted || hasMore;
  const loadMore = () => {
    setWanted((n) => n + PAGE_SIZE);
    if (matching.length <= wanted + PAGE_SIZE && hasMore) setCount((n) => n + PAGE_SIZE);
  };

  const choose = (next: KindFilter) => {
    setKind(next);
    setWanted(PAGE_SIZE);
  };
  const changeSort = (next: OfferSort) => {
    setSort(next);
    setWanted(PAGE_SIZE);
    setCount(PAGE_SIZE);
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <ProductGrid products={[]} loading skeletonCount={8} />;
  } else if (query.isError && loaded.length === 0) {
    body = (
      <ErrorState
        message={t('offers.error')}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (shown.length === 0 && !hasMore) {
    body = (
      <EmptyState
        icon={<BadgePercent aria-hidden="true" className="size-6" />}
        title={
          kind === 'all' || total === 0
            ? t('offers.empty')
            : t('offers.emptyKind', { kind: t(`offers.kinds.${kind}`) })
        }
        action={
          kind === 'all' || total === 0 ? (
            <ButtonLink to="/products">{t('offers.browseAll')}</ButtonLink>
          ) : (
            <Button onClick={() => choose('all')}>{t('offers.showAll')}</Button>
          )
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        {shown.length === 0 ? (
          <ProductGrid products={[]} loading skeletonCount={4} />
        ) : (
          <ProductGrid
            products={shown}
            label={t('offers.resultsLabel')}
            extraFor={(product) => <OfferExtra product={product} section={sectionOf(product, sections)} />}
          />
        )}
        {query.isError ? (
          <ErrorState
            compact
            message={t('offers.moreError')}
            onRetry={() => void query.refetch()}
            retrying={isFetching}
          />
        ) : null}
        {canLoadMore && shown.length > 0 ? (
          <div className="flex justify-center">
            <Button variant="secondary" busy={loadingMore} onClick={loadMore} className="min-w-48">
              {t('offers.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <PageShell>
      <PageHeading title={t('offers.title')} description={t('offers.description')} />

      <div className="mb-5 flex flex-col gap-3 rounded-card border border-line bg-surface p-3 md:flex-row md:items-end md:justify-between md:p-4">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('offers.filterLabel')}</legend>
          <div className="flex flex-wrap gap-2">
            {KINDS.map(({ value, icon: Icon }) => (
              <button
                key={value}
                type="button"
                aria-pressed={kind === value}
                onClick={() => choose(value)}
                className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium ${
                  kind === value
                    ? 'border-primary bg-primary text-white'
                    : 'border-line bg-surface text-ink hover:border-primary hover:text-primary'
                }`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`offers.kinds.${value}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5 md:w-56">
          <label htmlFor={sortId} className="text-sm font-medium text-ink">
            {t('offers.sortLabel')}
          </label>
          <Select id={sortId} value={sort} onChange={(event) => changeSort(event.target.value as OfferSort)}>
            <option value="discount">{t('offers.sort.discount')}</option>
            <option value="price_asc">{t('offers.sort.priceAsc')}</option>
            <option value="price_desc">{t('offers.sort.priceDesc')}</option>
            <option value="popularity">{t('offers.sort.popularity')}</option>
          </Select>
        </div>
      </div>
      {visibleSections.length > 0 ? (
        <section aria-labelledby="offer-sections-title" className="mb-5">
          <h2 id="offer-sections-title" className="sr-only">
            {t('offers.sectionsTitle')}
          </h2>
          <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-3">
            {visibleSections.map((section) => (
              <li
                key={section.id}
                className="flex w-[80%] shrink-0 snap-start flex-col gap-2 rounded-card border border-rose-200 bg-gradient-to-br from-rose-50 to-surface p-4 md:w-auto"
              >
                <span className="inline-flex w-fit items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-white">
                  {t(`offers.kinds.${section.kind}`)}
                </span>
                <h3 className="font-bold text-ink">{section.name}</h3>
                {section.description ? (
                  <p className="text-sm text-ink-secondary">{section.description}</p>
                ) : null}
                <p className="mt-auto flex flex-wrap items-center gap-2 text-sm text-ink">
                  <span>{t('offers.endsIn')}</span>
                  <Countdown endsAt={section.ends_at} appearance="inline" className="text-accent" />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {query.data && loaded.length > 0 ? (
        <p role="status" className="mb-3 text-sm text-ink-secondary">
          {t('offers.count', {
            shown: formatNumber(shown.length, locale),
            total: formatNumber(total, locale),
          })}
        </p>
      ) : null}
      {body}
    </PageShell>
  );
}

/** The lines under an offer's price: what it saves, units sold (only once some have), when it ends. */
export function OfferExtra({
  product,
  section,
}: {
  product: ProductView;
  section: DiscountSection | undefined;
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const saving = product.original_price - product.discounted_price;
  return (
    <>
      {saving > 0 ? (
        <span className="font-medium text-accent">
          {t('offers.save', { amount: isolate(formatMoney(saving, locale)) })}
        </span>
      ) : null}
      {product.sales_count > 0 ? (
        <span>
          {t('offers.sold', { count: product.sales_count, n: formatNumber(product.sales_count, locale) })}
        </span>
      ) : null}
      {product.discount_ends_at ? (
        <span className="flex flex-wrap items-center gap-1">
          {section ? <span>{t(`offers.kinds.${section.kind}`)} ·</span> : null}
          <span>{t('offers.endsIn')}</span>
          <Countdown
            endsAt={product.discount_ends_at}
            units={['days', 'hours', 'minutes']}
            appearance="inline"
          />
        </span>
      ) : null}
    </>
  );
}
