import { useEffect, useRef, useState } from 'react';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useLogout } from '../../lib/logout.ts';
import { LoginPage } from './login-page.tsx';

/** /logout signs out whoever is signed in, then shows the login screen. */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const { user, isChecking } = useCurrentUser();
  const { logout } = useLogout({ redirectTo: null });
  const started = useRef(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (isChecking || started.current) return;
    started.current = true;
    if (user) void logout().finally(() => setDone(true));
    else setDone(true);
  }, [isChecking, user, logout]);

  if (!done) return <PageSpinner label={t('logout.signingOut')} />;
  return <LoginPage />;
}
