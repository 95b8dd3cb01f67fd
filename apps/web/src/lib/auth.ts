import type { Permission } from '@shop/shared/permissions';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, clearCsrfCookie, mayHaveSession } from './api-client.ts';
import { isApiError } from './api-error.ts';
import {
  asUser,
  clearStoredUser,
  isStaff,
  permissionsOf,
  readStoredUser,
  storeUser,
  type User,
} from './auth-storage.ts';

export const userQueryKey = ['user'] as const;

/** Queries that belong to the signed-in person and must not survive a sign-out. */
const PUBLIC_QUERY_ROOTS = new Set(['categories', 'config', 'products', 'product']);

/** `GET /api/user`: the user, or null when signed out (`data: null`; an older server's 401 means the same). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  // A first visit has no cookies: asking would only log a 401 in the console.
  if (!mayHaveSession()) {
    clearStoredUser();
    return null;
  }
  try {
    // Not parsed with the shared schema (this runs on every first load); `asUser` checks what it needs.
    const data = await api.get('/user', { signal, skipAuthRedirect: true });
    const user = asUser(data) ?? asUser((data as { user?: unknown } | null)?.user);
    if (user) storeUser(user);
    else clearStoredUser();
    return user;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 419)) {
      clearStoredUser();
      return null;
    }
    // Server unreachable or failing: keep what we knew; the pages show their own errors.
    if (isApiError(error)) return readStoredUser();
    throw error;
  }
}

export interface CurrentUser {
  user: User | null;
  /** Some part of the back-office is open to them. */
  isStaff: boolean;
  /** Whether the user's roles grant `permission` (the server checks it again on every call). */
  can: (permission: Permission) => boolean;
  /** True until the server has confirmed who is signed in (guards wait instead of redirecting). */
  isChecking: boolean;
}

/** Who is signed in, as the hook asks it and as the server renderer asks it first (routes/server-data.ts). */
export const currentUserQuery = {
  queryKey: userQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCurrentUser(signal),
  staleTime: 5 * 60_000,
  retry: false,
};

export function useCurrentUser(): CurrentUser {
  const query = useQuery<User | null>({
    ...currentUserQuery,
    // Show the remembered user at once (header), while guards wait for the server's answer.
    placeholderData: () => readStoredUser() ?? undefined,
  });
  const user = query.data ?? null;
  const granted = permissionsOf(user);
  return {
    user,
    isStaff: isStaff(user),
    can: (permission) => granted.includes(permission),
    isChecking: query.isPending || query.isPlaceholderData,
  };
}

/** After a successful login or registration. */
export function saveSignedInUser(queryClient: QueryClient, user: User): void {
  storeUser(user);
  queryClient.setQueryData(userQueryKey, user);
}

/** Forgets the session on this device: stored user, CSRF cookie, private cached data. */
export function signOutLocally(queryClient: QueryClient): void {
  clearStoredUser();
  clearCsrfCookie();
  queryClient.removeQueries({
    predicate: (query) => {
      const root = query.queryKey[0];
      return root !== userQueryKey[0] && !(typeof root === 'string' && PUBLIC_QUERY_ROOTS.has(root));
    },
  });
  queryClient.setQueryData(userQueryKey, null);
}

/** The name to show in menus; the spec's fallback label is "Admin User". */
export function displayName(user: User | null, fallback: string): string {
  const full = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim();
  return user?.name?.trim() || full || fallback;
}
