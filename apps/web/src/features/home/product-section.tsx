import { ProductGrid } from '../../components/product/product-grid.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { type HomeList, useHomeProducts } from './api/get-home-products.ts';
import { SectionHeader } from './section-header.tsx';

type GridList = Exclude<HomeList, 'bestsellers'>;

const LINKS: Record<GridList, string | null> = {
  latest: '/products?sort=created_at&order=desc',
  featured: null,
  discounted: '/offers',
};

/** One of the home grids (latest, featured, on sale): up to 8 cards; an empty list hides the section. */
export function ProductSection({ list }: { list: GridList }) {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch, isFetching } = useHomeProducts(list);
  const id = `home-${list}-title`;
  const link = LINKS[list];
  if (data && data.length === 0) return null;
  return (
    <section aria-labelledby={id} className="page-container py-8 md:py-12">
      <SectionHeader
        id={id}
        title={t(`lists.${list}.title`)}
        subtitle={t(`lists.${list}.subtitle`)}
        link={link ? { to: link, label: t(`lists.${list}.viewAll`) } : undefined}
      />
      {isError ? (
        <ErrorState message={t('lists.error')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <ProductGrid products={data ?? []} loading={isPending} skeletonCount={4} showDescription={false} />
      )}
    </section>
  );
}
