import { envelope, idParam, pageOf } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import {
  adminUserCreate,
  adminUserQuery,
  adminUserUpdate,
  adminUserView,
  authenticationStatsView,
  roleStatView,
  signedInUserView,
} from '@shop/shared/users-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { routePermission } from '../../plugins/session.ts';
import {
  authenticatedUsers,
  authenticationStats,
  deleteUser,
  getAdminUser,
  listUsers,
  roleStats,
  saveUser,
  sendPasswordReset,
} from './admin-service.ts';

/** Under /api/admin; the scope already requires the admin role. */
export async function adminUserRoutes(app: FastifyInstance) {
  routePermission(app, 'customers.manage');
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: users'];
  const one = envelope(adminUserView);
  const list = envelope(pageOf(adminUserView));

  for (const path of ['/users', '/users/public']) {
    r.get(path, { schema: { tags, querystring: adminUserQuery, response: { 200: list } } }, async (req) =>
      ok(await listUsers(app.db, req.query)),
    );
    r.post(path, { schema: { tags, body: adminUserCreate, response: { 201: one } } }, async (req, reply) => {
      reply.status(201);
      return ok(
        await saveUser(app.db, req.body, req.user!),
        translateMessage('User created', requestLocale(req)),
      );
    });
  }
  for (const path of ['/users/:id', '/users/public/:id']) {
    r.get(path, { schema: { tags, params: idParam, response: { 200: one } } }, async (req) =>
      ok(await getAdminUser(app.db, req.params.id)),
    );
    r.put(
      path,
      { schema: { tags, params: idParam, body: adminUserUpdate, response: { 200: one } } },
      async (req) => {
        return ok(
          await saveUser(app.db, req.body, req.user!, req.params.id),
          translateMessage('User updated', requestLocale(req)),
        );
      },
    );
    r.post(
      `${path}/password-reset`,
      { schema: { tags, params: idParam, response: { 200: envelope(z.null()) } } },
      async (req) => {
        await sendPasswordReset(app.db, req.params.id, req.user!, requestLocale(req));
        return ok(null, translateMessage('We sent the customer a password-reset code', requestLocale(req)));
      },
    );
    r.delete(
      path,
      { schema: { tags, params: idParam, response: { 200: envelope(z.null()) } } },
      async (req) => {
        await deleteUser(app.db, req.params.id, req.user!);
        return ok(null, translateMessage('User deleted', requestLocale(req)));
      },
    );
  }
  r.get(
    '/roles/stats',
    {
      schema: {
        tags,
        response: { 200: envelope(z.array(roleStatView)) },
      },
    },
    async () => ok(await roleStats(app.db)),
  );
  r.get(
    '/users/authentication-stats',
    {
      schema: {
        tags,
        response: {
          200: envelope(authenticationStatsView),
        },
      },
    },
    async () => ok(await authenticationStats(app.db)),
  );
  r.get(
    '/users/authenticated',
    {
      schema: {
        tags,
        response: {
          200: envelope(z.array(signedInUserView)),
        },
      },
    },
    async () => ok(await authenticatedUsers(app.db)),
  );
}
