import type { LoginBody } from '@shop/shared/auth';
import { api } from '../../lib/api-client.ts';
import { fetchCurrentUser } from '../../lib/auth.ts';
import type { User } from '../../lib/auth-storage.ts';
import { signedInUser } from './api/signed-in-user.ts';

/** Thrown when the server accepted the login but no user could be read afterwards. */
export class NoUserDataError extends Error {
  constructor() {
    super('Login succeeded but no user data returned from server.');
    this.name = 'NoUserDataError';
  }
}

/**
 * POST /login (web root, CSRF first). The user is read from `data.user`; failing that, from
 * GET /api/user; failing that, the login counts as failed.
 */
export async function login(input: LoginBody): Promise<User> {
  const user =
    (await api.post('/login', input, { schema: signedInUser, root: true, skipAuthRedirect: true })) ??
    (await fetchCurrentUser());
  if (!user) throw new NoUserDataError();
  return user;
}
