import { type ReactNode, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useCurrentUser } from '../lib/auth.ts';
import { loginPathFor } from '../lib/redirect.ts';

/** public: everyone; guest: signed-out only; customer: signed-in; admin: signed-in staff (the area checks its own permission). */
export type Access = 'public' | 'guest' | 'customer' | 'admin';

interface RouteGuardProps {
  access: Access;
  children: ReactNode;
}

/**
 * - protected while signed out → /login?redirect=<full target path, URL-encoded>
 * - guest-only while signed in → /
 * - admin for a signed-in shopper → /
 * While the server has not yet said who is signed in, a spinner (never a premature redirect).
 */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { user, isStaff, isChecking } = useCurrentUser();
  // Whether this guest page was opened signed out. Signing in *on* the page (the login form) is not a visit
  // "while signed in": the page then navigates to its redirect target itself, and the guard must not race it to /.
  const openedAsGuest = useRef<{ path: string; guest: boolean } | null>(null);
  if (!isChecking && openedAsGuest.current?.path !== location.pathname) {
    openedAsGuest.current = { path: location.pathname, guest: !user };
  }

  if (access === 'public') return children;
  if (isChecking) return <PageSpinner label={t('guard.checking')} />;
  if (access === 'guest')
    return user && !openedAsGuest.current?.guest ? <Navigate to="/" replace /> : children;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (access === 'admin' && !isStaff) return <Navigate to="/" replace />;
  return children;
}
