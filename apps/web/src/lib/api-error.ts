import { ERROR_CODES, type ErrorCode } from '@shop/shared/errors';

export type FieldErrors = Record<string, string[]>;

/** A failed call. `status` 0 means no response reached us (offline, DNS, CORS, timeout). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's stable reason (ERROR_CODES); what the UI branches on. Undefined when no answer came. */
  readonly code: ErrorCode | undefined;
  readonly errors: FieldErrors | undefined;
  /** The server's own message (already in the shopper's language), if it sent one. */
  readonly serverMessage: string | undefined;
  readonly timedOut: boolean;
  /** The error body's `data`, when the server explains more (the 409 list of short order lines). */
  readonly data: unknown;

  constructor(init: {
    status: number;
    code?: ErrorCode | undefined;
    message?: string | undefined;
    errors?: FieldErrors | undefined;
    timedOut?: boolean;
    data?: unknown;
  }) {
    super(init.message || (init.status ? `Server error: ${init.status}` : 'Network error'));
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.serverMessage = init.message || undefined;
    this.timedOut = init.timedOut ?? false;
    this.data = init.data;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A refusal for this reason (never judged by its message or status alone). */
export const hasErrorCode = (error: unknown, ...codes: ErrorCode[]): error is ApiError =>
  isApiError(error) && error.code !== undefined && codes.includes(error.code);

/** What to tell the shopper: either the server's (localised) text or one of our i18n keys. */
export type ErrorMessage =
  | { text: string }
  | {
      key:
        | 'errors.network'
        | 'errors.invalidCredentials'
        | 'errors.validationFailed'
        | 'errors.unknown'
        | 'errors.invalidCode';
    }
  | { key: 'errors.server'; status: number };

export interface DescribeOptions {
  /** The login call: a 401 there means wrong credentials, not an expired session. */
  login?: boolean;
  /** How 422 field messages are joined (the spec says commas; Arabic uses '، '). */
  separator?: string;
}

/**
 * The error-to-message mapping (spec section 5, the login mapping), used for every call:
 * no response → network; 401 on login → invalid credentials; a wrong code → our words for it; 422 → all field errors joined, else the message,
 * else "Validation failed"; any other response with a message → that message; else "Server error: {status}".
 */
export function describeApiError(error: unknown, options: DescribeOptions = {}): ErrorMessage {
  if (!isApiError(error)) return { key: 'errors.unknown' };
  if (error.status === 0) return { key: 'errors.network' };
  if (error.status === 401 && options.login) return { key: 'errors.invalidCredentials' };
  // A wrong or expired code is said in the shop's own words, whichever flow sent it (e-mail, SMS, WhatsApp): the
  // API's message is the spec's terse "Invalid or expired OTP".
  if (error.code === 'INVALID_CODE') return { key: 'errors.invalidCode' };
  if (error.status === 422) {
    const fieldMessages = Object.values(error.errors ?? {})
      .flat()
      .filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (fieldMessages.length > 0) return { text: fieldMessages.join(options.separator ?? ', ') };
    if (error.serverMessage) return { text: error.serverMessage };
    return { key: 'errors.validationFailed' };
  }
  if (error.serverMessage) return { text: error.serverMessage };
  return { key: 'errors.server', status: error.status };
}

/** Reads the standard envelope's error fields out of any parsed body. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : undefined;
  const errors = normaliseFieldErrors(record.errors);
  const code =
    typeof record.code === 'string' && record.code in ERROR_CODES ? (record.code as ErrorCode) : undefined;
  return new ApiError({ status, code, message, errors, data: record.data });
}

function normaliseFieldErrors(value: unknown): FieldErrors | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
