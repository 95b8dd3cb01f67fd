import { useLocale } from '../../i18n/locale-store.ts';
import { formatMoney } from '../../lib/format.ts';

interface PriceProps {
  price: number;
  /** The price before a discount; shown struck through when higher than `price`. */
  originalPrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' };

/** The sale price in the accent colour with the old one struck through beside it, or the plain price. */
export function Price({ price, originalPrice, size = 'md', className = '' }: PriceProps) {
  const locale = useLocale();
  const discounted = typeof originalPrice === 'number' && originalPrice > price;
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <bdi className={`font-bold ${sizes[size]} ${discounted ? 'text-accent' : 'text-ink'}`}>
        {formatMoney(price, locale)}
      </bdi>
      {discounted ? (
        <s className="text-sm text-ink-muted">
          <bdi>{formatMoney(originalPrice, locale)}</bdi>
        </s>
      ) : null}
    </span>
  );
}
