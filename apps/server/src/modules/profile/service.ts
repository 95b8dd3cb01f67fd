import type { ProfileBody } from '@shop/shared/auth';
import type { Locale } from '@shop/shared/constants';
import type { GovernorateCode } from '@shop/shared/governorates';
import { iraqiMobileE164 } from '@shop/shared/phone';
import type { AddressBody } from '@shop/shared/profile';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, sessions, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { consumeCode, issueCode } from '../auth/codes.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { enqueueAlreadyRegistered, enqueueCode } from '../notifications/service.ts';

export async function updateProfile(db: Db, userId: number, input: ProfileBody): Promise<void> {
  const [current] = await db
    .select({ email: users.email, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw new AppError('UNAUTHENTICATED', 'Unauthenticated');
  if (input.email && input.email.toLowerCase() !== current.email?.toLowerCase()) {
    throw validationError({ email: ['To change your e-mail, confirm the new address with a code first'] });
  }
  // A proved number signs the customer in: it changes only with a code (POST /api/profile/phone). An
  // unproved one is a contact number and may be edited here.
  const phone = input.phone === undefined ? undefined : input.phone && iraqiMobileE164(input.phone);
  if (phone !== undefined && current.phoneVerifiedAt && phone !== current.phone) {
    throw validationError({ phone: ['To change your phone number, confirm the new number with a code'] });
  }
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) set.name = input.name;
  if (input.first_name !== undefined) set.firstName = input.first_name;
  if (input.last_name !== undefined) set.lastName = input.last_name;
  if (phone !== undefined && !current.phoneVerifiedAt) set.phone = phone;
  if (input.address !== undefined) set.address = input.address;
  if (input.city !== undefined) set.city = input.city;
  if (input.state !== undefined) set.state = input.state;
  if (input.zip_code !== undefined) set.zipCode = input.zip_code;
  if (input.date_of_birth !== undefined) set.dateOfBirth = input.date_of_birth;
  if (input.gender !== undefined) set.gender = input.gender;
  if (input.name === undefined && (input.first_name || input.last_name)) {
    const full = [input.first_name, input.last_name].filter(Boolean).join(' ');
    if (full.length >= 2) set.name = full;
  }
  await db.update(users).set(set).where(eq(users.id, userId));
}

/** A new password ends every other session of the account; this one stays signed in. */
export async function changePassword(
  db: Db,
  input: { userId: number; sessionId: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw validationError({ current_password: ['The current password is not correct'] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, input.userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.sessionId)));
  });
}

export async function requestEmailChange(db: Db, userId: number, email: string, locale: Locale) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  // Another account's address answers alike; its owner is told, and the code is never sent (decision 060).
  await issueCode(
    db,
    { email, purpose: 'email_change', userId, payload: { userId } },
    new Date(),
    taken
      ? (tx) => enqueueAlreadyRegistered(tx, { to: email, channel: 'email', locale })
      : (tx, code) => enqueueCode(tx, { email, purpose: 'email_change', code, locale }),
  );
}

/** The code proves the new address is the user's; it must have been asked for by this user. */
export async function confirmEmailChange(db: Db, userId: number, email: string, otp: string): Promise<void> {
  // Someone may have taken the address since the code was sent: then the change is refused and the
  // code stays usable (for instance after that other account lets the address go).
  await consumeCode(db, { email, purpose: 'email_change', code: otp }, async (tx, row) => {
    if (row.userId !== userId) throw new AppError('INVALID_CODE', 'Invalid or expired OTP');
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
    if (taken) throw new AppError('ALREADY_EXISTS', 'This email is already used by another account');
    await tx
      .update(users)
      .set({ email: email.toLowerCase(), isEmailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}

// ---------------------------------------------------------------- saved addresses

export type AddressRow = typeof addresses.$inferSelect;

export function toAddressView(a: AddressRow) {
  return {
    id: a.id,
    label: a.label,
    first_name: a.firstName,
    last_name: a.lastName,
    phone: a.phone,
    governorate: a.governorate as GovernorateCode,
    city: a.city,
    district: a.district,
    landmark: a.landmark,
    address: a.address,
    zip_code: a.zipCode,
    location: a.lat !== null && a.lng !== null ? { lat: a.lat, lng: a.lng } : null,
    is_default: a.isDefault,
  };
}

export async function listAddresses(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(toAddressView);
}

const MAX_ADDRESSES = 10;

function addressValues(input: AddressBody) {
  return {
    label: input.label ?? null,
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    governorate: input.governorate,
    city: input.city,
    district: input.district ?? null,
    landmark: input.landmark ?? null,
    address: input.address,
    zipCode: input.zip_code ?? null,
    lat: input.location?.lat ?? null,
    lng: input.location?.lng ?? null,
  };
}

/** The first address becomes the default; asking for a new default moves the flag in one transaction. */
export async function saveAddress(db: Db, userId: number, input: AddressBody, addressId?: number) {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const existing = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (addressId !== undefined && !existing.some((a) => a.id === addressId)) {
      throw new AppError('NOT_FOUND', 'Address not found');
    }
    if (addressId === undefined && existing.length >= MAX_ADDRESSES) {
      throw new AppError('LIMIT_REACHED', 'You can save up to 10 addresses');
    }
    const makeDefault = input.is_default === true || existing.length === 0;
    if (makeDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const values = {
      ...addressValues(input),
      ...(makeDefault ? { isDefault: true } : {}),
      updatedAt: new Date(),
    };
    const [row] =
      addressId === undefined
        ? await tx
            .insert(addresses)
            .values({ ...values, userId })
            .returning()
        : await tx
            .update(addresses)
            .set(values)
            .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
            .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Address not found');
    return toAddressView(row);
  });
}

/**
 * One change to a customer's addresses at a time: a delete and an edit of the same address, or two new ones
 * past the limit, wait for each other instead of one updating a row the other removed (issue 46).
 */
async function lockAddressBook(tx: Tx, userId: number): Promise<void> {
  // Not FOR UPDATE: rows that merely refer to the user (a session, an order) are not held up by it.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning();
    if (!gone) throw new AppError('NOT_FOUND', 'Address not found');
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
}
