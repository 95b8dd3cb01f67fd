import type { Permission } from '@shop/shared/permissions';
import {
  BadgePercent,
  Banknote,
  ClipboardList,
  Clock,
  FileCheck,
  FolderTree,
  type LucideIcon,
  Package,
  PackagePlus,
  PackageX,
  RefreshCw,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { TableFrame, TableSkeleton, TBody, Td, THead, Th, Tr } from '../components/admin-table.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { QueryError } from '../components/query-error.tsx';
import { StatCard, StatCardSkeleton } from '../components/stat-card.tsx';
import { Tabs } from '../components/tabs.tsx';
import { placeholderKeys } from '../lib/placeholder-keys.ts';
import { useUrlParam } from '../lib/use-list-params.ts';
import { type DashboardStats, useDashboardStats } from './api/get-dashboard-stats.ts';
import { ExpiringSoonCard } from './expiring-soon-card.tsx';
import { PrescriptionsWaitingCard } from './prescriptions-waiting-card.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { SettingsPanel } from './settings-panel.tsx';

type DashboardTab = 'overview' | 'settings';

/** /admin: the shop at a glance, and (second tab, `?tab=settings`) the shop's delivery and contact settings. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const [tabParam, setTab] = useUrlParam('tab');
  const { can } = useCurrentUser();
  const mayEditSettings = can('settings.manage');
  const tab: DashboardTab = tabParam === 'settings' && mayEditSettings ? 'settings' : 'overview';
  const stats = useDashboardStats();

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          tab === 'overview' ? (
            <Button variant="secondary" onClick={() => void stats.refetch()} busy={stats.isFetching}>
              {stats.isFetching ? null : <RefreshCw aria-hidden="true" className="size-4" />}
              {t('common.refresh')}
            </Button>
          ) : null
        }
      />
      <Tabs<DashboardTab>
        label={t('dashboard.tabsLabel')}
        value={tab}
        onChange={(key) => setTab(key === 'overview' ? null : key)}
        items={[
          { key: 'overview', label: t('dashboard.tabs.overview') },
          ...(mayEditSettings ? [{ key: 'settings' as const, label: t('dashboard.tabs.settings') }] : []),
        ]}
      >
        {tab === 'overview' ? <Overview /> : <SettingsPanel />}
      </Tabs>
    </div>
  );
}

function Overview() {
  const { t } = useTranslation('admin');
  const query = useDashboardStats();
  const { can } = useCurrentUser();

  if (query.isError && !query.data) {
    return <QueryError message={t('dashboard.loadFailed')} query={query} />;
  }

  return (
    <div className="flex flex-col gap-6">
      {query.data ? <StatCards stats={query.data.stats} /> : <StatCardsSkeleton />}
      {/* Only those who may act on them: the cards' reports are refused to anyone else. */}
      {can('prescriptions.review') ? <PrescriptionsWaitingCard /> : null}
      {can('inventory.manage') ? <ExpiringSoonCard /> : null}
      <QuickActions />
      <div className="grid gap-6 2xl:grid-cols-5">
        <section aria-labelledby="dashboard-recent" className="flex min-w-0 flex-col gap-3 2xl:col-span-2">
          <div className="flex items-center justify-between gap-2">
            <h2 id="dashboard-recent" className="text-lg text-ink">
              {t('dashboard.recentOrders')}
            </h2>
            <Link to="/admin/orders" className="text-sm font-medium text-primary hover:underline">
              {t('dashboard.allOrders')}
            </Link>
          </div>
          {query.data ? (
            <RecentOrders orders={query.data.recentOrders} />
          ) : (
            <TableSkeleton columns={4} rows={5} />
          )}
        </section>
        <section
          aria-labelledby="dashboard-chart"
          className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-4 2xl:col-span-3"
        >
          <h2 id="dashboard-chart" className="text-lg text-ink">
            {t('dashboard.chart.title')}
          </h2>
          {query.data ? <RevenueChart points={query.data.chart} /> : <Skeleton className="h-64 w-full" />}
        </section>
      </div>
    </div>
  );
}

function StatCards({ stats }: { stats: DashboardStats['stats'] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { can } = useCurrentUser();
  // The low-stock count opens the list behind it: the stock area's (the pharmacist's), else the products'.
  const lowStockList = can('inventory.manage')
    ? '/admin/inventory?view=low-stock'
    : can('catalog.manage')
      ? '/admin/products?stock=low_stock'
      : undefined;
  const n = (v: number) => formatNumber(v, locale);
  const cards: {
    label: string;
    value: string;
    icon: LucideIcon;
    tone?: 'primary' | 'warning' | 'accent' | 'success';
    hint?: string;
    to?: string | undefined;
  }[] = [
    { label: t('dashboard.stats.products'), value: n(stats.totalProducts), icon: Package },
    { label: t('dashboard.stats.orders'), value: n(stats.totalOrders), icon: ClipboardList },
    { label: t('dashboard.stats.users'), value: n(stats.totalUsers), icon: Users },
    {
      label: t('dashboard.stats.revenue'),
      value: formatMoney(stats.totalRevenue, locale),
      // The one definition of revenue (decision 067), said where the figure is read.
      hint: t('dashboard.stats.revenueHint'),
      icon: Banknote,
      tone: 'success',
    },
    { label: t('dashboard.stats.pending'), value: n(stats.pendingOrders), icon: Clock, tone: 'warning' },
    {
      label: t('dashboard.stats.lowStock'),
      value: n(stats.lowStockProducts),
      icon: PackageX,
      tone: 'warning',
      to: lowStockList,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6">
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard {...card} />
        </li>
      ))}
    </ul>
  );
}

function StatCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6">
      {placeholderKeys(6).map((i) => (
        <StatCardSkeleton key={i} />
      ))}
    </div>
  );
}

function QuickActions() {
  const { t } = useTranslation('admin');
  const { can } = useCurrentUser();
  const actions = (
    [
      {
        to: '/admin/products?new=1',
        label: t('dashboard.quick.addProduct'),
        icon: PackagePlus,
        permission: 'catalog.manage',
      },
      {
        to: '/admin/categories',
        label: t('dashboard.quick.categories'),
        icon: FolderTree,
        permission: 'catalog.manage',
      },
      {
        to: '/admin/prescriptions',
        label: t('dashboard.quick.prescriptions'),
        icon: FileCheck,
        permission: 'prescriptions.review',
      },
      {
        to: '/admin/orders',
        label: t('dashboard.quick.orders'),
        icon: ClipboardList,
        permission: 'orders.read',
      },
      {
        to: '/admin/inventory?view=low-stock',
        label: t('dashboard.quick.lowStock'),
        icon: PackageX,
        permission: 'inventory.manage',
      },
      {
        to: '/admin/discounts?new=1',
        label: t('dashboard.quick.discount'),
        icon: BadgePercent,
        permission: 'discounts.manage',
      },
    ] satisfies { to: string; label: string; icon: LucideIcon; permission: Permission }[]
  ).filter((action) => can(action.permission));
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-quick">
      <h2 id="dashboard-quick" className="mb-3 text-lg text-ink">
        {t('dashboard.quick.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {actions.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-14 items-center gap-3 rounded-card border border-line bg-surface px-4 font-medium text-ink transition-colors hover:border-primary hover:bg-primary-tint hover:text-primary"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentOrders({ orders }: { orders: DashboardStats['recentOrders'] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { can } = useCurrentUser();
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={<ClipboardList aria-hidden="true" className="size-7" />}
        title={t('dashboard.noOrders')}
        action={
          can('catalog.manage') ? (
            <Link to="/admin/products" className="font-medium text-primary hover:underline">
              {t('dashboard.manageProducts')}
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <TableFrame label={t('dashboard.recentOrders')}>
      <THead>
        <Th>{t('orders.columns.number')}</Th>
        <Th>{t('orders.columns.customer')}</Th>
        <Th>{t('orders.columns.status')}</Th>
        <Th end>{t('orders.columns.total')}</Th>
      </THead>
      <TBody>
        {orders.map((order) => (
          <Tr key={order.id}>
            <Td primary>
              <Link
                to={`/admin/orders?open=${order.id}`}
                className="font-medium text-primary hover:underline"
                aria-label={t('orders.viewOrder', { number: order.order_number })}
              >
                <bdi>{order.order_number}</bdi>
              </Link>
              <span className="block text-xs text-ink-secondary">
                {formatDate(order.created_at, locale, { withTime: true })}
              </span>
            </Td>
            <Td label={t('orders.columns.customer')}>{order.user_name ?? t('orders.guest')}</Td>
            <Td label={t('orders.columns.status')}>
              <OrderStatusBadge status={order.status} />
            </Td>
            <Td label={t('orders.columns.total')} className="md:text-end">
              <bdi className="whitespace-nowrap font-medium">{formatMoney(order.total, locale)}</bdi>
            </Td>
          </Tr>
        ))}
      </TBody>
    </TableFrame>
  );
}
