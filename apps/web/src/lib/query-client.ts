import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** One per browser tab, and one per page rendered on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // One quick retry for a dropped connection or a 5xx; a 4xx answer will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
