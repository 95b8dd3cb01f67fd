/**
 * What the person starting the shop reads when it cannot start: one line that names the setting or the
 * resource to fix, never a stack trace and never the database password.
 */
export class StartError extends Error {}

type SystemError = Error & { code?: string; hostname?: string; address?: string; port?: number };

const systemReasons: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'the connection was closed',
  ETIMEDOUT: 'no answer (timed out)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  ENOTDIR: 'a file is in the way of a directory',
  EEXIST: 'a file is in the way of a directory',
};

/** The first line of an error's message, as a person would say it. */
export function reasonOf(err: unknown): string {
  const e = err as SystemError;
  if (e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN') return `unknown host ${e.hostname ?? ''}`.trim();
  if (e?.code && systemReasons[e.code]) return systemReasons[e.code]!;
  const message = e instanceof Error ? e.message : String(err);
  return (
    message
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? 'unknown error'
  );
}

/** The URL with its password replaced; also for strings `URL` cannot parse. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
  }
}

function passwordOf(url: string): string | null {
  try {
    const p = new URL(url).password;
    return p ? decodeURIComponent(p) : null;
  } catch {
    return url.match(/\/\/[^:/@]*:([^@]*)@/)?.[1] ?? null;
  }
}

/** Drivers may quote the connection string in their messages: take the password out of those too. */
export function withoutPassword(text: string, url: string): string {
  const password = passwordOf(url);
  return password ? text.split(password).join('***') : text;
}

export function databaseError(action: 'connect to' | 'migrate', url: string, err: unknown): StartError {
  return new StartError(
    withoutPassword(
      `Cannot ${action} the database of DATABASE_URL (${redactUrl(url)}): ${reasonOf(err)}`,
      url,
    ),
  );
}

export function dataDirError(what: string, dir: string, err: unknown): StartError {
  return new StartError(`Cannot ${what} in DATA_DIR (${dir}): ${reasonOf(err)}`);
}

export function listenError(host: string, port: number, err: unknown): StartError {
  const code = (err as SystemError)?.code;
  if (code === 'EADDRINUSE')
    return new StartError(`PORT ${port} is already in use (set PORT to a free port)`);
  if (code === 'EACCES')
    return new StartError(
      `PORT ${port} needs more privileges than this process has (set PORT to 1024 or more)`,
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new StartError(`HOST ${host} is not an address of this machine (set HOST, e.g. to 0.0.0.0)`);
  return new StartError(`Cannot listen on HOST ${host} and PORT ${port}: ${reasonOf(err)}`);
}

/** Rejects with a timeout error when `promise` has not settled in time (an address that drops packets). */
export async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
