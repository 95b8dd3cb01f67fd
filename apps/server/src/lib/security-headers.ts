import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. Helmet is middleware that builds every header again on each response
 * (the content security policy parsed and joined anew), about a sixth of the server's CPU on a remembered
 * answer (issue 20); with fixed options its headers never change, so they are read off one dry run.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (d) => typeof d === 'function' || (Array.isArray(d) && d.some((v) => typeof v === 'function')),
    )
  ) {
    // A nonce differs on every response: one dry run cannot hold it.
    throw new Error('a content security policy computed per request cannot be worked out once');
  }
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as never, response as never, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously; its headers are not fixed');
  return headers;
}
