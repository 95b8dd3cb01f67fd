import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '../../components/product/product-image.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ChevronNext } from '../../components/ui/directional-icons.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { type Category, categoryProductsPath, useCategories } from '../../lib/categories.ts';
import { errorMessage } from '../../lib/error-message.ts';

/** /categories: every root category with its picture, description, product count and subcategories. */
export function CategoriesPage() {
  const { t } = useTranslation('catalog');
  const { data, isPending, isError, error, refetch, isFetching } = useCategories();

  return (
    <PageShell>
      <PageHeading title={t('categories.title')} description={t('categories.description')} />
      {isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="flex gap-4 rounded-card border border-line bg-surface p-4">
              <Skeleton className="size-24 shrink-0 rounded-card" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-3 w-full" />
                <div className="flex gap-2 pt-1">
                  <Skeleton className="h-7 w-20 rounded-full" />
                  <Skeleton className="h-7 w-16 rounded-full" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : isError && !data ? (
        <ErrorState
          message={t('categories.error')}
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !data || data.length === 0 ? (
        <EmptyState
          icon={<LayoutGrid aria-hidden="true" className="size-6" />}
          title={t('categories.empty')}
          action={<ButtonLink to="/products">{t('categories.browseAll')}</ButtonLink>}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}

function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  return (
    <article className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 transition-shadow hover:shadow-card">
      <div className="flex gap-4">
        <Link
          to={categoryProductsPath(category)}
          className="size-24 shrink-0 overflow-hidden rounded-card border border-line bg-white"
          tabIndex={-1}
          aria-hidden="true"
        >
          <ProductImage src={category.image} alt="" sizes="96px" />
        </Link>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg text-ink">
            <Link to={categoryProductsPath(category)} className="hover:text-primary hover:underline">
              {category.name}
            </Link>
          </h2>
          <p className="text-sm text-ink-secondary">
            {tc('common.products', { count: category.products_count })}
          </p>
          {category.description ? (
            <p className="line-clamp-2 text-sm text-ink-secondary">{category.description}</p>
          ) : null}
        </div>
      </div>
      {category.children.length > 0 ? (
        <ul
          className="flex flex-wrap gap-2"
          aria-label={t('categories.subcategoriesOf', { name: category.name })}
        >
          {category.children.map((child) => (
            <li key={child.id}>
              <Link
                to={categoryProductsPath(child)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line px-3.5 text-sm text-ink hover:border-primary hover:text-primary"
              >
                {child.name}
                <span className="text-xs text-ink-secondary">
                  (<bdi>{child.products_count}</bdi>)
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={categoryProductsPath(category)}
        className="mt-auto inline-flex min-h-11 items-center gap-1 self-start rounded-control font-medium text-primary hover:underline"
      >
        {t('categories.shop', { name: category.name })}
        <ChevronNext aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
