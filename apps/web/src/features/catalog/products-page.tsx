import { PRODUCTS_PAGE_SIZE_WEB } from '@shop/shared/constants';
import { FolderX, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import type { Crumb } from '../../components/ui/breadcrumb.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasErrorCode } from '../../lib/api-error.ts';
import { useCategories } from '../../lib/categories.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatNumber, isolate } from '../../lib/format.ts';
import { type ProductPage, useProducts } from './api/get-products.ts';
import { ProductFilters } from './product-filters.tsx';
import { findCategory, useProductFilters, writeFilters } from './use-product-filters.ts';

/** /products: search, category, sort and order, 16 cards a page; every filter lives in the URL. */
export function ProductsPage() {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { filters, update } = useProductFilters();
  const categories = useCategories();
  const found = findCategory(categories.data, filters.category);
  const resultsRef = useRef<HTMLDivElement>(null);

  // An old link with a numeric category id: show the slug instead (same page, no new history entry).
  useEffect(() => {
    if (found && filters.category && /^\d+$/.test(filters.category)) {
      navigate(
        { search: `?${writeFilters({ ...filters, category: found.category.slug })}` },
        { replace: true },
      );
    }
  }, [found, filters, navigate]);

  // A search sent before the app started (`search=++كريم++`) is already read tidied; tidy the address too.
  useEffect(() => {
    const raw = new URLSearchParams(location.search).get('search');
    if (raw !== null && raw !== (filters.search ?? '')) {
      const query = writeFilters(filters).toString();
      navigate({ search: query ? `?${query}` : '' }, { replace: true });
    }
  }, [location.search, filters, navigate]);

  const query = useProducts(
    {
      category: filters.category,
      search: filters.search,
      // The best match is the API's own order of a search.
      sort: filters.sort === 'relevance' ? undefined : filters.sort,
      order: filters.sort === 'relevance' ? undefined : filters.order,
      page: filters.page,
      limit: PRODUCTS_PAGE_SIZE_WEB,
      discount: filters.discount || undefined,
    },
    { keepPrevious: true },
  );

  // When a refetch fails, keep showing the last list that loaded (with the error and a retry above it).
  const lastGood = useRef<ProductPage | undefined>(undefined);
  if (query.data && !query.isPlaceholderData) lastGood.current = query.data;
  const page = query.data ?? (query.isError ? lastGood.current : undefined);

  const categoryMissing = query.isError && hasErrorCode(query.error, 'NOT_FOUND');
  const title = found
    ? found.category.name
    : filters.discount
      ? t('list.offersTitle')
      : filters.search
        ? t('list.searchTitle', { search: isolate(filters.search) })
        : t('list.title');
  const trail: Crumb[] = [];
  if (found || filters.discount || filters.search) trail.push({ label: t('list.title'), to: '/products' });
  if (found?.parent) {
    trail.push({
      label: found.parent.name,
      to: `/products?category=${encodeURIComponent(found.parent.slug)}`,
    });
  }

  const goToPage = (next: number) => {
    update({ page: next });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const clearFilters = () => update({ search: undefined, category: undefined, discount: false });

  let body: ReactNode;
  if (categoryMissing) {
    body = (
      <EmptyState
        icon={<FolderX aria-hidden="true" className="size-6" />}
        title={t('list.categoryMissing')}
        action={<ButtonLink to="/products">{t('list.allProducts')}</ButtonLink>}
      />
    );
  } else if (!page && query.isError) {
    body = (
      <ErrorState
        message={t('list.error')}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!page) {
    body = <ProductGrid products={[]} loading skeletonCount={PRODUCTS_PAGE_SIZE_WEB} headingLevel="h2" />;
  } else if (page.total > 0 && page.data.length === 0) {
    // An old or hand-typed address past the last page (?page=999): say so, and offer the last one.
    body = (
      <EmptyState
        icon={<SearchX aria-hidden="true" className="size-6" />}
        title={t('list.pastEnd', {
          page: formatNumber(page.current_page, locale),
          pages: tc('common.pages', { count: page.last_page }),
        })}
        action={<Button onClick={() => goToPage(page.last_page)}>{t('list.toLastPage')}</Button>}
      />
    );
  } else if (page.total === 0) {
    const filtered = Boolean(filters.search || filters.category || filters.discount);
    body = (
      <EmptyState
        icon={<SearchX aria-hidden="true" className="size-6" />}
        title={filters.search ? t('list.emptySearch', { search: isolate(filters.search) }) : t('list.empty')}
        description={t('list.emptyHint')}
        action={
          filtered ? (
            <Button onClick={clearFilters}>{t('list.filters.clear')}</Button>
          ) : (
            <ButtonLink to="/">{t('list.backHome')}</ButtonLink>
          )
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        {query.isError ? (
          <ErrorState
            compact
            message={t('list.refreshError')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        <div
          aria-busy={query.isPlaceholderData || undefined}
          className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
        >
          <ProductGrid products={page.data} headingLevel="h2" label={t('list.resultsLabel')} firstOnPage />
        </div>
        <Pagination page={page.current_page} lastPage={page.last_page} onChange={goToPage} />
        {page.total_capped && page.current_page === page.last_page ? (
          <p className="mt-4 text-center text-sm text-ink-secondary">
            {t('list.capped', { answers: formatNumber(page.total, locale) })}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <PageShell>
      <PageHeading
        title={title}
        trail={trail}
        description={
          found?.category.description ||
          (filters.discount ? t('list.offersDescription') : t('list.description'))
        }
      />
      <div className="flex flex-col gap-5">
        <ProductFilters
          // A category that does not exist is said so below, not shown as a choice of the list.
          filters={categoryMissing ? { ...filters, category: undefined } : filters}
          categories={categories.data}
          categoriesLoading={categories.isPending}
          onChange={update}
        />
        {categories.isError ? (
          <ErrorState
            compact
            message={t('list.categoriesError')}
            onRetry={() => void categories.refetch()}
            retrying={categories.isFetching}
          />
        ) : null}
        <div ref={resultsRef} className="scroll-mt-4">
          {page?.did_you_mean && !categoryMissing ? (
            <p className="mb-3 text-base text-ink">
              <Trans
                t={t}
                i18nKey="list.didYouMean"
                values={{ suggestion: isolate(page.did_you_mean) }}
                // Not <link>: that is an empty element in HTML, and Trans would drop what it holds.
                components={{
                  correction: (
                    <Link
                      to={`/products?${writeFilters({ ...filters, search: page.did_you_mean, page: 1 })}`}
                      className="font-bold text-primary underline-offset-4 hover:underline"
                    />
                  ),
                }}
              />
            </p>
          ) : null}
          {page && page.data.length > 0 && !categoryMissing ? (
            <p role="status" className="mb-3 text-sm text-ink-secondary">
              {t('list.showing', {
                from: formatNumber(page.from ?? 0, locale),
                to: formatNumber(page.to ?? 0, locale),
                products: page.total_capped
                  ? t('list.moreThan', { answers: formatNumber(page.total, locale) })
                  : tc('common.products', { count: page.total }),
              })}
            </p>
          ) : null}
          {body}
        </div>
      </div>
    </PageShell>
  );
}
