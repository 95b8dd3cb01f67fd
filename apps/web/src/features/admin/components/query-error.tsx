import { ErrorState } from '../../../components/ui/error-state.tsx';
import { adminErrorMessage } from '../lib/messages.ts';

/** The parts of a TanStack query that a failed load shows and retries. */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A load that failed: our sentence, the server's reason under it, and Retry (spinning while it refetches). */
export function QueryError({ message, query }: { message: string; query: RetryableQuery }) {
  return (
    <ErrorState
      message={message}
      detail={adminErrorMessage(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
