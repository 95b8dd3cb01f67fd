import { PERMISSIONS, type Permission, ROLE_PERMISSIONS, type RoleName } from '@shop/shared/permissions';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncRoles } from '../src/db/roles.ts';
import { permissions, rolePermissions, roles, userRoles } from '../src/db/schema.ts';
import { checkRoutePermissions, routePermission } from '../src/plugins/session.ts';
import { makeUser } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

/**
 * What each back-office endpoint needs, written out here rather than read from the server, so that an
 * endpoint declared with the wrong permission fails this test. A new endpoint must be added: the test
 * compares this list with the API document.
 */
const NEEDS: Record<string, Permission> = {
  'PUT /api/products/{id}': 'catalog.manage',
  'DELETE /api/products/{id}': 'catalog.manage',
  'POST /api/categories': 'catalog.manage',
  'DELETE /api/categories/{id}': 'catalog.manage',
  'POST /api/categories/batch-reorder': 'catalog.manage',
  'GET /api/admin/products': 'catalog.manage',
  'POST /api/admin/products': 'catalog.manage',
  'GET /api/admin/products/{id}': 'catalog.manage',
  'PUT /api/admin/products/{id}': 'catalog.manage',
  'PATCH /api/admin/products/{id}': 'catalog.manage',
  'DELETE /api/admin/products/{id}': 'catalog.manage',
  'POST /api/admin/products/featured/{id}/{flag}': 'catalog.manage',
  'GET /api/admin/categories': 'catalog.manage',
  'POST /api/admin/categories': 'catalog.manage',
  'GET /api/admin/categories/{id}': 'catalog.manage',
  'PUT /api/admin/categories/{id}': 'catalog.manage',
  'PATCH /api/admin/categories/{id}': 'catalog.manage',
  'DELETE /api/admin/categories/{id}': 'catalog.manage',
  'POST /api/admin/categories/batch-reorder': 'catalog.manage',
  'PUT /api/orders/{id}': 'orders.update',
  'GET /api/admin/orders': 'orders.read',
  'GET /api/admin/orders/{id}': 'orders.read',
  'PUT /api/admin/orders/{id}/status': 'orders.update',
  'GET /api/admin/users': 'customers.manage',
  'POST /api/admin/users': 'customers.manage',
  'GET /api/admin/users/public': 'customers.manage',
  'POST /api/admin/users/public': 'customers.manage',
  'GET /api/admin/users/{id}': 'customers.manage',
  'PUT /api/admin/users/{id}': 'customers.manage',
  'DELETE /api/admin/users/{id}': 'customers.manage',
  'GET /api/admin/users/public/{id}': 'customers.manage',
  'PUT /api/admin/users/public/{id}': 'customers.manage',
  'DELETE /api/admin/users/public/{id}': 'customers.manage',
  'POST /api/admin/users/{id}/password-reset': 'customers.manage',
  'POST /api/admin/users/public/{id}/password-reset': 'customers.manage',
  'GET /api/admin/roles/stats': 'customers.manage',
  'GET /api/admin/users/authentication-stats': 'customers.manage',
  'GET /api/admin/users/authenticated': 'customers.manage',
  'GET /api/admin/discounts': 'discounts.manage',
  'POST /api/admin/discounts': 'discounts.manage',
  'GET /api/admin/discounts/{id}': 'discounts.manage',
  'PUT /api/admin/discounts/{id}': 'discounts.manage',
  'DELETE /api/admin/discounts/{id}': 'discounts.manage',
  'GET /api/admin/dashboard/stats': 'dashboard.read',
  'POST /api/points/award-bonus': 'points.manage',
  'GET /api/admin/points/stats': 'points.manage',
  'GET /api/admin/points/users': 'points.manage',
  'GET /api/admin/points/users/{id}/history': 'points.manage',
  'PUT /api/admin/points/config': 'points.manage',
  'GET /api/admin/settings': 'settings.manage',
  'PUT /api/admin/settings': 'settings.manage',
  'GET /api/admin/notifications': 'settings.manage',
  'POST /api/admin/notifications/{id}/retry': 'settings.manage',
  'GET /api/files/public': 'files.manage',
  'POST /api/files/public': 'files.manage',
  'PATCH /api/files/public/{id}': 'files.manage',
  'DELETE /api/files/public/{id}': 'files.manage',
  'GET /api/files/public/{id}/download': 'files.manage',
  'GET /api/admin/files': 'files.manage',
  'POST /api/admin/files': 'files.manage',
  'PATCH /api/admin/files/{id}': 'files.manage',
  'DELETE /api/admin/files/{id}': 'files.manage',
  'GET /api/admin/files/{id}/download': 'files.manage',
  'GET /api/admin/prescriptions': 'prescriptions.review',
  'GET /api/admin/prescriptions/waiting': 'prescriptions.review',
  'GET /api/admin/prescriptions/{id}': 'prescriptions.review',
  'POST /api/admin/prescriptions/{id}/approve': 'prescriptions.review',
  'POST /api/admin/prescriptions/{id}/reject': 'prescriptions.review',
  'GET /api/admin/products/{id}/stock': 'inventory.manage',
  'POST /api/admin/products/{id}/batches': 'inventory.manage',
  'POST /api/admin/products/{id}/adjustments': 'inventory.manage',
  'GET /api/admin/products/{id}/movements': 'inventory.manage',
  'POST /api/admin/batches/{id}/write-off': 'inventory.manage',
  'GET /api/admin/inventory/expiry': 'inventory.manage',
  'GET /api/admin/inventory/low-stock': 'inventory.manage',
  'GET /api/admin/returns': 'returns.manage',
  'GET /api/admin/returns/{id}': 'returns.manage',
  'POST /api/admin/returns/{id}/approve': 'returns.manage',
  'POST /api/admin/returns/{id}/reject': 'returns.manage',
  'POST /api/admin/returns/{id}/receive': 'returns.manage',
  'POST /api/admin/returns/{id}/refund': 'returns.manage',
  'POST /api/admin/returns/{id}/replace': 'returns.manage',
};

const STAFF: RoleName[] = ['admin', 'pharmacist', 'staff'];

let ctx: TestContext;
const clients = {} as Record<RoleName | 'guest', TestClient>;
const ids = {} as Record<RoleName, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of [...STAFF, 'customer'] as RoleName[]) {
    const user = await makeUser(ctx.database.db, { role, name: `${role} user` });
    ids[role] = user.id;
    clients[role] = await new TestClient(ctx.app).signInAs(user.id);
  }
  clients.guest = new TestClient(ctx.app);
});

afterAll(() => ctx?.close());

const send = (client: TestClient, method: string, url: string, payload?: unknown) =>
  client.request({
    method: method as 'GET',
    url,
    payload: payload as never,
    headers: { 'accept-language': 'en' },
  });

/** Every operation the API document files under a back-office tag or says needs a permission. */
async function documentedStaffEndpoints(): Promise<Map<string, string>> {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  const found = new Map<string, string>();
  for (const [path, ops] of Object.entries(
    doc.paths as Record<string, Record<string, { tags?: string[]; description?: string }>>,
  )) {
    for (const [method, op] of Object.entries(ops)) {
      if (op.tags?.some((t) => t.startsWith('admin')) || op.description?.includes('Needs the permission'))
        found.set(`${method.toUpperCase()} ${path}`, op.description ?? '');
    }
  }
  return found;
}

describe('authorisation matrix: admin, pharmacist, staff, customer and guest × every back-office endpoint', () => {
  it('lists every back-office endpoint, each documented with the permission it needs', async () => {
    const documented = await documentedStaffEndpoints();
    expect([...documented.keys()].sort()).toEqual(Object.keys(NEEDS).sort());
    for (const [endpoint, description] of documented) {
      expect(description, endpoint).toContain(`Needs the permission \`${NEEDS[endpoint]}\``);
    }
  });

  it('lets a role through exactly when its permissions include what the endpoint needs', async () => {
    // Ids that exist nowhere: a request let through ends in 404 or 422 and changes nothing.
    const fill = (path: string) => path.replace(/\{(id|n)\}/g, '999999').replace('{flag}', '1');
    const refused: string[] = [];
    for (const [endpoint, permission] of Object.entries(NEEDS)) {
      const [method, path] = endpoint.split(' ') as [string, string];
      const url = fill(path);
      const asGuest = await send(clients.guest, method, url, {});
      expect(asGuest.statusCode, `${endpoint} as guest`).toBe(401);
      for (const role of [...STAFF, 'customer'] as RoleName[]) {
        const res = await send(clients[role], method, url, {});
        const allowed = ROLE_PERMISSIONS[role].includes(permission);
        if (allowed) {
          expect([401, 403], `${endpoint} as ${role}: ${res.body}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${endpoint} as ${role}`).toBe(403);
          expect(res.json().code, `${endpoint} as ${role}`).toBe('FORBIDDEN');
          refused.push(`${role} ${endpoint}`);
        }
      }
    }
    // The admin may do everything; a customer nothing; the others something in between.
    expect(refused.filter((r) => r.startsWith('admin '))).toEqual([]);
    expect(refused.filter((r) => r.startsWith('customer ')).length).toBe(Object.keys(NEEDS).length);
    expect(refused.some((r) => r === 'staff GET /api/admin/settings')).toBe(true);
    expect(refused.some((r) => r === 'pharmacist GET /api/admin/users')).toBe(true);
    expect(refused.some((r) => r === 'staff GET /api/admin/prescriptions')).toBe(true);
    expect(refused.some((r) => r.startsWith('pharmacist ') && r.includes('/prescriptions'))).toBe(false);
    // The pharmacist keeps the stock (issue 46, item 21): the low-stock view and the queue's count are theirs.
    expect(refused).not.toContain('pharmacist GET /api/admin/inventory/low-stock');
    expect(refused).not.toContain('pharmacist GET /api/admin/prescriptions/waiting');
    expect(refused).toContain('staff GET /api/admin/prescriptions/waiting');
  });

  it('tells a customer the spec message, and a staff member that their role does not allow it', async () => {
    const asCustomer = await send(clients.customer, 'GET', '/api/admin/settings');
    expect(asCustomer.json().message).toBe('Access denied. Admin privileges required.');
    const asStaff = await clients.staff.request({
      url: '/api/admin/settings',
      headers: { 'accept-language': 'ar' },
    });
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json().message).toBe('دورك في المتجر لا يسمح بهذا');
  });

  it('sends each user the permissions of their roles', async () => {
    for (const role of [...STAFF, 'customer'] as RoleName[]) {
      const me = (await send(clients[role], 'GET', '/api/user')).json();
      expect(me.permissions ?? me.data?.permissions, role).toEqual([...ROLE_PERMISSIONS[role]].sort());
    }
  });
});

describe('roles given in the users admin', () => {
  it('gives a customer the pharmacist role, which opens the orders at once', async () => {
    const c = await makeUser(ctx.database.db, { role: 'customer', name: 'صيدلانية جديدة' });
    const client = await new TestClient(ctx.app).signInAs(c.id);
    expect((await send(client, 'GET', '/api/admin/orders')).statusCode).toBe(403);
    const res = await send(clients.admin, 'PUT', `/api/admin/users/${c.id}`, {
      name: 'صيدلانية جديدة',
      email: c.email,
      roles: ['pharmacist'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.roles).toEqual([{ name: 'pharmacist' }]);
    expect((await send(client, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await send(client, 'GET', '/api/admin/settings')).statusCode).toBe(403);
  });

  it('lets staff look after customers, but not give roles or touch a staff account', async () => {
    const c = await makeUser(ctx.database.db, { role: 'customer' });
    const edit = await send(clients.staff, 'PUT', `/api/admin/users/${c.id}`, {
      name: 'Edited by staff',
      email: c.email,
      roles: ['customer'],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const promote = await send(clients.staff, 'PUT', `/api/admin/users/${c.id}`, {
      name: 'Edited by staff',
      email: c.email,
      roles: ['admin'],
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Only an administrator can change staff roles or staff accounts');
    const create = await send(clients.staff, 'POST', '/api/admin/users', {
      name: 'New pharmacist',
      email: `new-ph-${Date.now()}@example.iq`,
      password: 'Strong@12345',
      roles: ['pharmacist'],
    });
    expect(create.statusCode).toBe(403);
    // The admin's account: its e-mail would let whoever changes it take it over.
    const takeover = await send(clients.staff, 'PUT', `/api/admin/users/${ids.admin}`, {
      name: 'admin user',
      email: 'attacker@example.iq',
      roles: ['admin'],
    });
    expect(takeover.statusCode).toBe(403);
    expect((await send(clients.staff, 'DELETE', `/api/admin/users/${ids.pharmacist}`)).statusCode).toBe(403);
    const roleRows = await ctx.database.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, c.id));
    expect(roleRows).toEqual([{ name: 'customer' }]);
  });

  it('never takes the admin role from the last admin', async () => {
    const fresh = await createTestApp();
    try {
      const only = await makeUser(fresh.database.db, { admin: true });
      const other = await makeUser(fresh.database.db, { role: 'customer' });
      const client = await new TestClient(fresh.app).signInAs(only.id);
      const self = await send(client, 'PUT', `/api/admin/users/${only.id}`, {
        name: only.name,
        email: only.email,
        roles: ['pharmacist'],
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().code).toBe('IN_USE');
      // Another admin made and then demoted: the first one stays, so that is allowed.
      const promoted = await send(client, 'PUT', `/api/admin/users/${other.id}`, {
        name: other.name,
        email: other.email,
        roles: ['admin'],
      });
      expect(promoted.statusCode).toBe(200);
      const otherClient = await new TestClient(fresh.app).signInAs(other.id);
      const demoteFirst = await send(otherClient, 'PUT', `/api/admin/users/${only.id}`, {
        name: only.name,
        email: only.email,
        roles: ['staff'],
      });
      expect(demoteFirst.statusCode).toBe(200);
      const demoteLast = await send(otherClient, 'PUT', `/api/admin/users/${other.id}`, {
        name: other.name,
        email: other.email,
        roles: ['staff'],
      });
      expect(demoteLast.statusCode).toBe(409);
    } finally {
      await fresh.close();
    }
  });
});

describe('the roles tables follow ROLE_PERMISSIONS', () => {
  it('holds exactly the shared table after a start, and puts it back when someone changed it', async () => {
    const db = ctx.database.db;
    const read = async () => {
      const rows = await db
        .select({ role: roles.name, permission: permissions.name })
        .from(rolePermissions)
        .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId));
      const out: Record<string, string[]> = {};
      for (const r of rows) out[r.role] = [...(out[r.role] ?? []), r.permission];
      for (const list of Object.values(out)) list.sort();
      return out;
    };
    const expected = Object.fromEntries(
      Object.entries(ROLE_PERMISSIONS)
        .filter(([, list]) => list.length)
        .map(([role, list]) => [role, [...list].sort()]),
    );
    expect(await read()).toEqual(expected);
    // A permission from an older build, given to staff by hand, and one taken from the pharmacist.
    const [old] = await db.insert(permissions).values({ name: 'manage_settings' }).returning();
    const [staffRole] = await db.select().from(roles).where(eq(roles.name, 'staff'));
    await db.insert(rolePermissions).values({ roleId: staffRole!.id, permissionId: old!.id });
    const [review] = await db.select().from(permissions).where(eq(permissions.name, 'prescriptions.review'));
    await db.delete(rolePermissions).where(eq(rolePermissions.permissionId, review!.id));
    await syncRoles(db);
    expect(await read()).toEqual(expected);
    expect(PERMISSIONS.length).toBe((await db.select().from(permissions)).length);
  });

  it('refuses to start when a back-office route declares no permission', async () => {
    const app = Fastify();
    await app.register(async (admin) => {
      checkRoutePermissions(admin);
      await admin.register(async (area) => {
        routePermission(area, 'orders.read');
        area.get('/declared', async () => 'ok');
      });
      await admin.register(async (area) => {
        area.get('/forgotten', async () => 'ok');
      });
    });
    await expect(app.ready()).rejects.toThrow('GET /forgotten');
    await app.close().catch(() => {});
  });
});
