import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ChevronDown,
  House,
  LogOut,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  PanelRightClose,
  PanelRightOpen,
  UserRound,
  X,
} from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { useIsRtl } from '../components/ui/directional-icons.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { sectionForPath, sectionsFor } from '../features/admin/admin-sections.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { displayName, useCurrentUser } from '../lib/auth.ts';
import { useLogout } from '../lib/logout.ts';
import { local } from '../lib/storage.ts';

const COLLAPSED_KEY = 'admin_sidebar_collapsed';

/** The back-office frame: collapsible sidebar (a start-side drawer on phones), top bar, the page. */
export function AdminLayout() {
  // The sidebar sits on the reading side: the right in Arabic.
  const rtl = useIsRtl();
  const PanelOpen = rtl ? PanelRightOpen : PanelLeftOpen;
  const PanelClose = rtl ? PanelRightClose : PanelLeftClose;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(() => local.get(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const section = sectionForPath(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer after every navigation
  useEffect(() => setDrawerOpen(false), [pathname]);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      local.set(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  return (
    <div className="flex min-h-dvh bg-page">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-control bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('app.skipToContent')}
      </a>

      <aside
        aria-label={t('admin.sidebarLabel')}
        className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-e border-line bg-surface transition-[width] lg:flex ${
          collapsed ? 'w-[4.5rem]' : 'w-64'
        }`}
      >
        <SidebarContent collapsed={collapsed} />
        <div className="border-t border-line p-3">
          <button
            type="button"
            onClick={toggleCollapsed}
            aria-label={collapsed ? t('admin.expand') : t('admin.collapse')}
            aria-expanded={!collapsed}
            title={collapsed ? t('admin.expand') : t('admin.collapse')}
            className="flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-ink-secondary hover:bg-slate-100"
          >
            {collapsed ? (
              <PanelOpen aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <PanelClose aria-hidden="true" className="size-5 shrink-0" />
            )}
            {collapsed ? null : <span className="text-sm">{t('admin.collapse')}</span>}
          </button>
        </div>
      </aside>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85%] flex-col bg-surface shadow-menu focus:outline-none lg:hidden"
          >
            <div className="flex items-center justify-between border-b border-line px-3 py-2">
              <Dialog.Title className="px-1 font-bold text-ink">{t('admin.title')}</Dialog.Title>
              <Dialog.Close
                aria-label={t('admin.closeMenu')}
                className="flex size-11 items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <SidebarContent collapsed={false} hideBrand />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex min-h-16 items-center gap-3 border-b border-line bg-surface px-4 lg:px-6">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('admin.openMenu')}
            aria-haspopup="dialog"
            className="-ms-2 flex size-11 items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <Breadcrumb
            className="min-w-0 flex-1"
            items={[
              { label: t('admin.title'), to: '/admin' },
              { label: section ? t(`admin.nav.${section}`) : t('notFound.title') },
            ]}
          />
          <AdminUserMenu />
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 focus:outline-none lg:p-6">
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}

function SidebarContent({ collapsed, hideBrand = false }: { collapsed: boolean; hideBrand?: boolean }) {
  const { t } = useTranslation();
  const { logout, isLoggingOut } = useLogout();
  const { can } = useCurrentUser();
  const itemClass = (active: boolean) =>
    `flex min-h-11 items-center gap-3 rounded-control px-3 font-medium ${collapsed ? 'justify-center' : ''} ${
      active ? 'bg-primary-tint text-primary' : 'text-ink-secondary hover:bg-slate-100 hover:text-ink'
    }`;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {hideBrand ? null : (
        <Link
          to="/admin"
          className={`flex min-h-16 items-center gap-2 border-b border-line px-4 ${collapsed ? 'justify-center px-2' : ''}`}
        >
          <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true">
            <rect width="40" height="40" rx="11" fill="#0f766e" />
            <path d="M16.5 9h7v7.5H31v7h-7.5V31h-7v-7.5H9v-7h7.5z" fill="#fff" />
          </svg>
          <span className={collapsed ? 'sr-only' : 'leading-tight'}>
            <span className="block font-bold text-primary">{t('app.name')}</span>
            <span className="block text-sm text-ink-secondary">{t('admin.title')}</span>
          </span>
        </Link>
      )}
      <nav aria-label={t('admin.sidebarLabel')} className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {sectionsFor(can).map(({ section, path, icon: Icon }) => {
            const label = t(`admin.nav.${section}`);
            return (
              <li key={section}>
                <NavLink
                  to={path}
                  end={path === '/admin'}
                  title={collapsed ? label : undefined}
                  aria-label={collapsed ? label : undefined}
                  className={({ isActive }) => itemClass(isActive)}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {collapsed ? null : <span className="truncate">{label}</span>}
                </NavLink>
              </li>
            );
          })}
          <li className="mt-2 border-t border-line pt-2">
            <button
              type="button"
              onClick={() => void logout()}
              disabled={isLoggingOut}
              title={collapsed ? t('admin.nav.logout') : undefined}
              aria-label={collapsed ? t('admin.nav.logout') : undefined}
              className={`w-full ${itemClass(false)}`}
            >
              {isLoggingOut ? (
                <Spinner className="size-5" />
              ) : (
                <LogOut aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
              )}
              {collapsed ? null : <span>{t('admin.nav.logout')}</span>}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}

const menuItem =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 text-ink outline-none data-[highlighted]:bg-primary-tint data-[highlighted]:text-primary';

function AdminUserMenu() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { logout } = useLogout();
  const name = displayName(user, t('user.fallbackName'));
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`${t('admin.menu.label')}: ${name}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-control px-2 text-ink hover:bg-slate-100 data-[state=open]:bg-slate-100"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-primary-tint text-primary">
          <UserRound aria-hidden="true" className="size-4" />
        </span>
        <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-secondary" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-card border border-line bg-surface p-1.5 shadow-menu"
        >
          <DropdownMenu.Item asChild className={menuItem}>
            <Link to="/profile">
              <UserRound aria-hidden="true" className="size-4" />
              {t('admin.menu.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItem}>
            <Link to="/">
              <House aria-hidden="true" className="size-4" />
              {t('admin.menu.home')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={menuItem} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('admin.menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
