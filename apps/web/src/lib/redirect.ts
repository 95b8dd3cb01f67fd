/**
 * The `redirect` query target after login: only a same-site path (`/checkout?step=2`), never another site
 * (`//evil.example`, `/\evil.example`, `https://…`), and never back to the login or logout screens.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const target = raw.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\\]/.test(target)) return null;
  const path = target.split(/[?#]/)[0] ?? '';
  if (path === '/login' || path === '/logout') return null;
  return target;
}

/** `/login?redirect=<full target path incl. query, URL-encoded>`. */
export function loginPathFor(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}
