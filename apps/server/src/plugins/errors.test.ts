import { ERROR_CODES } from '@shop/shared/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, validationError } from '../lib/errors.ts';
import errorsPlugin from './errors.ts';

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'Insufficient stock', { data: { items: [7] } });
  });
  r.get('/forbidden', async () => {
    throw new AppError('FORBIDDEN', 'Access denied. Admin privileges required.');
  });
  r.get('/fields', async () => {
    throw validationError({ password: ['Passwords do not match'] });
  });
  r.get('/crash', async () => {
    throw new Error('database password is hunter2');
  });
  r.get('/database-gone', async () => {
    // What Drizzle throws when the pool cannot reach PostgreSQL: the driver's error as its cause.
    throw new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
    });
  });
  r.get('/database-restarting', async () => {
    throw Object.assign(new Error('the database system is starting up'), { code: '57P03' });
  });
  r.get(
    '/limit',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().max(100) }) } },
    async () => 'x',
  );
});

afterAll(() => app.close());

describe('error envelope', () => {
  it('maps each service error code to its status and keeps its data', async () => {
    const res = await app.inject({ url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'Insufficient stock',
      data: { items: [7] },
    });
    expect((await app.inject({ url: '/forbidden' })).statusCode).toBe(403);
  });

  it('translates field errors into the request language', async () => {
    const res = await app.inject({ url: '/fields', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['كلمتا المرور غير متطابقتين']);
  });

  it('uses zod\u2019s Arabic wording for generic schema failures', async () => {
    const ar = await app.inject({ url: '/limit?limit=101' });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.limit[0]).toMatch(/[\u0600-\u06ff]/);
    const en = await app.inject({ url: '/limit?limit=101&lang=en' });
    expect(en.json().errors.limit[0]).toMatch(/100/);
  });

  it('never sends the cause of a 500 to the client', async () => {
    const res = await app.inject({ url: '/crash?lang=en' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 'SERVER_ERROR',
      message: 'Server error. Please try again later.',
    });
  });

  it('says the shop is briefly unavailable, with when to retry, while the database is out of reach', async () => {
    for (const url of ['/database-gone', '/database-restarting']) {
      const res = await app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        code: 'UNAVAILABLE',
        message: 'The shop is briefly unavailable. Please try again in a moment.',
      });
    }
    const ar = await app.inject({ url: '/database-gone', headers: { 'accept-language': 'ar' } });
    expect(ar.json().message).toBe('المتجر غير متاح للحظات. يرجى المحاولة بعد قليل.');
  });

  it('gives every error a code from the closed set, each with one status', () => {
    // A new code is a decision: it is added to ERROR_CODES and to this list together.
    expect(ERROR_CODES).toEqual({
      MALFORMED: 400,
      INVALID_CODE: 400,
      UNAUTHENTICATED: 401,
      INVALID_CREDENTIALS: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      ALREADY_EXISTS: 409,
      IN_USE: 409,
      OUT_OF_STOCK: 409,
      PRICE_CHANGED: 409,
      INSUFFICIENT_POINTS: 409,
      ORDER_NOT_CANCELLABLE: 409,
      INVALID_TRANSITION: 409,
      PRESCRIPTION_NOT_APPROVED: 409,
      SELF_REVIEW: 409,
      IDEMPOTENCY_KEY_REUSED: 409,
      LIMIT_REACHED: 409,
      PAYLOAD_TOO_LARGE: 413,
      URI_TOO_LONG: 414,
      UNSUPPORTED_MEDIA: 415,
      CSRF: 419,
      VALIDATION: 422,
      QUANTITY_LIMIT: 422,
      PRESCRIPTION_REQUIRED: 422,
      NOT_RETURNABLE: 422,
      RETURN_WINDOW_CLOSED: 422,
      PDF_REFUSED: 422,
      DELIVERY_REASON: 422,
      RATE_LIMITED: 429,
      SERVER_ERROR: 500,
      UNAVAILABLE: 503,
    });
  });
});
