import { STORAGE_KEYS } from '@shop/shared/constants';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plainValueStorage, readJson } from './storage.ts';

export interface WishlistEntry {
  product_id: number;
  /** ISO date-time. */
  added_at: string;
}

interface WishlistState {
  items: WishlistEntry[];
  has: (productId: number) => boolean;
  add: (productId: number) => void;
  remove: (productId: number) => void;
  /** Adds or removes by membership; returns true when the product is now in the wishlist. */
  toggle: (productId: number) => boolean;
  clear: () => void;
}

function cleanEntries(value: unknown): WishlistEntry[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const out: WishlistEntry[] = [];
  for (const entry of value) {
    const id = Number((entry as Partial<WishlistEntry> | null)?.product_id);
    if (!Number.isInteger(id) || id <= 0 || seen.has(id)) continue;
    seen.add(id);
    const addedAt = (entry as Partial<WishlistEntry>).added_at;
    out.push({ product_id: id, added_at: typeof addedAt === 'string' ? addedAt : new Date().toISOString() });
  }
  return out;
}

/** Kept on this device under `wishlist`; the wishlist issue adds syncing with the server when signed in. */
export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      has: (productId) => get().items.some((entry) => entry.product_id === productId),
      add: (productId) => {
        if (get().has(productId)) return;
        set((state) => ({
          items: [...state.items, { product_id: productId, added_at: new Date().toISOString() }],
        }));
      },
      remove: (productId) =>
        set((state) => ({ items: state.items.filter((entry) => entry.product_id !== productId) })),
      toggle: (productId) => {
        if (get().has(productId)) {
          get().remove(productId);
          return false;
        }
        get().add(productId);
        return true;
      },
      clear: () => set({ items: [] }),
    }),
    {
      name: STORAGE_KEYS.wishlist,
      storage: plainValueStorage<Pick<WishlistState, 'items'>, WishlistEntry[]>({
        pick: (state) => state.items,
        restore: (raw) => ({ items: cleanEntries(readJson(raw)) }),
      }),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

export const useWishlistCount = (): number => useWishlistStore((state) => state.items.length);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.wishlist) void useWishlistStore.persist.rehydrate();
  });
}
