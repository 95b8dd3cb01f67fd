/**
 * The back-office areas and their addresses, in sidebar order: the one list a new area is added to. The
 * route table reads it (so it holds no icons or code: the shopper's first load includes it); the sidebar's
 * icons and the areas' pages are records keyed by the same names, so one missing is a type error.
 */
export const ADMIN_SECTION_PATHS = {
  dashboard: '/admin',
  products: '/admin/products',
  categories: '/admin/categories',
  orders: '/admin/orders',
  users: '/admin/users',
  discounts: '/admin/discounts',
  points: '/admin/points',
  files: '/admin/files',
} as const;

export type AdminSection = keyof typeof ADMIN_SECTION_PATHS;

export const ADMIN_SECTION_NAMES = Object.keys(ADMIN_SECTION_PATHS) as AdminSection[];
