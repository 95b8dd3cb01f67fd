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
import { ADMIN_SECTION_NAMES, ADMIN_SECTION_PATHS, type AdminSection } from './admin-paths.ts';

export type { AdminSection };

const ICONS: Record<AdminSection, LucideIcon> = {
  dashboard: LayoutDashboard,
  products: Package,
  categories: FolderTree,
  orders: ClipboardList,
  users: Users,
  discounts: BadgePercent,
  points: Coins,
  files: FileText,
};

/** The back-office areas in sidebar order. */
export const ADMIN_SECTIONS: { section: AdminSection; path: string; icon: LucideIcon }[] =
  ADMIN_SECTION_NAMES.map((section) => ({
    section,
    path: ADMIN_SECTION_PATHS[section],
    icon: ICONS[section],
  }));

export function sectionForPath(pathname: string): AdminSection | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_SECTIONS.find((entry) => entry.path === clean)?.section ?? null;
}
