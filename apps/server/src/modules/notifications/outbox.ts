import type { Locale } from '@shop/shared/constants';
import type { NotificationChannel, NotificationTemplate } from '@shop/shared/notifications';
import { normalizeIraqiPhone } from '@shop/shared/phone';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import type { Effect } from '../../lib/lifecycle.ts';
import type { TemplatePayloads } from './templates/index.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface NewMessage<T extends NotificationTemplate = NotificationTemplate> {
  channel: NotificationChannel;
  template: T;
  /** An e-mail address, or a phone number in any form normalizeIraqiPhone reads. */
  to: string;
  locale: Locale;
  payload: TemplatePayloads[T];
  userId?: number | null;
  orderId?: number | null;
  /** Holds a one-time code: erased from the row once the job is finished, never shown to staff. */
  sensitive?: boolean;
}

/** `+9647XXXXXXXXX`, the form SMS gateways and WhatsApp expect; null for anything that is not an Iraqi mobile. */
export function internationalPhone(input: string): string | null {
  const local = normalizeIraqiPhone(input);
  return local ? `+964${local.slice(1)}` : null;
}

/**
 * Writes a message into the outbox, in the caller's transaction: if the change that causes it rolls back,
 * the message was never there. Call nudgeOutbox(db) after the commit so it leaves at once. Returns the
 * job's id, or null when the recipient cannot be reached on that channel (no valid phone number).
 */
export async function enqueueMessage<T extends NotificationTemplate>(
  tx: Db | Tx,
  message: NewMessage<T>,
): Promise<number | null> {
  const recipient = message.channel === 'email' ? message.to.trim() : internationalPhone(message.to);
  if (!recipient) return null;
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      template: message.template,
      recipient,
      locale: message.locale,
      payload: message.payload,
      sensitive: message.sensitive ?? false,
      userId: message.userId ?? null,
      orderId: message.orderId ?? null,
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

// ---------------------------------------------------------------- waking the worker after a commit

const nudges = new WeakMap<Db, Set<() => void>>();

/** The worker of this database listens here; several apps in one process (tests) each have their own. */
export function onOutboxNudge(db: Db, listener: () => void): () => void {
  const set = nudges.get(db) ?? new Set();
  nudges.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** After a transaction that enqueued messages commits: the worker looks now instead of at its next poll. */
export function nudgeOutbox(db: Db): void {
  for (const listener of nudges.get(db) ?? []) listener();
}

/** A lifecycle hook's effect of enqueueing messages: the worker is woken once its move commits. */
export const messagesEffect: Effect = { name: 'messages', afterCommit: nudgeOutbox };

// ---------------------------------------------------------------- the worker's queries

/**
 * Claims up to `limit` due jobs for this worker: rows another worker holds are skipped (SKIP LOCKED) and
 * each claimed row gets a lease, so a worker that dies mid-send gives its jobs back when the lease ends.
 * A claim counts as a try: a message that crashes the process cannot be retried for ever.
 */
export async function claimDueMessages(
  db: Db,
  input: { workerId: string; limit: number; leaseMs: number; maxAttempts: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.status, ['queued', 'failed']),
        lte(outboxMessages.runAt, sql`now()`),
        or(isNull(outboxMessages.lockedUntil), lte(outboxMessages.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outboxMessages.runAt), asc(outboxMessages.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${input.leaseMs / 1000})`,
      lockedBy: input.workerId,
      attempts: sql`${outboxMessages.attempts} + 1`,
      // The tries allowed are the claiming worker's (OUTBOX_MAX_ATTEMPTS), shown to staff beside the count.
      maxAttempts: input.maxAttempts,
      updatedAt: sql`now()`,
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** A finished job forgets its one-time code. */
const forgetCode = sql`case when ${outboxMessages.sensitive} then ${outboxMessages.payload} - 'code' else ${outboxMessages.payload} end`;

/** Only the worker holding the lease may settle a job. */
const heldBy = (id: number, workerId: string) =>
  and(eq(outboxMessages.id, id), eq(outboxMessages.lockedBy, workerId));

export async function markSent(db: Db, id: number, workerId: string, note: string | null = null) {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lockedUntil: null,
      lockedBy: null,
      lastError: note,
      payload: forgetCode,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, workerId));
}

/**
 * A failed try: back to the queue after an exponential back-off (with some jitter, so a mail server coming
 * back is not hit by every job at once), or dead when the tries are used up or the failure is final.
 */
export async function markFailed(
  db: Db,
  job: OutboxRow,
  input: { workerId: string; error: string; retryBaseMs: number; final?: boolean },
) {
  const dead = input.final || job.attempts >= job.maxAttempts;
  const delay = Math.min(input.retryBaseMs * 2 ** (job.attempts - 1), 6 * 60 * 60 * 1000);
  const jittered = Math.round(delay * (0.8 + Math.random() * 0.4));
  await db
    .update(outboxMessages)
    .set({
      status: dead ? 'dead' : 'failed',
      lastError: input.error.slice(0, 500),
      runAt: dead ? sql`now()` : sql`now() + make_interval(secs => ${jittered / 1000})`,
      lockedUntil: null,
      lockedBy: null,
      ...(dead ? { payload: forgetCode } : {}),
      updatedAt: sql`now()`,
    })
    .where(heldBy(job.id, input.workerId));
}
