import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminUsersKey } from './get-admin-users.ts';

export interface RoleStat {
  name: string;
  users: number;
}

export interface AuthenticationStats {
  total_users: number;
  verified_users: number;
  disabled_users: number;
  signed_in_last_24h: number;
  active_sessions: number;
  users_signed_in_now: number;
}

export interface SignedInUser {
  id: number;
  name: string;
  email: string;
  last_seen_at: string;
}

/** GET /api/admin/roles/stats. */
export const getRoleStats = (signal?: AbortSignal) => api.get<RoleStat[]>('/admin/roles/stats', { signal });
/** GET /api/admin/users/authentication-stats. */
export const getAuthenticationStats = (signal?: AbortSignal) =>
  api.get<AuthenticationStats>('/admin/users/authentication-stats', { signal });
/** GET /api/admin/users/authenticated. */
export const getSignedInUsers = (signal?: AbortSignal) =>
  api.get<SignedInUser[]>('/admin/users/authenticated', { signal });

export const useRoleStats = () =>
  useQuery({ queryKey: [...adminUsersKey, 'roles'], queryFn: ({ signal }) => getRoleStats(signal) });
export const useAuthenticationStats = () =>
  useQuery({ queryKey: [...adminUsersKey, 'auth'], queryFn: ({ signal }) => getAuthenticationStats(signal) });
export const useSignedInUsers = () =>
  useQuery({ queryKey: [...adminUsersKey, 'signed-in'], queryFn: ({ signal }) => getSignedInUsers(signal) });
