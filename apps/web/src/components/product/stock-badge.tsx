import type { StockStatus } from '@shop/shared/catalog';
import { formatNumber } from '../../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { useProductStrings } from './use-product-strings.ts';

interface StockBadgeProps {
  status: StockStatus;
  stock: number;
  className?: string;
}

/** In stock (green), low stock with the count left (amber), out of stock (red). */
export function StockBadge({ status, stock, className = '' }: StockBadgeProps) {
  const { t, locale } = useProductStrings();
  if (status === 'out_of_stock') {
    return (
      <Badge tone="danger" className={className}>
        {t('product.stock.out')}
      </Badge>
    );
  }
  if (status === 'low_stock') {
    return (
      <Badge tone="warning" className={className}>
        {t('product.stock.low', { count: stock, left: formatNumber(stock, locale) })}
      </Badge>
    );
  }
  return (
    <Badge tone="success" className={className}>
      {t('product.stock.in')}
    </Badge>
  );
}
