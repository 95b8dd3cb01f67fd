import type { UserView } from '@shop/shared/auth';
import type { Permission } from '@shop/shared/permissions';
import { eq, sql } from 'drizzle-orm';
import { type Db, preparedPer } from '../../db/client.ts';
import {
  permissions,
  pointsTransactions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../../db/schema.ts';
import { ledgerSums } from '../points/service.ts';

export interface UserWithRoles {
  id: number;
  name: string;
  email: string | null;
  isActive: boolean;
  roles: string[];
  /** What the roles allow, from the roles tables (written from ROLE_PERMISSIONS on every start). */
  permissions: Permission[];
}

/** The signed-in user as the session needs it: identity, state and role names, in one query. */
const userWithRoles = preparedPer((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isActive: users.isActive,
      roles: sql<
        string[]
      >`coalesce(array_agg(distinct ${roles.name}) filter (where ${roles.name} is not null), '{}')`,
      permissions: sql<
        Permission[]
      >`coalesce(array_agg(distinct ${permissions.name}) filter (where ${permissions.name} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(users.id, sql.placeholder('userId')))
    .groupBy(users.id)
    .prepare('find_user_with_roles'),
);

export async function findUserWithRoles(db: Db, userId: number): Promise<UserWithRoles | null> {
  const [row] = await userWithRoles(db).execute({ userId });
  return row ?? null;
}

/** The public user object of the spec: never a password hash, never a code. */
export async function getUserView(db: Db, userId: number): Promise<UserView | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  const permissionRows = await db
    .selectDistinct({ name: permissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  const [balance] = await db
    .select({ points: ledgerSums.balance })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.userId, userId));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    address: user.address,
    city: user.city,
    state: user.state,
    zip_code: user.zipCode,
    date_of_birth: user.dateOfBirth,
    gender: (user.gender as UserView['gender']) ?? null,
    roles: roleRows.map((r) => ({ name: r.name })),
    permissions: permissionRows.map((p) => p.name).sort(),
    points: balance?.points ?? 0,
    is_email_verified: user.isEmailVerified,
    is_phone_verified: !!user.phoneVerifiedAt,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
