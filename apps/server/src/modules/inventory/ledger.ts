import type { MovementKind } from '@shop/shared/inventory';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { orderItems, products, stockBatches, stockMovements } from '../../db/schema.ts';
import { now, shopDate } from '../../lib/clock.ts';
import { type StockChanges, trackStock } from '../catalog/cache.ts';
import { addStock, takeStock, unsell } from '../catalog/stock-figures.ts';

/**
 * The stock ledger (decision 020). Every change of units is a movement row; `products.stock` is a cache
 * of the sellable units: the sum of the product's movements outside batches and in batches not expired.
 * `stock_batches.quantity` caches the sum of the batch's own movements. Every writer goes through here,
 * and every one locks the product's row first, then its batches: one lock order, no deadlocks. The
 * product's figures are written through catalog/stock-figures.ts (the catalog owns `products`, decision
 * 071), which reports each change to the catalog cache.
 *
 * What other modules call are the intents (decision 071): `sell` and `recordSale` when an order is placed,
 * `cancelSale` when it is cancelled, `returnToOrigin` when an undelivered parcel comes back, `restock` when
 * a customer's return arrives; the admin's counted corrections are inventory/service.ts.
 */

/** Units taken from (or put back into) one batch, or outside any batch (`batchId` null). */
export interface Allocation {
  batchId: number | null;
  quantity: number;
}

export interface MovementRow {
  productId: number;
  batchId: number | null;
  kind: MovementKind;
  /** Signed. */
  quantity: number;
  orderId?: number | null;
  returnId?: number | null;
  reason?: string | null;
  actorId?: number | null;
}

interface LiveBatch {
  id: number;
  quantity: number;
  expiryDate: string;
}

export interface LockedStock {
  stock: number;
  /** Batches not expired, first expiry first. */
  live: LiveBatch[];
  /** Sellable units outside any batch. */
  loose: number;
}

/**
 * Locks the product's row and takes the batches whose expiry date has come out of the sellable stock,
 * so nothing expired is ever counted or sold, whether or not the sweep has passed yet. Null when the
 * product does not exist.
 */
export async function lockStock(tx: Tx, productId: number, today = shopDate()): Promise<LockedStock | null> {
  const [product] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) return null;
  const batches = await tx
    .select({ id: stockBatches.id, quantity: stockBatches.quantity, expiryDate: stockBatches.expiryDate })
    .from(stockBatches)
    .where(and(eq(stockBatches.productId, productId), isNull(stockBatches.expiredAt)))
    .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id))
    .for('update');
  const due = batches.filter((b) => b.expiryDate <= today);
  let stock = product.stock;
  if (due.length) {
    await tx
      .update(stockBatches)
      .set({ expiredAt: now() })
      .where(
        inArray(
          stockBatches.id,
          due.map((b) => b.id),
        ),
      );
    const lost = due.reduce((s, b) => s + b.quantity, 0);
    if (lost > 0) stock = (await addStock(tx, productId, -lost)) ?? stock - lost;
  }
  const live = batches.filter((b) => b.expiryDate > today);
  const inBatches = live.reduce((s, b) => s + b.quantity, 0);
  return { stock, live, loose: stock - inBatches };
}

/**
 * Takes `quantity` sellable units of a product, first expiry first out: live batches soonest-expiring
 * first, then units outside any batch (their expiry is not known). All or nothing: when fewer are left,
 * the answer is how many there are and the caller rolls back.
 */
export async function takeUnits(
  tx: Tx,
  productId: number,
  quantity: number,
  today = shopDate(),
): Promise<{ taken: Allocation[] } | { available: number }> {
  // The check, the product's row lock and its batches' locks in one statement: a busy product's lock is
  // held for as few round trips as possible. No row: too few units (the batches are not read then).
  const rows = await takeStock<{ id: number | null; quantity: number; expiryDate: string }>(
    tx,
    productId,
    quantity,
    sql`select id, quantity, expiry_date::text as "expiryDate" from ${stockBatches}
        where product_id = ${productId} and expired_at is null and quantity > 0
        order by expiry_date, id
        for update`,
  );
  const after = rows[0];
  if (!after) return { available: (await lockStock(tx, productId, today))?.stock ?? 0 };
  const batches = rows.flatMap((b) =>
    b.id === null ? [] : [{ id: b.id, quantity: b.quantity, expiryDate: b.expiryDate }],
  );
  const due = batches.filter((b) => b.expiryDate <= today);
  if (due.length) {
    // A batch whose date came after this order's own look (midnight in between): out of the stock first.
    const lost = due.reduce((s, b) => s + b.quantity, 0);
    if (after.stock - lost < 0) return { available: after.stock + quantity - lost };
    await tx
      .update(stockBatches)
      .set({ expiredAt: now() })
      .where(
        inArray(
          stockBatches.id,
          due.map((b) => b.id),
        ),
      );
    await addStock(tx, productId, -lost);
  }
  const taken: Allocation[] = [];
  let left = quantity;
  for (const batch of batches) {
    if (left === 0) break;
    if (batch.expiryDate <= today) continue;
    const take = Math.min(left, batch.quantity);
    await tx
      .update(stockBatches)
      .set({ quantity: sql`${stockBatches.quantity} - ${take}` })
      .where(eq(stockBatches.id, batch.id));
    taken.push({ batchId: batch.id, quantity: take });
    left -= take;
  }
  if (left > 0) taken.push({ batchId: null, quantity: left });
  return { taken };
}

/**
 * Takes several products' units at once (an order's lines), product by product in id order: the lock
 * order every writer keeps, so two carts with the same products cannot deadlock. Answers what was taken
 * from which batch, and the products short of units (the caller refuses and rolls back).
 */
export async function sell(
  tx: Tx,
  wanted: Map<number, number>,
): Promise<{
  taken: Map<number, Allocation[]>;
  short: { product_id: number; requested: number; available: number }[];
}> {
  const taken = new Map<number, Allocation[]>();
  const short: { product_id: number; requested: number; available: number }[] = [];
  for (const productId of [...wanted.keys()].sort((a, b) => a - b)) {
    const requested = wanted.get(productId)!;
    const result = await takeUnits(tx, productId, requested);
    if ('available' in result) short.push({ product_id: productId, requested, available: result.available });
    else taken.set(productId, result.taken);
  }
  return { taken, short };
}

/** The sale rows of an order: one per product and batch it took units from. */
export function recordSale(
  tx: Tx,
  orderId: number,
  taken: Map<number, Allocation[]>,
  actorId?: number,
): Promise<void> {
  return recordMovements(
    tx,
    [...taken].flatMap(([productId, units]) =>
      units.map((u) => ({
        productId,
        batchId: u.batchId,
        kind: 'sale' as const,
        quantity: -u.quantity,
        orderId,
        actorId,
      })),
    ),
  );
}

/**
 * Puts units back where they came from (a cancelled order, a resalable return). Units going into a batch
 * that has expired meanwhile are on hand but not sellable: they wait in the write-off list.
 * The caller holds the product's lock (lockStock).
 */
async function putUnits(tx: Tx, productId: number, units: Allocation[]): Promise<number> {
  let sellable = 0;
  for (const unit of units) {
    if (unit.batchId === null) {
      sellable += unit.quantity;
      continue;
    }
    const [batch] = await tx
      .update(stockBatches)
      .set({ quantity: sql`${stockBatches.quantity} + ${unit.quantity}` })
      .where(and(eq(stockBatches.id, unit.batchId), eq(stockBatches.productId, productId)))
      .returning({ expiredAt: stockBatches.expiredAt });
    if (batch && batch.expiredAt === null) sellable += unit.quantity;
  }
  if (sellable > 0) await addStock(tx, productId, sellable);
  return sellable;
}

export async function recordMovements(tx: Tx, rows: MovementRow[]): Promise<void> {
  if (!rows.length) return;
  await tx.insert(stockMovements).values(
    rows.map((r) => ({
      productId: r.productId,
      batchId: r.batchId,
      kind: r.kind,
      quantity: r.quantity,
      orderId: r.orderId ?? null,
      returnId: r.returnId ?? null,
      reason: r.reason ?? null,
      actorId: r.actorId ?? null,
      createdAt: now(),
    })),
  );
}

/**
 * What an order took of each product and batch, less what already came back (cancelled or returned):
 * the units that can still be put back, latest expiry first. An order placed before the ledger began
 * has no sale rows; its lines count as units outside any batch.
 */
async function unitsHeldBy(
  tx: Tx,
  orderId: number,
  fallback: { productId: number | null; quantity: number }[],
): Promise<Map<number, Allocation[]>> {
  const rows = await queryRows<{ product_id: number; batch_id: number | null; units: number }>(
    tx,
    sql`select m.product_id, m.batch_id, (-sum(m.quantity))::int as units
        from ${stockMovements} m
        left join ${stockBatches} b on b.id = m.batch_id
        where m.order_id = ${orderId} and m.kind in ('sale', 'cancel', 'return')
        group by m.product_id, m.batch_id, b.expiry_date
        having sum(m.quantity) < 0
        order by m.product_id, b.expiry_date desc nulls first, m.batch_id`,
  );
  const held = new Map<number, Allocation[]>();
  const anySale = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${stockMovements} where order_id = ${orderId} and kind = 'sale'`,
  );
  if (!anySale[0]?.n) {
    for (const line of fallback) {
      if (line.productId === null) continue;
      const list = held.get(line.productId) ?? [];
      list.push({ batchId: null, quantity: line.quantity });
      held.set(line.productId, list);
    }
    return held;
  }
  for (const r of rows) {
    const list = held.get(r.product_id) ?? [];
    list.push({ batchId: r.batch_id, quantity: r.units });
    held.set(r.product_id, list);
  }
  return held;
}

/** The first `quantity` units of `held` (latest expiry first): where returned units go back. */
function pickUnits(held: Allocation[], quantity: number): Allocation[] {
  const picked: Allocation[] = [];
  let left = quantity;
  for (const unit of held) {
    if (left === 0) break;
    const take = Math.min(left, unit.quantity);
    picked.push({ batchId: unit.batchId, quantity: take });
    left -= take;
  }
  if (left > 0) picked.push({ batchId: null, quantity: left });
  return picked;
}

/** The first `n` units of `units` and the rest. */
function splitUnits(units: Allocation[], n: number): [Allocation[], Allocation[]] {
  const head: Allocation[] = [];
  const tail: Allocation[] = [];
  let left = n;
  for (const u of units) {
    const take = Math.min(left, u.quantity);
    if (take > 0) head.push({ batchId: u.batchId, quantity: take });
    if (u.quantity > take) tail.push({ batchId: u.batchId, quantity: u.quantity - take });
    left -= take;
  }
  return [head, tail];
}

/** What came back of one product of an order: `back` to the shelf, `writtenOff` booked back and destroyed. */
interface Comeback {
  productId: number;
  back: Allocation[];
  writtenOff: Allocation[];
}

/**
 * Giving units back, the one way (decision 071): product by product in id order, the ledger's lock order,
 * as sales lock them. The units go back where the order took them from and stop counting as sales; each
 * is a movement row of `kind`, and a written-off unit is booked back and out at once (net zero), so the
 * ledger shows where every unit went.
 */
async function giveBack(
  tx: Tx,
  kind: 'cancel' | 'return',
  base: { orderId: number; returnId?: number; actorId: number | null; reason?: string },
  comebacks: Comeback[],
): Promise<void> {
  for (const { productId, back, writtenOff } of [...comebacks].sort((x, y) => x.productId - y.productId)) {
    if (!(await lockStock(tx, productId))) continue;
    await putUnits(tx, productId, back);
    const units = [...back, ...writtenOff].reduce((s, u) => s + u.quantity, 0);
    await unsell(tx, productId, units);
    await recordMovements(tx, [
      ...back.map((u) => ({ ...base, productId, batchId: u.batchId, kind, quantity: u.quantity })),
      ...writtenOff.flatMap((u) => [
        { ...base, productId, batchId: u.batchId, kind, quantity: u.quantity },
        {
          ...base,
          productId,
          batchId: u.batchId,
          kind: 'write_off' as const,
          quantity: -u.quantity,
          reason: 'return not resalable',
        },
      ]),
    ]);
  }
}

/** What the order still holds (unitsHeldBy); its lines stand in when it predates the ledger. */
async function heldByOrder(tx: Tx, orderId: number): Promise<Map<number, Allocation[]>> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return unitsHeldBy(tx, orderId, lines);
}

/** A cancelled order: every unit it still holds goes back on the shelf. */
export async function cancelSale(tx: Tx, input: { orderId: number; actorId: number | null }): Promise<void> {
  const held = await heldByOrder(tx, input.orderId);
  await giveBack(
    tx,
    'cancel',
    input,
    [...held].map(([productId, back]) => ({ productId, back, writtenOff: [] })),
  );
}

/**
 * A parcel that never reached the customer is back at the pharmacy (refused, unreachable): every unit the
 * order still holds goes back into the batch it left, as `return` movements of reason `returned_to_origin`.
 * Once per order: the order lifecycle enters `returned` once, under the order's lock.
 */
export async function returnToOrigin(
  tx: Tx,
  input: { orderId: number; actorId: number | null },
): Promise<void> {
  const held = await heldByOrder(tx, input.orderId);
  await giveBack(
    tx,
    'return',
    { ...input, reason: 'returned_to_origin' },
    [...held].map(([productId, back]) => ({ productId, back, writtenOff: [] })),
  );
}

/**
 * A returned parcel arrived: per product, how many units can be sold again and how many cannot. They go
 * back into the batches the order took them from, latest expiry first; the ones that cannot be sold are
 * written off at once.
 */
export async function restock(
  tx: Tx,
  input: {
    orderId: number;
    returnId: number;
    actorId: number;
    units: Map<number, { resalable: number; damaged: number }>;
  },
): Promise<void> {
  const held = await heldByOrder(tx, input.orderId);
  const comebacks = [...input.units].map(([productId, { resalable, damaged }]) => {
    const picked = pickUnits(held.get(productId) ?? [], resalable + damaged);
    const [back, writtenOff] = splitUnits(picked, resalable);
    return { productId, back, writtenOff };
  });
  const { orderId, returnId, actorId } = input;
  await giveBack(tx, 'return', { orderId, returnId, actorId }, comebacks);
}

/**
 * Takes every batch whose expiry date has come out of the sellable stock, product by product, each in
 * its own short transaction under the product's lock. Run by the sweep, and by each order for its own
 * products before it starts (so the expiry stands even when the order is then refused and rolled back).
 * Returns how many products changed; what changed is added to `stock` when given.
 */
export async function expireDueBatches(
  db: Db,
  today = shopDate(),
  productIds?: number[],
  stock?: StockChanges,
): Promise<number> {
  if (productIds && !productIds.length) return 0;
  const due = await db
    .selectDistinct({ productId: stockBatches.productId })
    .from(stockBatches)
    .where(
      and(
        isNull(stockBatches.expiredAt),
        sql`${stockBatches.expiryDate} <= ${today}`,
        productIds ? inArray(stockBatches.productId, productIds) : undefined,
      ),
    )
    .orderBy(asc(stockBatches.productId));
  for (const { productId } of due) {
    await db.transaction((tx) => {
      if (stock) trackStock(tx, stock);
      return lockStock(tx, productId, today);
    });
  }
  return due.length;
}

/**
 * The ledger's own check: products whose cached stock is not the sum of their live movements, and batches
 * whose units are not the sum of theirs. Empty when the books balance.
 */
export async function ledgerDrift(db: Db | Tx): Promise<{
  products: { id: number; stock: number; ledger: number }[];
  batches: { id: number; quantity: number; ledger: number }[];
}> {
  const productRows = await queryRows<{ id: number; stock: number; ledger: number }>(
    db,
    sql`select p.id, p.stock, coalesce(l.units, 0)::int as ledger
        from ${products} p
        left join (
          select m.product_id, sum(m.quantity) as units
          from ${stockMovements} m left join ${stockBatches} b on b.id = m.batch_id
          where m.batch_id is null or b.expired_at is null
          group by m.product_id
        ) l on l.product_id = p.id
        where p.stock <> coalesce(l.units, 0)
        order by p.id`,
  );
  const batchRows = await queryRows<{ id: number; quantity: number; ledger: number }>(
    db,
    sql`select b.id, b.quantity, coalesce(sum(m.quantity), 0)::int as ledger
        from ${stockBatches} b left join ${stockMovements} m on m.batch_id = b.id
        group by b.id, b.quantity
        having b.quantity <> coalesce(sum(m.quantity), 0)
        order by b.id`,
  );
  return { products: productRows, batches: batchRows };
}
