import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from './api-client.ts';
import { signOutLocally } from './auth.ts';
import { useCartStore } from './cart-store.ts';
import { useWishlistStore } from './wishlist-store.ts';

/**
 * What belongs to the account leaves this device with it (decision 026): on a family's shared phone the next
 * person must not see the previous one's cart or wishlist. The server keeps the wishlist (it comes back at the
 * next sign-in); the cart lives only here and goes. A session that merely expired (a 401) keeps both: the
 * shopper signs in again and carries on.
 */
function forgetAccountOnDevice(): void {
  useCartStore.getState().clear();
  useWishlistStore.setState({ items: [] });
}

/**
 * POST /api/logout, then local sign-out and /login, even when the call fails.
 * `redirectTo: null` stays on the current page (the /logout route shows the login form itself).
 */
export function useLogout(options: { redirectTo?: string | null } = {}): {
  logout: () => Promise<void>;
  isLoggingOut: boolean;
} {
  const redirectTo = options.redirectTo === undefined ? '/login' : options.redirectTo;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isLoggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await api.post('/logout', undefined, { skipAuthRedirect: true, timeoutMs: 10_000 });
    } catch {
      // signed out locally all the same
    }
    signOutLocally(queryClient);
    forgetAccountOnDevice();
    setLoggingOut(false);
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [queryClient, navigate, redirectTo]);
  return { logout, isLoggingOut };
}
