import type { Page } from '@shop/shared/api';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { TableSkeleton } from './admin-table.tsx';
import { ListFooter } from './list-footer.tsx';
import { QueryError, type RetryableQuery } from './query-error.tsx';

/** The parts of a TanStack list query that the states below read. */
interface ListQuery extends RetryableQuery {
  isError: boolean;
  isPlaceholderData: boolean;
}

interface ListViewProps<T> {
  query: ListQuery;
  /** The loaded page; `undefined` until the first one arrives. */
  page: Page<T> | undefined;
  /** The sentence shown when the list cannot be loaded (with the server's reason and Retry under it). */
  loadFailed: string;
  /** How many columns the loading skeleton draws. */
  skeletonColumns: number;
  empty: {
    icon: LucideIcon;
    title: string;
    action?: ReactNode;
    /** When filters hide every row: this title instead, and a button that clears them. */
    filtered?: { title: string; onClear?: () => void; clearLabel?: string } | false;
  };
  onPage: (page: number) => void;
  /** The table of the page's rows. */
  children: (rows: T[]) => ReactNode;
}

/**
 * A paged back-office list in its four states: loading (a skeleton shaped like the table), failed (the reason
 * and Retry), empty (an icon, one sentence, one action) and loaded (the table, dimmed while the next page or
 * sort loads, and the "Showing 1-20 of 135" footer with the page links).
 */
export function ListView<T>({
  query,
  page,
  loadFailed,
  skeletonColumns,
  empty,
  onPage,
  children,
}: ListViewProps<T>) {
  const { t } = useTranslation('admin');
  if (query.isError && !page) return <QueryError message={loadFailed} query={query} />;
  if (!page) return <TableSkeleton columns={skeletonColumns} />;
  if (page.data.length === 0) {
    const { icon: Icon, filtered } = empty;
    return (
      <EmptyState
        icon={<Icon aria-hidden="true" className="size-7" />}
        title={filtered ? filtered.title : empty.title}
        action={
          filtered ? (
            filtered.onClear ? (
              <Button variant="secondary" onClick={filtered.onClear}>
                {filtered.clearLabel ?? t('common.clearFilters')}
              </Button>
            ) : undefined
          ) : (
            empty.action
          )
        }
      />
    );
  }
  return (
    <div className={`flex flex-col gap-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
      {children(page.data)}
      <ListFooter page={page} onPage={onPage} />
    </div>
  );
}
