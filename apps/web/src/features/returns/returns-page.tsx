import type { ReturnView } from '@shop/shared/returns';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ReturnArrow } from '../../components/returns/return-arrow.tsx';
import { ReturnStatusBadge } from '../../components/returns/return-status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ChevronNext } from '../../components/ui/directional-icons.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatDate, formatNumber, isolate } from '../../lib/format.ts';
import { useReturns } from './api/get-returns.ts';

const PER_PAGE = 10;

/** /profile/returns: the customer's returns, newest first, each opening its detail and timeline. */
export function ReturnsPage() {
  const { t } = useTranslation('returns');
  const [page, setPage] = useState(1);
  const query = useReturns(page, PER_PAGE);
  const data = query.data;

  useEffect(() => {
    if (data && data.last_page > 0 && page > data.last_page) setPage(data.last_page);
  }, [data, page]);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only" role="status">
          {t('list.loading')}
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-card" />
        ))}
      </div>
    );
  } else if (!data) {
    body = (
      <ErrorState
        message={t('list.loadFailed')}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (data.data.length === 0) {
    body = (
      <EmptyState
        icon={<ReturnArrow aria-hidden="true" className="size-6" />}
        title={t('list.empty')}
        description={t('list.emptyHint')}
        action={<ButtonLink to="/orders">{t('list.toOrders')}</ButtonLink>}
      />
    );
  } else {
    body = (
      <>
        {query.isError ? (
          <ErrorState
            compact
            message={t('list.loadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        <ul className={`flex flex-col gap-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {data.data.map((r) => (
            <ReturnRow key={r.id} item={r} />
          ))}
        </ul>
        <Pagination page={data.current_page} lastPage={data.last_page} onChange={setPage} />
      </>
    );
  }

  return (
    <PageShell>
      <PageHeading
        title={t('list.title')}
        trail={[{ label: t('list.profile'), to: '/profile' }]}
        description={t('list.description')}
      />
      <div className="flex flex-col gap-4">
        <div className="flex justify-end">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void query.refetch()}
            busy={query.isFetching && !query.isPending}
            disabled={query.isPending}
          >
            {query.isFetching && !query.isPending ? null : (
              <RefreshCw aria-hidden="true" className="size-4" />
            )}
            {t('list.refresh')}
          </Button>
        </div>
        {body}
      </div>
    </PageShell>
  );
}

function ReturnRow({ item: r }: { item: ReturnView }) {
  const { t } = useTranslation('returns');
  const locale = useLocale();
  const units = r.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li>
      <Link
        to={`/profile/returns/${r.id}`}
        aria-label={t('list.open', { number: r.rma_number })}
        className="flex items-center gap-3 rounded-card border border-line bg-surface p-4 hover:border-primary hover:bg-primary-tint/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <bdi className="font-bold text-ink">{r.rma_number}</bdi>
            <ReturnStatusBadge status={r.status} />
          </span>
          <span className="text-sm text-ink-secondary">
            {t('list.order', { number: isolate(r.order.order_number) })}
            {' · '}
            {t('list.items', { count: units, n: isolate(formatNumber(units, locale)) })}
            {' · '}
            {t('list.requestedOn', { date: formatDate(r.created_at, locale) })}
          </span>
        </span>
        <ChevronNext aria-hidden="true" className="size-5 shrink-0 text-ink-secondary" />
      </Link>
    </li>
  );
}
