import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { discounts } from '../../db/schema.ts';

/**
 * What the catalog remembers between requests, per database handle.
 *
 * Shoppers read the catalog thousands of times for every change to it, and the same few pages (home
 * lists, category pages, popular searches) are asked for again and again. So answers are kept for a
 * few seconds and dropped whole the moment anything they depend on changes on this instance: a product,
 * a category, a discount or the stock (every writer calls `catalogChanged`). Another instance's writes
 * show here within two `ttlMs`: an answer older than `ttlMs` is still served while one refresh runs in
 * the background, so a busy page never makes a crowd wait for the database. No entry outlives the next
 * discount start or end, so a price is never served across a discount boundary. Concurrent misses for
 * one key share one database round trip.
 */
interface Entry {
  value: unknown;
  /** Served as it is until then. */
  freshUntil: number;
  /** Served while a refresh runs until then; never past a discount boundary. */
  usableUntil: number;
  /** About how much memory it holds (sizeOf). */
  bytes: number;
}

interface State {
  ttlMs: number;
  entries: Map<string, Entry>;
  /** The sum of the entries' bytes. */
  bytes: number;
  /** What the vocabulary says of single query words (see recallWords), apart so words never push out a page. */
  words: Map<string, { value: unknown; freshUntil: number }>;
  pending: Map<string, Promise<unknown>>;
  /** Bumped on every change, so a load that started before a change is not stored after it. */
  generation: number;
  /** Told of every change made here (cache-sync.ts tells the other instances). */
  listeners: Set<() => void>;
}

/** Enough for every category page, sort and language and the popular searches, at ~30 KB each. */
const MAX_ENTRIES = 1000;
/**
 * And never more than this in memory: a remembered page is ~160 KB of HTML and its compressed forms, and a
 * flood of never-repeated URLs must not grow the process (issue 20).
 */
export const MAX_CACHE_BYTES = 48 * 1024 * 1024;

/** A remembered value that knows its size (an answer with its compressed forms). */
export interface Sized {
  readonly approximateBytes: number;
}

const isSized = (value: unknown): value is Sized =>
  typeof value === 'object' && value !== null && typeof (value as Sized).approximateBytes === 'number';

/** About how much memory a remembered value holds: its own size, or that of its strings and sized parts. */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  if (isSized(value)) return value.approximateBytes;
  if (typeof value === 'object' && value !== null) {
    let bytes = 256;
    for (const part of Object.values(value)) {
      if (typeof part === 'string') bytes += part.length * 2;
      else if (isSized(part)) bytes += part.approximateBytes;
      else bytes += 64;
    }
    return bytes;
  }
  return 64;
}

/** The byte count of remembered answers (for tests and the memory benchmark). */
export function cachedBytes(db: Db): number {
  return stateOf(db).bytes;
}
const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    state = {
      ttlMs: 0,
      entries: new Map(),
      bytes: 0,
      words: new Map(),
      pending: new Map(),
      generation: 0,
      listeners: new Set(),
    };
    states.set(db, state);
  }
  return state;
}

/** Turns remembering on for this database (0 turns it off: every read goes to the database). */
export function configureCatalogCache(db: Db, ttlMs: number): void {
  const state = stateOf(db);
  state.ttlMs = ttlMs;
  state.entries.clear();
  state.bytes = 0;
  state.words.clear();
}

/** Every write that changes what shoppers see of the catalog calls this after it commits. */
export function catalogChanged(db: Db): void {
  forgetCatalog(db);
  for (const listener of stateOf(db).listeners) listener();
}

/** Calls `listener` after every change made through this instance; returns how to stop. */
export function onCatalogChanged(db: Db, listener: () => void): () => void {
  const { listeners } = stateOf(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops every remembered answer: what a change here does, and what another instance's change does here. */
export function forgetCatalog(db: Db): void {
  const state = stateOf(db);
  state.generation++;
  state.entries.clear();
  state.bytes = 0;
  state.words.clear();
  state.pending.clear();
}

/** The earliest moment a discount starts or ends from now on (or null when none will). */
async function nextDiscountBoundary(db: Db): Promise<number | null> {
  const [row] = await db
    .select({
      at: sql<string | null>`least(
        min(case when ${discounts.startsAt} > now() then ${discounts.startsAt} end),
        min(case when ${discounts.endsAt} > now() then ${discounts.endsAt} end))`,
    })
    .from(discounts)
    .where(and(eq(discounts.isActive, true), gt(discounts.endsAt, sql`now()`)));
  return row?.at ? new Date(row.at).getTime() : null;
}

async function boundary(db: Db, state: State): Promise<number> {
  const key = ' discount-boundary';
  const now = Date.now();
  const hit = state.entries.get(key);
  if (hit && hit.freshUntil > now) return hit.value as number;
  const at = (await nextDiscountBoundary(db)) ?? Number.POSITIVE_INFINITY;
  const until = Math.min(at, now + state.ttlMs);
  state.entries.set(key, { value: at, freshUntil: until, usableUntil: until, bytes: 0 });
  return at;
}

/**
 * The remembered value for `key`, or `load()`'s, remembered for `ttlMs` (times `ttlFactor`, for
 * values that only change through this instance's writes and are costly to compute).
 */
export async function remember<T>(db: Db, key: string, load: () => Promise<T>, ttlFactor = 1): Promise<T> {
  const state = stateOf(db);
  if (state.ttlMs <= 0) return load();
  const now = Date.now();
  const hit = state.entries.get(key);
  if (hit && hit.freshUntil > now) return hit.value as T;
  if (hit && hit.usableUntil > now) {
    // A failed refresh leaves the old answer in place until it is no longer usable.
    if (!state.pending.has(key)) refresh(db, state, key, load, ttlFactor).catch(() => {});
    return hit.value as T;
  }
  return (state.pending.get(key) as Promise<T> | undefined) ?? refresh(db, state, key, load, ttlFactor);
}

function drop(state: State, key: string) {
  const entry = state.entries.get(key);
  if (!entry) return;
  state.entries.delete(key);
  state.bytes -= entry.bytes;
}

function refresh<T>(
  db: Db,
  state: State,
  key: string,
  load: () => Promise<T>,
  ttlFactor: number,
): Promise<T> {
  const generation = state.generation;
  const promise = Promise.all([load(), boundary(db, state)]).then(([value, boundaryAt]) => {
    if (state.generation === generation) {
      const bytes = sizeOf(value);
      drop(state, key); // re-inserted last, so the oldest answers are the first dropped
      while (
        state.entries.size &&
        (state.entries.size >= MAX_ENTRIES || state.bytes + bytes > MAX_CACHE_BYTES)
      ) {
        drop(state, state.entries.keys().next().value!);
      }
      const ttl = state.ttlMs * ttlFactor;
      const now = Date.now();
      state.entries.set(key, {
        value,
        freshUntil: Math.min(boundaryAt, now + ttl),
        usableUntil: Math.min(boundaryAt, now + 2 * ttl),
        bytes,
      });
      state.bytes += bytes;
    }
    return value;
  });
  state.pending.set(key, promise);
  const settle = () => {
    if (state.pending.get(key) === promise) state.pending.delete(key);
  };
  promise.then(settle, settle);
  return promise;
}

/** Enough for the words shoppers type in a busy hour; a word's facts are a few short strings. */
const MAX_WORDS = 5000;

/**
 * Facts about single words remembered like the answers: for `ttlMs`, dropped on every catalog change here.
 * Shoppers typing into the search box send the same words and prefixes again and again (ك, كر, كري, كريم),
 * each a new suggestion but the same look-up in the vocabulary. `keep` stores a fact read after this call
 * only if no change came in between. Nothing is remembered while the cache is off.
 */
export function recallWords<T>(
  db: Db,
  words: string[],
): { known: Map<string, T>; keep: (word: string, value: T) => void } {
  const state = stateOf(db);
  const now = Date.now();
  const known = new Map<string, T>();
  for (const word of words) {
    const hit = state.words.get(word);
    if (hit && hit.freshUntil > now) known.set(word, hit.value as T);
  }
  const generation = state.generation;
  return {
    known,
    keep: (word, value) => {
      if (state.ttlMs <= 0 || state.generation !== generation) return;
      if (state.words.size >= MAX_WORDS) state.words.delete(state.words.keys().next().value!);
      state.words.set(word, { value, freshUntil: Date.now() + state.ttlMs });
    },
  };
}

/** A catalog write in one transaction; remembered answers are dropped once it has committed. */
export async function writeCatalog<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(write);
  catalogChanged(db);
  return result;
}
