import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RouteGuard } from './route-guard.tsx';
import { isAdminPath, ROUTES, type RouteEntry } from './route-table.tsx';

const AdminLayout = lazy(async () => ({ default: (await import('./admin-layout.tsx')).AdminLayout }));

function renderRoute(route: RouteEntry) {
  const element =
    'redirect' in route ? (
      <Navigate to={route.redirect} replace />
    ) : (
      <RouteGuard access={route.access}>{route.element}</RouteGuard>
    );
  if (route.path === '/admin') return <Route key={route.path} index element={element} />;
  return <Route key={route.path} path={route.path} element={element} />;
}

/** Declarative routes (lighter than the data router). Admin pages live in their own lazily loaded layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {ROUTES.filter((route) => !isAdminPath(route.path)).map(renderRoute)}
      </Route>
      <Route
        path="/admin"
        element={
          // The guard runs before the admin code is requested, so shoppers never download it.
          <RouteGuard access="admin">
            <Suspense fallback={<PageSpinner />}>
              <AdminLayout />
            </Suspense>
          </RouteGuard>
        }
      >
        {ROUTES.filter((route) => isAdminPath(route.path)).map(renderRoute)}
      </Route>
    </Routes>
  );
}
