import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { signOutLocally } from '../lib/auth.ts';
import { loginPathFor } from '../lib/redirect.ts';

/** Wires the API client's 401 handling to the router: sign out here and go to /login (unless already there). */
export function AuthEvents() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      signOutLocally(queryClient);
      const { pathname, search } = window.location;
      if (pathname !== '/login') navigate(loginPathFor(pathname + search), { replace: true });
    });
  }, [queryClient, navigate]);
  return null;
}
