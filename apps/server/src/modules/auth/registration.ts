import type { RegisterBody } from '@shop/shared/auth';
import type { Locale } from '@shop/shared/constants';
import { splitFullName } from '@shop/shared/names';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { roles, sessions, userRoles, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { enqueueAlreadyRegistered, enqueueCode } from '../notifications/service.ts';
import { consumeCode, findLiveCode, issueCode } from './codes.ts';
import { hashPassword } from './passwords.ts';

const pendingAccount = z.object({ name: z.string(), passwordHash: z.string(), locale: z.enum(['ar', 'en']) });
/** The code row of a registration asked for an address that has an account: its code is never sent. */
export const alreadyRegistered = z.object({ exists: z.literal(true), locale: z.enum(['ar', 'en']) });

async function emailTaken(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return !!row;
}

/**
 * Step 1: no user row yet; the account waits, hashed, beside its code until the code comes back. An address
 * that has an account answers the same, with the same work and limits, and its owner is told instead
 * (decision 060): the answer never says whether an address is registered.
 */
export async function startRegistration(db: Db, input: RegisterBody, locale: Locale): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  if (await emailTaken(db, input.email)) return tellOwner(db, input.email, locale);
  const payload = { name: input.name, passwordHash, locale };
  await issueCode(db, { email: input.email, purpose: 'registration', payload }, new Date(), (tx, code) =>
    // No name: anyone can type any address here, and the name is theirs to choose (decision 065).
    enqueueCode(tx, { email: input.email, purpose: 'registration', code, locale }),
  );
}

async function tellOwner(db: Db, email: string, locale: Locale): Promise<void> {
  await issueCode(
    db,
    { email, purpose: 'registration', payload: { exists: true, locale } },
    new Date(),
    (tx) => enqueueAlreadyRegistered(tx, { to: email, channel: 'email', locale }),
  );
}

/** A new code for the pending registration; the old one dies. */
export async function resendRegistrationCode(db: Db, email: string, locale: Locale): Promise<void> {
  const live = await findLiveCode(db, email, 'registration');
  const exists = alreadyRegistered.safeParse(live?.payload);
  if (exists.success) return tellOwner(db, email, exists.data.locale);
  const pending = pendingAccount.safeParse(live?.payload);
  if (!pending.success) {
    throw validationError({ email: ['No registration is waiting for this email. Please start again.'] });
  }
  await issueCode(db, { email, purpose: 'registration', payload: pending.data }, new Date(), (tx, code) =>
    enqueueCode(tx, {
      email,
      purpose: 'registration',
      code,
      locale: pending.data.locale ?? locale,
    }),
  );
}

/**
 * Step 2: the right code creates the verified customer. Another registration that won the race for
 * the address answers 422 and leaves this code unused.
 */
export async function completeRegistration(db: Db, input: { email: string; otp: string }): Promise<number> {
  const { result } = await consumeCode(
    db,
    { email: input.email, purpose: 'registration', code: input.otp },
    async (tx, row) => {
      const pending = pendingAccount.safeParse(row.payload);
      if (!pending.success) throw new AppError('INVALID_CODE', 'Invalid or expired OTP');
      if (await emailTaken(tx, input.email))
        throw validationError({ email: ['This email is already registered'] });
      const [user] = await tx
        .insert(users)
        .values({
          name: pending.data.name,
          // The profile asks for first and last name: they start as the name given at sign-up.
          firstName: splitFullName(pending.data.name).first,
          lastName: splitFullName(pending.data.name).last,
          email: input.email.toLowerCase(),
          passwordHash: pending.data.passwordHash,
          locale: pending.data.locale,
          isEmailVerified: true,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) throw validationError({ email: ['This email is already registered'] });
      // The role exists from the start (syncRoles).
      const [customer] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'customer'));
      await tx.insert(userRoles).values({ userId: user.id, roleId: customer!.id });
      return user.id;
    },
  );
  return result;
}

/** Always the same answer, whether or not the address has an account: no enumeration. */
export async function requestPasswordReset(db: Db, email: string, locale: Locale): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, locale: users.locale, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user?.isActive) return;
  await issueCode(db, { email, purpose: 'password_reset', userId: user.id }, new Date(), (tx, code) =>
    enqueueCode(tx, {
      email,
      purpose: 'password_reset',
      code,
      locale: (user.locale as Locale) ?? locale,
      name: user.name,
      userId: user.id,
    }),
  ).catch((err) => {
    // A limit hit is not news worth telling a stranger; the owner will get the earlier code.
    if (err instanceof AppError && err.code === 'RATE_LIMITED') return null;
    throw err;
  });
}

/** A reset ends every session of the account: whoever knew the old password is out. */
export async function resetPassword(
  db: Db,
  input: { email: string; otp: string; password: string },
): Promise<void> {
  // Hashed before the code is claimed, so the claim's transaction stays short.
  const passwordHash = await hashPassword(input.password);
  await consumeCode(
    db,
    { email: input.email, purpose: 'password_reset', code: input.otp },
    async (tx, row) => {
      if (!row.userId) throw new AppError('INVALID_CODE', 'Invalid or expired OTP');
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.userId));
      await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    },
  );
}
