import type { UserView } from '@shop/shared/auth';
import { STORAGE_KEYS } from '@shop/shared/constants';
import { PERMISSIONS } from '@shop/shared/permissions';
import { local, readJson, session } from './storage.ts';

/**
 * The signed-in user: the shared `UserView` (what GET /api/user and the login call return), read tolerantly
 * because a stored copy may come from an older build. Only `id`, and an `email` or a `phone`, are guaranteed.
 */
export type User = Pick<UserView, 'id' | 'email'> &
  Partial<Omit<UserView, 'id' | 'email'>> & {
    /** Tolerated older shapes of the admin flag. */
    role?: string;
    is_admin?: boolean;
  };

/** A stored or received user counts only with an id and an e-mail (spec section 5) or a phone number. */
export function asUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = value as Partial<User>;
  const id: unknown = candidate.id;
  const hasId = (typeof id === 'number' && id > 0) || (typeof id === 'string' && id !== '');
  // An e-mail, or (a customer registered by phone, issue 14) a phone number instead.
  const reachable =
    (typeof candidate.email === 'string' && candidate.email !== '') ||
    (typeof candidate.phone === 'string' && candidate.phone !== '');
  if (!hasId || !reachable) return null;
  return candidate as User;
}

/** Admin: a role named `admin`; also tolerated, a `role` field equal to `admin` or an `is_admin` flag. */
function isAdmin(user: User): boolean {
  if (user.is_admin === true || user.role === 'admin') return true;
  return Array.isArray(user.roles) && user.roles.some((role) => role?.name === 'admin');
}

/**
 * What the user's roles allow, as the server sent it. A stored copy from a build before permissions
 * (an admin flag only) counts as every permission: the server checks each call anyway.
 */
export function permissionsOf(user: User | null | undefined): readonly string[] {
  if (!user) return [];
  if (Array.isArray(user.permissions)) return user.permissions;
  return isAdmin(user) ? PERMISSIONS : [];
}

/** Staff: anyone whose roles open some part of the back-office. */
export const isStaff = (user: User | null | undefined): boolean => permissionsOf(user).length > 0;

export function readStoredUser(): User | null {
  return (
    asUser(readJson(local.get(STORAGE_KEYS.user))) ?? asUser(readJson(session.get(STORAGE_KEYS.user))) ?? null
  );
}

/** Kept in localStorage with a copy in sessionStorage, as the spec's client did. */
export function storeUser(user: User): void {
  const json = JSON.stringify(user);
  local.set(STORAGE_KEYS.user, json);
  session.set(STORAGE_KEYS.user, json);
}

export function clearStoredUser(): void {
  local.remove(STORAGE_KEYS.user);
  session.remove(STORAGE_KEYS.user);
}
