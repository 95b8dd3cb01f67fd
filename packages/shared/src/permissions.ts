/**
 * Who may do what in the back-office. A role is a set of named permissions; the server checks the
 * permission an endpoint declares, never a role's name, and the web shows only the areas a user may use.
 * This table is the one definition: the server writes it into the roles tables on every start.
 */
export const PERMISSIONS = [
  'dashboard.read',
  'catalog.manage',
  'orders.read',
  'orders.update',
  'prescriptions.review',
  'customers.manage',
  'users.manage',
  'settings.manage',
  'files.manage',
  'points.manage',
  'discounts.manage',
  'returns.manage',
  'inventory.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_NAMES = ['admin', 'pharmacist', 'staff', 'customer'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Roles that open the back-office; `customer` holds no permission. */
export const STAFF_ROLES = ['admin', 'pharmacist', 'staff'] as const satisfies readonly RoleName[];

export const ROLE_PERMISSIONS: Readonly<Record<RoleName, readonly Permission[]>> = {
  admin: PERMISSIONS,
  // Checks prescriptions and moves the orders that carry them; sees what an order needs of the customer;
  // keeps the medicines in date: receives lots, writes off what expired (decision 020).
  pharmacist: ['dashboard.read', 'orders.read', 'orders.update', 'prescriptions.review', 'inventory.manage'],
  // Runs orders and customers' accounts; no settings, no roles, never a prescription's images.
  staff: ['dashboard.read', 'orders.read', 'orders.update', 'customers.manage', 'returns.manage'],
  customer: [],
};

export const ROLE_DESCRIPTIONS: Readonly<Record<RoleName, string>> = {
  admin: 'Store administrator: everything, including settings and staff roles',
  pharmacist: 'Pharmacist: reviews prescriptions, moves the orders that carry them, keeps stock in date',
  staff: 'Staff: orders and customers, no settings, roles or prescription images',
  customer: 'Registered shopper',
};

export const permissionsOf = (roles: readonly string[]): Permission[] => [
  ...new Set(roles.flatMap((r) => ROLE_PERMISSIONS[r as RoleName] ?? [])),
];

/**
 * customers.manage looks after shoppers' accounts; only users.manage gives or takes a staff role or touches a
 * staff member's account (else a staff member could change the admin's e-mail and take the account over).
 * `after` is the roles asked for, when the change sets roles.
 */
export function mayChangeAccount(
  actorPermissions: readonly string[],
  before: readonly string[],
  after: readonly string[] = [],
): boolean {
  if (actorPermissions.includes('users.manage')) return true;
  const staff = (roles: readonly string[]) =>
    roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));
  return !staff(before) && !staff(after);
}

export const can = (user: { permissions: readonly string[] } | null | undefined, permission: Permission) =>
  !!user?.permissions.includes(permission);
