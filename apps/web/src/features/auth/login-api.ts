import type { LoginBody } from '@shop/shared/auth';
import { api } from '../../lib/api-client.ts';
import { fetchCurrentUser } from '../../lib/auth.ts';
import { asUser, type User } from '../../lib/auth-storage.ts';

/** Thrown when the server accepted the login but no user could be read afterwards. */
export class NoUserDataError extends Error {
  constructor() {
    super('Login succeeded but no user data returned from server.');
    this.name = 'NoUserDataError';
  }
}

/**
 * POST /login (web root, CSRF first). The user is read from `data.user` (or `user`); failing that, from
 * GET /api/user; failing that, the login counts as failed.
 */
export async function login(input: LoginBody): Promise<User> {
  const data = await api.post<unknown>('/login', input, { root: true, skipAuthRedirect: true });
  const record = (data && typeof data === 'object' ? data : {}) as { user?: unknown };
  const user = asUser(record.user) ?? asUser(data) ?? (await fetchCurrentUser());
  if (!user) throw new NoUserDataError();
  return user;
}
