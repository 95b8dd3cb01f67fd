import type { ProductView } from '@shop/shared/catalog';
import type { ReactNode } from 'react';
import { ProductCard, type ProductCardProps } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

interface ProductGridProps {
  products: ProductView[];
  /** Show this many skeleton cards instead of the products (first load). */
  loading?: boolean;
  skeletonCount?: number;
  /** Columns on wide screens (2 on phones, 3 on tablets). */
  columns?: 3 | 4;
  headingLevel?: ProductCardProps['headingLevel'];
  showDescription?: boolean;
  /** Per-product extras for the cards. */
  badgesFor?: (product: ProductView, index: number) => ReactNode;
  extraFor?: (product: ProductView, index: number) => ReactNode;
  /** Labels the list for screen readers (for example "Search results"). */
  label?: string;
  /**
   * A grid that opens its page: its first row's photos are the page's largest paint, so they are fetched at
   * once instead of lazily (Lighthouse's "LCP image was lazily loaded" on /products).
   */
  firstOnPage?: boolean;
  className?: string;
}

const COLUMNS = {
  3: 'grid-cols-2 md:grid-cols-3',
  4: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
};
const SIZES = {
  3: '(min-width: 768px) 280px, 50vw',
  4: '(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw',
};

/** Product cards in a responsive grid: 2 columns on phones, 3 on tablets, 3 or 4 on desktops. */
export function ProductGrid({
  products,
  loading = false,
  skeletonCount = 8,
  columns = 4,
  headingLevel,
  showDescription,
  badgesFor,
  extraFor,
  label,
  firstOnPage = false,
  className = '',
}: ProductGridProps) {
  const grid = `grid gap-3 md:gap-4 ${COLUMNS[columns]} ${className}`;
  if (loading) {
    return (
      <ul className={grid} aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            showDescription={showDescription}
            badges={badgesFor?.(product, index)}
            extra={extraFor?.(product, index)}
            imageSizes={SIZES[columns]}
            imagePriority={firstOnPage && index < columns}
          />
        </li>
      ))}
    </ul>
  );
}
