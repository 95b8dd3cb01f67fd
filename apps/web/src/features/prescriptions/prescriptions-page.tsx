import type { PrescriptionView } from '@shop/shared/prescriptions';
import { FileText, Plus, RefreshCw, Trash2, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
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
import { notify } from '../../lib/toast.ts';
import { useDeletePrescription } from './api/delete-prescription.ts';
import { usePrescriptions } from './api/get-prescriptions.ts';
import { PrescriptionFileLinks } from './components/prescription-file-links.tsx';
import { PrescriptionStatusBadge } from './components/prescription-status-badge.tsx';
import { PrescriptionUploader } from './components/prescription-uploader.tsx';

const PER_PAGE = 10;

/** /profile/prescriptions: the customer's prescriptions with the pharmacist's answer, upload and delete. */
export function PrescriptionsPage() {
  const { t } = useTranslation('prescriptions');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<PrescriptionView | null>(null);
  const query = usePrescriptions(page, PER_PAGE);
  const remove = useDeletePrescription();
  const data = query.data;

  useEffect(() => {
    if (data && data.last_page > 0 && page > data.last_page) setPage(data.last_page);
  }, [data, page]);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success(t('page.deleted'));
        setToDelete(null);
      },
      onError: (error) => {
        notify.error(errorMessage(error));
        setToDelete(null);
      },
    });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only" role="status">
          {t('page.loading')}
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36 w-full rounded-card" />
        ))}
      </div>
    );
  } else if (!data) {
    body = (
      <ErrorState
        message={t('page.loadFailed')}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (data.data.length === 0) {
    body = uploading ? null : (
      <EmptyState
        icon={<FileText aria-hidden="true" className="size-6" />}
        title={t('page.empty')}
        description={t('page.emptyHint')}
        action={
          <Button onClick={() => setUploading(true)}>
            <Plus aria-hidden="true" className="size-5" />
            {t('page.upload')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        {query.isError ? (
          <ErrorState
            compact
            message={t('page.loadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        <ul className={`flex flex-col gap-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {data.data.map((p) => (
            <PrescriptionCard key={p.id} prescription={p} onDelete={() => setToDelete(p)} />
          ))}
        </ul>
        <Pagination page={data.current_page} lastPage={data.last_page} onChange={setPage} />
      </>
    );
  }

  return (
    <PageShell>
      <PageHeading
        title={t('page.title')}
        trail={[{ label: t('page.profile'), to: '/profile' }]}
        description={t('page.description')}
      />
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
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
            {t('page.refresh')}
          </Button>
          {uploading ? null : (
            <Button size="sm" onClick={() => setUploading(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('page.upload')}
            </Button>
          )}
        </div>
        {uploading ? (
          <section
            aria-labelledby="upload-title"
            className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <h2 id="upload-title" className="text-lg font-bold text-ink">
                  {t('page.uploadTitle')}
                </h2>
                <p className="text-sm text-ink-secondary">{t('page.uploadIntro')}</p>
              </div>
              <Button
                variant="quiet"
                size="sm"
                aria-label={t('common.close', { ns: 'translation' })}
                onClick={() => setUploading(false)}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </div>
            <PrescriptionUploader
              onUploaded={() => {
                notify.success(t('page.uploaded'));
                setUploading(false);
                setPage(1);
              }}
            />
          </section>
        ) : null}
        {body}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={t('page.deleteTitle')}
        message={toDelete ? t('page.deleteMessage', { id: isolate(String(toDelete.id)) }) : ''}
        confirmLabel={t('page.deleteConfirm')}
        cancelLabel={t('page.deleteKeep')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </PageShell>
  );
}

function PrescriptionCard({
  prescription: p,
  onDelete,
}: {
  prescription: PrescriptionView;
  onDelete: () => void;
}) {
  const { t } = useTranslation('prescriptions');
  const { t: tt } = useTranslation();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-bold text-ink">{t('card.number', { id: formatNumber(p.id, locale) })}</h2>
          <p className="text-sm text-ink-secondary">
            {t('card.uploadedOn', { date: formatDate(p.created_at, locale, { withTime: true }) })}
            {p.reviewed_at ? ` · ${t('card.reviewedOn', { date: formatDate(p.reviewed_at, locale) })}` : null}
          </p>
        </div>
        <PrescriptionStatusBadge status={p.status} />
      </div>

      {p.status === 'rejected' && p.rejection ? (
        <div className="rounded-control border border-red-200 bg-red-50 p-3 text-sm text-ink">
          <p>
            <span className="font-medium">{t('card.reason')}</span>{' '}
            {tt(`prescription.reasons.${p.rejection.reason}`)}
          </p>
          {p.rejection.note ? (
            <p className="mt-1">
              <span className="font-medium">{t('card.pharmacistNote')}</span> <bdi>{p.rejection.note}</bdi>
            </p>
          ) : null}
        </div>
      ) : null}

      <PrescriptionFileLinks prescriptionId={p.id} files={p.files} />

      {p.note ? (
        <p className="text-sm text-ink-secondary">
          <span className="font-medium text-ink">{t('card.yourNote')}</span> <bdi>{p.note}</bdi>
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm">
        {p.orders.length > 0 ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-secondary">
            {t('card.orders')}
            {p.orders.map((o) => (
              <Link
                key={o.id}
                to={`/orders?order=${o.id}`}
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                <bdi>{o.order_number}</bdi>
              </Link>
            ))}
          </p>
        ) : (
          <p className="text-ink-secondary">{t('card.noOrders')}</p>
        )}
        {p.can_delete ? (
          <Button
            size="sm"
            variant="quiet"
            className="text-danger! hover:bg-red-50!"
            onClick={onDelete}
            aria-label={t('page.deleteLabel', { id: p.id })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('page.delete')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
