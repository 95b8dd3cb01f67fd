export const ERROR_STATUS = {
  MALFORMED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  CSRF: 419,
  VALIDATION: 422,
  RATE_LIMITED: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error services throw. `message` is the English key of packages/shared/messages. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { errors?: Record<string, string[]>; data?: unknown; retryAfter?: number },
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const validationError = (errors: Record<string, string[]>, message = 'Validation failed') =>
  new AppError('VALIDATION', message, { errors });
