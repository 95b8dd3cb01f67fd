import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { productImageSources } from '../../components/product/product-image.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ChevronNext } from '../../components/ui/directional-icons.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { type Category, categoryProductsPath, useCategories } from '../../lib/categories.ts';
import { errorMessage } from '../../lib/error-message.ts';

const HOME_CATEGORY_COUNT = 6;

/** Tints that tell categories apart when they have no image (teal family; rose is reserved for offers). */
const TINTS = ['bg-teal-50 text-teal-700', 'bg-sky-50 text-sky-700', 'bg-emerald-50 text-emerald-700'];

/** Browse by category: up to 6 root categories, each linking to `/products?category=<slug>`. */
export function CategoryGrid() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, error, refetch, isFetching } = useCategories();

  return (
    <section aria-labelledby="home-categories-title" className="page-container py-10 md:py-14">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="home-categories-title" className="text-2xl text-ink">
            {t('categories.title')}
          </h2>
          <p className="text-ink-secondary">{t('categories.subtitle')}</p>
        </div>
        <Link
          to="/categories"
          className="inline-flex min-h-11 items-center gap-1 rounded-control font-medium text-primary hover:underline"
        >
          {t('categories.viewAll')}
          <ChevronNext aria-hidden="true" className="size-4" />
        </Link>
      </div>

      {isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-6" aria-busy="true">
          {Array.from({ length: HOME_CATEGORY_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3">
              <Skeleton className="aspect-square w-full rounded-card" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <ErrorState
          message={t('categories.error')}
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.length === 0 ? (
        <EmptyState
          icon={<LayoutGrid aria-hidden="true" className="size-6" />}
          title={t('categories.empty')}
          action={<ButtonLink to="/products">{t('categories.browseAll')}</ButtonLink>}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-6">
          {data.slice(0, HOME_CATEGORY_COUNT).map((category, index) => (
            <li key={category.id}>
              <CategoryCard category={category} tint={TINTS[index % TINTS.length] ?? ''} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategoryCard({ category, tint }: { category: Category; tint: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={categoryProductsPath(category)}
      className="group flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-3 transition-shadow hover:shadow-card"
    >
      <div className={`flex aspect-square items-center justify-center overflow-hidden rounded-card ${tint}`}>
        {category.image ? (
          <img
            {...productImageSources(category.image)}
            sizes="(min-width: 1024px) 200px, (min-width: 640px) 33vw, 50vw"
            alt=""
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform group-hover:scale-105"
          />
        ) : (
          <span aria-hidden="true" className="text-4xl font-bold">
            {category.name.trim().charAt(0)}
          </span>
        )}
      </div>
      <div className="flex flex-col">
        <span className="font-bold text-ink group-hover:text-primary">{category.name}</span>
        {typeof category.products_count === 'number' ? (
          <span className="text-sm text-ink-secondary">
            {t('common.products', { count: category.products_count })}
          </span>
        ) : null}
      </div>
    </Link>
  );
}
