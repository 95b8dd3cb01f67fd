import { type Page, toPage } from '@shop/shared/api';
import type { Locale } from '@shop/shared/constants';
import {
  type AdminReturnView,
  type createReturnBody,
  NOT_RETURNABLE_MESSAGE,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_QUANTITY_MESSAGE,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  RETURN_WINDOW_CLOSED_MESSAGE,
  type RefundMethod,
  type ReturnReason,
  type ReturnStatus,
  type ReturnView,
  returnSettlement,
} from '@shop/shared/returns';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import {
  auditLog,
  orderItems,
  orders,
  pointsTransactions,
  returnItems,
  returnPhotos,
  returns,
  users,
} from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { now, shopDate } from '../../lib/clock.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { defineLifecycle, enter, type Hook, inTransition, transition } from '../../lib/lifecycle.ts';
import { phoneMatches } from '../../lib/phone-search.ts';
import { stockEffect } from '../catalog/cache.ts';
import { pickLang } from '../catalog/category-index.ts';
import { recordSale, restock, sell } from '../inventory/ledger.ts';
import { messagesEffect } from '../notifications/outbox.ts';
import { notifyReturnStatus, rememberLocale } from '../notifications/service.ts';
import { insertOrder } from '../orders/service.ts';
import { pointsEffect, settleReturnPoints } from '../points/service.ts';
import { getShopSettings } from '../settings/service.ts';
import { returnableProducts, returnsOfOrders, returnWindow } from './policy.ts';

/**
 * Returns (RMA), decision 021: the customer asks (createReturn); staff approve or reject, receive the
 * parcel line by line (resalable back to stock, the rest written off), then refund or replace. Each step
 * is a move of returnLifecycle (decision 070): one transaction under the return's row lock, the step's
 * hook, and the customer told through the outbox.
 */

type ReturnRow = typeof returns.$inferSelect;
type CreateReturnBody = z.output<typeof createReturnBody>;

/** Returns whose goods count as already given back when the next one of the same order is settled. */
const SETTLED: readonly ReturnStatus[] = ['refunded', 'replaced'];

const notFound = () => new AppError('NOT_FOUND', 'Return not found');

// ---------------------------------------------------------------- the customer asks

/**
 * A return request for lines of the customer's own delivered order, within the shop's return window.
 * The order's row is locked, so two requests at once cannot ask for the same units twice.
 */
export async function createReturn(
  db: Db,
  input: { orderId: number; userId: number; body: CreateReturnBody; locale: Locale },
): Promise<{ id: number; rma_number: string; status: 'requested' }> {
  const { orderId, userId, body, locale } = input;
  return inTransition(db, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    if (order.status !== 'delivered' || !order.deliveredAt) {
      throw new AppError('RETURN_WINDOW_CLOSED', RETURN_NOT_DELIVERED_MESSAGE);
    }
    const shop = await getShopSettings(tx);
    const window = returnWindow(order.deliveredAt, shop.return_window_days, now());
    if (!window?.open) {
      throw new AppError('RETURN_WINDOW_CLOSED', RETURN_WINDOW_CLOSED_MESSAGE, {
        data: { until: window?.until ?? null },
      });
    }
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const wanted = body.items.map((item) => {
      const line = lines.find((l) => l.id === item.order_item_id);
      if (!line) throw validationError({ items: ['This item is not part of the order'] });
      return { line, quantity: item.quantity };
    });
    const returnable = await returnableProducts(
      tx,
      wanted.flatMap((w) => (w.line.productId === null ? [] : [w.line.productId])),
    );
    const held = (await returnsOfOrders(tx, [orderId])).get(orderId)!.heldByLine;
    for (const { line, quantity } of wanted) {
      const product = { ar: line.productNameAr, en: line.productNameEn };
      if (line.productId === null || !returnable.get(line.productId)) {
        throw new AppError('NOT_RETURNABLE', NOT_RETURNABLE_MESSAGE, {
          params: { product },
          data: { order_item_id: line.id },
        });
      }
      const limit = Math.max(0, line.quantity - (held.get(line.id) ?? 0));
      if (quantity > limit) {
        throw new AppError('VALIDATION', RETURN_QUANTITY_MESSAGE, {
          params: { limit, product },
          data: { order_item_id: line.id, returnable_quantity: limit },
        });
      }
    }
    const [next] = await queryRows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('returns', 'id'))::int as id`,
    );
    const id = next!.id;
    // The year is Baghdad's, like every date the shop shows.
    const rmaNumber = `RMA-${shopDate().slice(0, 4)}-${String(id).padStart(6, '0')}`;
    const at = now();
    const [row] = await tx
      .insert(returns)
      .values({
        id,
        rmaNumber,
        orderId,
        userId,
        status: 'requested',
        reason: body.reason,
        note: body.note ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx
      .insert(returnItems)
      .values(wanted.map((w) => ({ returnId: id, orderItemId: w.line.id, quantity: w.quantity })));
    await rememberLocale(tx, userId, locale);
    await enter(tx, returnLifecycle, { row: row!, actorId: userId, input: {}, at });
    return { id, rma_number: rmaNumber, status: 'requested' as const };
  });
}

// ---------------------------------------------------------------- staff move it along

/** What staff send with a move besides the status: the step's own details. */
interface ReturnMoveInput {
  note?: string;
  items?: { return_item_id: number; resalable: boolean }[];
  method?: RefundMethod;
  reference?: string | null;
}

/** What a step's hook leaves for the status write, the audit entry and the customer's message. */
interface ReturnFacts {
  /** Columns of the return the step sets besides its status. */
  set: Partial<typeof returns.$inferInsert>;
  /** What the customer's message says besides the status. */
  message: Omit<Parameters<typeof notifyReturnStatus>[1], 'orderId' | 'rmaNumber' | 'status'>;
  /** Recorded in the audit entry beside the statuses. */
  audit: Record<string, unknown>;
}

type ReturnHook = Hook<ReturnStatus, ReturnRow, ReturnMoveInput, ReturnFacts>;

const stampApproved: ReturnHook = {
  name: 'stampApproved',
  effects: [],
  async run({ at, facts }) {
    facts.set = { approvedAt: at };
  },
};

const stampRejected: ReturnHook = {
  name: 'stampRejected',
  effects: [],
  async run({ at, input, facts }) {
    facts.set = { rejectionNote: input.note, rejectedAt: at, closedAt: at };
    facts.message = { note: input.note };
    facts.audit = { note: input.note };
  },
};

/** The return's lines with what the order charged for them. */
async function linesOf(tx: Tx, returnId: number) {
  return tx
    .select({
      id: returnItems.id,
      quantity: returnItems.quantity,
      productId: orderItems.productId,
      price: orderItems.price,
      nameAr: orderItems.productNameAr,
      nameEn: orderItems.productNameEn,
      requiresPrescription: orderItems.requiresPrescription,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, returnId))
    .orderBy(asc(returnItems.id));
}

/**
 * The parcel arrived: every line marked resalable or not, exactly once. Resalable units go back through
 * the stock ledger into the batches the order took them from; the others are booked back and written
 * off at once (net zero), so the ledger shows where every unit went.
 */
const receiveParcel: ReturnHook = {
  name: 'receiveParcel',
  effects: [stockEffect],
  async run({ tx, row: ret, at, actorId, input: { items = [] }, facts }) {
    const input = { items, actorId: actorId! };
    const lines = await linesOf(tx, ret.id);
    const marks = new Map(input.items.map((i) => [i.return_item_id, i.resalable]));
    if (
      marks.size !== input.items.length ||
      marks.size !== lines.length ||
      lines.some((l) => !marks.has(l.id))
    ) {
      throw validationError({ items: ['Mark every item of the return'] });
    }
    for (const line of lines) {
      await tx
        .update(returnItems)
        .set({ resalable: marks.get(line.id)! })
        .where(eq(returnItems.id, line.id));
    }
    const byProduct = new Map<number, { resalable: number; damaged: number }>();
    for (const line of lines) {
      if (line.productId === null) continue;
      const sums = byProduct.get(line.productId) ?? { resalable: 0, damaged: 0 };
      if (marks.get(line.id)) sums.resalable += line.quantity;
      else sums.damaged += line.quantity;
      byProduct.set(line.productId, sums);
    }
    await restock(tx, { orderId: ret.orderId, returnId: ret.id, actorId: input.actorId, units: byProduct });
    facts.set = { receivedAt: at };
    facts.audit = { items: input.items };
  },
};

/** The order's figures a settlement is computed from, and the goods of its returns settled before `ret`. */
async function settlementOf(tx: Tx, ret: ReturnRow) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, ret.orderId));
  const [goods] = await tx
    .select({ total: sql<number>`coalesce(sum(${orderItems.total}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, ret.orderId));
  const [earned] = await tx
    .select({ points: sql<number>`coalesce(sum(${pointsTransactions.points}), 0)::int` })
    .from(pointsTransactions)
    .where(
      and(
        eq(pointsTransactions.orderId, ret.orderId),
        inArray(pointsTransactions.kind, ['earned', 'bonus']),
        isNull(pointsTransactions.returnId),
      ),
    );
  const goodsOf = await returnGoods(tx, [ret.orderId]);
  const returned = goodsOf.find((g) => g.id === ret.id)?.goods ?? 0;
  const returnedBefore = goodsOf
    .filter((g) => g.id !== ret.id && SETTLED.includes(g.status as ReturnStatus))
    .reduce((s, g) => s + g.goods, 0);
  return {
    order: order!,
    settlement: returnSettlement({
      goodsTotal: goods?.total ?? 0,
      pointsValue: order!.pointsValue,
      pointsUsed: order!.pointsUsed,
      pointsEarned: earned?.points ?? 0,
      returnedBefore,
      returned,
    }),
  };
}

/** Each return of these orders with the goods it holds (unit price after discounts × units). */
async function returnGoods(db: Db | Tx, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      id: returns.id,
      orderId: returns.orderId,
      status: returns.status,
      closedAt: returns.closedAt,
      goods: sql<number>`coalesce(sum(${orderItems.price} * ${returnItems.quantity}), 0)::int`,
    })
    .from(returns)
    .leftJoin(returnItems, eq(returnItems.returnId, returns.id))
    .leftJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(inArray(returns.orderId, orderIds))
    .groupBy(returns.id);
}

/**
 * The money back: what was paid for the returned lines after discounts and points, less the value of
 * earned points the customer has already spent (the points module settles the points, decision 021).
 */
const refundMoney: ReturnHook = {
  name: 'refundMoney',
  effects: [pointsEffect],
  async run({ tx, row: ret, at, input: { method, reference }, facts }) {
    const input = { method: method!, reference };
    // The order's row orders the refunds of one order, so each counts the ones settled before it.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, ret.orderId)).for('update');
    const { order, settlement } = await settlementOf(tx, ret);
    const { takenBack, deductedValue } = await settleReturnPoints(tx, {
      userId: order.userId,
      orderId: order.id,
      returnId: ret.id,
      description: `Return ${ret.rmaNumber} (order ${order.orderNumber})`,
      at,
      settlement,
    });
    const amount = settlement.amount - deductedValue;
    const refund = {
      refundAmount: amount,
      refundMethod: input.method,
      refundReference: input.reference || null,
      pointsReturned: order.userId === null ? 0 : settlement.pointsReturned,
      pointsTakenBack: takenBack,
      pointsDeductedValue: deductedValue,
    };
    facts.set = { ...refund, closedAt: at };
    facts.message = { refundAmount: amount, refundMethod: input.method };
    facts.audit = refund;
  },
};

/**
 * A replacement instead of money: a new order for the returned lines at no charge (prices, delivery and
 * total 0), entering the order lifecycle in `processing` (so the customer is told), to the same customer
 * and address. Its units are taken through the
 * ledger; when some are short nothing changes and the return stays `received`.
 */
const sendReplacement: ReturnHook = {
  name: 'sendReplacement',
  effects: [stockEffect],
  async run({ tx, row: ret, at, actorId, facts }) {
    const input = { actorId: actorId! };
    const [order] = await tx.select().from(orders).where(eq(orders.id, ret.orderId));
    const lines = await linesOf(tx, ret.id);
    const wanted = new Map<number, number>();
    for (const line of lines) {
      if (line.productId === null) continue;
      wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    }
    const { taken, short } = await sell(tx, wanted);
    if (short.length || lines.some((l) => l.productId === null)) {
      throw new AppError('OUT_OF_STOCK', 'Some items are not available in the quantity requested', {
        data: { items: short },
      });
    }
    const needsPrescription = lines.some((l) => l.requiresPrescription);
    const { order: replacement } = await insertOrder(
      tx,
      {
        userId: order!.userId,
        status: 'processing',
        subtotal: 0,
        discountTotal: 0,
        shipping: 0,
        pointsUsed: 0,
        pointsValue: 0,
        total: 0,
        paymentMethod: order!.paymentMethod,
        // The original order's approved prescription covers the same medicines again.
        requiresPrescription: needsPrescription,
        prescriptionStatus: needsPrescription ? order!.prescriptionStatus : null,
        prescriptionId: needsPrescription ? order!.prescriptionId : null,
        customerName: order!.customerName,
        email: order!.email,
        phone: order!.phone,
        shippingAddress: order!.shippingAddress,
        billingAddress: order!.billingAddress,
        notes: `Replacement for ${ret.rmaNumber} (order ${order!.orderNumber})`,
        createdAt: at,
        updatedAt: at,
      },
      lines.map((l) => ({
        productId: l.productId,
        productNameAr: l.nameAr,
        productNameEn: l.nameEn,
        quantity: l.quantity,
        originalPrice: 0,
        price: 0,
        total: 0,
        requiresPrescription: l.requiresPrescription,
      })),
      input.actorId,
    );
    await recordSale(tx, replacement.id, taken, input.actorId);
    facts.set = { replacementOrderId: replacement.id, closedAt: at };
    facts.message = { replacementOrderNumber: replacement.orderNumber };
    facts.audit = { replacement_order_id: replacement.id };
  },
};

/**
 * A return's status (decision 021). Which status may follow which is RETURN_TRANSITIONS in
 * packages/shared/returns.ts (the database CHECK is built from RETURN_STATUSES); the admin actions are
 * named after the status they lead to, and each step's work is the hook of the status it enters.
 */
export const returnLifecycle = defineLifecycle<ReturnStatus, ReturnRow, ReturnMoveInput, ReturnFacts>({
  name: 'return',
  states: RETURN_STATUSES,
  transitions: RETURN_TRANSITIONS,
  async load(tx, id) {
    const [ret] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    return ret;
  },
  stateOf: (ret) => ret.status as ReturnStatus,
  guards: [],
  onEnter: {
    approved: [stampApproved],
    rejected: [stampRejected],
    received: [receiveParcel],
    refunded: [refundMoney],
    replaced: [sendReplacement],
  },
  async write({ tx, row, to, at, facts }) {
    await tx
      .update(returns)
      .set({ ...facts.set, status: to, updatedAt: at })
      .where(eq(returns.id, row.id));
  },
  // The request itself is the row's created_at; each staff step is an audit entry naming who took it.
  async record({ tx, row, from, to, actorId, facts }) {
    if (from === null || actorId === null) return;
    await recordAudit(tx, {
      actorId,
      action: 'status',
      entity: 'return',
      entityId: row.id,
      before: { status: from },
      after: { status: to, ...facts.audit },
    });
  },
  /** Every step is told; by text too only what the customer must do next, or money back. */
  tell: {
    states: {
      requested: { texted: false },
      approved: { texted: true },
      rejected: { texted: true },
      received: { texted: false },
      refunded: { texted: true },
      replaced: { texted: false },
    },
    effects: [messagesEffect],
    send: ({ tx, row, to, facts }, how) =>
      notifyReturnStatus(
        tx,
        { orderId: row.orderId, rmaNumber: row.rmaNumber, status: to, ...facts.message },
        how.texted,
      ),
  },
});

/**
 * Moves a return along RETURN_TRANSITIONS in one transaction under its row lock (parallel clicks act
 * once): the step's hook, the status, the audit entry and the customer's message.
 */
function moveReturn(
  db: Db,
  request: { returnId: number; to: ReturnStatus; actorId: number } & ReturnMoveInput,
) {
  const { returnId, to, actorId, ...input } = request;
  return inTransition(db, async (tx) => {
    await transition(tx, returnLifecycle, { id: returnId, to, actorId, input });
  });
}

export const approveReturn = (db: Db, input: { returnId: number; actorId: number }) =>
  moveReturn(db, { ...input, to: 'approved' });

export const rejectReturn = (db: Db, input: { returnId: number; actorId: number; note: string }) =>
  moveReturn(db, { ...input, to: 'rejected' });

/** The parcel arrived, every line marked resalable or not (the `received` hook). */
export const receiveReturn = (
  db: Db,
  input: { returnId: number; actorId: number; items: { return_item_id: number; resalable: boolean }[] },
) => moveReturn(db, { ...input, to: 'received' });

/** The money back (the `refunded` hook). */
export const refundReturn = (
  db: Db,
  input: { returnId: number; actorId: number; method: RefundMethod; reference?: string | null },
) => moveReturn(db, { ...input, to: 'refunded' });

/** A replacement instead of money (the `replaced` hook). */
export const replaceReturn = (db: Db, input: { returnId: number; actorId: number }) =>
  moveReturn(db, { ...input, to: 'replaced' });

// ---------------------------------------------------------------- views

/** A return's steps so far, from its timestamps. */
function historyOf(r: ReturnRow): { status: ReturnStatus; at: string }[] {
  const steps: [ReturnStatus, Date | null][] = [
    ['requested', r.createdAt],
    ['approved', r.approvedAt],
    ['rejected', r.rejectedAt],
    ['received', r.receivedAt],
  ];
  if (r.status === 'refunded' || r.status === 'replaced') steps.push([r.status, r.closedAt]);
  return steps.flatMap(([status, at]) => (at ? [{ status, at: at.toISOString() }] : []));
}

/** Who moved each return to each status, from the audit log (`returnId:status` → name). */
async function stepActors(db: Db, returnIds: number[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ entityId: auditLog.entityId, after: auditLog.after, name: users.name })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.entity, 'return'),
        eq(auditLog.action, 'status'),
        inArray(
          auditLog.entityId,
          returnIds.map((id) => String(id)),
        ),
      ),
    );
  const actors = new Map<string, string>();
  for (const row of rows) {
    const status = (row.after as { status?: unknown } | null)?.status;
    if (typeof status === 'string') actors.set(`${row.entityId}:${status}`, row.name);
  }
  return actors;
}

async function toReturnViews(db: Db, rows: ReturnRow[], locale: Locale): Promise<AdminReturnView[]> {
  if (!rows.length) return [];
  const actors = await stepActors(
    db,
    rows.map((r) => r.id),
  );
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const replacementIds = rows.flatMap((r) => (r.replacementOrderId === null ? [] : [r.replacementOrderId]));
  const returnIds = rows.map((r) => r.id);
  const [items, orderRows, replacements, goodsTotals, goodsOf, photos] = await Promise.all([
    db
      .select({ item: returnItems, line: orderItems })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
      .where(inArray(returnItems.returnId, returnIds))
      .orderBy(asc(returnItems.id)),
    db.select().from(orders).where(inArray(orders.id, orderIds)),
    replacementIds.length
      ? db
          .select({ id: orders.id, orderNumber: orders.orderNumber })
          .from(orders)
          .where(inArray(orders.id, replacementIds))
      : [],
    db
      .select({ orderId: orderItems.orderId, total: sql<number>`coalesce(sum(${orderItems.total}), 0)::int` })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .groupBy(orderItems.orderId),
    returnGoods(db, orderIds),
    db
      .select()
      .from(returnPhotos)
      .where(inArray(returnPhotos.returnId, returnIds))
      .orderBy(asc(returnPhotos.returnId), asc(returnPhotos.n)),
  ]);
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));
  const numberOf = new Map(replacements.map((o) => [o.id, o.orderNumber]));
  const goodsTotalOf = new Map(goodsTotals.map((g) => [g.orderId, g.total]));
  return rows.map((r) => {
    const order = orderOf.get(r.orderId)!;
    const lines = items.filter((i) => i.item.returnId === r.id);
    const returned = lines.reduce((s, i) => s + i.line.price * i.item.quantity, 0);
    // Settled before this one: for a closed return, those closed before it; for an open one, all so far.
    const returnedBefore = goodsOf
      .filter(
        (g) =>
          g.orderId === r.orderId &&
          g.id !== r.id &&
          SETTLED.includes(g.status as ReturnStatus) &&
          (!r.closedAt || !SETTLED.includes(r.status as ReturnStatus) || g.closedAt! < r.closedAt),
      )
      .reduce((s, g) => s + g.goods, 0);
    const estimate = returnSettlement({
      goodsTotal: goodsTotalOf.get(r.orderId) ?? 0,
      pointsValue: order.pointsValue,
      pointsUsed: order.pointsUsed,
      pointsEarned: 0,
      returnedBefore,
      returned,
    }).amount;
    return {
      id: r.id,
      rma_number: r.rmaNumber,
      order: { id: order.id, order_number: order.orderNumber },
      status: r.status as ReturnStatus,
      reason: r.reason as ReturnReason,
      note: r.note,
      rejection_note: r.rejectionNote,
      items: lines.map(({ item, line }) => ({
        id: item.id,
        order_item_id: item.orderItemId,
        product_id: line.productId,
        product_name: pickLang(locale, line.productNameAr, line.productNameEn),
        quantity: item.quantity,
        unit_price: line.price,
        resalable: item.resalable,
      })),
      refund_estimate: estimate,
      refund:
        r.status === 'refunded' && r.refundAmount !== null
          ? {
              amount: r.refundAmount,
              method: r.refundMethod as RefundMethod,
              reference: r.refundReference,
              points_returned: r.pointsReturned ?? 0,
              points_taken_back: r.pointsTakenBack ?? 0,
              points_deducted_value: r.pointsDeductedValue ?? 0,
              at: (r.closedAt ?? r.updatedAt).toISOString(),
            }
          : null,
      replacement_order:
        r.replacementOrderId === null
          ? null
          : { id: r.replacementOrderId, order_number: numberOf.get(r.replacementOrderId) ?? '' },
      history: historyOf(r).map((step) => ({ ...step, by: actors.get(`${r.id}:${step.status}`) ?? null })),
      photos: photos
        .filter((p) => p.returnId === r.id)
        .map((p) => ({
          n: p.n,
          url: `/api/returns/${r.id}/photos/${p.n}`,
          mime_type: p.mimeType,
          size: p.size,
        })),
      created_at: r.createdAt.toISOString(),
      customer: { id: r.userId, name: order.customerName, email: order.email, phone: order.phone },
    };
  });
}

/** What a customer may see of a return: the same, without the staff view's customer block or staff names. */
const toShopperReturn = ({ customer: _customer, history, ...view }: AdminReturnView): ReturnView => ({
  ...view,
  history: history.map(({ status, at }) => ({ status, at })),
});

/** One return as staff see it; `userId` limits it to that customer's own (null for anyone else's). */
export async function getReturn(
  db: Db,
  input: { returnId: number; userId?: number },
  locale: Locale,
): Promise<AdminReturnView | null> {
  const conditions = [eq(returns.id, input.returnId)];
  if (input.userId !== undefined) conditions.push(eq(returns.userId, input.userId));
  const rows = await db
    .select()
    .from(returns)
    .where(and(...conditions));
  const [view] = await toReturnViews(db, rows, locale);
  return view ?? null;
}

export async function getCustomerReturn(
  db: Db,
  input: { returnId: number; userId: number },
  locale: Locale,
): Promise<ReturnView> {
  const view = await getReturn(db, input, locale);
  if (!view) throw notFound();
  return toShopperReturn(view);
}

export async function getAdminReturn(db: Db, returnId: number, locale: Locale): Promise<AdminReturnView> {
  const view = await getReturn(db, { returnId }, locale);
  if (!view) throw notFound();
  return view;
}

/** The customer's own returns, newest first. */
export async function listReturns(
  db: Db,
  input: { userId: number; page: number; perPage: number },
  locale: Locale,
): Promise<Page<ReturnView>> {
  const where = eq(returns.userId, input.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ n: count() }).from(returns).where(where),
  ]);
  const views = (await toReturnViews(db, rows, locale)).map(toShopperReturn);
  return toPage(views, Number(total?.n ?? 0), input.page, input.perPage);
}

/**
 * The back-office list. Every return newest first; `status=requested` (the queue of ones to decide) oldest
 * first, so the one waiting longest is on top. The search matches the RMA number, the order number, the
 * customer's name or e-mail, or the phone of the order or the account, however it is typed.
 */
export async function listAdminReturns(
  db: Db,
  q: { status?: ReturnStatus; search?: string; page: number; per_page: number },
  locale: Locale,
): Promise<Page<AdminReturnView>> {
  const term = q.search?.trim();
  const byPhone = term ? phoneMatches(orders.phone, term) : undefined;
  const byAccountPhone = term ? phoneMatches(users.phone, term) : undefined;
  const where = and(
    q.status ? eq(returns.status, q.status) : undefined,
    term
      ? sql`(${returns.rmaNumber} ilike ${`%${term}%`} or ${orders.orderNumber} ilike ${`%${term}%`} or ${orders.customerName} ilike ${`%${term}%`} or ${orders.email} ilike ${`%${term}%`}${
          byPhone
            ? sql` or ${byPhone} or ${orders.userId} in (select ${users.id} from ${users} where ${byAccountPhone})`
            : sql``
        })`
      : undefined,
  );
  const direction = q.status === 'requested' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: returns })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where)
      .orderBy(direction(returns.createdAt), direction(returns.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(returns).innerJoin(orders, eq(orders.id, returns.orderId)).where(where),
  ]);
  const views = await toReturnViews(
    db,
    rows.map((row) => row.r),
    locale,
  );
  return toPage(views, Number(total?.n ?? 0), q.page, q.per_page);
}
