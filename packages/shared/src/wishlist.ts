import { z } from 'zod';
import { WISHLIST_SYNC_BATCH } from './constants.ts';
import { idNumber } from './numbers.ts';

const productId = idNumber('Invalid product');

export const wishlistProductBody = z.object({ product_id: productId });

/** `product_id` for one product, or `items` for a batch (the sign-in sync pushes up to 20 at a time). */
export const wishlistAddBody = z
  .object({
    product_id: productId.optional(),
    items: z
      .array(productId)
      .min(1)
      .max(WISHLIST_SYNC_BATCH * 5)
      .optional(),
  })
  .refine((b) => b.product_id !== undefined || b.items !== undefined, {
    message: 'Invalid product',
    path: ['product_id'],
  });

export const wishlistView = z.object({
  items: z.array(z.number().int()),
  entries: z.array(z.object({ product_id: z.number().int(), added_at: z.string() })),
});

/** POST /api/wishlist/add: the list, and the ids the server skipped (products that are gone). */
export const wishlistAddView = wishlistView.extend({ skipped: z.array(z.number()) });

/** POST /api/wishlist/toggle: the list, and whether the product is in it now. */
export const wishlistToggleView = wishlistView.extend({ in_wishlist: z.boolean() });
