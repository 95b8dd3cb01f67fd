import {
  ORDER_PRESCRIPTION_STATUSES,
  ORDER_PRESCRIPTION_TRANSITIONS,
  type OrderPrescriptionStatus,
  type PrescriptionOrderEvent,
  type RejectionReason,
} from '@shop/shared/prescriptions';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderStatusHistory, orders } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { defineLifecycle, type Guard, transition } from '../../lib/lifecycle.ts';
import { messagesEffect } from '../notifications/outbox.ts';
import { notifyPrescriptionDecided } from '../notifications/service.ts';
import { lockOrder } from './lifecycle.ts';

/**
 * How an order's prescription is reviewed (decision 014), as a lifecycle of `orders.prescription_status`
 * (decision 070): the orders module writes it; the prescriptions module asks for its moves.
 */

type OrderRow = typeof orders.$inferSelect;

interface PrescriptionMoveInput {
  prescriptionId: number;
  /** Set when the customer moves their own order (attaching a prescription). */
  userId?: number;
  reason?: RejectionReason;
  note?: string | null;
}

/** The event each state entered is shown as in the order's history. */
const EVENT_OF: Readonly<Record<OrderPrescriptionStatus, PrescriptionOrderEvent>> = {
  pending_review: 'prescription_attached',
  approved: 'prescription_approved',
  rejected: 'prescription_rejected',
};

/** Only an order nobody has started on, still waiting or turned down, takes a prescription. */
function takesPrescription(order: OrderRow): void {
  const waiting = order.prescriptionStatus === 'rejected' || order.prescriptionStatus === 'pending_review';
  if (order.status !== 'pending' || !waiting) {
    throw new AppError('CONFLICT', 'This order cannot take a new prescription');
  }
}

const orderStillPending: Guard<OrderPrescriptionStatus, OrderRow, PrescriptionMoveInput, object> = {
  name: 'orderStillPending',
  check: ({ row }) => takesPrescription(row),
};

export const orderPrescriptionLifecycle = defineLifecycle<
  OrderPrescriptionStatus,
  OrderRow,
  PrescriptionMoveInput,
  object
>({
  name: 'order',
  states: ORDER_PRESCRIPTION_STATUSES,
  transitions: ORDER_PRESCRIPTION_TRANSITIONS,
  load: (tx, id, input) => lockOrder(tx, id, input.userId),
  stateOf: (order) => order.prescriptionStatus as OrderPrescriptionStatus,
  guards: [orderStillPending],
  onEnter: {},
  async write({ tx, row, to, at, input }) {
    await tx
      .update(orders)
      .set({ prescriptionId: input.prescriptionId, prescriptionStatus: to, updatedAt: at })
      .where(eq(orders.id, row.id));
  },
  // A step in the order's history: from and to are the status the order is in, `note` names the event.
  async record({ tx, row, from, to, actorId, input }) {
    const event = EVENT_OF[to];
    await tx.insert(orderStatusHistory).values({
      orderId: row.id,
      fromStatus: row.status,
      toStatus: row.status,
      changedBy: actorId,
      note: event,
    });
    if (to === 'pending_review' || actorId === null) return;
    await recordAudit(tx, {
      actorId,
      action: event,
      entity: 'order',
      entityId: row.id,
      before: { prescription_status: from },
      after: { prescription_status: to, prescription_id: input.prescriptionId },
    });
  },
  /** A rejection asks the customer to act (a new prescription), so it comes by text too. */
  tell: {
    states: { approved: { texted: false }, rejected: { texted: true } },
    effects: [messagesEffect],
    send: ({ tx, row, to, input }, how) =>
      notifyPrescriptionDecided(
        tx,
        {
          orderId: row.id,
          approved: to === 'approved',
          ...(to === 'rejected' ? { reason: input.reason!, note: input.note ?? null } : {}),
        },
        how.texted,
      ),
  },
});

/**
 * A pharmacist's decision reaches the orders waiting on the prescription (the caller holds its lock). Only
 * orders still waiting: a cancelled one keeps what it had when it was cancelled. Answers their ids.
 */
export async function decideWaitingOrders(
  tx: Tx,
  input: {
    prescriptionId: number;
    actorId: number;
    approved: boolean;
    reason?: RejectionReason;
    note?: string | null;
  },
): Promise<number[]> {
  const { prescriptionId, actorId, approved, reason, note } = input;
  const waiting = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.prescriptionId, prescriptionId),
        eq(orders.prescriptionStatus, 'pending_review'),
        eq(orders.status, 'pending'),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
  for (const { id } of waiting) {
    await transition(tx, orderPrescriptionLifecycle, {
      id,
      to: approved ? 'approved' : 'rejected',
      actorId,
      input: { prescriptionId, ...(approved ? {} : { reason, note }) },
    });
  }
  return waiting.map((o) => o.id);
}

/**
 * The customer gives their waiting order another prescription, and it waits for a pharmacist again.
 * `claim` locks and takes the prescription: after the order is checked, and before the order's lock, as a
 * pharmacist's decision takes them, so the two never deadlock.
 */
export async function attachPrescriptionToOrder(
  tx: Tx,
  input: { orderId: number; userId: number; claim: () => Promise<{ id: number }> },
): Promise<void> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)));
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  takesPrescription(order);
  const prescription = await input.claim();
  await transition(tx, orderPrescriptionLifecycle, {
    id: input.orderId,
    to: 'pending_review',
    actorId: input.userId,
    input: { prescriptionId: prescription.id, userId: input.userId },
  });
}
