import { errorEnvelope } from '@shop/shared/api';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requirePermission, requireUser, scopeGuard } from './session.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart form, for the API document only: the handler reads the parts itself, and a body schema
     * would have fastify validate a body that multipart requests do not have.
     */
    multipartBody?: z.ZodType;
  }
}

type SignIn = 'none' | 'user' | 'admin';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request (a broken address or body)',
  401: 'Not signed in',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  413: 'The file is too large',
  415: 'Not a multipart form',
  419: 'CSRF token mismatch: send the XSRF-TOKEN cookie back in X-XSRF-TOKEN',
  422: 'Validation failed; `errors`, when present, names the fields',
  429: 'Too many requests',
};

/**
 * Completes every documented route as it is declared: an operationId, tags, the security it needs and
 * the error answers it can give. Registered before the routes, since a route only sees the onRoute
 * hooks that exist when it is declared.
 */
export default fp(async function openapiPlugin(app: FastifyInstance) {
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    describeRoute(route, signInOf(route, this));
  });
});

function describeRoute(route: RouteOptions, signIn: SignIn): void {
  // Fastify's own HEAD twin of a GET is not documented, and shares the GET's options.
  if (route.method === 'HEAD' || route.schema?.hide) return;
  const methods = [route.method].flat();
  const unsafe = methods.some((m) => UNSAFE_METHODS.has(m));
  const schema = { ...route.schema };
  schema.operationId ??= operationIdOf(methods[0]!, route.url);
  schema.tags ??= [tagOf(route.url)];
  schema.summary ??= summaryOf(schema.description, methods[0]!, route.url);
  // The CSRF token is bound to a session, so every unsafe request sends the session cookie, even an
  // anonymous one; what a signed-in user is needed for shows as the 401 answer.
  schema.security ??= unsafe ? [{ session: [], csrf: [] }] : signIn === 'none' ? [] : [{ session: [] }];

  // Any operation can be refused as malformed (a broken escape in its address) before its schemas run.
  const statuses = [400];
  const takesInput = schema.params || schema.querystring || schema.body || schema.multipartBody;
  if (takesInput) statuses.push(422);
  if (schema.multipartBody) statuses.push(413, 415);
  if (signIn !== 'none') statuses.push(401);
  if (signIn === 'admin') statuses.push(403);
  if (route.url.includes('/:')) statuses.push(404);
  if (unsafe) statuses.push(419);
  if (route.config?.rateLimit) statuses.push(429);
  // Error bodies go through these schemas too, on their way out (see errorEnvelope).
  const response: Record<number, unknown> = { ...(schema.response as Record<number, unknown>) };
  for (const status of statuses) {
    response[status] ??= {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: errorEnvelope } },
    };
  }
  schema.response = response;
  // A copy, not the declared object: a schema shared by two routes must not get one route's operationId.
  route.schema = schema;
}

function signInOf(route: RouteOptions, scope: FastifyInstance): SignIn {
  // The admin and file-manager scopes are guarded in app.ts, around whole groups of routes.
  if (/^\/api\/(admin|files)(\/|$)/.test(route.url)) return 'admin';
  const guards = [route.onRequest, route.preHandler, scopeGuard(scope)].flat();
  if (guards.includes(requirePermission)) return 'admin';
  if (guards.includes(requireUser)) return 'user';
  return 'none';
}

/** `POST /api/admin/products/featured/:id/:flag` → `postApiAdminProductsFeaturedIdFlag`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/\(.*?\)/g, '')
    .replaceAll('*', 'any')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * An operation's one-line title: the first sentence of what the route says about itself, or else its method
 * and path, which is what a reader of a route without a description would call it.
 */
function summaryOf(description: string | undefined, method: string, url: string): string {
  const sentence = description?.split(/(?<=\.)\s|\n/)[0]?.trim();
  if (sentence) return sentence;
  return `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

/** `/api/admin/<domain>/…` → `admin: <domain>`, `/api/<domain>/…` → `<domain>`. */
function tagOf(url: string): string {
  const [first, second, third] = url.split('/').filter(Boolean);
  if (first !== 'api') return first ?? 'root';
  if (second === 'admin' && third) return `admin: ${third}`;
  return second ?? 'api';
}

/**
 * jsonSchemaTransform, which also documents a route's multipartBody as its request body. The route's
 * `consumes` then files it under multipart/form-data.
 */
export const openapiTransform: typeof jsonSchemaTransform = (document) => {
  const { multipartBody, ...schema } = document.schema ?? {};
  const permission = document.route.config?.permission;
  if (permission) {
    // Said in the operation's text: which back-office permission a caller's roles must grant.
    const needs = `Needs the permission \`${permission}\`.`;
    schema.description = schema.description ? `${schema.description}\n\n${needs}` : needs;
  }
  const transformed = jsonSchemaTransform({
    ...document,
    schema: multipartBody ? { ...schema, body: multipartBody } : schema,
  });
  return { ...transformed, schema: toOpenApi30(transformed.schema) };
};

/**
 * Two things the zod converter writes that OpenAPI 3.0 does not mean. `nullable` counts only beside a `type`
 * (3.0.3, "nullable"), so a nullable union — the numbers that forms may send as text, `max_per_order`,
 * `parent_id` — says it on each typed branch; and an `anyOf` of one schema is that schema.
 */
export function toOpenApi30<T>(node: T): T {
  if (Array.isArray(node)) return node.map(toOpenApi30) as T;
  if (!node || typeof node !== 'object') return node;
  let out: Record<string, unknown> = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, toOpenApi30(value)]),
  );
  const union = (out.anyOf ?? out.oneOf) as Record<string, unknown>[] | undefined;
  if (union?.length === 1 && !out.oneOf) {
    const { anyOf: _, ...rest } = out;
    out = { ...union[0], ...rest };
  } else if (out.nullable === true && out.type === undefined && union?.every((b) => b.type !== undefined)) {
    const { nullable: _, ...rest } = out;
    const branches = union.map((b) => ({ ...b, nullable: true }));
    out = { ...rest, [out.anyOf ? 'anyOf' : 'oneOf']: branches };
  }
  return out as T;
}

/**
 * jsonSchemaTransformObject (named zod schemas become components), less the components no operation reaches:
 * the converter writes an input twin of every named schema (`ErrorEnvelopeInput`) whether a request uses it
 * or not.
 */
export const openapiTransformObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        const name = key === '$ref' && typeof value === 'string' ? value.split('/').pop()! : null;
        if (name !== null && !reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        } else visit(value);
      }
    }
  };
  visit({ ...document, components: { ...document.components, schemas: {} } });
  document.components!.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => reached.has(name)),
  );
  return document as ReturnType<typeof jsonSchemaTransformObject>;
};
