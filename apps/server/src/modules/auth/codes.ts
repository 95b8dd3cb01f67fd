import { randomInt } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_WAIT_MS, OTP_TTL_MS } from '@shop/shared/constants';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { emailCodes } from '../../db/schema.ts';
import { spend } from '../../lib/budgets.ts';
import { AppError } from '../../lib/errors.ts';
import { nudgeOutbox } from '../notifications/outbox.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export type { CodePurpose } from '../notifications/templates/code.ts';

import type { CodePurpose } from '../notifications/templates/code.ts';

type CodeRow = typeof emailCodes.$inferSelect;

/** Every route that sends a one-time code, e-mailed or texted, spends from one budget per client address. */
export const spendCode = (app: FastifyInstance, req: FastifyRequest) =>
  spend(app.budgets.codesPerAddress, req.ip, 'Too many codes requested. Please try again later.');

/** At most this many codes to one address and purpose in SENDS_WINDOW_MS. */
const MAX_SENDS = 3;
const SENDS_WINDOW_MS = 10 * 60 * 1000;

const byAddress = (email: string, purpose: CodePurpose) =>
  and(eq(sql`lower(${emailCodes.email})`, email.toLowerCase()), eq(emailCodes.purpose, purpose));

/**
 * Issues a fresh code (hashed like a password: six digits are too few to survive a fast hash) and
 * kills the older ones. Refuses with 429 within 60 s of the last code or after 3 in 10 minutes.
 */
export async function issueCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; payload?: unknown; userId?: number },
  now = new Date(),
  /** Runs in the code's transaction with the code in clear: the e-mail that carries it joins the outbox there. */
  deliver?: (tx: Tx, code: string) => Promise<void>,
): Promise<string> {
  const recent = await db
    .select({ sentAt: emailCodes.sentAt })
    .from(emailCodes)
    .where(
      and(
        byAddress(input.email, input.purpose),
        gt(emailCodes.sentAt, new Date(now.getTime() - SENDS_WINDOW_MS)),
      ),
    )
    .orderBy(desc(emailCodes.sentAt));
  const last = recent[0]?.sentAt.getTime();
  if (last !== undefined && now.getTime() - last < OTP_RESEND_WAIT_MS) {
    throw new AppError('RATE_LIMITED', 'Please wait a minute before asking for a new code', {
      retryAfter: Math.ceil((last + OTP_RESEND_WAIT_MS - now.getTime()) / 1000),
    });
  }
  if (recent.length >= MAX_SENDS) {
    const oldest = recent[recent.length - 1]!.sentAt.getTime();
    throw new AppError('RATE_LIMITED', 'Too many codes requested. Please try again later.', {
      retryAfter: Math.ceil((oldest + SENDS_WINDOW_MS - now.getTime()) / 1000),
    });
  }
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const codeHash = await hashPassword(code);
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(byAddress(input.email, input.purpose), isNull(emailCodes.consumedAt)));
    await tx.insert(emailCodes).values({
      email: input.email.toLowerCase(),
      purpose: input.purpose,
      codeHash,
      payload: input.payload ?? null,
      userId: input.userId,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      sentAt: now,
    });
    await deliver?.(tx, code);
  });
  if (deliver) nudgeOutbox(db);
  return code;
}

/** The live code of an address, if any: the newest, unused, unexpired one. */
export async function findLiveCode(db: Db, email: string, purpose: CodePurpose, now = new Date()) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(byAddress(email, purpose), isNull(emailCodes.consumedAt), gt(emailCodes.expiresAt, now)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Checks a code and uses it up. A wrong code counts a try; the fifth wrong try burns the code.
 * Claiming is a conditional update, so two requests with the right code cannot both succeed. `apply`
 * runs in the claim's transaction: when the change the code was for fails (the new address was taken
 * meanwhile), the code is not used up.
 */
export async function consumeCode<T = void>(
  db: Db,
  input: { email: string; purpose: CodePurpose; code: string },
  apply?: (tx: Tx, row: CodeRow) => Promise<T>,
  now = new Date(),
): Promise<{ row: CodeRow; result: T }> {
  const invalid = new AppError('INVALID_CODE', 'Invalid or expired OTP');
  const row = await findLiveCode(db, input.email, input.purpose, now);
  if (!row) throw invalid;
  if (!(await verifyPassword(row.codeHash, input.code))) {
    await db
      .update(emailCodes)
      .set({
        attempts: sql`${emailCodes.attempts} + 1`,
        consumedAt: sql`case when ${emailCodes.attempts} + 1 >= ${OTP_MAX_ATTEMPTS} then now() else null end`,
      })
      .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt)));
    throw invalid;
  }
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt)))
      .returning();
    if (!claimed) throw invalid;
    const result = apply ? await apply(tx, claimed) : (undefined as T);
    return { row: claimed, result };
  });
}
