/**
 * The back-office areas and their addresses, in sidebar order: the one list a new area is added to. The
 * route table reads it (so it holds no icons or code: the shopper's first load includes it); the sidebar's
 * icons and the areas' pages are records keyed by the same names, so one missing is a type error.
 */
import type { Permission } from '@shop/shared/permissions';

/**
 * Each area names the permission that opens it: a staff member sees only the areas their roles allow, and
 * the server checks the same permission on every endpoint the area calls.
 */
export const ADMIN_SECTION_ACCESS = {
  dashboard: { path: '/admin', permission: 'dashboard.read' },
  products: { path: '/admin/products', permission: 'catalog.manage' },
  categories: { path: '/admin/categories', permission: 'catalog.manage' },
  orders: { path: '/admin/orders', permission: 'orders.read' },
  prescriptions: { path: '/admin/prescriptions', permission: 'prescriptions.review' },
  inventory: { path: '/admin/inventory', permission: 'inventory.manage' },
  returns: { path: '/admin/returns', permission: 'returns.manage' },
  users: { path: '/admin/users', permission: 'customers.manage' },
  discounts: { path: '/admin/discounts', permission: 'discounts.manage' },
  points: { path: '/admin/points', permission: 'points.manage' },
  files: { path: '/admin/files', permission: 'files.manage' },
  notifications: { path: '/admin/notifications', permission: 'settings.manage' },
} as const satisfies Record<string, { path: string; permission: Permission }>;

export type AdminSection = keyof typeof ADMIN_SECTION_ACCESS;

export const ADMIN_SECTION_NAMES = Object.keys(ADMIN_SECTION_ACCESS) as AdminSection[];

export const ADMIN_SECTION_PATHS = Object.fromEntries(
  ADMIN_SECTION_NAMES.map((s) => [s, ADMIN_SECTION_ACCESS[s].path]),
) as { [S in AdminSection]: (typeof ADMIN_SECTION_ACCESS)[S]['path'] };
