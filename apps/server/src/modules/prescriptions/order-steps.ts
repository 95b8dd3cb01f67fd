import type { OrderPrescriptionStatus } from '@shop/shared/prescriptions';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prescriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransition } from '../../lib/lifecycle.ts';
import { attachPrescriptionToOrder } from '../orders/prescription.ts';
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
 * After a rejection (or while one is still waiting), the customer gives the order another of their
 * prescriptions; the order goes back to waiting for a pharmacist.
 */
export function attachPrescription(
  db: Db,
  input: { orderId: number; userId: number; prescriptionId: number },
): Promise<void> {
  return inTransition(db, (tx) =>
    attachPrescriptionToOrder(tx, {
      orderId: input.orderId,
      userId: input.userId,
      claim: () => claimPrescription(tx, input.userId, input.prescriptionId),
    }),
  );
}
