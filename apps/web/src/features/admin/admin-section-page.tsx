import { Lock, SearchX } from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { loadNamespace, type Namespace } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ADMIN_SECTION_ACCESS } from './admin-paths.ts';
import { type AdminSection, sectionsFor } from './admin-sections.ts';

/** `ns`: strings of an area's own namespace (beyond `admin`), fetched together with its code. */
function lazySection<M>(load: () => Promise<M>, name: keyof M, ns: Namespace[] = []) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ...ns.map((n) => loadNamespace(n))]);
    return { default: module[name] as ComponentType };
  });
}

/** Each back-office area is its own chunk, fetched when the admin first opens it. */
const SECTIONS: Record<AdminSection, ComponentType> = {
  // The dashboard's expiry card and the products' stock links speak the inventory area's words; the
  // settings tab holds the return window, worded in the `returns` namespace.
  dashboard: lazySection(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage', [
    'inventory',
    'returns',
  ]),
  products: lazySection(() => import('./products/products-page.tsx'), 'ProductsPage', ['inventory']),
  categories: lazySection(() => import('./categories/categories-page.tsx'), 'CategoriesPage'),
  orders: lazySection(() => import('./orders/orders-page.tsx'), 'OrdersPage'),
  prescriptions: lazySection(() => import('./prescriptions/prescriptions-page.tsx'), 'PrescriptionsPage'),
  inventory: lazySection(() => import('./inventory/inventory-page.tsx'), 'InventoryPage', ['inventory']),
  returns: lazySection(() => import('./returns/returns-page.tsx'), 'ReturnsPage', ['returns']),
  users: lazySection(() => import('./users/users-page.tsx'), 'UsersPage'),
  discounts: lazySection(() => import('./discounts/discounts-page.tsx'), 'DiscountsPage'),
  points: lazySection(() => import('./points/points-page.tsx'), 'PointsPage'),
  files: lazySection(() => import('./files/files-page.tsx'), 'FilesPage'),
  notifications: lazySection(() => import('./notifications/notifications-page.tsx'), 'NotificationsPage'),
};

interface AdminSectionPageProps {
  section: AdminSection | 'notFound';
}

/** The page of one back-office area, inside the admin layout. */
export function AdminSectionPage({ section }: AdminSectionPageProps) {
  const { t } = useTranslation();
  const { can } = useCurrentUser();
  const title = section === 'notFound' ? t('notFound.title') : t(`admin.nav.${section}`);
  useDocumentTitle(`${title} · ${t('admin.title')}`);
  if (section === 'notFound') return <AdminNotFound />;
  // The server refuses this area's calls anyway; say so once instead of a page of failed requests.
  if (!can(ADMIN_SECTION_ACCESS[section].permission)) return <NotAllowed />;
  const Section = SECTIONS[section];
  return (
    <Suspense fallback={<SectionSkeleton />}>
      <Section />
    </Suspense>
  );
}

function AdminNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      titleAs="h1"
      icon={<SearchX aria-hidden="true" className="size-7" />}
      title={t('notFound.title')}
      description={t('admin.pages.notFound')}
      action={<ButtonLink to="/admin">{t('admin.nav.dashboard')}</ButtonLink>}
    />
  );
}

function NotAllowed() {
  const { t } = useTranslation();
  const { can } = useCurrentUser();
  const home = sectionsFor(can)[0];
  return (
    <EmptyState
      titleAs="h1"
      icon={<Lock aria-hidden="true" className="size-7" />}
      title={t('admin.pages.notAllowedTitle')}
      description={t('admin.pages.notAllowed')}
      action={home ? <ButtonLink to={home.path}>{t(`admin.nav.${home.section}`)}</ButtonLink> : undefined}
    />
  );
}

function SectionSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" role="status" aria-label={t('app.loading')}>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
