import { canTransition, customerCanCancel, type OrderStatus } from '@shop/shared/orders';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderStatusHistory, orders } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { now } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { catalogChanged, noStockChanges, trackStock } from '../catalog/cache.ts';
import { cancelSale } from '../inventory/ledger.ts';
import { nudgeOutbox } from '../notifications/outbox.ts';
import { notifyOrderStatus, notifyPointsCredited } from '../notifications/service.ts';
import { awardOrderPoints, refundOrderPoints } from '../points/service.ts';

type OrderRow = typeof orders.$inferSelect;

/** What a step of the lifecycle changes besides the order itself. */
type Effect = 'stock' | 'points' | 'messages';

interface StepContext {
  tx: Tx;
  order: OrderRow;
  from: OrderStatus;
  to: OrderStatus;
  actorId: number;
  /** The customer moved their own order (only ever a cancellation); otherwise a member of staff. */
  asCustomer: boolean;
}

/** A side effect of entering a status: one named function, with what it touches declared. */
interface Hook {
  name: string;
  effects: readonly Effect[];
  run(ctx: StepContext): Promise<void>;
}

const returnStock: Hook = {
  name: 'returnStock',
  effects: ['stock'],
  run: ({ tx, order, actorId }) => cancelSale(tx, { orderId: order.id, actorId }),
};

const refundSpentPoints: Hook = {
  name: 'refundSpentPoints',
  effects: ['points'],
  run: ({ tx, order }) => refundOrderPoints(tx, order),
};

const creditEarnedPoints: Hook = {
  name: 'creditEarnedPoints',
  effects: ['points', 'messages'],
  async run({ tx, order }) {
    const awarded = await awardOrderPoints(tx, order);
    await notifyPointsCredited(tx, order, awarded);
  },
};

/** The customer hears of the new status on the channels they chose (an outbox job, sent after the commit). */
const tellCustomer: Hook = {
  name: 'tellCustomer',
  effects: ['messages'],
  run: ({ tx, order, to, asCustomer }) =>
    notifyOrderStatus(tx, order, to, { cancelledBy: asCustomer ? 'customer' : 'pharmacy' }),
};

/**
 * An order holding a prescription medicine waits in `pending` until a pharmacist approves its
 * prescription; cancelling it stays possible.
 */
function prescriptionApprovedBeforeProcessing(order: OrderRow, from: OrderStatus, to: OrderStatus): void {
  if (from !== 'pending' || to !== 'processing') return;
  const needsApproval = order.requiresPrescription || order.prescriptionStatus !== null;
  if (needsApproval && order.prescriptionStatus !== 'approved') {
    throw new AppError(
      'PRESCRIPTION_NOT_APPROVED',
      'A pharmacist must approve the prescription before this order can be processed',
      { data: { prescription_status: order.prescriptionStatus } },
    );
  }
}

/**
 * The side effects of entering each status. Which status may follow which is ORDER_TRANSITIONS in
 * packages/shared/orders.ts; a new status is one entry there and, when it has effects, one here.
 */
export const ON_ENTER: Readonly<Record<OrderStatus, readonly Hook[]>> = {
  pending: [],
  processing: [tellCustomer],
  shipped: [tellCustomer],
  delivered: [creditEarnedPoints, tellCustomer],
  cancelled: [returnStock, refundSpentPoints, tellCustomer],
};

/** Effects that change what shoppers see of the catalog (stock, availability, sales rankings). */
const CATALOG_EFFECTS: readonly Effect[] = ['stock'];

/**
 * Moves an order along ORDER_TRANSITIONS under a row lock, in one transaction: the status, its history
 * row (who and when), the hooks of the status entered, and the audit entry of a staff move. The
 * catalog's remembered answers are dropped only when a hook changed what shoppers see.
 */
export async function changeOrderStatus(
  db: Db,
  input: { orderId: number; to: OrderStatus; actorId: number; asCustomer?: boolean },
): Promise<{ from: OrderStatus; effects: Effect[] }> {
  const stock = noStockChanges();
  const result = await db.transaction(async (tx) => {
    trackStock(tx, stock);
    const conditions = [eq(orders.id, input.orderId)];
    if (input.asCustomer) conditions.push(eq(orders.userId, input.actorId));
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(...conditions))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    const from = order.status as OrderStatus;
    // Staff never move their own order on: a colleague does, as with their prescription (decision 060).
    if (!input.asCustomer && order.userId === input.actorId)
      throw new AppError('SELF_REVIEW', 'Another member of staff must move your own order');
    if (input.asCustomer && (input.to !== 'cancelled' || !customerCanCancel(from))) {
      throw new AppError('ORDER_NOT_CANCELLABLE', 'Only pending orders can be cancelled');
    }
    if (!canTransition(from, input.to)) {
      throw new AppError('INVALID_TRANSITION', 'This order cannot move to that status', {
        data: { from, to: input.to },
      });
    }
    prescriptionApprovedBeforeProcessing(order, from, input.to);
    const at = now();
    // The return window counts from delivery (decision 021).
    const delivered = input.to === 'delivered' ? { deliveredAt: at } : {};
    await tx
      .update(orders)
      .set({ status: input.to, updatedAt: at, ...delivered })
      .where(eq(orders.id, order.id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, fromStatus: from, toStatus: input.to, changedBy: input.actorId });
    const ctx: StepContext = {
      tx,
      order,
      from,
      to: input.to,
      actorId: input.actorId,
      asCustomer: !!input.asCustomer,
    };
    const effects = new Set<Effect>();
    for (const hook of ON_ENTER[input.to]) {
      await hook.run(ctx);
      for (const effect of hook.effects) effects.add(effect);
    }
    if (!input.asCustomer) {
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'status',
        entity: 'order',
        entityId: order.id,
        before: { status: from },
        after: { status: input.to },
      });
    }
    return { from, effects: [...effects] };
  });
  if (result.effects.some((e) => CATALOG_EFFECTS.includes(e))) catalogChanged(db, stock);
  if (result.effects.includes('messages')) nudgeOutbox(db);
  return result;
}
