import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The store with its server calls replaced: what a signed-in change sends, what a failed call leaves behind,
 * what signing in pushes and adopts, and what signing out clears.
 */
const api = vi.hoisted(() => ({
  server: [] as number[],
  failing: false,
  addCalls: [] as number[][],
}));

vi.mock('./wishlist-sync.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./wishlist-sync.ts')>();
  const view = () => ({
    items: [...api.server],
    entries: api.server.map((id) => ({ product_id: id, added_at: '2026-03-01T00:00:00.000Z' })),
  });
  // A dropped connection (retried, then given up).
  const fail = () => {
    if (api.failing) throw new TypeError('Failed to fetch');
  };
  return {
    ...real,
    // No waiting between retries in tests.
    withRetry: (call: () => Promise<unknown>) => real.withRetry(call, async () => {}),
    pushInBatches: (ids: number[], add: (batch: number[]) => Promise<never>) =>
      real.pushInBatches(ids, add, async () => {}),
    fetchServerWishlist: async () => {
      fail();
      return view();
    },
    addToServerWishlist: async (ids: number[]) => {
      api.addCalls.push(ids);
      fail();
      api.server = [...new Set([...api.server, ...ids])];
      return { ...view(), skipped: [] };
    },
    removeFromServerWishlist: async (id: number) => {
      fail();
      api.server = api.server.filter((x) => x !== id);
      return view();
    },
    clearServerWishlist: async () => {
      fail();
      api.server = [];
      return view();
    },
  };
});

const stored = new Map<string, string>();
const storage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};

async function load() {
  vi.resetModules();
  return import('./wishlist-store.ts');
}

const ids = (items: { product_id: number }[]) => items.map((e) => e.product_id).sort((a, b) => a - b);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('wishlist store', () => {
  beforeEach(() => {
    stored.clear();
    api.server = [];
    api.failing = false;
    api.addCalls = [];
    vi.stubGlobal('window', {
      localStorage: storage,
      sessionStorage: storage,
      addEventListener: () => {},
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signed out, a change stays on this device only', async () => {
    const { useWishlistStore } = await load();
    expect(useWishlistStore.getState().toggle(5)).toBe(true);
    await settle();
    expect(api.addCalls).toEqual([]);
    expect(JSON.parse(stored.get('wishlist') ?? '[]')).toMatchObject([{ product_id: 5 }]);
    expect(useWishlistStore.getState().toggle(5)).toBe(false);
    expect(useWishlistStore.getState().items).toEqual([]);
  });

  it('signing in pushes the local products the server lacks, then adopts the server list', async () => {
    const { useWishlistStore, setWishlistSession } = await load();
    const store = useWishlistStore.getState();
    store.add(1);
    store.add(2);
    api.server = [2, 7];
    setWishlistSession(42);
    expect(await useWishlistStore.getState().syncWithServer()).toBe('synced');
    expect(api.addCalls).toEqual([[1]]);
    expect(ids(useWishlistStore.getState().items)).toEqual([1, 2, 7]);
    expect(useWishlistStore.getState().pendingSync).toBe(false);
  });

  it('pushes more than 20 products in batches of 20', async () => {
    const { useWishlistStore, setWishlistSession } = await load();
    for (let id = 1; id <= 45; id++) useWishlistStore.getState().add(id);
    setWishlistSession(42);
    await useWishlistStore.getState().syncWithServer();
    expect(api.addCalls.map((batch) => batch.length)).toEqual([20, 20, 5]);
    expect(api.server).toHaveLength(45);
  });

  it('signed in, a failed call keeps the change here and marks it pending; the next sync sends it', async () => {
    const { useWishlistStore, setWishlistSession } = await load();
    setWishlistSession(42);
    await useWishlistStore.getState().syncWithServer();
    api.failing = true;
    useWishlistStore.getState().add(3);
    await settle();
    expect(ids(useWishlistStore.getState().items)).toEqual([3]);
    expect(useWishlistStore.getState().pendingSync).toBe(true);

    api.failing = false;
    expect(await useWishlistStore.getState().syncWithServer()).toBe('synced');
    expect(api.server).toEqual([3]);
    expect(useWishlistStore.getState().pendingSync).toBe(false);
  });

  it('a removal that failed is replayed, so the server does not bring the product back', async () => {
    const { useWishlistStore, setWishlistSession } = await load();
    api.server = [4, 5];
    setWishlistSession(42);
    await useWishlistStore.getState().syncWithServer();
    api.failing = true;
    useWishlistStore.getState().remove(4);
    await settle();
    expect(useWishlistStore.getState().pendingSync).toBe(true);
    api.failing = false;
    await useWishlistStore.getState().syncWithServer();
    expect(api.server).toEqual([5]);
    expect(ids(useWishlistStore.getState().items)).toEqual([5]);
  });

  it('a product removed on another device is not pushed back', async () => {
    const { useWishlistStore, setWishlistSession } = await load();
    api.server = [8, 9];
    setWishlistSession(42);
    await useWishlistStore.getState().syncWithServer();
    api.server = [9];
    await useWishlistStore.getState().syncWithServer();
    expect(ids(useWishlistStore.getState().items)).toEqual([9]);
    expect(api.addCalls).toEqual([]);
  });

  it('signing out clears the pending flag', async () => {
    const { useWishlistStore, setWishlistSession } = await load();
    setWishlistSession(42);
    await useWishlistStore.getState().syncWithServer();
    api.failing = true;
    useWishlistStore.getState().clear();
    await settle();
    expect(useWishlistStore.getState().pendingSync).toBe(true);
    setWishlistSession(null);
    expect(useWishlistStore.getState().pendingSync).toBe(false);
    expect(JSON.parse(stored.get('wishlist_sync') ?? '{}')).toMatchObject({ pending: false, cleared: false });
  });
});
