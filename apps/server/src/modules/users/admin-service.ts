import { type Page, type SortOrder, toPage } from '@shop/shared/api';
import type { Locale } from '@shop/shared/constants';
import { mayChangeAccount, type Permission, STAFF_ROLES } from '@shop/shared/permissions';
import { iraqiMobileE164 } from '@shop/shared/phone';
import type { AdminUserInput, AdminUserSort } from '@shop/shared/users-admin';
import { and, count, desc, eq, exists, gt, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders, roles, sessions, userRoles, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { phoneMatches } from '../../lib/phone-search.ts';
import { hashPassword } from '../auth/passwords.ts';
import { requestPasswordReset } from '../auth/registration.ts';
import { notifyAccountChanged } from '../notifications/service.ts';
import type { AccountField } from '../notifications/templates/account-notice.ts';
import { getUserView } from './queries.ts';

/**
 * The user's orders, counted. The outer user is named in full: drizzle leaves the columns of a one-table
 * select unqualified, and an unqualified "id" inside the subquery is the order's own (every count was 1).
 */
const ordersCount = sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = "users"."id")`;

async function adminView(db: Db | Tx, id: number) {
  const view = await getUserView(db as Db, id);
  if (!view) throw new AppError('NOT_FOUND', 'User not found');
  const [extra] = await db
    .select({
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      orders: ordersCount,
    })
    .from(users)
    .where(eq(users.id, id));
  // Deleted between the two reads.
  if (!extra) throw new AppError('NOT_FOUND', 'User not found');
  return {
    ...view,
    is_active: extra.isActive,
    last_login_at: extra.lastLoginAt?.toISOString() ?? null,
    orders_count: extra.orders,
  };
}

export type AdminUser = Awaited<ReturnType<typeof adminView>>;

const hasRole = (name: string): SQL =>
  exists(
    sql`(select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id} and ${roles.name} = ${name})`,
  );

/** What `?sort=` orders by; a user who never signed in counts as the oldest sign-in. */
const userSortKeys: Record<AdminUserSort, SQL> = {
  name: sql`lower(${users.name})`,
  orders_count: ordersCount,
  last_login_at: sql`${users.lastLoginAt}`,
  created_at: sql`${users.createdAt}`,
};

/** Sorted in the database, id breaking ties, before the page is cut. */
export async function listUsers(
  db: Db,
  q: {
    search?: string;
    role?: string;
    status?: 'active' | 'disabled';
    sort: AdminUserSort;
    order: SortOrder;
    page: number;
    per_page: number;
  },
): Promise<Page<AdminUser>> {
  const key = userSortKeys[q.sort];
  const orderBy =
    q.order === 'asc'
      ? [sql`${key} asc nulls first`, sql`${users.id} asc`]
      : [sql`${key} desc nulls last`, sql`${users.id} desc`];
  const where = and(
    q.search
      ? or(
          ilike(users.name, `%${q.search}%`),
          ilike(users.email, `%${q.search}%`),
          phoneMatches(users.phone, q.search),
        )
      : undefined,
    q.role ? hasRole(q.role) : undefined,
    q.status ? eq(users.isActive, q.status === 'active') : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const views = [];
  for (const r of rows) views.push(await adminView(db, r.id));
  return toPage(views, Number(total?.n ?? 0), q.page, q.per_page);
}

export const getAdminUser = (db: Db, id: number) => adminView(db, id);

async function adminCount(tx: Tx, exceptUserId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(ne(users.id, exceptUserId), eq(users.isActive, true), hasRole('admin')));
  return Number(row?.n ?? 0);
}

async function setRoles(tx: Tx, userId: number, names: string[]) {
  const wanted = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.name, names));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(wanted.map((r) => ({ userId, roleId: r.id })));
}

/** Who is changing an account: their id and what their roles allow. */
export interface Actor {
  id: number;
  permissions: readonly Permission[];
}

function checkAccountChange(actor: Actor, before: readonly string[], after?: readonly string[]) {
  if (!mayChangeAccount(actor.permissions, before, after))
    throw new AppError('FORBIDDEN', 'Only an administrator can change staff roles or staff accounts');
}

/** A staff role on the account: its e-mail and password are looked after by users.manage, not by its owner alone. */
const isStaffAccount = (roleNames: readonly string[]) =>
  roleNames.some((r) => (STAFF_ROLES as readonly string[]).includes(r));

/**
 * Creates or edits an account. On a customer's account nobody in the back-office sets the password or the
 * e-mail (decision 060): either would let staff sign in as the customer (a reset code goes to the e-mail) and
 * read their prescriptions. They may send a reset code (sendPasswordReset) or disable the account. Every edit
 * is audited with the names of the fields that changed, and the owner is told.
 */
export async function saveUser(db: Db, input: AdminUserInput, actor: Actor, id?: number): Promise<AdminUser> {
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    const before = id === undefined ? null : await adminView(tx, id);
    const beforeRoles = before?.roles.map((r) => r.name) ?? [];
    checkAccountChange(actor, beforeRoles, input.roles);
    const email = input.email ?? before?.email ?? null;
    if (!email) throw validationError({ email: ['Please enter a valid email'] });
    const emailChanges = !!before && before.email?.toLowerCase() !== email.toLowerCase();
    if (before && !isStaffAccount(beforeRoles) && (emailChanges || input.password))
      throw new AppError(
        'FORBIDDEN',
        'Only the customer can change their e-mail or password. Send them a password-reset code instead.',
      );
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (taken && taken.id !== id) throw validationError({ email: ['This email is already registered'] });
    if (id !== undefined && before?.roles.some((r) => r.name === 'admin')) {
      const losesAdmin = !input.roles.includes('admin') || !input.is_active;
      if (losesAdmin && id === actorId)
        throw new AppError('IN_USE', 'You cannot remove your own admin access');
      if (losesAdmin && (await adminCount(tx, id)) === 0)
        throw new AppError('IN_USE', 'The shop needs at least one admin');
    }
    const values = {
      name: input.name,
      email,
      phone: input.phone ? iraqiMobileE164(input.phone) : null,
      isActive: input.is_active,
      updatedAt: new Date(),
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    };
    let userId = id;
    if (userId === undefined) {
      const [row] = await tx
        .insert(users)
        .values({
          ...values,
          passwordHash: values.passwordHash ?? (await hashPassword(crypto.randomUUID())),
          isEmailVerified: true,
        })
        .returning({ id: users.id });
      userId = row!.id;
    } else {
      // A number staff type in is not proved: a changed one no longer signs the customer in (issue 14).
      const [updated] = await tx
        .update(users)
        .set({
          ...values,
          phoneVerifiedAt: sql`case when ${users.phone} is not distinct from ${values.phone} then ${users.phoneVerifiedAt} else null end`,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      // Deleted since it was read above: nothing to update (issue 46).
      if (!updated) throw new AppError('NOT_FOUND', 'User not found');
    }
    await setRoles(tx, userId, input.roles);
    // A disabled account or a new password signs the user out everywhere.
    if (id !== undefined && (!input.is_active || input.password))
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    const after = await adminView(tx, userId);
    const changed = before ? changedFields(before, after, !!input.password) : [];
    await recordAudit(tx, {
      actorId,
      action: id === undefined ? 'create' : 'update',
      entity: 'user',
      entityId: userId,
      before,
      after: before ? { ...after, changed_fields: changed } : after,
    });
    if (before && userId !== actorId)
      await notifyAccountChanged(tx, {
        userId,
        fields: changed,
        before: { email: before.email, phone: before.phone, phoneVerified: before.is_phone_verified },
      });
    return after;
  });
}

/** The fields an edit changed, by name; a password is named, never shown. */
function changedFields(before: AdminUser, after: AdminUser, passwordSet: boolean): AccountField[] {
  const roleSet = (u: AdminUser) =>
    u.roles
      .map((r) => r.name)
      .sort()
      .join(',');
  const fields: AccountField[] = [];
  if (before.name !== after.name) fields.push('name');
  if (before.email !== after.email) fields.push('email');
  if (before.phone !== after.phone) fields.push('phone');
  if (roleSet(before) !== roleSet(after)) fields.push('roles');
  if (before.is_active !== after.is_active) fields.push('is_active');
  if (passwordSet) fields.push('password');
  return fields;
}

/**
 * Sends the account's owner a password-reset code at their e-mail, as "forgot password" does: the way back
 * that staff may offer without ever knowing the password. A phone-only account signs in with a texted code.
 */
export async function sendPasswordReset(db: Db, id: number, actor: Actor, locale: Locale): Promise<void> {
  const account = await adminView(db, id);
  checkAccountChange(
    actor,
    account.roles.map((r) => r.name),
  );
  if (!account.email || !account.is_active)
    throw new AppError(
      'CONFLICT',
      'This account has no e-mail or is disabled: the customer signs in with a code sent to their phone',
    );
  await requestPasswordReset(db, account.email, locale);
  await recordAudit(db, { actorId: actor.id, action: 'password_reset_sent', entity: 'user', entityId: id });
}

/** Never oneself, never the last admin; their orders stay, with the customer's name on them. */
export async function deleteUser(db: Db, id: number, actor: Actor): Promise<void> {
  const actorId = actor.id;
  await db.transaction(async (tx) => {
    if (id === actorId) throw new AppError('IN_USE', 'You cannot delete your own account here');
    const before = await adminView(tx, id);
    checkAccountChange(
      actor,
      before.roles.map((r) => r.name),
    );
    if (before.roles.some((r) => r.name === 'admin') && (await adminCount(tx, id)) === 0) {
      throw new AppError('IN_USE', 'The shop needs at least one admin');
    }
    const [gone] = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (!gone) throw new AppError('NOT_FOUND', 'User not found');
    await recordAudit(tx, { actorId, action: 'delete', entity: 'user', entityId: id, before });
  });
}

export async function roleStats(db: Db) {
  const rows = await db
    .select({ name: roles.name, users: count(userRoles.userId) })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .groupBy(roles.name)
    .orderBy(roles.name);
  return rows.map((r) => ({ name: r.name, users: Number(r.users) }));
}

export async function authenticationStats(db: Db) {
  const [u] = await db
    .select({
      total: count(),
      verified: sql<number>`count(*) filter (where ${users.isEmailVerified})::int`,
      disabled: sql<number>`count(*) filter (where not ${users.isActive})::int`,
      signedInToday: sql<number>`count(*) filter (where ${users.lastLoginAt} > now() - interval '24 hours')::int`,
    })
    .from(users);
  const [s] = await db
    .select({ sessions: count(), users: sql<number>`count(distinct ${sessions.userId})::int` })
    .from(sessions)
    .where(and(gt(sessions.expiresAt, sql`now()`), sql`${sessions.userId} is not null`));
  return {
    total_users: Number(u?.total ?? 0),
    verified_users: u?.verified ?? 0,
    disabled_users: u?.disabled ?? 0,
    signed_in_last_24h: u?.signedInToday ?? 0,
    active_sessions: Number(s?.sessions ?? 0),
    users_signed_in_now: s?.users ?? 0,
  };
}

export async function authenticatedUsers(db: Db) {
  const rows = await db
    .selectDistinctOn([users.id], {
      id: users.id,
      name: users.name,
      email: users.email,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(gt(sessions.expiresAt, sql`now()`))
    .orderBy(users.id, desc(sessions.lastSeenAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    last_seen_at: r.lastSeenAt.toISOString(),
  }));
}
