import { z } from 'zod';
import { PASSWORD_MAX } from './constants.ts';

export const emailSchema = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email' }).max(254));

export const loginBody = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.infer<typeof loginBody>;

export const userView = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  roles: z.array(z.object({ name: z.string() })),
  permissions: z.array(z.string()),
  points: z.number().int(),
  is_email_verified: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserView = z.infer<typeof userView>;

export const isAdmin = (user: Pick<UserView, 'roles'> | null | undefined): boolean =>
  !!user?.roles.some((r) => r.name === 'admin');
