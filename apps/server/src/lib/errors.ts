import { type ErrorCode, errorStatus } from '@shop/shared/errors';
import type { MessageParams } from '@shop/shared/message-params';

export type { ErrorCode };

/**
 * The one error services throw. `message` is the English key of packages/shared/messages; its `{name}`
 * slots are filled from `details.params` in the answer's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: {
      errors?: Record<string, string[]>;
      data?: unknown;
      retryAfter?: number;
      params?: MessageParams;
    },
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus(this.code);
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const validationError = (errors: Record<string, string[]>, message = 'Validation failed') =>
  new AppError('VALIDATION', message, { errors });

/**
 * What a refusal by PostgreSQL means to the client, when a race or an unforeseen value got past the
 * services' own checks. The database's text (with its SQL and the row's values) never leaves the server.
 */
const DATABASE_REFUSALS: Record<string, () => AppError> = {
  // unique_violation: two requests raced for the same e-mail, slug or key
  '23505': () => new AppError('ALREADY_EXISTS', 'This value is already in use'),
  // foreign_key_violation: what the change points at was deleted meanwhile, or is still in use
  '23503': () => new AppError('IN_USE', 'This change refers to something that no longer exists or is in use'),
  // check_violation, exclusion_violation: the data changed under the request
  '23514': () => new AppError('CONFLICT', 'This change conflicts with the current data. Please try again.'),
  '23P01': () => new AppError('CONFLICT', 'This change conflicts with the current data. Please try again.'),
  // serialization_failure, deadlock_detected, lock_not_available: another request won the race
  '40001': () => new AppError('CONFLICT', 'This change conflicts with the current data. Please try again.'),
  '40P01': () => new AppError('CONFLICT', 'This change conflicts with the current data. Please try again.'),
  '55P03': () => new AppError('CONFLICT', 'This change conflicts with the current data. Please try again.'),
};

/** Class 22 is "data exception": a value the column cannot hold (too long, out of range, bad text). */
const DATA_EXCEPTION_CLASS = '22';

export function databaseRefusal(err: unknown): AppError | null {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code !== 'string' || e.code.length !== 5) continue;
    const refusal = DATABASE_REFUSALS[e.code];
    if (refusal) return refusal();
    if (e.code.startsWith(DATA_EXCEPTION_CLASS))
      return new AppError('VALIDATION', 'Please enter a valid value');
  }
  return null;
}
