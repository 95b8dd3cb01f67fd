import type { ProductView } from '@shop/shared/catalog';
import { useCallback } from 'react';
import { type CartProduct, maxQuantity, useCartStore } from '../../lib/cart-store.ts';
import { formatNumber, isolate } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { useProductStrings } from './use-product-strings.ts';

/** The fields of a product the cart keeps (display only: the server prices every order). */
export function cartProductOf(product: ProductView): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    discounted_price: product.has_discount ? product.discounted_price : null,
    image: product.image,
    stock: product.stock,
    category_name: product.category_name,
    requires_prescription: product.requires_prescription,
    max_per_order: product.max_per_order,
  };
}

export const isOutOfStock = (product: Pick<ProductView, 'stock' | 'stock_status'>): boolean =>
  product.stock_status === 'out_of_stock' || product.stock <= 0;

/**
 * Adds a product to the cart and says so in a toast. Out-of-stock products are refused; a quantity above
 * the stock is capped and the shopper is told. Returns whether anything was added.
 */
export function useAddToCart() {
  const { t, locale } = useProductStrings();
  return useCallback(
    (product: ProductView, quantity = 1): boolean => {
      const name = isolate(product.name);
      if (isOutOfStock(product)) {
        notify.error(t('product.cart.outOfStock', { name }));
        return false;
      }
      const cart = useCartStore.getState();
      const max = maxQuantity(product);
      // The per-order limit, not the stock, is what stops the shopper: say so.
      const byLimit = product.max_per_order !== null && product.max_per_order === max;
      const shownMax = isolate(formatNumber(max, locale));
      const before = cart.items.find((item) => item.id === product.id)?.quantity ?? 0;
      if (before >= max) {
        notify.warning(t(byLimit ? 'product.cart.atLimit' : 'product.cart.atMax', { name, max: shownMax }));
        return false;
      }
      cart.addItem(cartProductOf(product), quantity);
      const wanted = before + Math.max(1, Math.floor(quantity));
      if (wanted > max) {
        notify.warning(
          t(byLimit ? 'product.cart.cappedByLimit' : 'product.cart.capped', { name, max: shownMax }),
        );
      } else {
        notify.success(t('product.cart.added', { name }));
      }
      return true;
    },
    [t, locale],
  );
}
