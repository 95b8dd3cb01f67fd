import { authenticationStatsView, roleStatView, signedInUserView } from '@shop/shared/users-admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminUsersKey } from './get-admin-users.ts';

export type { AuthenticationStats, RoleStat, SignedInUser } from '@shop/shared/users-admin';

const roleStats = roleStatView.array();
const signedInUsers = signedInUserView.array();

/** GET /api/admin/roles/stats. */
export const getRoleStats = (signal?: AbortSignal) =>
  api.get('/admin/roles/stats', { schema: roleStats, signal });
/** GET /api/admin/users/authentication-stats. */
export const getAuthenticationStats = (signal?: AbortSignal) =>
  api.get('/admin/users/authentication-stats', { schema: authenticationStatsView, signal });
/** GET /api/admin/users/authenticated. */
export const getSignedInUsers = (signal?: AbortSignal) =>
  api.get('/admin/users/authenticated', { schema: signedInUsers, signal });

export const useRoleStats = () =>
  useQuery({ queryKey: [...adminUsersKey, 'roles'], queryFn: ({ signal }) => getRoleStats(signal) });
export const useAuthenticationStats = () =>
  useQuery({ queryKey: [...adminUsersKey, 'auth'], queryFn: ({ signal }) => getAuthenticationStats(signal) });
export const useSignedInUsers = () =>
  useQuery({ queryKey: [...adminUsersKey, 'signed-in'], queryFn: ({ signal }) => getSignedInUsers(signal) });
