import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Every admin change leaves a row: who, when, what, and the thing before and after. */
export async function recordAudit(
  db: Db | Tx,
  entry: {
    actorId: number;
    action: string;
    entity: string;
    entityId?: number | string | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: strip(entry.before),
    after: strip(entry.after),
  });
}

/** Secrets never go into the log, whatever the caller passes. */
function strip(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(strip);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !/password|codeHash|token/i.test(k))
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : strip(v)]),
  );
}
