import { customerCanCancel, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@shop/shared/orders';
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
import { cancelSale } from '../inventory/ledger.ts';
import { messagesEffect } from '../notifications/outbox.ts';
import { notifyOrderStatus, notifyPointsCredited } from '../notifications/service.ts';
import type { NotifiedStatus } from '../notifications/templates/order-status.ts';
import { awardOrderPoints, pointsEffect, refundOrderPoints } from '../points/service.ts';

type OrderRow = typeof orders.$inferSelect;

/** What the caller of a move says besides the status. */
interface OrderMoveInput {
  /** The customer moved their own order (only ever a cancellation); otherwise a member of staff. */
  asCustomer: boolean;
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
      throw new AppError('ORDER_NOT_CANCELLABLE', 'Only pending orders can be cancelled');
    }
  },
};

/**
 * An order holding a prescription medicine waits in `pending` until a pharmacist approves its
 * prescription; cancelling it stays possible.
 */
const prescriptionApprovedBeforeProcessing: OrderGuard = {
  name: 'prescriptionApprovedBeforeProcessing',
  check({ row: order, from, to }) {
    if (from !== 'pending' || to !== 'processing') return;
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
  guards: [notOwnOrder, customerOnlyCancels, prescriptionApprovedBeforeProcessing],
  onEnter: {
    delivered: [creditEarnedPoints],
    cancelled: [returnStock, refundSpentPoints],
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
      .values({ orderId: row.id, fromStatus: from, toStatus: to, changedBy: actorId })
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
      shipped: { texted: true },
      delivered: { texted: false },
      cancelled: { texted: true },
    } satisfies Record<NotifiedStatus, { texted: boolean }>,
    effects: [messagesEffect],
    // Only the states above are sent, and each has its copy (NotifiedStatus is the template's statuses).
    send: ({ tx, row, to, input }, how) =>
      notifyOrderStatus(tx, row, to as NotifiedStatus, how.texted, {
        cancelledBy: input.asCustomer ? 'customer' : 'pharmacy',
      }),
  },
});

/**
 * Moves an order along ORDER_TRANSITIONS under a row lock, in one transaction: the guards, the hooks of the
 * status entered, its history row (who and when), the audit entry of a staff move, the customer's message.
 */
export async function changeOrderStatus(
  db: Db,
  input: { orderId: number; to: OrderStatus; actorId: number; asCustomer?: boolean },
): Promise<{ from: OrderStatus }> {
  const move = await inTransition(db, (tx) =>
    transition(tx, orderLifecycle, {
      id: input.orderId,
      to: input.to,
      actorId: input.actorId,
      input: { asCustomer: !!input.asCustomer },
    }),
  );
  return { from: move.from! };
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
