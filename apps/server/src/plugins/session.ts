import { timingSafeEqual } from 'node:crypto';
import type { Permission } from '@shop/shared/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { guestCsrf } from '../modules/auth/guest-csrf.ts';
import {
  createSession,
  deleteSession,
  findSession,
  type SessionRecord,
  sessionLifetime,
  touchSession,
} from '../modules/auth/sessions.ts';
import { findUserWithRoles, type UserWithRoles } from '../modules/users/queries.ts';

export const SESSION_COOKIE = 'shop_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null;
    user: UserWithRoles | null;
  }
  interface FastifyReply {
    /** Starts a fresh session (a new id: no fixation) and sets both cookies. */
    startSession(input: { userId: number | null; remember: boolean }): Promise<SessionRecord>;
    endSession(): Promise<void>;
  }
  interface FastifyContextConfig {
    /** The answer is the same for everyone (the public catalog): the session is not looked up. */
    anonymous?: boolean;
    /**
     * What a back-office endpoint needs (every route under /api/admin declares one; the server refuses
     * to start otherwise). Checked on the signed-in user's permissions, never on a role's name.
     */
    permission?: Permission;
  }
}

/**
 * Sessions live in the database behind an opaque HttpOnly cookie; the CSRF token is bound to the
 * session and echoed by the client from the readable XSRF-TOKEN cookie in the X-XSRF-TOKEN header.
 * A guest has no session until signing in: their token is signed instead of stored (decision 064).
 */
export default fp(async function sessionPlugin(app: FastifyInstance) {
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: app.config.secureCookies };
  const guestTokens = guestCsrf(app.db);

  const setCookies = (reply: FastifyReply, token: string, session: SessionRecord) => {
    const maxAge = session.remember ? Math.floor(sessionLifetime(true) / 1000) : undefined;
    reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, httpOnly: true, maxAge });
    reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...cookieBase, httpOnly: false, maxAge });
  };

  app.decorateRequest('session', null);
  app.decorateRequest('user', null);

  app.decorateReply('startSession', async function (this: FastifyReply, input) {
    const req = this.request;
    if (req.session) await deleteSession(app.db, req.session.id);
    const { token, session } = await createSession(app.db, {
      ...input,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    });
    req.session = session;
    req.user = input.userId ? await findUserWithRoles(app.db, input.userId) : null;
    setCookies(this, token, session);
    return session;
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const req = this.request;
    if (req.session) await deleteSession(app.db, req.session.id);
    req.session = null;
    req.user = null;
    this.clearCookie(SESSION_COOKIE, cookieBase);
    this.clearCookie(CSRF_COOKIE, cookieBase);
  });

  app.addHook('onRequest', async (req) => {
    if (!needsSession(req) || req.routeOptions.config?.anonymous) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await findSession(app.db, token);
    if (!session) return;
    if (session.userId) {
      const user = await findUserWithRoles(app.db, session.userId);
      if (!user?.isActive) {
        await deleteSession(app.db, session.id);
        return;
      }
      req.user = user;
    }
    req.session = session;
    await touchSession(app.db, session);
  });

  // Every unsafe request needs the token, whatever its path looks like: a path spelled with percent
  // escapes (/%61pi/...) routes like the plain one, so the path is no ground for an exception. A request
  // the router matched to no route changes nothing and answers 404, which it is told rather than 419.
  app.addHook('onRequest', async (req) => {
    if (!UNSAFE_METHODS.has(req.method) || !req.routeOptions.url) return;
    const sent = req.headers[CSRF_HEADER];
    if (typeof sent === 'string' && (await tokenMatches(req, sent))) return;
    throw new AppError('CSRF', 'CSRF token mismatch.');
  });

  /**
   * With a session, its own token. Without one, a guest's signed token, sent as both the cookie and the header:
   * another site can make the browser send the cookie, but cannot read it to write the header.
   */
  const tokenMatches = async (req: FastifyRequest, sent: string) => {
    if (req.session) return safeEqual(sent, req.session.csrfToken);
    const cookie = req.cookies[CSRF_COOKIE];
    return typeof cookie === 'string' && safeEqual(sent, cookie) && (await guestTokens.verify(sent));
  };

  // The spec's client asks for this before login, register and OTP calls. A guest gets a signed token and no
  // session row: a row is written when they sign in or register (issue 46: a row per request filled the table).
  app.get('/sanctum/csrf-cookie', { schema: { hide: true } }, async (req, reply) => {
    if (req.session) setCsrfOnly(reply, req.session);
    else {
      const held = req.cookies[CSRF_COOKIE];
      // A guest's valid token is kept, so a second tab asking does not undo the first tab's.
      const token = held && (await guestTokens.verify(held)) ? held : await guestTokens.issue();
      reply.setCookie(CSRF_COOKIE, token, { ...cookieBase, httpOnly: false });
    }
    return reply.status(204).send();
  });

  const setCsrfOnly = (reply: FastifyReply, session: SessionRecord) => {
    const maxAge = session.remember ? Math.floor(sessionLifetime(true) / 1000) : undefined;
    reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...cookieBase, httpOnly: false, maxAge });
  };
});

/**
 * Static files, uploads and shop pages never need the database. Decided on the route the router matched,
 * never on the raw URL, whose spelling the router normalises.
 */
function needsSession(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (!route) return false;
  return (
    route.startsWith('/api') || route.startsWith('/sanctum') || route === '/login' || route === '/logout'
  );
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

type Guard = (req: FastifyRequest) => Promise<void>;
const scopeGuards = new WeakMap<object, Guard>();

/**
 * Puts `guard` in front of every route of the plugin `app` (and of the plugins it registers). Said
 * through here and not with a bare addHook: fastify attaches a plugin's hooks only after its routes are
 * declared, so the OpenAPI plugin, which describes a route as it is declared, could not see the guard.
 */
export function guardRoutes(app: FastifyInstance, guard: Guard): void {
  app.addHook('onRequest', guard);
  scopeGuards.set(app, guard);
}

/** The guard guardRoutes put on the plugin instance `app`, or on one it was registered in. */
export function scopeGuard(app: FastifyInstance): Guard | undefined {
  // A plugin's instance is created with the instance it was registered in as its prototype.
  for (let scope: object | null = app; scope; scope = Object.getPrototypeOf(scope)) {
    const guard = scopeGuards.get(scope);
    if (guard) return guard;
  }
  return undefined;
}

export async function requireUser(req: FastifyRequest): Promise<void> {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'Unauthenticated');
}

/**
 * The back-office guard: the signed-in user's roles must grant the permission the matched route declares
 * (config.permission, set per route or for a whole plugin by routePermission). A route that declares
 * none is refused to everyone: forgetting is a closed door, not an open one (and startup reports it, see
 * checkRoutePermissions).
 */
export async function requirePermission(req: FastifyRequest): Promise<void> {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'Unauthenticated');
  const needed = req.routeOptions.config?.permission;
  if (needed && req.user.permissions.includes(needed)) return;
  throw new AppError(
    'FORBIDDEN',
    req.user.permissions.length
      ? 'Your role does not allow this'
      : 'Access denied. Admin privileges required.',
  );
}

/** Every route the plugin `app` declares after this call needs `permission`, unless it names its own. */
export function routePermission(app: FastifyInstance, permission: Permission): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, permission: route.config?.permission ?? permission };
  });
}

/**
 * Makes startup fail when a route of the scope `app` declares no permission: called on a back-office
 * scope before its plugins are registered, it sees every route once their own hooks have run.
 */
export function checkRoutePermissions(app: FastifyInstance): void {
  const routes: { method: unknown; url: string; config?: { permission?: Permission } }[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const bare = routes.filter((r) => !r.config?.permission && r.method !== 'HEAD');
    if (bare.length) {
      throw new Error(
        `Back-office routes without a permission: ${bare.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
  });
}
