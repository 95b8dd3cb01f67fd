import { CART_MAX_QUANTITY_WITHOUT_STOCK, STORAGE_KEYS } from '@shop/shared/constants';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plainValueStorage, readJson } from './storage.ts';

/**
 * A cart line, kept on this device. `id` is the product id. Prices are for display only: the server
 * computes every total when the order is placed.
 */
export interface CartItem {
  id: number;
  name: string;
  price: number;
  discounted_price?: number | null;
  image?: string | null;
  stock?: number | null;
  category_name?: string | null;
  requires_prescription?: boolean;
  quantity: number;
}

export type CartProduct = Omit<CartItem, 'quantity'>;

interface CartState {
  items: CartItem[];
  /** Adds a product; a product already in the cart gets its quantity raised. */
  addItem: (product: CartProduct, quantity?: number) => void;
  /** Sets a line's quantity; 0 or less removes the line. */
  setQuantity: (productId: number, quantity: number) => void;
  removeItem: (productId: number) => void;
  clear: () => void;
}

/** At most the stock, or 99 when the stock is unknown. */
export function maxQuantity(item: Pick<CartItem, 'stock'>): number {
  return typeof item.stock === 'number' && item.stock > 0 ? item.stock : CART_MAX_QUANTITY_WITHOUT_STOCK;
}

function cleanItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is CartItem =>
      !!item &&
      typeof item === 'object' &&
      Number.isInteger(item.id) &&
      typeof item.quantity === 'number' &&
      item.quantity > 0,
  );
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      addItem: (product, quantity = 1) =>
        set((state) => {
          const wanted = Math.max(1, Math.floor(quantity));
          const existing = state.items.find((item) => item.id === product.id);
          if (existing) {
            return {
              items: state.items.map((item) =>
                item.id === product.id
                  ? { ...item, ...product, quantity: Math.min(item.quantity + wanted, maxQuantity(product)) }
                  : item,
              ),
            };
          }
          return {
            items: [...state.items, { ...product, quantity: Math.min(wanted, maxQuantity(product)) }],
          };
        }),
      setQuantity: (productId, quantity) =>
        set((state) => ({
          items:
            quantity <= 0 || !Number.isFinite(quantity)
              ? state.items.filter((item) => item.id !== productId)
              : state.items.map((item) =>
                  item.id === productId
                    ? { ...item, quantity: Math.min(Math.floor(quantity), maxQuantity(item)) }
                    : item,
                ),
        })),
      removeItem: (productId) =>
        set((state) => ({ items: state.items.filter((item) => item.id !== productId) })),
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
