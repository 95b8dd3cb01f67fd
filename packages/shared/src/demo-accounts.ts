import type { RoleName } from './permissions.ts';

/**
 * The demo sign-ins created by the demo seed: one per role, shown on the login page in demo mode and
 * used by the e2e tests. Never created in production unless SEED_DEMO asks for it.
 */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@alshifa.iq', password: 'Admin@12345' },
  pharmacist: { email: 'pharmacist@alshifa.iq', password: 'Pharmacist@12345' },
  staff: { email: 'staff@alshifa.iq', password: 'Staff@12345' },
  customer: { email: 'customer@alshifa.iq', password: 'Customer@12345' },
} as const satisfies Record<RoleName, { email: string; password: string }>;
