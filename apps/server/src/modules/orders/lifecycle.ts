import {
  customerCanCancel,
  type DeliveryFailureReason,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type StatusChangeBody,
} from '@shop/shared/orders';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderStatusHistory, orders } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import {
  defineLifecycle,
  enter,
  type Guard,
  inTransition,
  type Hook as KernelHook,
  transition,
} from '../../lib/lifecycle.ts';
import { stockEffect } from '../catalog/cache.ts';
import { cancelSale, returnToOrigin } from '../inventory/ledger.ts';
import { messagesEffect } from '../notifications/outbox.ts';
import { notifyOrderStatus, notifyPointsCredited } from '../notifications/service.ts';
import type { NotifiedStatus } from '../notifications/templates/order-status.ts';
import { awardOrderPoints, pointsEffect, refundOrderPoints } from '../points/service.ts';

type OrderRow = typeof orders.$inferSelect;

/** What the caller of a move says besides the status. */
interface OrderMoveInput {
  /** The customer moved their own order (only ever a cancellation); otherwise a member of staff. */
  asCustomer: boolean;
  /** Why the attempt failed: given with `delivery_failed`, and only then. */
  failure?: DeliveryFailure;
}

export interface DeliveryFailure {
  reason: DeliveryFailureReason;
  note?: string | null;
}

/** What a move leaves behind: its history row, for the view a new order is answered with. */
interface OrderFacts {
  history: typeof orderStatusHistory.$inferSelect;
}

type Hook = KernelHook<OrderStatus, OrderRow, OrderMoveInput, OrderFacts>;
type OrderGuard = Guard<OrderStatus, OrderRow, OrderMoveInput, OrderFacts>;

const returnStock: Hook = {
  name: 'returnStock',
  effects: [stockEffect],
  run: ({ tx, row: order, actorId }) => cancelSale(tx, { orderId: order.id, actorId }),
};

/** The parcel is back at the pharmacy: its units go back into the batches they left. */
const stockBackFromDoor: Hook = {
  name: 'stockBackFromDoor',
  effects: [stockEffect],
  run: ({ tx, row: order, actorId }) => returnToOrigin(tx, { orderId: order.id, actorId }),
};

const refundSpentPoints: Hook = {
  name: 'refundSpentPoints',
  effects: [pointsEffect],
  run: ({ tx, row: order }) => refundOrderPoints(tx, order),
};

const creditEarnedPoints: Hook = {
  name: 'creditEarnedPoints',
  effects: [pointsEffect, messagesEffect],
  async run({ tx, row: order }) {
    const awarded = await awardOrderPoints(tx, order);
    await notifyPointsCredited(tx, order, awarded);
  },
};

/** Staff never move their own order on: a colleague does, as with their prescription (decision 060). */
const notOwnOrder: OrderGuard = {
  name: 'notOwnOrder',
  check({ row, from, actorId, input }) {
    if (from !== null && !input.asCustomer && row.userId === actorId)
      throw new AppError('SELF_REVIEW', 'Another member of staff must move your own order');
  },
};

/** Customers may only cancel, and only while nobody has started on the order. */
const customerOnlyCancels: OrderGuard = {
  name: 'customerOnlyCancels',
  check({ from, to, input }) {
    if (input.asCustomer && (to !== 'cancelled' || from === null || !customerCanCancel(from))) {
      throw new AppError('ORDER_NOT_CANCELLABLE', 'Only pending or confirmed orders can be cancelled');
    }
  },
};

/**
 * An order holding a prescription medicine waits (pending or confirmed) until a pharmacist approves its
 * prescription, whichever move enters `processing`; cancelling it stays possible. A return's replacement
 * is written in `processing` (from null): its prescription was checked on the first order.
 */
const prescriptionApprovedBeforeProcessing: OrderGuard = {
  name: 'prescriptionApprovedBeforeProcessing',
  check({ row: order, from, to }) {
    if (from === null || to !== 'processing') return;
    const needsApproval = order.requiresPrescription || order.prescriptionStatus !== null;
    if (needsApproval && order.prescriptionStatus !== 'approved') {
      throw new AppError(
        'PRESCRIPTION_NOT_APPROVED',
        'A pharmacist must approve the prescription before this order can be processed',
        { data: { prescription_status: order.prescriptionStatus } },
      );
    }
  },
};

/** A failed attempt says why (`other` in words), and no other move takes a reason. */
const failureHasReason: OrderGuard = {
  name: 'failureHasReason',
  check({ to, input: { failure } }) {
    if (to !== 'delivery_failed' && failure) {
      throw new AppError('DELIVERY_REASON', 'Only a failed delivery takes a reason');
    }
    if (to === 'delivery_failed' && !failure?.reason) {
      throw new AppError('DELIVERY_REASON', 'Choose why the delivery failed');
    }
    if (failure?.reason === 'other' && !failure.note?.trim()) {
      throw new AppError('DELIVERY_REASON', 'Say what happened');
    }
  },
};

/** The order, locked for a move; `userId` limits it to that customer's own. */
export async function lockOrder(tx: Tx, id: number, userId?: number): Promise<OrderRow | undefined> {
  const conditions = [eq(orders.id, id)];
  if (userId !== undefined) conditions.push(eq(orders.userId, userId));
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(...conditions))
    .for('update');
  return order;
}

/**
 * An order's status. Which status may follow which is ORDER_TRANSITIONS in packages/shared/orders.ts (the
 * database CHECK is built from ORDER_STATUSES); a new status is one entry there and, when it has effects or
 * the customer hears of it, one here.
 */
export const orderLifecycle = defineLifecycle<OrderStatus, OrderRow, OrderMoveInput, OrderFacts>({
  name: 'order',
  states: ORDER_STATUSES,
  transitions: ORDER_TRANSITIONS,
  load: (tx, id, input, actorId) => lockOrder(tx, id, input.asCustomer ? actorId : undefined),
  stateOf: (order) => order.status as OrderStatus,
  guards: [notOwnOrder, customerOnlyCancels, prescriptionApprovedBeforeProcessing, failureHasReason],
  onEnter: {
    delivered: [creditEarnedPoints],
    cancelled: [returnStock, refundSpentPoints],
    // A parcel that came back was never sold: its units and the points spent on it come back (decision 074).
    returned: [stockBackFromDoor, refundSpentPoints],
  },
  async write({ tx, row, to, at }) {
    // The return window counts from delivery (decision 021).
    const delivered = to === 'delivered' ? { deliveredAt: at } : {};
    await tx
      .update(orders)
      .set({ status: to, updatedAt: at, ...delivered })
      .where(eq(orders.id, row.id));
  },
  async record({ tx, row, from, to, actorId, input, facts }) {
    [facts.history] = await tx
      .insert(orderStatusHistory)
      .values({
        orderId: row.id,
        fromStatus: from,
        toStatus: to,
        changedBy: actorId,
        failureReason: to === 'delivery_failed' ? input.failure!.reason : null,
        failureNote: to === 'delivery_failed' ? (input.failure!.note ?? null) : null,
      })
      .returning();
    // Staff moves are audited; a customer's cancellation and a new order are in the history only.
    if (input.asCustomer || from === null || actorId === null) return;
    await recordAudit(tx, {
      actorId,
      action: 'status',
      entity: 'order',
      entityId: row.id,
      before: { status: from },
      after: { status: to },
    });
  },
  /**
   * The statuses a customer hears about, and which of them also come by text: the ones that change what the
   * customer does (answer the courier, stop waiting). One order and its return used to send 8 texts.
   */
  tell: {
    states: {
      processing: { texted: false },
      out_for_delivery: { texted: true },
      delivery_failed: { texted: true },
      delivered: { texted: false },
      cancelled: { texted: true },
    } satisfies Record<NotifiedStatus, { texted: boolean }>,
    effects: [messagesEffect],
    // Only the states above are sent, and each has its copy (NotifiedStatus is the template's statuses).
    send: ({ tx, row, to, input }, how) =>
      notifyOrderStatus(tx, row, to as NotifiedStatus, how.texted, {
        cancelledBy: input.asCustomer ? 'customer' : 'pharmacy',
        failureReason: input.failure?.reason ?? null,
      }),
  },
});

/**
 * Moves an order along ORDER_TRANSITIONS under a row lock, in one transaction: the guards, the hooks of the
 * status entered, its history row (who and when), the audit entry of a staff move, the customer's message.
 */
export async function changeOrderStatus(
  db: Db,
  input: {
    orderId: number;
    to: OrderStatus;
    actorId: number;
    asCustomer?: boolean;
    failure?: DeliveryFailure;
  },
): Promise<{ from: OrderStatus }> {
  const move = await inTransition(db, (tx) =>
    transition(tx, orderLifecycle, {
      id: input.orderId,
      to: input.to,
      actorId: input.actorId,
      input: { asCustomer: !!input.asCustomer, failure: input.failure },
    }),
  );
  return { from: move.from! };
}

/** A member of staff's status change, as the status route's body says it. */
export function staffMove(orderId: number, body: StatusChangeBody, actorId: number) {
  // A note alone still counts as a reason given, so a note on another move is refused, not dropped.
  const failure = body.reason || body.note ? { reason: body.reason!, note: body.note ?? null } : undefined;
  return { orderId, to: body.status, actorId, failure };
}

/**
 * The fewest moves of ORDER_TRANSITIONS from `from` to `to` (breadth first), the states entered in order;
 * empty when `to` is `from`, null when no way leads there.
 */
export function pathOfMoves(from: OrderStatus, to: OrderStatus): OrderStatus[] | null {
  const cameFrom = new Map<OrderStatus, OrderStatus | null>([[from, null]]);
  const queue: OrderStatus[] = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) break;
    for (const next of ORDER_TRANSITIONS[at]) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  if (!cameFrom.has(to)) return null;
  const path: OrderStatus[] = [];
  for (let at: OrderStatus | null = to; at !== from && at !== null; at = cameFrom.get(at)!) path.unshift(at);
  return path;
}

/**
 * Moves an order to `to` through every state in between (a courier's status read by a poll that missed
 * one: `ready` read as `delivered` is ready → out_for_delivery → delivered), each a move of its own through
 * the kernel, with its guards, hooks, history row and message, all in one transaction: a refused step moves
 * nothing. A failed attempt on the way takes `failure`, or `other` with a note naming the status read.
 * Answers the states entered; none when the order is already in `to`.
 */
export async function moveOrderAlong(
  db: Db,
  input: { orderId: number; to: OrderStatus; actorId: number; failure?: DeliveryFailure },
): Promise<{ from: OrderStatus; entered: OrderStatus[] }> {
  return inTransition(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    const from = order.status as OrderStatus;
    const path = pathOfMoves(from, input.to);
    if (!path) {
      throw new AppError('INVALID_TRANSITION', 'This order cannot move to that status', {
        data: { from, to: input.to },
      });
    }
    const failure = input.failure ?? { reason: 'other' as const, note: `read as ${input.to}` };
    for (const to of path) {
      await transition(tx, orderLifecycle, {
        id: input.orderId,
        to,
        actorId: input.actorId,
        input: { asCustomer: false, failure: to === 'delivery_failed' ? failure : undefined },
      });
    }
    return { from, entered: path };
  });
}

/**
 * A new order enters the lifecycle in the status it was written with (`pending` when placed, `processing`
 * for a return's replacement): its first history row, and the hooks and message of that status.
 */
export async function enterOrder(
  tx: Tx,
  order: OrderRow,
  changedBy: number | null,
): Promise<OrderFacts['history']> {
  const move = await enter(tx, orderLifecycle, {
    row: order,
    actorId: changedBy,
    input: { asCustomer: false },
  });
  return move.facts.history!;
}
