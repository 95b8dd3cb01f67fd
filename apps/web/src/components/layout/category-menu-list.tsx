import { MEGA_MENU_CHILDREN } from '@shop/shared/constants';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { type Category, categoryProductsPath, useCategories } from '../../lib/categories.ts';
import { ChevronNext } from '../ui/directional-icons.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { Spinner } from '../ui/spinner.tsx';

interface CategoryMenuListProps {
  /** `panel`: the desktop mega menu grid; `drawer`: the phone drawer's single column. */
  layout: 'panel' | 'drawer';
  onNavigate?: () => void;
}

/**
 * Root categories with their product count and at most their first 3 children, each linking to
 * `/products?category=<slug>&order=desc`. Loading text, "no categories available", error with retry.
 */
export function CategoryMenuList({ layout, onNavigate }: CategoryMenuListProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useCategories();

  if (isPending) {
    return (
      <p className="flex items-center gap-2 p-4 text-ink-secondary">
        <Spinner className="size-4" />
        {t('megaMenu.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <ErrorState
        compact
        message={t('megaMenu.error')}
        onRetry={() => void refetch()}
        retrying={isFetching}
        className="p-4"
      />
    );
  }
  if (data.length === 0) {
    return <p className="p-4 text-ink-secondary">{t('megaMenu.empty')}</p>;
  }

  const grid =
    layout === 'panel'
      ? 'grid grid-cols-2 gap-x-6 gap-y-5 p-5 lg:grid-cols-4'
      : 'flex flex-col divide-y divide-line';

  return (
    <div>
      <ul className={grid}>
        {data.map((category) => (
          <CategoryEntry key={category.id} category={category} layout={layout} onNavigate={onNavigate} />
        ))}
      </ul>
      <div className={layout === 'panel' ? 'border-t border-line px-5 py-3' : 'py-3'}>
        <Link
          to="/products"
          onClick={onNavigate}
          className="inline-flex min-h-11 items-center gap-1 rounded-control font-medium text-primary hover:underline"
        >
          {t('megaMenu.allProducts')}
          <ChevronNext aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

function CategoryEntry({
  category,
  layout,
  onNavigate,
}: {
  category: Category;
  layout: CategoryMenuListProps['layout'];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const children = (category.children ?? []).slice(0, MEGA_MENU_CHILDREN);
  return (
    <li className={layout === 'drawer' ? 'py-2' : ''}>
      <Link
        to={categoryProductsPath(category, 'desc')}
        onClick={onNavigate}
        className="flex min-h-11 flex-wrap items-baseline gap-x-2 rounded-control py-1 font-bold text-ink hover:text-primary"
      >
        <span>{category.name}</span>
        {typeof category.products_count === 'number' ? (
          <span className="text-sm font-normal text-ink-secondary">
            ({t('common.products', { count: category.products_count })})
          </span>
        ) : null}
      </Link>
      {children.length > 0 ? (
        <ul className="flex flex-col">
          {children.map((child) => (
            <li key={child.id}>
              <Link
                to={categoryProductsPath(child, 'desc')}
                onClick={onNavigate}
                className="flex min-h-10 items-center rounded-control text-ink-secondary hover:text-primary"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
