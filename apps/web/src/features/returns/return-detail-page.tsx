import type { ReturnView } from '@shop/shared/returns';
import { Check, X } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ReturnLinesTable } from '../../components/returns/return-lines-table.tsx';
import { ReturnPhotos } from '../../components/returns/return-photos.tsx';
import { ReturnStatusBadge } from '../../components/returns/return-status-badge.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatDate, formatMoney, formatNumber, isolate } from '../../lib/format.ts';
import { useReturn } from './api/get-return.ts';
import { returnTimeline } from './return-timeline.ts';

/** /profile/returns/:id: one return's lines, its progress, the refusal's reason or the refund, as it stands. */
export function ReturnDetailPage() {
  const { t } = useTranslation('returns');
  const params = useParams();
  const locale = useLocale();
  const query = useReturn(Number(params.id));
  const view = query.data;
  const trail = [
    { label: t('list.profile'), to: '/profile' },
    { label: t('detail.back'), to: '/profile/returns' },
  ];

  return (
    <PageShell>
      <PageHeading
        title={view ? t('detail.title', { number: isolate(view.rma_number) }) : t('detail.loading')}
        trail={trail}
      >
        {view ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-secondary">
            <ReturnStatusBadge status={view.status} />
            <span>{t('list.requestedOn', { date: formatDate(view.created_at, locale) })}</span>
          </div>
        ) : null}
      </PageHeading>
      {query.isPending ? (
        <div aria-busy="true" className="grid gap-4 md:grid-cols-[minmax(0,1fr)_20rem]">
          <span className="sr-only" role="status">
            {t('detail.loading')}
          </span>
          <Skeleton className="h-64 w-full rounded-card" />
          <Skeleton className="h-64 w-full rounded-card" />
        </div>
      ) : !view ? (
        <ErrorState
          message={t('detail.loadFailed')}
          detail={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <ReturnBody view={view} />
      )}
    </PageShell>
  );
}

function ReturnBody({ view }: { view: ReturnView }) {
  const { t } = useTranslation('returns');
  const locale = useLocale();
  const money = (value: number) => <bdi className="whitespace-nowrap">{formatMoney(value, locale)}</bdi>;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        {view.status === 'rejected' && view.rejection_note ? (
          <section
            aria-labelledby="return-rejection"
            className="rounded-card border border-red-200 bg-red-50 p-4 text-sm"
          >
            <h2 id="return-rejection" className="font-bold text-red-800">
              {t('detail.rejectionNote')}
            </h2>
            <p className="mt-1 whitespace-pre-line text-ink">
              <bdi>{view.rejection_note}</bdi>
            </p>
          </section>
        ) : null}

        {view.refund ? (
          <section
            aria-labelledby="return-refund"
            className="rounded-card border border-green-200 bg-green-50 p-4 text-sm"
          >
            <h2 id="return-refund" className="sr-only">
              {t('detail.refund')}
            </h2>
            <dl className="grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-ink-secondary">{t('detail.refund')}</dt>
                <dd className="text-lg font-bold text-green-800">{money(view.refund.amount)}</dd>
              </div>
              <div>
                <dt className="text-ink-secondary">{t('detail.refundMethod')}</dt>
                <dd className="font-medium text-ink">{t(`methods.${view.refund.method}`)}</dd>
              </div>
              {view.refund.reference ? (
                <div>
                  <dt className="text-ink-secondary">{t('detail.reference')}</dt>
                  <dd className="text-ink">
                    <bdi>{view.refund.reference}</bdi>
                  </dd>
                </div>
              ) : null}
              {view.refund.points_returned > 0 ? (
                <p className="text-ink sm:col-span-2">
                  {t('detail.pointsReturned', {
                    n: isolate(formatNumber(view.refund.points_returned, locale)),
                  })}
                </p>
              ) : null}
            </dl>
          </section>
        ) : null}

        {view.replacement_order ? (
          <p className="rounded-card border border-green-200 bg-green-50 p-4 text-sm text-ink">
            {t('detail.replacement')}{' '}
            <Link
              to={`/orders?order=${view.replacement_order.id}`}
              className="font-bold text-primary underline-offset-2 hover:underline"
            >
              <bdi>{view.replacement_order.order_number}</bdi>
            </Link>
          </p>
        ) : null}

        <section aria-labelledby="return-items" className="rounded-card border border-line bg-surface p-4">
          <h2 id="return-items" className="mb-2 font-bold text-ink">
            {t('detail.items')}
          </h2>
          <ReturnLinesTable items={view.items} />
          {view.refund ? null : (
            <p className="mt-3 flex justify-between gap-4 border-t border-line pt-3 text-sm font-bold">
              <span>{t('detail.estimate')}</span>
              {money(view.refund_estimate)}
            </p>
          )}
          <dl className="mt-3 flex flex-col gap-2 border-t border-line pt-3 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-ink-secondary">{t('detail.order')}:</dt>
              <dd>
                <Link
                  to={`/orders?order=${view.order.id}`}
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  <bdi>{view.order.order_number}</bdi>
                </Link>
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-ink-secondary">{t('detail.reason')}:</dt>
              <dd className="text-ink">{t(`reasons.${view.reason}`)}</dd>
            </div>
            {view.note ? (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-secondary">{t('detail.yourNote')}:</dt>
                <dd className="whitespace-pre-line text-ink">
                  <bdi>{view.note}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
          {view.photos.length ? (
            <div className="mt-3 border-t border-line pt-3">
              <h3 className="mb-2 text-sm font-bold text-ink">{t('photos.title')}</h3>
              <ReturnPhotos photos={view.photos} />
            </div>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="return-timeline" className="rounded-card border border-line bg-surface p-4">
        <h2 id="return-timeline" className="mb-3 font-bold text-ink">
          {t('detail.timeline')}
        </h2>
        <ol className="flex flex-col gap-4">
          {returnTimeline(view).map((step) => {
            const done = step.at !== null;
            const refused = step.key === 'rejected';
            return (
              <li key={step.key} className="flex items-start gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${
                    refused
                      ? 'bg-danger text-white'
                      : done
                        ? 'bg-primary text-white'
                        : 'border-2 border-line bg-surface'
                  }`}
                >
                  {refused ? <X className="size-4" /> : done ? <Check className="size-4" /> : null}
                </span>
                <span className="flex flex-col">
                  <span className={done ? 'font-medium text-ink' : 'text-ink-secondary'}>
                    {t(`detail.steps.${step.key}`)}
                  </span>
                  <span className="text-xs text-ink-secondary">
                    {done ? formatDate(step.at, locale, { withTime: true }) : t('detail.pending')}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
