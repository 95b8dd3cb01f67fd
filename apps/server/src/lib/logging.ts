import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

const REDACTED = '[redacted]';

/**
 * Shapes of secrets, scrubbed from every line as it is written, whatever put them there: argon2 hashes
 * (passwords and one-time codes), our 32-byte tokens and their hashes (session ids, CSRF tokens, both
 * base64url), and hex digests.
 */
const SECRET_SHAPES = [
  /\$argon2(?:id|i|d)\$[^\s"',)\\]*/g,
  /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
  /(?<![A-Fa-f0-9])[A-Fa-f0-9]{64}(?![A-Fa-f0-9])/g,
];

export function scrubSecrets(line: string): string {
  let out = line;
  for (const shape of SECRET_SHAPES) out = out.replace(shape, REDACTED);
  return out;
}

/** Fields that hold secrets wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'passwordHash',
  'codeHash',
  'otp',
  'code',
  'token',
  'csrfToken',
];

type LoggedError = Error & { code?: unknown; statusCode?: unknown; constraint?: unknown; cause?: unknown };

/**
 * An error as a log line may hold it. A failed query's message and stack carry the statement's values
 * (a password hash in an INSERT), and PostgreSQL's `detail` repeats the failing row: both are left out.
 */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!(err instanceof Error) || depth > 4) return err === undefined ? undefined : { message: String(err) };
  const e = err as LoggedError;
  const withoutValues = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
  return {
    type: e.name,
    message: withoutValues(e.message),
    code: e.code,
    statusCode: e.statusCode,
    constraint: e.constraint,
    stack: withoutValues(e.stack),
    cause: serializeError(e.cause, depth + 1),
  };
}

/** pino's options for the server: secrets redacted by field, by error shape and by their look. */
export function loggerOptions(config: Config): NonNullable<FastifyServerOptions['logger']> & object {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]),
      ],
      censor: REDACTED,
    },
    serializers: { err: serializeError as never, error: serializeError as never },
    hooks: { streamWrite: scrubSecrets },
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  };
}
