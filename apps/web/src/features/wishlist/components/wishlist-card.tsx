import type { UseQueryResult } from '@tanstack/react-query';
import { HeartOff, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/product/product-thumb.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { formatDate, formatNumber, isolate } from '../../../lib/format.ts';
import type { WishlistEntry } from '../../../lib/wishlist-store.ts';
import type { Product } from '../api/get-product.ts';

interface WishlistCardProps {
  entry: WishlistEntry;
  query: UseQueryResult<Product>;
  onAddToCart: (product: Product) => void;
  onRemove: (name: string | null) => void;
}

/** One saved product: picture, name, price, stock, the date it was saved, add to cart and remove. */
export function WishlistCard({ entry, query, onAddToCart, onRemove }: WishlistCardProps) {
  const { t } = useTranslation('wishlist');
  const locale = useLocale();
  const product = query.data;
  const added = entry.added_at ? formatDate(entry.added_at, locale) : '';

  const removeButton = (name: string | null) => (
    <Button
      variant="quiet"
      size="sm"
      onClick={() => onRemove(name)}
      aria-label={name ? t('item.removeNamed', { name }) : t('item.remove')}
      className="text-ink-secondary! hover:bg-red-50! hover:text-danger!"
    >
      <HeartOff aria-hidden="true" className="size-4" />
      {t('item.remove')}
    </Button>
  );

  if (!product) {
    if (query.isPending) {
      return (
        <li className="flex gap-4 rounded-card border border-line bg-surface p-4" aria-busy="true">
          <Skeleton className="size-24 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="mt-auto h-10 w-full" />
          </div>
        </li>
      );
    }
    const gone = hasErrorCode(query.error, 'NOT_FOUND');
    return (
      <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
        {gone ? (
          <p className="text-sm text-ink-secondary">{t('item.gone')}</p>
        ) : (
          <ErrorState
            compact
            message={t('item.loadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {added ? <p className="text-xs text-ink-secondary">{t('item.added', { date: added })}</p> : null}
        <div>{removeButton(null)}</div>
      </li>
    );
  }

  const out = product.stock <= 0;
  return (
    <li className="flex gap-4 rounded-card border border-line bg-surface p-4">
      <Link to={`/products/${product.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductThumb src={product.image} alt="" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="font-medium text-ink">
          <Link
            to={`/products/${product.id}`}
            className="line-clamp-2 rounded-sm hover:text-primary hover:underline"
          >
            {product.name}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-1.5 text-sm text-ink-secondary">
          <span>{product.category_name || t('item.general')}</span>
          {product.requires_prescription ? <Badge tone="warning">{t('item.prescription')}</Badge> : null}
          {product.has_discount && product.discount_percentage > 0 ? (
            <Badge tone="accent">
              <bdi>{t('item.discount', { percent: formatNumber(product.discount_percentage, locale) })}</bdi>
            </Badge>
          ) : null}
        </div>
        <Price price={product.discounted_price} originalPrice={product.original_price} />
        <p
          className={`text-sm ${
            out
              ? 'font-medium text-danger'
              : product.stock_status === 'low_stock'
                ? 'font-medium text-amber-700'
                : 'text-green-700'
          }`}
        >
          {out
            ? t('item.outOfStock')
            : product.stock_status === 'low_stock'
              ? t('item.lowStock', { count: product.stock, n: isolate(formatNumber(product.stock, locale)) })
              : t('item.inStock')}
        </p>
        {added ? <p className="text-xs text-ink-secondary">{t('item.added', { date: added })}</p> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button
            size="sm"
            onClick={() => onAddToCart(product)}
            disabled={out}
            className="flex-1"
            aria-label={t('item.addNamed', { name: product.name })}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {t('item.addToCart')}
          </Button>
          {removeButton(product.name)}
        </div>
      </div>
    </li>
  );
}
