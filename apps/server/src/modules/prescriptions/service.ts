import { type Page, toPage } from '@shop/shared/api';
import type { Locale } from '@shop/shared/constants';
import { can } from '@shop/shared/permissions';
import {
  type AdminPrescriptionView,
  PRESCRIPTION_MAX_FILES,
  type PrescriptionQueueSummary,
  type PrescriptionStatus,
  type PrescriptionView,
  type RejectBody,
} from '@shop/shared/prescriptions';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders, prescriptionFiles, prescriptions } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransition } from '../../lib/lifecycle.ts';
import type { StoreFolder } from '../../lib/storage.ts';
import {
  type OpenedFile,
  removePrivateFiles,
  storedFile,
  writePrivateFiles,
} from '../files/private-uploads.ts';
import { decideWaitingOrders } from '../orders/prescription.ts';
import { type CleanFile, cleanPrescriptionFile } from './storage.ts';
import { type PrescriptionRow, toAdminPrescriptionViews, toPrescriptionViews } from './views.ts';

const notFound = () => new AppError('NOT_FOUND', 'Prescription not found');

/**
 * A customer's new prescription: every file is checked and cleaned before anything is written, so a
 * refused upload leaves neither a row nor a file.
 */
export async function createPrescription(
  db: Db,
  input: {
    folder: StoreFolder;
    userId: number;
    files: { buffer: Buffer; filename: string }[];
    note: string | null;
  },
): Promise<{ id: number; status: 'pending' }> {
  if (input.files.length === 0) {
    throw new AppError('VALIDATION', 'Validation failed', {
      errors: { files: ['Please add a photo or PDF of your prescription'] },
    });
  }
  if (input.files.length > PRESCRIPTION_MAX_FILES) {
    throw new AppError('VALIDATION', 'Validation failed', {
      errors: { files: ['You can upload at most 5 files'] },
    });
  }
  const cleaned: CleanFile[] = [];
  // One at a time: a 4096-pixel re-encode is the heaviest work a shopper can ask of the server.
  for (const [i, f] of input.files.entries())
    cleaned.push(await cleanPrescriptionFile(f.buffer, f.filename, i + 1));
  const names = await writePrivateFiles(input.folder, cleaned);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(prescriptions)
        .values({ userId: input.userId, note: input.note })
        .returning({ id: prescriptions.id });
      await tx.insert(prescriptionFiles).values(
        cleaned.map((f, i) => ({
          prescriptionId: row!.id,
          position: i + 1,
          storedName: names[i]!,
          mimeType: f.mime,
          size: f.data.length,
        })),
      );
      return { id: row!.id, status: 'pending' as const };
    });
  } catch (err) {
    await removePrivateFiles(input.folder, names);
    throw err;
  }
}

export async function listPrescriptions(
  db: Db,
  input: { userId: number; page: number; perPage: number },
): Promise<Page<PrescriptionView>> {
  const where = eq(prescriptions.userId, input.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(prescriptions)
      .where(where)
      .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ n: count() }).from(prescriptions).where(where),
  ]);
  return toPage(await toPrescriptionViews(db, rows), Number(total?.n ?? 0), input.page, input.perPage);
}

async function ownRow(db: Db | Tx, id: number, userId: number, lock = false): Promise<PrescriptionRow> {
  const query = db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The customer's own prescription; anyone else's is "not found", never "forbidden". */
export async function getPrescription(
  db: Db,
  input: { id: number; userId: number },
): Promise<PrescriptionView> {
  const [view] = await toPrescriptionViews(db, [await ownRow(db, input.id, input.userId)]);
  return view!;
}

/** Only one no order names: an order's prescription is the record of why a medicine was sold. */
export async function deletePrescription(
  db: Db,
  input: { folder: StoreFolder; id: number; userId: number },
): Promise<void> {
  const names = await db.transaction(async (tx) => {
    // Locked, so an order cannot take it between the check and the delete.
    await ownRow(tx, input.id, input.userId, true);
    const [used] = await tx.select({ n: count() }).from(orders).where(eq(orders.prescriptionId, input.id));
    if (Number(used?.n ?? 0) > 0) {
      throw new AppError('IN_USE', 'This prescription belongs to an order and cannot be deleted');
    }
    const files = await tx
      .select({ name: prescriptionFiles.storedName })
      .from(prescriptionFiles)
      .where(eq(prescriptionFiles.prescriptionId, input.id));
    await tx.delete(prescriptions).where(eq(prescriptions.id, input.id));
    return files.map((f) => f.name);
  });
  await removePrivateFiles(input.folder, names);
}

/**
 * One file of a prescription, for its owner or for whoever reviews prescriptions; everyone else is
 * told it does not exist. Every read is written to the audit log with who read it.
 */
export async function openPrescriptionFile(
  db: Db,
  input: { folder: StoreFolder; id: number; n: number; user: { id: number; permissions: readonly string[] } },
): Promise<OpenedFile> {
  const [row] = await db
    .select({ file: prescriptionFiles, ownerId: prescriptions.userId })
    .from(prescriptionFiles)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionFiles.prescriptionId))
    .where(and(eq(prescriptionFiles.prescriptionId, input.id), eq(prescriptionFiles.position, input.n)));
  const allowed = row && (row.ownerId === input.user.id || can(input.user, 'prescriptions.review'));
  if (!row || !allowed) throw new AppError('NOT_FOUND', 'File not found');
  const stored = await storedFile(input.folder, row.file.storedName);
  if (!stored) throw new AppError('NOT_FOUND', 'File not found');
  await recordAudit(db, {
    actorId: input.user.id,
    action: 'file_access',
    entity: 'prescription',
    entityId: input.id,
    after: { n: input.n },
  }).catch((err) => {
    stored.body.destroy();
    throw err;
  });
  const ext = row.file.storedName.split('.').pop();
  return {
    body: stored.body,
    mime: row.file.mimeType,
    size: row.file.size,
    name: `prescription-${input.id}-${input.n}.${ext}`,
  };
}

// ---------------------------------------------------------------- the pharmacist's side

/** The queue is worked oldest first; decided ones are looked up newest decision first. */
export async function listReviewQueue(
  db: Db,
  q: { status: PrescriptionStatus; page: number; per_page: number },
  locale: Locale,
): Promise<Page<AdminPrescriptionView>> {
  const where = eq(prescriptions.status, q.status);
  const order =
    q.status === 'pending'
      ? [asc(prescriptions.submittedAt), asc(prescriptions.id)]
      : [sql`${prescriptions.reviewedAt} desc nulls last`, desc(prescriptions.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(prescriptions)
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(prescriptions).where(where),
  ]);
  return toPage(await toAdminPrescriptionViews(db, rows, locale), Number(total?.n ?? 0), q.page, q.per_page);
}

/** The queue at a glance: how many prescriptions wait for a pharmacist, and since when the oldest has. */
export async function reviewQueueSummary(db: Db): Promise<PrescriptionQueueSummary> {
  const [row] = await db
    .select({ n: count(), oldest: sql<Date | string | null>`min(${prescriptions.submittedAt})` })
    .from(prescriptions)
    .where(eq(prescriptions.status, 'pending'));
  const oldest = row?.oldest ?? null;
  return {
    pending: Number(row?.n ?? 0),
    oldest_submitted_at: oldest === null ? null : new Date(oldest).toISOString(),
  };
}

export async function getAdminPrescription(
  db: Db,
  id: number,
  locale: Locale,
): Promise<AdminPrescriptionView> {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
  if (!row) throw notFound();
  const [view] = await toAdminPrescriptionViews(db, [row], locale);
  return view!;
}

type Decision = { kind: 'approve' } | ({ kind: 'reject' } & RejectBody);

/**
 * A pharmacist's decision, in one transaction under the prescription's row lock: of two pharmacists
 * deciding at once, the second finds it decided and gets 409. The orders waiting on it follow through the
 * orders module, each with a step in its history, an audit entry naming the pharmacist, and the customer
 * told.
 */
export async function decidePrescription(
  db: Db,
  input: { id: number; actorId: number; decision: Decision },
): Promise<void> {
  const { id, actorId, decision } = input;
  const approved = decision.kind === 'approve';
  await inTransition(db, async (tx) => {
    const [p] = await tx.select().from(prescriptions).where(eq(prescriptions.id, id)).for('update');
    if (!p) throw notFound();
    // The check is a second person's: a pharmacist's own prescription waits for a colleague (decision 060).
    if (p.userId === actorId)
      throw new AppError('SELF_REVIEW', 'Another pharmacist must review your own prescription');
    if (p.status !== 'pending') {
      throw new AppError('CONFLICT', 'This prescription has already been reviewed', {
        data: { status: p.status },
      });
    }
    const now = new Date();
    const rejection = approved
      ? { rejectionReason: null, rejectionNote: null }
      : { rejectionReason: decision.reason, rejectionNote: decision.note ?? null };
    await tx
      .update(prescriptions)
      .set({
        status: approved ? 'approved' : 'rejected',
        ...rejection,
        reviewedBy: actorId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(prescriptions.id, id));
    const moved = await decideWaitingOrders(tx, {
      prescriptionId: id,
      actorId,
      approved,
      ...(approved ? {} : { reason: decision.reason, note: decision.note ?? null }),
    });
    await recordAudit(tx, {
      actorId,
      action: approved ? 'approve' : 'reject',
      entity: 'prescription',
      entityId: id,
      before: { status: 'pending' },
      after: {
        status: approved ? 'approved' : 'rejected',
        ...(approved ? {} : { reason: rejection.rejectionReason, note: rejection.rejectionNote }),
        orders: moved,
      },
    });
  });
}
