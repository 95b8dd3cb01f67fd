import {
  PERMISSIONS,
  ROLE_DESCRIPTIONS,
  ROLE_NAMES,
  ROLE_PERMISSIONS,
  type RoleName,
} from '@shop/shared/permissions';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { permissions, rolePermissions, roles } from './schema.ts';

/**
 * Writes ROLE_PERMISSIONS into the roles tables: the roles and permissions it names exist, and each role
 * holds exactly its permissions. Run after every migration, so a database made before a role or a
 * permission was added (or taken away) follows the code. Idempotent; safe for several instances at once.
 */
export async function syncRoles(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
    .onConflictDoUpdate({ target: roles.name, set: { description: sql`excluded.description` } });
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, [...ROLE_NAMES]));
  const permissionRows = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, [...PERMISSIONS]));
  const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));
  for (const role of roleRows) {
    const wanted = ROLE_PERMISSIONS[role.name as RoleName].map((p) => permissionId.get(p)!);
    const stale = eq(rolePermissions.roleId, role.id);
    await db
      .delete(rolePermissions)
      .where(wanted.length ? and(stale, notInArray(rolePermissions.permissionId, wanted)) : stale);
    if (wanted.length) {
      await db
        .insert(rolePermissions)
        .values(wanted.map((permissionId) => ({ roleId: role.id, permissionId })))
        .onConflictDoNothing();
    }
  }
  // Names from before permissions were named by area (manage_products…): no role holds them any more.
  await db.delete(permissions).where(notInArray(permissions.name, [...PERMISSIONS]));
}
