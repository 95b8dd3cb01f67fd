import type { ProductView } from '@shop/shared/catalog';
import { HOME_LIST_SIZE } from '@shop/shared/constants';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { type ProductFilters, useProducts } from './api/get-products.ts';

const MIN_RELATED = 4;

/** The list related products are drawn from: a category's first products by name, one more than are shown. */
export const relatedFilters = (category: string | undefined): ProductFilters => ({
  category,
  limit: HOME_LIST_SIZE + 1,
  sort: 'name',
});

/**
 * Up to 8 other products of the same category; when the category holds fewer than 4 others, the parent
 * category fills in. Hidden when there is nothing to show.
 */
export function RelatedProducts({ product }: { product: ProductView }) {
  const { t } = useTranslation('catalog');
  const own = useProducts(relatedFilters(product.category.slug));
  const others = (own.data?.data ?? []).filter((p) => p.id !== product.id);
  const parent = product.category.parent;
  const needParent = own.isSuccess && others.length < MIN_RELATED && parent !== null;
  const wider = useProducts(relatedFilters(parent?.slug), { enabled: needParent });

  const seen = new Set<number>([product.id]);
  const items: ProductView[] = [];
  for (const p of [...others, ...(needParent ? (wider.data?.data ?? []) : [])]) {
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    items.push(p);
  }
  const shown = items.slice(0, HOME_LIST_SIZE);
  const loading = own.isPending || (needParent && wider.isPending);

  if (own.isError) {
    return (
      <section aria-labelledby="related-title" className="flex flex-col gap-4">
        <h2 id="related-title" className="text-xl text-ink md:text-2xl">
          {t('product.related.title')}
        </h2>
        <ErrorState
          compact
          message={t('product.related.error')}
          onRetry={() => void own.refetch()}
          retrying={own.isFetching}
        />
      </section>
    );
  }
  if (!loading && shown.length === 0) return null;

  return (
    <section aria-labelledby="related-title" className="flex flex-col gap-4">
      <h2 id="related-title" className="text-xl text-ink md:text-2xl">
        {t('product.related.title')}
      </h2>
      <ProductGrid products={shown} loading={loading} skeletonCount={4} showDescription={false} />
    </section>
  );
}
