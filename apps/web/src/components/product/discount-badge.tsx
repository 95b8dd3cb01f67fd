import { formatNumber } from '../../lib/format.ts';
import { useProductStrings } from './use-product-strings.ts';

interface DiscountBadgeProps {
  percentage: number;
  className?: string;
}

/** The sale percentage (`-20%`), in the accent colour reserved for offers. */
export function DiscountBadge({ percentage, className = '' }: DiscountBadgeProps) {
  const { t, locale } = useProductStrings();
  if (!(percentage > 0)) return null;
  const value = formatNumber(percentage, locale);
  return (
    <span
      className={`inline-flex items-center rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-white ${className}`}
    >
      <bdi dir="ltr" aria-hidden="true">
        -{value}%
      </bdi>
      <span className="sr-only">{t('product.discountLabel', { value })}</span>
    </span>
  );
}
