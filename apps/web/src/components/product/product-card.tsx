import type { ProductView } from '@shop/shared/catalog';
import { CARD_DESCRIPTION_LENGTH } from '@shop/shared/constants';
import { FileText, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../ui/badge.tsx';
import { Price } from '../ui/price.tsx';
import { isOutOfStock, useAddToCart } from './add-to-cart.ts';
import { DiscountBadge } from './discount-badge.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { ProductImage } from './product-image.tsx';
import { StockBadge } from './stock-badge.tsx';
import { useProductStrings } from './use-product-strings.ts';
import { WishlistButton } from './wishlist-button.tsx';

export interface ProductCardProps {
  product: ProductView;
  /** The name's heading level, to fit the page's outline (h3 under a section's h2 by default). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Show the description (truncated to 80 characters). */
  showDescription?: boolean;
  /** Extra chips beside the stock label (bestseller rank, trending, …). */
  badges?: ReactNode;
  /** Extra lines under the price (savings, sold count, a countdown, …). */
  extra?: ReactNode;
  /** The image's `sizes` attribute for the grid it sits in. */
  imageSizes?: string;
  /** The photo is in the first screenful: fetched at once, not when scrolled to (see ProductGrid). */
  imagePriority?: boolean;
  className?: string;
}

/** Cuts a description to the card's length on a word boundary, with an ellipsis. */
export function truncateDescription(text: string, max = CARD_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A product card (DESIGN.md): square photo on white, discount badge at the top start corner, wishlist heart
 * at the top end corner, name on two lines, price row, stock or prescription chip and a full-width
 * add-to-cart button. The whole card is one link to the product, except its buttons.
 */
export function ProductCard({
  product,
  headingLevel: Heading = 'h3',
  showDescription = true,
  badges,
  extra,
  imageSizes,
  imagePriority = false,
  className = '',
}: ProductCardProps) {
  const { t, ready } = useProductStrings();
  const addToCart = useAddToCart();
  if (!ready) return <ProductCardSkeleton className={className} />;

  const href = `/products/${product.id}`;
  const soldOut = isOutOfStock(product);
  const discounted = product.has_discount && product.discounted_price < product.original_price;
  // A prescription medicine found by search or in its category shows the price to pay, never a sale.
  const showSale = discounted && !product.requires_prescription;

  return (
    // Off screen, a card is not laid out or painted until it scrolls near (its last size is kept): a list of
    // 24 cards costs the browser the cards in view when the page first paints and when the fonts arrive.
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-shadow [contain-intrinsic-size:auto_32rem] [content-visibility:auto] lg:[contain-intrinsic-size:auto_36rem] focus-within:shadow-card hover:shadow-card ${className}`}
    >
      <div className="relative border-b border-line bg-white p-3">
        <ProductImage
          src={product.image}
          alt={product.name}
          sizes={imageSizes}
          priority={imagePriority}
          className={`transition-transform duration-300 group-hover:scale-[1.03] ${soldOut ? 'opacity-60' : ''}`}
        />
        {showSale ? (
          <DiscountBadge percentage={product.discount_percentage} className="absolute top-3 start-3" />
        ) : null}
        <WishlistButton product={product} className="absolute top-2 end-2 z-10" />
      </div>

      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="truncate text-xs text-ink-secondary">{product.category_name}</p>
        <Heading className="text-sm font-bold leading-snug text-ink md:text-base">
          {/* The stretched link makes the whole card clickable; the buttons sit above it. */}
          <Link
            to={href}
            className="line-clamp-2 min-h-[2.6em] rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-2 focus-visible:after:outline-primary"
          >
            {product.name}
          </Link>
        </Heading>
        {showDescription && product.description ? (
          <p className="text-xs text-ink-secondary md:text-sm">{truncateDescription(product.description)}</p>
        ) : null}

        <Price
          price={discounted ? product.discounted_price : product.price}
          originalPrice={showSale ? product.original_price : null}
          className="mt-auto pt-1"
        />
        {extra ? <div className="flex flex-col gap-1 text-xs text-ink-secondary">{extra}</div> : null}

        <div className="flex flex-wrap items-center gap-1.5">
          <StockBadge status={product.stock_status} stock={product.stock} />
          {product.requires_prescription ? (
            <Badge tone="primary">
              <FileText aria-hidden="true" className="size-3.5" />
              {t('product.prescription.badge')}
            </Badge>
          ) : null}
          {badges}
        </div>

        <button
          type="button"
          disabled={soldOut}
          onClick={() => addToCart(product)}
          aria-label={soldOut ? undefined : t('product.cart.addNamed', { name: product.name })}
          className="relative z-10 mt-1 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control bg-primary px-3 text-sm font-medium text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-ink-secondary"
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          {soldOut ? t('product.cart.unavailable') : t('product.cart.add')}
        </button>
      </div>
    </article>
  );
}
