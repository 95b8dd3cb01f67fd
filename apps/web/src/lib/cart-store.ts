import { cartLineMax, clampQuantity } from '@shop/shared/cart';
import { STORAGE_KEYS } from '@shop/shared/constants';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plainValueStorage, readJson } from './storage.ts';

/**
 * A cart line, kept on this device. `id` is the product id. Prices are what the shopper saw when adding the
 * product, for display and to notice later changes: the server computes every total (calculate-summary) and
 * prices the order itself.
 */
export interface CartItem {
  id: number;
  name: string;
  /** The price before any discount. */
  price: number;
  /** The price after the discount, when the product had one. */
  discounted_price?: number | null;
  /** Same as `price` when given; tolerated from older stored carts. */
  original_price?: number | null;
  discount_percentage?: number | null;
  image?: string | null;
  description?: string | null;
  stock?: number | null;
  category_name?: string | null;
  requires_prescription?: boolean;
  /** Over-the-counter limit: the most of it one order may hold (null or missing: none). */
  max_per_order?: number | null;
  quantity: number;
  /**
   * The quantity the shopper had chosen before the shop lowered it to a per-order limit: the cart line says
   * so until they change the quantity themselves.
   */
  limited_from?: number;
}

export type CartProduct = Omit<CartItem, 'quantity' | 'limited_from'>;

/** What the server now says about a product in the cart (from calculate-summary). */
export interface CartItemUpdate {
  id: number;
  name?: string;
  price?: number;
  discounted_price?: number | null;
  discount_percentage?: number | null;
  stock?: number | null;
  requires_prescription?: boolean;
  max_per_order?: number | null;
}

interface CartState {
  items: CartItem[];
  /** Adds a product; a product already in the cart gets its quantity raised (never above the stock). */
  addItem: (product: CartProduct, quantity?: number) => void;
  /**
   * Sets a line's quantity. A number of 0 or less removes the line; anything that is not a number (typed
   * garbage) becomes 1; the rest is kept between 1 and the stock (99 when the stock is unknown).
   */
  setQuantity: (productId: number, quantity: number | string) => void;
  removeItem: (productId: number) => void;
  /** Takes the server's current names, prices and stock into the stored lines (the shopper has seen them). */
  updateItems: (updates: CartItemUpdate[]) => void;
  clear: () => void;
}

/** At most the stock, or 99 when the stock is unknown, and never above the product's per-order limit. */
export function maxQuantity(item: Pick<CartItem, 'stock' | 'max_per_order'>): number {
  return cartLineMax(item.stock, item.max_per_order);
}

/** The unit price the shopper saw: the discounted price when there was one, else the price (0 if missing). */
export function shownUnitPrice(item: Pick<CartItem, 'price' | 'discounted_price'>): number {
  const discounted = item.discounted_price;
  if (typeof discounted === 'number' && Number.isFinite(discounted)) return discounted;
  return typeof item.price === 'number' && Number.isFinite(item.price) ? item.price : 0;
}

const perOrderCap = (limit: unknown): number | null =>
  typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : null;

/** The shopper chose a quantity themselves: the note about a lowered line has done its work. */
function withoutLimitNote(item: CartItem): CartItem {
  const { limited_from: _, ...rest } = item;
  return rest;
}

function cleanItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const out: CartItem[] = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Partial<CartItem>;
    const id = Number(item.id);
    if (!Number.isInteger(id) || id <= 0 || seen.has(id)) continue;
    if (typeof item.quantity !== 'number' || !(item.quantity > 0)) continue;
    seen.add(id);
    const quantity = clampQuantity(item.quantity, item.stock, item.max_per_order);
    const { limited_from: storedNote, ...stored } = item as CartItem;
    // Lowered to the stored per-order limit now, or earlier (the note is kept until the shopper acts).
    const limitedFrom = Math.max(
      typeof storedNote === 'number' && Number.isInteger(storedNote) ? storedNote : 0,
      quantity < item.quantity && quantity === perOrderCap(item.max_per_order)
        ? Math.floor(item.quantity)
        : 0,
    );
    out.push({
      ...stored,
      id,
      name: typeof item.name === 'string' ? item.name : '',
      // The spec: a price that is missing or not a number counts as 0.
      price: typeof item.price === 'number' && Number.isFinite(item.price) ? item.price : 0,
      quantity,
      ...(limitedFrom > quantity ? { limited_from: limitedFrom } : {}),
    });
  }
  return out;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      addItem: (product, quantity = 1) =>
        set((state) => {
          const wanted = clampQuantity(quantity);
          const existing = state.items.find((item) => item.id === product.id);
          if (existing) {
            return {
              items: state.items.map((item) =>
                item.id === product.id
                  ? withoutLimitNote({
                      ...item,
                      ...product,
                      quantity: Math.min(item.quantity + wanted, maxQuantity(product)),
                    })
                  : item,
              ),
            };
          }
          return {
            items: [...state.items, { ...product, quantity: Math.min(wanted, maxQuantity(product)) }],
          };
        }),
      setQuantity: (productId, quantity) =>
        set((state) => {
          const numeric = typeof quantity === 'number' ? quantity : Number(String(quantity).trim() || 'x');
          if (Number.isFinite(numeric) && numeric <= 0) {
            return { items: state.items.filter((item) => item.id !== productId) };
          }
          return {
            items: state.items.map((item) =>
              item.id === productId
                ? withoutLimitNote({
                    ...item,
                    quantity: clampQuantity(quantity, item.stock, item.max_per_order),
                  })
                : item,
            ),
          };
        }),
      removeItem: (productId) =>
        set((state) => ({ items: state.items.filter((item) => item.id !== productId) })),
      updateItems: (updates) =>
        set((state) => {
          const byId = new Map(updates.map((update) => [update.id, update]));
          return {
            items: state.items.map((item) => {
              const update = byId.get(item.id);
              if (!update) return item;
              const next: CartItem = { ...item };
              if (update.name !== undefined) next.name = update.name;
              if (update.price !== undefined) {
                next.price = update.price;
                next.original_price = update.price;
              }
              if (update.discounted_price !== undefined) next.discounted_price = update.discounted_price;
              if (update.discount_percentage !== undefined)
                next.discount_percentage = update.discount_percentage;
              if (update.stock !== undefined) next.stock = update.stock;
              if (update.requires_prescription !== undefined) {
                next.requires_prescription = update.requires_prescription;
              }
              if (update.max_per_order !== undefined) {
                next.max_per_order = update.max_per_order;
                // A line above a new limit could never be ordered: it comes down to the limit at once.
                // (A lower stock is shown as a problem instead: it may come back.)
                if (update.max_per_order !== null && next.quantity > update.max_per_order) {
                  next.limited_from = Math.max(next.limited_from ?? 0, next.quantity);
                  next.quantity = update.max_per_order;
                }
              }
              return next;
            }),
          };
        }),
      clear: () => set({ items: [] }),
    }),
    {
      // Stored as a bare array under `cart_items`.
      name: STORAGE_KEYS.cart,
      storage: plainValueStorage<Pick<CartState, 'items'>, CartItem[]>({
        pick: (state) => state.items,
        restore: (raw) => ({ items: cleanItems(readJson(raw)) }),
      }),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

/** Units in the cart (the header badge). */
export const useCartCount = (): number =>
  useCartStore((state) => state.items.reduce((sum, item) => sum + item.quantity, 0));

if (typeof window !== 'undefined') {
  // Another tab changed the cart: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart) void useCartStore.persist.rehydrate();
  });
}
