import type { Permission } from '@shop/shared/permissions';
import {
  BadgePercent,
  CalendarClock,
  ClipboardList,
  Coins,
  FileCheck,
  FileText,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Package,
  PackageOpen,
  Users,
} from 'lucide-react';
import { ADMIN_SECTION_ACCESS, ADMIN_SECTION_NAMES, type AdminSection } from './admin-paths.ts';

export type { AdminSection };

const ICONS: Record<AdminSection, LucideIcon> = {
  dashboard: LayoutDashboard,
  products: Package,
  categories: FolderTree,
  orders: ClipboardList,
  prescriptions: FileCheck,
  inventory: CalendarClock,
  returns: PackageOpen,
  users: Users,
  discounts: BadgePercent,
  points: Coins,
  files: FileText,
  notifications: MessageSquare,
};

/** The back-office areas in sidebar order. */
export const ADMIN_SECTIONS: {
  section: AdminSection;
  path: string;
  permission: Permission;
  icon: LucideIcon;
}[] = ADMIN_SECTION_NAMES.map((section) => ({
  section,
  ...ADMIN_SECTION_ACCESS[section],
  icon: ICONS[section],
}));

/** The areas a user whose roles grant `can` may open, in sidebar order. */
export const sectionsFor = (can: (permission: Permission) => boolean) =>
  ADMIN_SECTIONS.filter((entry) => can(entry.permission));

export function sectionForPath(pathname: string): AdminSection | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_SECTIONS.find((entry) => entry.path === clean)?.section ?? null;
}
