import type { ProductView } from '@shop/shared/catalog';
import { Heart } from 'lucide-react';
import { isolate } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { useWishlistStore } from '../../lib/wishlist-store.ts';
import { useProductStrings } from './use-product-strings.ts';

interface WishlistButtonProps {
  product: Pick<ProductView, 'id' | 'name'> | null | undefined;
  /** `icon`: the heart on a card's corner; `labelled`: a full button with text (product page). */
  appearance?: 'icon' | 'labelled';
  className?: string;
}

/** Adds or removes the product from the wishlist (the store syncs with the server when signed in). */
export function WishlistButton({ product, appearance = 'icon', className = '' }: WishlistButtonProps) {
  const { t } = useProductStrings();
  const id = product?.id;
  const saved = useWishlistStore((state) =>
    typeof id === 'number' ? state.items.some((entry) => entry.product_id === id) : false,
  );
  const name = isolate(product?.name ?? '');

  const toggle = () => {
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
      notify.error(t('product.wishlist.invalid'));
      return;
    }
    const nowSaved = useWishlistStore.getState().toggle(id);
    notify.success(nowSaved ? t('product.wishlist.added') : t('product.wishlist.removed'));
  };

  const label = saved ? t('product.wishlist.remove', { name }) : t('product.wishlist.add', { name });
  const heart = (
    <Heart
      aria-hidden="true"
      className={`size-5 transition-colors ${saved ? 'fill-accent text-accent' : 'text-ink-secondary'}`}
    />
  );

  if (appearance === 'labelled') {
    return (
      <button
        type="button"
        onClick={toggle}
        aria-pressed={saved}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-line bg-surface px-4 font-medium text-ink hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${className}`}
      >
        {heart}
        {saved ? t('product.wishlist.savedLabel') : t('product.wishlist.addLabel')}
      </button>
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${className}`}
    >
      {heart}
    </button>
  );
}
