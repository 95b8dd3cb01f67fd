import type { OrderPrescriptionStatus, PrescriptionOrderEvent } from '@shop/shared/prescriptions';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderStatusHistory, orders, prescriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { PrescriptionRow } from './views.ts';

/**
 * How orders and prescriptions meet (decision 014): an order holding a prescription medicine names one
 * of its customer's prescriptions, and waits in `pending_review` until a pharmacist decides on it.
 */

const fieldError = (message: string) =>
  new AppError('VALIDATION', 'Validation failed', { errors: { prescription_id: [message] } });

/**
 * The customer's own prescription, locked (a pharmacist deciding on it at the same moment waits for this
 * order, then decides for it too). A rejected one cannot carry an order. An approved one goes back to
 * the queue: it was checked against other orders' lines, not this order's.
 */
async function claimPrescription(tx: Tx, userId: number, prescriptionId: number): Promise<PrescriptionRow> {
  const [p] = await tx
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.id, prescriptionId), eq(prescriptions.userId, userId)))
    .for('update');
  if (!p) throw fieldError('Prescription not found');
  if (p.status === 'rejected') throw fieldError('This prescription was turned down. Please upload a new one');
  if (p.status === 'approved') {
    const now = new Date();
    const [requeued] = await tx
      .update(prescriptions)
      .set({ status: 'pending', submittedAt: now, reviewedBy: null, reviewedAt: null, updatedAt: now })
      .where(eq(prescriptions.id, p.id))
      .returning();
    return requeued!;
  }
  return p;
}

/**
 * A step of placing an order: the prescription the order needs, or none. Gives the columns the order
 * is written with.
 */
export async function takePrescription(
  tx: Tx,
  input: { userId: number; needsPrescription: boolean; prescriptionId: number | undefined },
): Promise<{
  prescriptionId: number | null;
  prescriptionStatus: OrderPrescriptionStatus | null;
  prescription: PrescriptionRow | null;
}> {
  const { userId, needsPrescription, prescriptionId } = input;
  if (!needsPrescription) {
    if (prescriptionId !== undefined)
      throw fieldError('This order holds no medicine that needs a prescription');
    return { prescriptionId: null, prescriptionStatus: null, prescription: null };
  }
  if (prescriptionId === undefined) {
    throw new AppError('PRESCRIPTION_REQUIRED', 'Prescription required', {
      errors: { prescription_id: ['Please upload your prescription or choose one you uploaded before'] },
    });
  }
  const p = await claimPrescription(tx, userId, prescriptionId);
  return { prescriptionId: p.id, prescriptionStatus: 'pending_review', prescription: p };
}

/**
 * A prescription step in an order's history: from and to are the status the order is in, `note` names
 * the event, `changed_by` who took it (shown to staff only).
 */
export async function recordPrescriptionEvent(
  tx: Tx,
  input: { orderId: number; status: string; event: PrescriptionOrderEvent; actorId: number },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: input.orderId,
    fromStatus: input.status,
    toStatus: input.status,
    changedBy: input.actorId,
    note: input.event,
  });
}

/**
 * After a rejection (or while one is still waiting), the customer gives the order another of their
 * prescriptions; the order goes back to waiting for a pharmacist.
 */
export async function attachPrescription(
  db: Db,
  input: { orderId: number; userId: number; prescriptionId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const loadOrder = async (lock: boolean) => {
      const query = tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)));
      const [order] = lock ? await query.for('update') : await query;
      if (!order) throw new AppError('NOT_FOUND', 'Order not found');
      const waiting =
        order.prescriptionStatus === 'rejected' || order.prescriptionStatus === 'pending_review';
      if (order.status !== 'pending' || !waiting) {
        throw new AppError('CONFLICT', 'This order cannot take a new prescription');
      }
      return order;
    };
    await loadOrder(false);
    // The prescription's lock before the order's, as a pharmacist's decision takes them: never a deadlock.
    const p = await claimPrescription(tx, input.userId, input.prescriptionId);
    const order = await loadOrder(true);
    await tx
      .update(orders)
      .set({ prescriptionId: p.id, prescriptionStatus: 'pending_review', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await recordPrescriptionEvent(tx, {
      orderId: order.id,
      status: order.status,
      event: 'prescription_attached',
      actorId: input.userId,
    });
  });
}
