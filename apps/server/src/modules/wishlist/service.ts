import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, wishlistItems } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export interface WishlistState {
  items: number[];
  entries: { product_id: number; added_at: string }[];
}

export async function getWishlist(db: Db, userId: number): Promise<WishlistState> {
  const rows = await db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.status, 'active')))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
  return {
    items: rows.map((r) => r.productId),
    entries: rows.map((r) => ({ product_id: r.productId, added_at: r.addedAt.toISOString() })),
  };
}

/**
 * Adds products (one, or a batch from a device that was offline); ids that are not sellable
 * products are reported back as skipped rather than failing the whole batch.
 */
export async function addToWishlist(
  db: Db,
  userId: number,
  productIds: number[],
): Promise<{ skipped: number[] }> {
  const unique = [...new Set(productIds)];
  const existing = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, unique), eq(products.status, 'active')));
  const valid = new Set(existing.map((p) => p.id));
  const skipped = unique.filter((id) => !valid.has(id));
  if (productIds.length === 1 && skipped.length === 1) throw new AppError('NOT_FOUND', 'Product Not Found');
  if (valid.size) {
    await db
      .insert(wishlistItems)
      .values([...valid].map((productId) => ({ userId, productId })))
      .onConflictDoNothing();
  }
  return { skipped };
}

export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

export async function toggleWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  const [gone] = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning();
  if (gone) return false;
  await addToWishlist(db, userId, [productId]);
  return true;
}

export async function clearWishlist(db: Db, userId: number): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
