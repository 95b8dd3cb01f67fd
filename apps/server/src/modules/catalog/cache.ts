import os from 'node:os';
import { stockStatus } from '@shop/shared/stock';
import { and, eq, gt, sql } from 'drizzle-orm';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Db, Tx } from '../../db/client.ts';
import { discounts } from '../../db/schema.ts';
import type { Effect } from '../../lib/lifecycle.ts';

/**
 * What the catalog remembers between requests, per database handle.
 *
 * Shoppers read the catalog thousands of times for every change to it, and the same few pages (home
 * lists, category pages, popular searches) are asked for again and again. So answers are kept for a
 * few seconds and dropped the moment anything they depend on changes: a product, a category, a discount
 * (every writer calls `catalogChanged`, which drops them all, here and on every other instance through
 * cache-sync.ts) or the stock. Stock changes with every order, so it drops only the answers that show the
 * products whose stock changed (each answer's load says which products it shows), unless a product's
 * stock status changed, which moves products in and out of filtered and sorted lists (decision 030).
 * An answer older than `ttlMs` is still served while one refresh runs in
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
  /** The products it shows: a stock change of one of them drops it. */
  products: ReadonlySet<number>;
}

/** A value and the products it shows. */
export interface Loaded<T> {
  value: T;
  products: ReadonlySet<number>;
}

interface State {
  ttlMs: number;
  entries: Map<string, Entry>;
  /** The sum of the entries' bytes. */
  bytes: number;
  /** What the vocabulary says of single query words (see recallWords), apart so words never push out a page. */
  words: Map<string, { value: unknown; freshUntil: number }>;
  pending: Map<string, Promise<Loaded<unknown>>>;
  /** Bumped on every change that drops everything, so a load that started before it is not stored after it. */
  generation: number;
  /** Counts stock changes; `changedAt` holds, per product, the count at its last one. */
  stockSeq: number;
  changedAt: Map<number, number>;
  /** The keys of the entries that show each product. */
  byProduct: Map<number, Set<string>>;
  /** Told of every change made here (cache-sync.ts tells the other instances): the products whose stock
   * changed, or null for a change that drops everything. */
  listeners: Set<(products: readonly number[] | null) => void>;
  /** The answers being worked out, and those waiting their turn (rememberAnswer). */
  misses: LimitFunction;
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

/** About how much memory a remembered value holds: its own size, or that of its strings, bytes and sized parts. */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  if (isSized(value)) return value.approximateBytes;
  if (typeof value === 'object' && value !== null) {
    let bytes = 256;
    for (const part of Object.values(value)) {
      if (typeof part === 'string') bytes += part.length * 2;
      else if (ArrayBuffer.isView(part)) bytes += part.byteLength;
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

/**
 * Unless CATALOG_MISSES_AT_ONCE says otherwise: each miss takes turns between this process and PostgreSQL, so two
 * per core keep both busy (decision 053).
 */
const DEFAULT_MISSES_AT_ONCE = 2 * os.availableParallelism();

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
      stockSeq: 0,
      changedAt: new Map(),
      byProduct: new Map(),
      listeners: new Set(),
      misses: pLimit(DEFAULT_MISSES_AT_ONCE),
    };
    states.set(db, state);
  }
  return state;
}

/**
 * Turns remembering on for this database (0 turns it off: every read goes to the database), and sets how many
 * answers nobody remembers are worked out at once (rememberAnswer).
 */
export function configureCatalogCache(db: Db, ttlMs: number, missesAtOnce = DEFAULT_MISSES_AT_ONCE): void {
  const state = stateOf(db);
  state.ttlMs = ttlMs;
  state.misses.concurrency = missesAtOnce;
  state.entries.clear();
  state.byProduct.clear();
  state.bytes = 0;
  state.words.clear();
}

/**
 * Every write that changes what shoppers see of the catalog calls this after it commits. A write whose only
 * effect on the catalog is stock passes what its tracked transaction saw (`trackStock`, `writeStock`), and drops
 * only what it touched.
 */
export function catalogChanged(db: Db, stock?: StockChanges): void {
  if (stock && !stock.statusChanged) {
    if (stock.products.size === 0) return;
    const ids = [...stock.products];
    forgetProducts(db, ids);
    for (const listener of stateOf(db).listeners) listener(ids);
    return;
  }
  forgetCatalog(db);
  for (const listener of stateOf(db).listeners) listener(null);
}

/** What writes did to the sellable stock, seen by the ledger (inventory/ledger.ts) as it wrote. */
export interface StockChanges {
  products: Set<number>;
  /** A product went in or out of stock, or into or out of low stock. */
  statusChanged: boolean;
}

export const noStockChanges = (): StockChanges => ({ products: new Set(), statusChanged: false });

/** The changes each tracked transaction collects; a transaction nobody tracks is not followed. */
const trackedStock = new WeakMap<Tx, StockChanges>();

/**
 * Follows the stock changes made through `tx`, a write whose only effect on what shoppers see of the catalog
 * is the stock; pass them to `catalogChanged` once it has committed. Several transactions can add to one.
 */
export function trackStock(tx: Tx, into: StockChanges = noStockChanges()): StockChanges {
  trackedStock.set(tx, into);
  return into;
}

/** A lifecycle hook's effect on the stock: followed while its move runs, the answers showing it dropped after. */
export const stockEffect: Effect<StockChanges> = {
  name: 'stock',
  start: (tx) => trackStock(tx),
  afterCommit: catalogChanged,
};

/** A product's sales count changed through `tx` with no change of stock (units returned damaged): shown too. */
export function salesChanged(tx: Tx, productId: number): void {
  trackedStock.get(tx)?.products.add(productId);
}

/** The ledger reports each change of a product's sellable units made through `tx`. */
export function stockChanged(tx: Tx, productId: number, before: number, after: number): void {
  const changes = trackedStock.get(tx);
  if (!changes || before === after) return;
  changes.products.add(productId);
  if (stockStatus(before) !== stockStatus(after)) changes.statusChanged = true;
}

/** Calls `listener` after every change made through this instance; returns how to stop. */
export function onCatalogChanged(db: Db, listener: (products: readonly number[] | null) => void): () => void {
  const { listeners } = stateOf(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops every remembered answer: what a change here does, and what another instance's change does here. */
export function forgetCatalog(db: Db): void {
  const state = stateOf(db);
  state.generation++;
  state.entries.clear();
  state.byProduct.clear();
  state.changedAt.clear();
  state.bytes = 0;
  state.words.clear();
  state.pending.clear();
}

/**
 * Drops the answers that show these products, here after a stock change made here or on another instance.
 * A load already running that shows one of them is not stored when it ends (`changedAt`).
 */
export function forgetProducts(db: Db, ids: readonly number[]): void {
  const state = stateOf(db);
  const seq = ++state.stockSeq;
  for (const id of ids) {
    state.changedAt.set(id, seq);
    for (const key of state.byProduct.get(id) ?? []) drop(state, key);
  }
  // Nothing asked from now on joins a load that started before the change: its products are not known until
  // it ends, and an answer built on it (a page) would be stored as if it came after.
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

const NONE: ReadonlySet<number> = new Set();

async function boundary(db: Db, state: State): Promise<number> {
  const key = ' discount-boundary';
  const now = Date.now();
  const hit = state.entries.get(key);
  if (hit && hit.freshUntil > now) return hit.value as number;
  const at = (await nextDiscountBoundary(db)) ?? Number.POSITIVE_INFINITY;
  const until = Math.min(at, now + state.ttlMs);
  state.entries.set(key, { value: at, freshUntil: until, usableUntil: until, bytes: 0, products: NONE });
  return at;
}

/**
 * The remembered value for `key`, or `load()`'s, remembered for `ttlMs` (times `ttlFactor`, for
 * values that only change through this instance's writes and are costly to compute). `load` adds the
 * products its value shows to `shown`, so that a stock change of one of them drops it.
 */
export async function remember<T>(
  db: Db,
  key: string,
  load: (shown: Set<number>) => Promise<T>,
  ttlFactor = 1,
): Promise<T> {
  return (await rememberShowing(db, key, load, ttlFactor)).value;
}

/** `remember`, with the products the value shows (an answer a page is built from passes them on to the page). */
export async function rememberShowing<T>(
  db: Db,
  key: string,
  load: (shown: Set<number>) => Promise<T>,
  ttlFactor = 1,
): Promise<Loaded<T>> {
  const state = stateOf(db);
  if (state.ttlMs <= 0) {
    const products = new Set<number>();
    return { value: await load(products), products };
  }
  const now = Date.now();
  const hit = state.entries.get(key);
  if (hit && hit.freshUntil > now) return { value: hit.value as T, products: hit.products };
  if (hit && hit.usableUntil > now) {
    // A failed refresh leaves the old answer in place until it is no longer usable.
    if (!state.pending.has(key)) refresh(db, state, key, load, ttlFactor).catch(() => {});
    return { value: hit.value as T, products: hit.products };
  }
  return (
    (state.pending.get(key) as Promise<Loaded<T>> | undefined) ?? refresh(db, state, key, load, ttlFactor)
  );
}

/**
 * `rememberShowing` for an answer to a shopper's request: when nobody remembers it, it is worked out once a turn
 * comes, at most `missesAtOnce` at a time, first come first served (decision 053). A hundred new searches at once
 * used to run together, each statement queued again behind the others' at every pool, so the last of them waited
 * for every other one's every round trip, and PostgreSQL ran twenty statements on two cores. Only whole answers
 * wait: the values an answer is made of (`remember`) never do, so an answer holding a turn never waits for
 * another's.
 */
export function rememberAnswer<T>(
  db: Db,
  key: string,
  load: (shown: Set<number>) => Promise<T>,
): Promise<Loaded<T>> {
  const { misses } = stateOf(db);
  return rememberShowing(db, key, (shown) => misses(load, shown));
}

/** How many answers are being worked out, and how many wait their turn. */
export function answersInProgress(db: Db): { working: number; waiting: number } {
  const { misses } = stateOf(db);
  return { working: misses.activeCount, waiting: misses.pendingCount };
}

/** A remembered answer still fresh, or nothing: no load is started, no refresh, no waiting. */
export function freshAnswer<T>(db: Db, key: string): Loaded<T> | undefined {
  const state = stateOf(db);
  if (state.ttlMs <= 0) return undefined;
  const hit = state.entries.get(key);
  return hit && hit.freshUntil > Date.now() ? { value: hit.value as T, products: hit.products } : undefined;
}

/**
 * The products of each catalog answer sent, by request: a page rendered on the server asks the API in-process
 * and learns from its answers which products the page shows.
 */
const answered = new WeakMap<object, ReadonlySet<number>>();

export const noteProductsAnswered = (rawRequest: object, products: ReadonlySet<number>) =>
  answered.set(rawRequest, products);

export const productsAnswered = (rawRequest: object): ReadonlySet<number> | undefined =>
  answered.get(rawRequest);

function drop(state: State, key: string) {
  const entry = state.entries.get(key);
  if (!entry) return;
  state.entries.delete(key);
  state.bytes -= entry.bytes;
  for (const id of entry.products) {
    const keys = state.byProduct.get(id);
    keys?.delete(key);
    if (keys?.size === 0) state.byProduct.delete(id);
  }
}

function refresh<T>(
  db: Db,
  state: State,
  key: string,
  load: (shown: Set<number>) => Promise<T>,
  ttlFactor: number,
): Promise<Loaded<T>> {
  const generation = state.generation;
  const stockSeq = state.stockSeq;
  const products = new Set<number>();
  const promise = Promise.all([load(products), boundary(db, state)]).then(([value, boundaryAt]) => {
    const changedSince = [...products].some((id) => (state.changedAt.get(id) ?? 0) > stockSeq);
    if (state.generation === generation && !changedSince) {
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
        products,
      });
      state.bytes += bytes;
      for (const id of products) {
        const keys = state.byProduct.get(id);
        if (keys) keys.add(key);
        else state.byProduct.set(id, new Set([key]));
      }
    }
    return { value, products };
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

/**
 * A write in one transaction whose only effect on the catalog is the stock (an order, a cancellation, a
 * return put back on the shelf): only the answers showing the products it changed are dropped.
 */
export async function writeStock<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  const stock = noStockChanges();
  const result = await db.transaction((tx) => {
    trackStock(tx, stock);
    return write(tx);
  });
  catalogChanged(db, stock);
  return result;
}
