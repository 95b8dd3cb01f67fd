/** The demo sign-ins created by `seedDemo` (shown on the login page in demo mode, used by e2e tests). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@alshifa.iq', password: 'Admin@12345' },
  customer: { email: 'customer@alshifa.iq', password: 'Customer@12345' },
} as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];
