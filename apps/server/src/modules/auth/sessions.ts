import { createHash, randomBytes } from 'node:crypto';
import { SESSION_IDLE_MS, SESSION_REMEMBER_DAYS } from '@shop/shared/constants';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { type Db, preparedPer } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Writing last_seen on every request would turn every read into a write; a minute is precise enough. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionRecord {
  id: string;
  userId: number | null;
  csrfToken: string;
  remember: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
}

export const randomToken = () => randomBytes(32).toString('base64url');
/** Only the hash is stored, so a leaked sessions table cannot be replayed as cookies. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function sessionLifetime(remember: boolean): number {
  return remember ? SESSION_REMEMBER_DAYS * DAY_MS : SESSION_IDLE_MS;
}

export async function createSession(
  db: Db,
  input: { userId: number | null; remember: boolean; ip?: string; userAgent?: string },
): Promise<{ token: string; session: SessionRecord }> {
  const token = randomToken();
  const now = new Date();
  const [row] = await db
    .insert(sessions)
    .values({
      id: hashToken(token),
      userId: input.userId,
      csrfToken: randomToken(),
      remember: input.remember,
      expiresAt: new Date(now.getTime() + sessionLifetime(input.remember)),
      lastSeenAt: now,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300),
    })
    .returning();
  return { token, session: row! };
}

const sessionById = preparedPer((db) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_session'),
);

export async function findSession(db: Db, token: string): Promise<SessionRecord | null> {
  const [row] = await sessionById(db).execute({ id: hashToken(token) });
  return row ?? null;
}

/** Slides the idle window of a browser-session login; a remembered one keeps its fixed 30 days. */
export async function touchSession(db: Db, session: SessionRecord): Promise<void> {
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() < TOUCH_EVERY_MS) return;
  const update: Partial<typeof sessions.$inferInsert> = { lastSeenAt: new Date(now) };
  if (!session.remember) update.expiresAt = new Date(now + SESSION_IDLE_MS);
  await db.update(sessions).set(update).where(eq(sessions.id, session.id));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
