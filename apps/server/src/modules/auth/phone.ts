import type { CodeChannel, PhoneRegisterBody } from '@shop/shared/auth';
import type { Locale } from '@shop/shared/constants';
import { splitFullName } from '@shop/shared/names';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { enqueueAlreadyRegistered, enqueuePhoneCode } from '../notifications/service.ts';
import { consumeCode, findLiveCode, issueCode } from './codes.ts';

// Sign in and register with an Iraqi mobile number (issue 14). Numbers arrive here as `+9647XXXXXXXXX`
// (mobileSchema); the codes live in email_codes beside the e-mailed ones, with the same rules.

const pendingPhoneAccount = z.object({
  name: z.string(),
  locale: z.enum(['ar', 'en']),
  channel: z.enum(['sms', 'whatsapp']),
});
const invalidCode = () => new AppError('INVALID_CODE', 'Invalid or expired OTP');
const phoneTaken = () => validationError({ phone: ['This phone number is already registered'] });

/** The account that signs in with this number: only a proved number counts. */
async function accountOfPhone(db: Db | Tx, phone: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id, isActive: users.isActive, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        isNotNull(users.phoneVerifiedAt),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return row ?? null;
}

const alreadyRegistered = z.object({
  exists: z.literal(true),
  locale: z.enum(['ar', 'en']),
  channel: z.enum(['sms', 'whatsapp']),
});

/**
 * A number that has an account answers a registration like any other, and its owner is told by text instead
 * of getting a code (decision 060), under the same per-number limits.
 */
async function tellOwner(db: Db, phone: string, channel: CodeChannel, locale: Locale): Promise<void> {
  await issueCode(
    db,
    { email: phone, purpose: 'phone_registration', payload: { exists: true, locale, channel } },
    new Date(),
    (tx) => enqueueAlreadyRegistered(tx, { to: phone, channel, locale }),
  );
}

/** Step 1 of a phone registration: the account waits beside its code, as an e-mail registration does. */
export async function startPhoneRegistration(
  db: Db,
  input: PhoneRegisterBody,
  locale: Locale,
): Promise<void> {
  if (await accountOfPhone(db, input.phone)) return tellOwner(db, input.phone, input.channel, locale);
  const payload = { name: input.name, locale, channel: input.channel };
  await issueCode(
    db,
    { email: input.phone, purpose: 'phone_registration', payload },
    new Date(),
    (tx, code) =>
      enqueuePhoneCode(tx, {
        phone: input.phone,
        channel: input.channel,
        purpose: 'phone_registration',
        code,
        locale,
      }),
  );
}

/** A new code for the registration waiting on this number (on the channel asked for now). */
export async function resendPhoneRegistrationCode(
  db: Db,
  phone: string,
  channel: CodeChannel,
  locale: Locale,
): Promise<void> {
  const live = await findLiveCode(db, phone, 'phone_registration');
  const exists = alreadyRegistered.safeParse(live?.payload);
  if (exists.success) return tellOwner(db, phone, channel, exists.data.locale);
  const pending = pendingPhoneAccount.safeParse(live?.payload);
  if (!pending.success) {
    throw validationError({ phone: ['No registration is waiting for this number. Please start again.'] });
  }
  const payload = { ...pending.data, channel };
  await issueCode(db, { email: phone, purpose: 'phone_registration', payload }, new Date(), (tx, code) =>
    enqueuePhoneCode(tx, {
      phone,
      channel,
      purpose: 'phone_registration',
      code,
      locale: pending.data.locale ?? locale,
    }),
  );
}

/** Step 2: the right code creates a verified customer with no e-mail and no password. */
export async function completePhoneRegistration(
  db: Db,
  input: { phone: string; otp: string },
): Promise<number> {
  const { result } = await consumeCode(
    db,
    { email: input.phone, purpose: 'phone_registration', code: input.otp },
    async (tx, row) => {
      const pending = pendingPhoneAccount.safeParse(row.payload);
      if (!pending.success) throw invalidCode();
      if (await accountOfPhone(tx, input.phone)) throw phoneTaken();
      const now = new Date();
      const [user] = await tx
        .insert(users)
        .values({
          name: pending.data.name,
          // The profile asks for first and last name: they start as the name given at sign-up.
          firstName: splitFullName(pending.data.name).first,
          lastName: splitFullName(pending.data.name).last,
          email: null,
          passwordHash: null,
          phone: input.phone,
          phoneVerifiedAt: now,
          locale: pending.data.locale,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) throw phoneTaken();
      const [customer] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'customer'));
      await tx.insert(userRoles).values({ userId: user.id, roleId: customer!.id });
      return user.id;
    },
  );
  return result;
}

/**
 * A sign-in code. The same answer and the same work whether or not the number has an account: for an
 * unknown (or disabled) one a code is still made and stored, so the 60 s and 3-in-10-minutes limits answer
 * alike, but nothing is sent (a text to a stranger's phone costs money and invites abuse) and it can never
 * sign anyone in.
 */
export async function sendPhoneLoginCode(
  db: Db,
  input: { phone: string; channel: CodeChannel },
  locale: Locale,
): Promise<void> {
  const account = await accountOfPhone(db, input.phone);
  const known = account?.isActive ? account : null;
  await issueCode(
    db,
    { email: input.phone, purpose: 'phone_login', userId: known?.id },
    new Date(),
    known
      ? (tx, code) =>
          enqueuePhoneCode(tx, {
            phone: input.phone,
            channel: input.channel,
            purpose: 'phone_login',
            code,
            locale: known.locale === 'en' ? 'en' : (locale ?? 'ar'),
            userId: known.id,
          })
      : undefined,
  );
}

/** The right code signs in the account it was sent for; a wrong one counts a try (5 and the code is dead). */
export async function verifyPhoneLogin(db: Db, input: { phone: string; code: string }): Promise<number> {
  const { result } = await consumeCode(
    db,
    { email: input.phone, purpose: 'phone_login', code: input.code },
    async (tx, row) => {
      if (!row.userId) throw invalidCode();
      const [user] = await tx
        .select({ id: users.id, isActive: users.isActive })
        .from(users)
        .where(and(eq(users.id, row.userId), eq(users.phone, input.phone), isNotNull(users.phoneVerifiedAt)));
      if (!user?.isActive) throw invalidCode();
      await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      return user.id;
    },
  );
  return result;
}

/** A signed-in customer proves a (new) number; it replaces the old one once the code comes back. */
export async function requestPhoneChange(
  db: Db,
  userId: number,
  input: { phone: string; channel: CodeChannel },
  locale: Locale,
): Promise<void> {
  // Another account's number answers alike; its owner is told, and the code is never sent (decision 060).
  const taken = await accountOfPhone(db, input.phone, userId);
  await issueCode(
    db,
    { email: input.phone, purpose: 'phone_change', userId, payload: { userId } },
    new Date(),
    taken
      ? (tx) => enqueueAlreadyRegistered(tx, { to: input.phone, channel: input.channel, locale })
      : (tx, code) =>
          enqueuePhoneCode(tx, {
            phone: input.phone,
            channel: input.channel,
            purpose: 'phone_change',
            code,
            locale,
            userId,
          }),
  );
}

export async function confirmPhoneChange(db: Db, userId: number, input: { phone: string; otp: string }) {
  await consumeCode(db, { email: input.phone, purpose: 'phone_change', code: input.otp }, async (tx, row) => {
    if (row.userId !== userId) throw invalidCode();
    if (await accountOfPhone(tx, input.phone, userId)) {
      throw new AppError('ALREADY_EXISTS', 'This phone number is used by another account');
    }
    await tx
      .update(users)
      .set({ phone: input.phone, phoneVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}
