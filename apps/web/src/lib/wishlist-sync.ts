import {
  WISHLIST_SYNC_ATTEMPTS,
  WISHLIST_SYNC_BACKOFF_MS,
  WISHLIST_SYNC_BATCH,
} from '@shop/shared/constants';
import type { wishlistAddView, wishlistView } from '@shop/shared/wishlist';
import type { z } from 'zod';
import { api } from './api-client.ts';
import { isApiError } from './api-error.ts';

/**
 * The wishlist's server calls and the rules for merging the list kept on this device with the signed-in
 * customer's list on the server. Pure functions (no store, no React) so the rules are tested on their own;
 * `wishlist-store.ts` applies them.
 */

/** The server's wishlist answer (the shared `wishlistView`). */
export type ServerWishlist = z.infer<typeof wishlistView>;

/**
 * Reads the server's wishlist answer. A hand-written check rather than the shared zod schema: this file is part
 * of every page's first load, and zod is not.
 */
export function readServerWishlist(data: unknown): z.infer<typeof wishlistAddView> {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const ids = (value: unknown): number[] =>
    Array.isArray(value) ? value.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
  const items = ids(record.items);
  const entries = Array.isArray(record.entries)
    ? record.entries.flatMap((raw) => {
        const entry = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
        const id = Number(entry.product_id);
        if (!Number.isInteger(id) || id <= 0) return [];
        return [{ product_id: id, added_at: typeof entry.added_at === 'string' ? entry.added_at : '' }];
      })
    : items.map((id) => ({ product_id: id, added_at: '' }));
  return { items, entries, skipped: ids(record.skipped) };
}

// ---------------------------------------------------------------- calls (POST /api/wishlist/…)

/** GET /api/wishlist */
export const fetchServerWishlist = async (): Promise<ServerWishlist> =>
  readServerWishlist(await api.get('/wishlist'));

/** POST /api/wishlist/add with a batch of ids; `skipped` are ids the server does not know (gone products). */
export const addToServerWishlist = async (ids: number[]): Promise<z.infer<typeof wishlistAddView>> =>
  readServerWishlist(
    await api.post('/wishlist/add', ids.length === 1 ? { product_id: ids[0] } : { items: ids }),
  );

/** POST /api/wishlist/remove */
export const removeFromServerWishlist = async (id: number): Promise<ServerWishlist> =>
  readServerWishlist(await api.post('/wishlist/remove', { product_id: id }));

/** POST /api/wishlist/clear */
export const clearServerWishlist = async (): Promise<ServerWishlist> =>
  readServerWishlist(await api.post('/wishlist/clear'));

// ---------------------------------------------------------------- retries and batches

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before retry number `attempt + 1`: 300 ms × 2^attempt (300, 600, 1200). */
export const backoffDelay = (attempt: number): number => WISHLIST_SYNC_BACKOFF_MS * 2 ** attempt;

/** A refusal (400-499 other than timeout and rate limit) will not change by asking again. */
function isFinal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429 &&
    error.status !== 419
  );
}

/** Runs `call` up to WISHLIST_SYNC_ATTEMPTS times, waiting 300 ms × 2^attempt between tries. */
export async function withRetry<T>(call: () => Promise<T>, sleep: Sleep = realSleep): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < WISHLIST_SYNC_ATTEMPTS; attempt++) {
    try {
      return await call();
    } catch (error) {
      lastError = error;
      if (isFinal(error) || attempt === WISHLIST_SYNC_ATTEMPTS - 1) break;
      await sleep(backoffDelay(attempt));
    }
  }
  throw lastError;
}

export function chunk<T>(values: T[], size = WISHLIST_SYNC_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

export interface PushResult {
  /** Ids the server now holds. */
  pushed: number[];
  /** Ids the server refused as unknown products (they are gone from the shop). */
  skipped: number[];
  /** Ids whose batch failed every attempt; they stay on this device, waiting for the next sync. */
  failed: number[];
  /** The server's list after the last batch that went through. */
  latest: ServerWishlist | null;
}

/** Sends ids in batches of 20, each batch retried with back-off; a failed batch does not stop the others. */
export async function pushInBatches(
  ids: number[],
  add: (batch: number[]) => Promise<ServerWishlist & { skipped?: number[] }>,
  sleep: Sleep = realSleep,
): Promise<PushResult> {
  const result: PushResult = { pushed: [], skipped: [], failed: [], latest: null };
  for (const batch of chunk(ids)) {
    try {
      const answer = await withRetry(() => add(batch), sleep);
      const skipped = new Set(answer.skipped ?? []);
      result.skipped.push(...batch.filter((id) => skipped.has(id)));
      result.pushed.push(...batch.filter((id) => !skipped.has(id)));
      result.latest = answer;
    } catch {
      result.failed.push(...batch);
    }
  }
  return result;
}

// ---------------------------------------------------------------- merging

export interface LocalEntry {
  product_id: number;
  added_at: string;
}

/**
 * What to push when the customer signs in: local products the server does not have, except those the server had
 * at the last sync (`known`) — those were removed on another device, so they are dropped here too.
 */
export function planSync(local: LocalEntry[], server: ServerWishlist, known: number[]) {
  const onServer = new Set(server.items);
  const wasOnServer = new Set(known);
  const missing = local.filter((entry) => !onServer.has(entry.product_id));
  return {
    toPush: missing.filter((entry) => !wasOnServer.has(entry.product_id)).map((entry) => entry.product_id),
    dropped: missing.filter((entry) => wasOnServer.has(entry.product_id)).map((entry) => entry.product_id),
  };
}

/** The list to keep after a sync: the server's list, plus local entries that could not be sent yet. */
export function adoptServerList(
  server: ServerWishlist,
  local: LocalEntry[],
  keepLocal: number[],
): LocalEntry[] {
  const out: LocalEntry[] = server.entries.map((entry) => ({
    product_id: entry.product_id,
    added_at: entry.added_at,
  }));
  const present = new Set(out.map((entry) => entry.product_id));
  for (const id of keepLocal) {
    if (present.has(id)) continue;
    const entry = local.find((e) => e.product_id === id);
    if (entry) {
      out.push(entry);
      present.add(id);
    }
  }
  return out;
}
