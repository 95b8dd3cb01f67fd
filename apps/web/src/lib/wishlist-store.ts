import { STORAGE_KEYS } from '@shop/shared/constants';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { i18n, loadNamespace } from '../i18n/i18n.ts';
import { userQueryKey } from './auth.ts';
import { queryClient } from './query-client.ts';
import { local, plainValueStorage, readJson } from './storage.ts';
import { notify } from './toast.ts';
import {
  addToServerWishlist,
  adoptServerList,
  clearServerWishlist,
  fetchServerWishlist,
  planSync,
  pushInBatches,
  removeFromServerWishlist,
  type ServerWishlist,
  withRetry,
} from './wishlist-sync.ts';

export interface WishlistEntry {
  product_id: number;
  /** ISO date-time. */
  added_at: string;
}

/** How the last sync with the server went. */
export type SyncOutcome = 'synced' | 'partial' | 'failed' | 'signed-out';

interface WishlistState {
  items: WishlistEntry[];
  /** A change made on this device has not reached the server yet (a call failed). */
  pendingSync: boolean;
  /** A sync with the server is running. */
  syncing: boolean;
  has: (productId: number) => boolean;
  add: (productId: number) => void;
  remove: (productId: number) => void;
  /** Adds or removes by membership; returns true when the product is now in the wishlist. */
  toggle: (productId: number) => boolean;
  clear: () => void;
  /**
   * Signed in: replays changes that failed, pushes local products missing on the server (batches of 20, with
   * retries), then adopts the server's list. `quiet` leaves failure messages to the caller.
   */
  syncWithServer: (options?: { quiet?: boolean }) => Promise<SyncOutcome>;
}

// ---------------------------------------------------------------- what is waiting for the server

/** Kept beside the list (`wishlist` stays a bare array of entries for other code and older builds). */
const SYNC_KEY = 'wishlist_sync';

interface SyncRecord {
  /** Something failed to reach the server. */
  pending: boolean;
  /** Removals the server has not heard about. */
  removed: number[];
  /** A clear the server has not heard about. */
  cleared: boolean;
  /** The server's product ids at the last sync: a product missing there now was removed on another device. */
  known: number[];
}

const EMPTY_RECORD: SyncRecord = { pending: false, removed: [], cleared: false, known: [] };

function readRecord(): SyncRecord {
  const raw = readJson(local.get(SYNC_KEY)) as Partial<SyncRecord> | null;
  if (!raw || typeof raw !== 'object') return { ...EMPTY_RECORD };
  const ids = (value: unknown) =>
    Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  return {
    pending: raw.pending === true,
    removed: ids(raw.removed),
    cleared: raw.cleared === true,
    known: ids(raw.known),
  };
}

function updateRecord(change: (record: SyncRecord) => SyncRecord): void {
  const next = change(readRecord());
  local.set(SYNC_KEY, JSON.stringify(next));
  useWishlistStore.setState({ pendingSync: next.pending });
}

// ---------------------------------------------------------------- who is signed in

/** The signed-in customer's id, followed from the user query (null when signed out). */
let sessionUserId: number | null = null;

const isSignedIn = () => sessionUserId !== null;

type MessageKey = 'addedLocally' | 'removedLocally' | 'clearedLocally' | 'syncFailed' | 'someFailed';

/** The spec's wishlist messages, from the `wishlist` strings (loaded on demand, kept for offline moments). */
async function tell(kind: 'warning' | 'error', key: MessageKey): Promise<void> {
  try {
    await loadNamespace('wishlist');
  } catch {
    // offline and never loaded: the key is shown rather than nothing
  }
  notify[kind](i18n.t(`sync.${key}`, { ns: 'wishlist' }));
}

// ---------------------------------------------------------------- server side of each change

async function sendAdd(productId: number): Promise<void> {
  const user = sessionUserId;
  try {
    await addToServerWishlist([productId]);
    updateRecord((r) => ({ ...r, known: [...new Set([...r.known, productId])] }));
  } catch {
    if (sessionUserId !== user) return;
    updateRecord((r) => ({ ...r, pending: true }));
    void tell('warning', 'addedLocally');
  }
}

async function sendRemove(productId: number): Promise<void> {
  const user = sessionUserId;
  try {
    await removeFromServerWishlist(productId);
    updateRecord((r) => ({ ...r, known: r.known.filter((id) => id !== productId) }));
  } catch {
    if (sessionUserId !== user) return;
    updateRecord((r) => ({ ...r, pending: true, removed: [...new Set([...r.removed, productId])] }));
    void tell('warning', 'removedLocally');
  }
}

async function sendClear(): Promise<void> {
  const user = sessionUserId;
  try {
    await clearServerWishlist();
    updateRecord((r) => ({ ...r, known: [], removed: [], cleared: false }));
  } catch {
    if (sessionUserId !== user) return;
    updateRecord((r) => ({ ...r, pending: true, removed: [], cleared: true }));
    void tell('warning', 'clearedLocally');
  }
}

// ---------------------------------------------------------------- the sync

let running: Promise<SyncOutcome> | null = null;

async function runSync(quiet: boolean): Promise<SyncOutcome> {
  const user = sessionUserId;
  if (user === null) return 'signed-out';
  let record = readRecord();
  // Only a failure that leaves changes of this device behind is worth a message; a plain refresh that fails
  // (the shop opened offline with nothing new here) stays quiet.
  const known = new Set(record.known);
  const atStake =
    record.pending ||
    record.cleared ||
    record.removed.length > 0 ||
    useWishlistStore.getState().items.some((entry) => !known.has(entry.product_id));
  const fail = (outcome: SyncOutcome): SyncOutcome => {
    if (sessionUserId === user && atStake) {
      updateRecord((r) => ({ ...r, pending: true }));
      if (!quiet) void tell('error', outcome === 'partial' ? 'someFailed' : 'syncFailed');
    }
    return outcome;
  };

  // 1. Changes that failed earlier: a clear, then single removals.
  try {
    if (record.cleared) {
      await withRetry(clearServerWishlist);
      updateRecord((r) => ({ ...r, cleared: false, known: [] }));
    }
    for (const id of record.removed) {
      await withRetry(() => removeFromServerWishlist(id));
      updateRecord((r) => ({
        ...r,
        removed: r.removed.filter((x) => x !== id),
        known: r.known.filter((x) => x !== id),
      }));
    }
  } catch {
    return fail('failed');
  }

  // 2. The server's list, and what this device has that it lacks.
  let server: ServerWishlist;
  try {
    server = await withRetry(fetchServerWishlist);
  } catch {
    return fail('failed');
  }
  if (sessionUserId !== user) return 'signed-out';
  record = readRecord();
  const before = useWishlistStore.getState().items;
  const { toPush } = planSync(before, server, record.known);
  const push = await pushInBatches(toPush, addToServerWishlist);
  if (sessionUserId !== user) return 'signed-out';

  // 3. Adopt the server's list; keep what could not be sent, and what changed here while this ran.
  const latest = push.latest ?? server;
  const now = useWishlistStore.getState().items;
  const beforeIds = new Set(before.map((e) => e.product_id));
  const nowIds = new Set(now.map((e) => e.product_id));
  const addedMeanwhile = now.filter((e) => !beforeIds.has(e.product_id)).map((e) => e.product_id);
  const removedMeanwhile = new Set(before.filter((e) => !nowIds.has(e.product_id)).map((e) => e.product_id));
  const adopted = adoptServerList(latest, now, [...push.failed, ...addedMeanwhile]).filter(
    (e) => !removedMeanwhile.has(e.product_id),
  );
  useWishlistStore.setState({ items: adopted });
  updateRecord((r) => ({ ...r, known: latest.items, pending: push.failed.length > 0 }));

  if (push.failed.length === 0) return 'synced';
  return fail(push.failed.length === toPush.length ? 'failed' : 'partial');
}

function syncWithServer(options: { quiet?: boolean } = {}): Promise<SyncOutcome> {
  if (!running) {
    useWishlistStore.setState({ syncing: true });
    running = runSync(options.quiet === true).finally(() => {
      running = null;
      useWishlistStore.setState({ syncing: false });
    });
  }
  return running;
}

// ---------------------------------------------------------------- the store

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

/**
 * Kept on this device under `wishlist`, so it works signed out. Signed in, every change is applied here first and
 * then sent to the server; a failed call keeps the change here, flags it as pending and says so.
 */
export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      pendingSync: readRecord().pending,
      syncing: false,
      has: (productId) => get().items.some((entry) => entry.product_id === productId),
      add: (productId) => {
        if (get().has(productId)) return;
        set((state) => ({
          items: [...state.items, { product_id: productId, added_at: new Date().toISOString() }],
        }));
        if (isSignedIn()) void sendAdd(productId);
      },
      remove: (productId) => {
        if (!get().has(productId)) return;
        set((state) => ({ items: state.items.filter((entry) => entry.product_id !== productId) }));
        if (isSignedIn()) void sendRemove(productId);
      },
      toggle: (productId) => {
        if (get().has(productId)) {
          get().remove(productId);
          return false;
        }
        get().add(productId);
        return true;
      },
      clear: () => {
        set({ items: [] });
        if (isSignedIn()) void sendClear();
      },
      syncWithServer,
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

/**
 * Follows sign-in and sign-out. Signing in (or opening the shop with a session) syncs with the server; signing
 * out clears the pending flag and the changes waiting for the server (they belonged to that account).
 */
export function setWishlistSession(userId: number | null): void {
  if (userId === sessionUserId) return;
  sessionUserId = userId;
  if (userId === null) {
    updateRecord((r) => ({ ...r, pending: false, removed: [], cleared: false }));
    return;
  }
  // The messages may be needed when the connection is gone: fetch them while it is here.
  void loadNamespace('wishlist').catch(() => {});
  void syncWithServer();
}

function userIdOf(data: unknown): number | null {
  const id = (data as { id?: unknown } | null | undefined)?.id;
  const n = typeof id === 'string' ? Number(id) : id;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.wishlist) void useWishlistStore.persist.rehydrate();
    if (event.key === SYNC_KEY) useWishlistStore.setState({ pendingSync: readRecord().pending });
  });
  // The user query (lib/auth.ts) says who is signed in; nothing else needs to tell the wishlist.
  const cache = queryClient.getQueryCache();
  const follow = () => {
    const query = cache.find({ queryKey: userQueryKey, exact: true });
    if (query?.state.status !== 'success') return;
    setWishlistSession(userIdOf(query.state.data));
  };
  cache.subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === userQueryKey[0]) follow();
    if (event.type === 'removed' && event.query.queryKey[0] === userQueryKey[0]) setWishlistSession(null);
  });
  follow();
  // Back online with changes waiting: send them.
  window.addEventListener('online', () => {
    if (isSignedIn() && useWishlistStore.getState().pendingSync) void syncWithServer({ quiet: true });
  });
}
