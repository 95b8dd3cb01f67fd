import { z } from 'zod';
import { SORT_ORDERS } from './api.ts';
import { emailSchema, passwordSchema, userView } from './auth.ts';
import { pageNumber, perPage } from './numbers.ts';
import { ROLE_NAMES } from './permissions.ts';
import { singleLine } from './text.ts';

export { ROLE_NAMES };

/** What the back-office user list sorts by (`?sort=`); without one it stays newest first. */
export const ADMIN_USER_SORTS = ['name', 'orders_count', 'last_login_at', 'created_at'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const adminUserQuery = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLE_NAMES).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('created_at'),
  order: z.enum(SORT_ORDERS).default('desc'),
  page: pageNumber(),
  per_page: perPage(20),
});

const base = {
  name: singleLine({ error: 'Please enter your name' }).min(2, 'Please enter your name').max(100),
  email: emailSchema,
  phone: singleLine().max(30).nullable().optional(),
  roles: z.array(z.enum(ROLE_NAMES)).min(1, 'Choose at least one role').default(['customer']),
  is_active: z.boolean().optional().default(true),
};

export const adminUserCreate = z.object({ ...base, password: passwordSchema });
/**
 * An edit. A customer's e-mail and password are the customer's own (decision 060): a different e-mail or any
 * password is refused on a customer's account, so `email` may be left out (or null) to keep it, as a
 * phone-only customer's absent one is kept.
 */
export const adminUserUpdate = z.object({
  ...base,
  email: emailSchema.nullable().optional(),
  password: passwordSchema.optional(),
});
export type AdminUserInput = z.infer<typeof adminUserUpdate>;

export const adminUserView = userView.extend({
  is_active: z.boolean(),
  last_login_at: z.string().nullable(),
  orders_count: z.number().int(),
});

/** GET /api/admin/roles/stats: how many accounts hold each role. */
export const roleStatView = z.object({ name: z.string(), users: z.number() });
export type RoleStat = z.infer<typeof roleStatView>;

/** GET /api/admin/users/authentication-stats. */
export const authenticationStatsView = z.object({
  total_users: z.number(),
  verified_users: z.number(),
  disabled_users: z.number(),
  signed_in_last_24h: z.number(),
  active_sessions: z.number(),
  users_signed_in_now: z.number(),
});
export type AuthenticationStats = z.infer<typeof authenticationStatsView>;

/** GET /api/admin/users/authenticated: one row per account with a live session. */
export const signedInUserView = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  last_seen_at: z.string(),
});
export type SignedInUser = z.infer<typeof signedInUserView>;
