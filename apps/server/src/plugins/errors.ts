import { type ErrorCode, errorStatus } from '@shop/shared/errors';
import { type MessageParams, translateWithParams } from '@shop/shared/message-params';
import { hasTranslation, translateMessage } from '@shop/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ar as zodAr } from 'zod/v4/locales';
import { AppError, databaseRefusal } from '../lib/errors.ts';
import { requestLocale } from '../lib/http.ts';
import { StoreUnavailableError } from '../lib/storage.ts';
import { isSpaNavigation } from './web.ts';

const arabicZod = zodAr();

/** A body field the endpoint does not take (a strict body: a change it cannot make is refused, not dropped). */
const UNKNOWN_FIELD_MESSAGE = 'This field cannot be changed here';

type ValidationItem = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/** Shapes every error into the envelope; a 5xx never reveals its cause to the client. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | AppError, req, reply) => {
    const locale = requestLocale(req);
    // A refusal by the database is the client's to fix or retry; it is logged, since a service's own
    // check should have caught it first.
    const refusal = thrown instanceof AppError ? null : databaseRefusal(thrown);
    if (refusal) req.log.warn({ err: thrown }, 'refused by the database');
    const err = refusal ?? thrown;
    const send = (
      code: ErrorCode,
      message: string,
      extra?: Record<string, unknown>,
      params?: MessageParams,
    ) =>
      reply
        .status(errorStatus(code))
        .send({ success: false, code, message: translateWithParams(message, locale, params), ...extra });

    if (err instanceof AppError) {
      if (err.details?.retryAfter) reply.header('retry-after', String(err.details.retryAfter));
      if (err.details?.errors) {
        const data = err.details.data === undefined ? {} : { data: err.details.data };
        return send(err.code, err.message, {
          errors: translateErrors(err.details.errors, locale, err.details.params),
          ...data,
        });
      }
      return send(
        err.code,
        err.message,
        err.details?.data === undefined ? {} : { data: err.details.data },
        err.details?.params,
      );
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const item of err.validation as unknown as ValidationItem[]) {
        const at = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = at || err.validationContext || 'body';
        const unknownKeys = item.keyword === 'unrecognized_keys' ? item.params.keys : null;
        // A field the endpoint does not take is named as such (a strict body), not as the whole body.
        const entries: [string, string][] = Array.isArray(unknownKeys)
          ? unknownKeys.map((key) => [
              at ? `${at}.${String(key)}` : String(key),
              translateMessage(UNKNOWN_FIELD_MESSAGE, locale),
            ])
          : [[field, localiseIssue(item, locale)]];
        for (const [name, message] of entries) errors[name] = [...(errors[name] ?? []), message];
      }
      return send('VALIDATION', 'Validation failed', { errors });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return send('RATE_LIMITED', 'Too many requests. Please try again later.');
    if (status === 413) return send('PAYLOAD_TOO_LARGE', 'Request body is too large');
    if (status === 415) return send('UNSUPPORTED_MEDIA', 'Unsupported content type');
    if (status >= 400 && status < 500) {
      req.log.info({ err }, 'client error');
      return send(status === 422 ? 'VALIDATION' : 'MALFORMED', 'Malformed request');
    }
    if (err instanceof StoreUnavailableError) {
      // Like the database: the file store is out of reach, not the request at fault (readiness says so too).
      req.log.warn({ err: { message: err.message } }, 'file store unreachable');
      reply.header('retry-after', '5');
      return send('UNAVAILABLE', 'The shop is briefly unavailable. Please try again in a moment.');
    }
    if (databaseUnreachable(err)) {
      // Not a fault of the request, nor a bug: the database is restarting or out of reach. Say so, and when
      // to try again, instead of a server error (readiness is 503 meanwhile: GET /api/health/ready).
      req.log.warn({ err: { message: err.message } }, 'database unreachable');
      reply.header('retry-after', '5');
      return send('UNAVAILABLE', 'The shop is briefly unavailable. Please try again in a moment.');
    }
    req.log.error({ err }, 'unhandled error');
    return send('SERVER_ERROR', 'Server error. Please try again later.');
  });

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    if (app.sendSpa && isSpaNavigation(req)) return app.sendSpa(req, reply);
    reply.status(404).send({
      success: false,
      code: 'NOT_FOUND',
      message: translateMessage('Not found', requestLocale(req)),
    });
  });
});

/** A field's message may name values (`{count}`), filled from the error's params like the main message. */
function translateErrors(errors: Record<string, string[]>, locale: 'ar' | 'en', params?: MessageParams) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      field,
      list.map((m) => (params ? translateWithParams(m, locale, params) : translateMessage(m, locale))),
    ]),
  );
}

/** Our own messages are translated from the catalogue; zod's generic ones through zod's Arabic locale. */
function localiseIssue(item: ValidationItem, locale: 'ar' | 'en'): string {
  const message = item.message ?? 'Validation failed';
  if (locale === 'en' || hasTranslation(message)) return translateMessage(message, locale);
  const issue = { code: item.keyword, ...item.params, message } as unknown as z.core.$ZodRawIssue;
  const localised = arabicZod.localeError(issue);
  return typeof localised === 'string' ? localised : (localised?.message ?? message);
}

/** Socket errors of a lost connection; PostgreSQL's "connection exception" class, shutdown and overload. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
  '53300',
]);

/** Whether the error (or what caused it: Drizzle wraps the driver's) is the database being out of reach. */
function databaseUnreachable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (/^Connection terminated|^timeout exceeded when trying to connect/.test(e.message)) return true;
  }
  return false;
}
