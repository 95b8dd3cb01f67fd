import {
  BadgePercent,
  ClipboardList,
  Coins,
  FileText,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Users,
} from 'lucide-react';

export type AdminSection =
  | 'dashboard'
  | 'products'
  | 'categories'
  | 'orders'
  | 'users'
  | 'discounts'
  | 'points'
  | 'files';

/** The back-office areas in sidebar order. */
export const ADMIN_SECTIONS: { section: AdminSection; path: string; icon: LucideIcon }[] = [
  { section: 'dashboard', path: '/admin', icon: LayoutDashboard },
  { section: 'products', path: '/admin/products', icon: Package },
  { section: 'categories', path: '/admin/categories', icon: FolderTree },
  { section: 'orders', path: '/admin/orders', icon: ClipboardList },
  { section: 'users', path: '/admin/users', icon: Users },
  { section: 'discounts', path: '/admin/discounts', icon: BadgePercent },
  { section: 'points', path: '/admin/points', icon: Coins },
  { section: 'files', path: '/admin/files', icon: FileText },
];

export function sectionForPath(pathname: string): AdminSection | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_SECTIONS.find((entry) => entry.path === clean)?.section ?? null;
}
